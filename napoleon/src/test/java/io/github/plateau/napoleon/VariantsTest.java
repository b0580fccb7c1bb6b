package io.github.plateau.napoleon;

import static io.github.plateau.napoleon.Fixtures.movesFrom;
import static io.github.plateau.napoleon.Fixtures.step;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Games;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Section 7 of the rules: frightened horses, the drummer push, the antique dress. */
class VariantsTest {
  private static final Napoleon HORSES =
      new Napoleon(NapoleonRules.DEFAULT.withFrightenedHorses(true));
  private static final Napoleon PUSH = new Napoleon(NapoleonRules.DEFAULT.withDrummerPush(true));

  private static Move push(String from, String to, String pushedTo) {
    return Move.push(Square.parse(from), Square.parse(to), Square.parse(pushedTo));
  }

  @Test
  void noCavalryMayEnterOrPassASquareOnOrNextToAnEnemyDrummer() {
    NapoleonPosition p = Fixtures.position(HORSES, "Cc3 df6 Ga1 gh8", "s");
    assertEquals(List.of("c3-a5", "c3-b2", "c3-b4", "c3-d2", "c3-d4", "c3-e1"), movesFrom(p, "c3"));
    assertEquals(Optional.of(Violation.FRIGHTENED), p.violation(step("c3", "e5")));
    assertEquals(Optional.of(Violation.FRIGHTENED), p.violation(step("c3", "g7")));
    NapoleonPosition calm = Fixtures.position(new Napoleon(), "Cc3 df6 Ga1 gh8", "s");
    assertTrue(calm.isLegal(step("c3", "e5")));
    assertTrue(calm.isLegal(step("c3", "g7")));
  }

  @Test
  void ownDrummersDoNotFrightenOwnHorses() {
    NapoleonPosition p = Fixtures.position(HORSES, "Cc3 De5 Ga1 gh8", "s");
    assertTrue(p.isLegal(step("c3", "d4")));
    assertTrue(p.isLegal(step("c3", "f6")));
  }

  @Test
  void thePushAndAntiqueVariantsImplyFrightenedHorses() {
    assertTrue(NapoleonRules.DEFAULT.withDrummerPush(true).frightenedHorses());
    assertTrue(NapoleonRules.DEFAULT.withAntique(true).frightenedHorses());
    assertFalse(NapoleonRules.DEFAULT.frightenedHorses());
  }

  @Test
  void theAntiqueVariantChangesOnlyNames() {
    Napoleon antique = (Napoleon) Games.create("napoleon:antique");
    assertEquals("Alexandre Strategy (antique)", antique.name());
    assertEquals("chariot", Kind.GENERAL.displayName(true));
    assertEquals("elephant", Kind.DRUMMER.displayName(true));
    assertEquals("archer", Kind.CANNON.displayName(true));
    assertEquals("cavalry", Kind.CAVALRY.displayName(true));
    assertEquals("infantry", Kind.INFANTRY.displayName(true));
    assertEquals(new Napoleon().start().toString(), antique.start().toString());
  }

  @Test
  void aDrummerPushesAnEnemyCavalryToASquareItCouldReachTheOwnerChoosing() {
    NapoleonPosition p = Fixtures.position(PUSH, "Dd4 cd6 Ga1 gh8", "s");
    List<String> pushes = movesFrom(p, "d4").stream().filter(m -> m.contains(">")).toList();
    assertEquals(List.of("d4-d6>c7", "d4-d6>e7"), pushes);
    NapoleonPosition after = p.play(push("d4", "d6", "e7"));
    assertEquals(
        Optional.of(Piece.of(Camp.NORTH, Kind.CAVALRY)), after.pieceAt(Square.parse("e7")));
    assertEquals(
        Optional.of(Piece.of(Camp.SOUTH, Kind.DRUMMER)), after.pieceAt(Square.parse("d6")));
  }

  @Test
  void squaresNextToThePushingDrummersOriginAreFrightenedForTheCavalry() {
    NapoleonPosition p = Fixtures.position(PUSH, "Dd4 cd6 Ga1 gh8", "s");
    assertEquals(Optional.of(Violation.BAD_PUSH_SQUARE), p.violation(push("d4", "d6", "c5")));
  }

  @Test
  void aPushedCavalryNextToItsGeneralMayAlsoGoAlongRanksAndFiles() {
    NapoleonPosition p = Fixtures.position(PUSH, "Dd4 cd6 gd7 Ga1", "s");
    List<String> pushes = movesFrom(p, "d4").stream().filter(m -> m.contains(">")).toList();
    assertEquals(List.of("d4-d6>c6", "d4-d6>c7", "d4-d6>e6", "d4-d6>e7"), pushes);
  }

  @Test
  void thereIsNoPushWhenNoSquareQualifies() {
    NapoleonPosition p = Fixtures.position(PUSH, "Dd4 cd6 ic7 ie7 Ga1 gh8", "s");
    assertTrue(movesFrom(p, "d4").stream().noneMatch(m -> m.contains("d6")));
  }

  @Test
  void thePushedCavalryAvoidsTheMoversLinesOfSightAndMarshes() {
    NapoleonPosition seen = Fixtures.position(PUSH, "Dd4 cd6 ANc1 Gh1 gh8", "s");
    assertEquals(
        List.of("d4-d6>e7"), movesFrom(seen, "d4").stream().filter(m -> m.contains(">")).toList());
    NapoleonPosition marsh = Fixtures.position(PUSH, "Dd4 cd6 Ga1 gh8", "s", "-", "Me7");
    assertEquals(
        List.of("d4-d6>c7"), movesFrom(marsh, "d4").stream().filter(m -> m.contains(">")).toList());
  }

  @Test
  void aPushNeedsAClearPathAndNoFriendlyNeighbour() {
    NapoleonPosition blocked = Fixtures.position(PUSH, "Dd4 id5 cd6 Ga1 gh8", "s");
    assertEquals(Optional.of(Violation.PATH_BLOCKED), blocked.violation(push("d4", "d6", "c7")));
  }

  @Test
  void aPushedCavalryKeepsItsStreakAndIgnoresItsTwoMoveLimit() {
    NapoleonPosition p = Fixtures.position(PUSH, "Dd4 cd6 Ga1 gh8", "s", "nd6x2", "-");
    NapoleonPosition after = p.play(push("d4", "d6", "c7"));
    assertEquals(Optional.of(new Streak(Square.parse("c7"), 2)), after.streak(Camp.NORTH));
    assertEquals(Optional.of(new Streak(Square.parse("d6"), 1)), after.streak(Camp.SOUTH));
  }

  @Test
  void anInertStreakEntryStaysInertWhenAPushedCavalryLandsOnItsSquare() {
    NapoleonPosition p = Fixtures.position(PUSH, "Dd4 cd6 Ga1 gh8", "s", "nc7x2", "-");
    NapoleonPosition after = Fixtures.play(p, "d4-d6>c7");
    assertEquals(Optional.empty(), after.streak(Camp.NORTH));
    assertTrue(after.isLegal(step("c7", "b8")), "the pushed cavalry is not frozen");
  }

  @Test
  void withoutTheVariantADrummerCannotPush() {
    NapoleonPosition p = Fixtures.position(new Napoleon(), "Dd4 cd6 Ga1 gh8", "s");
    assertEquals(Optional.of(Violation.NO_PUSH), p.violation(push("d4", "d6", "c7")));
    assertTrue(movesFrom(p, "d4").stream().noneMatch(m -> m.contains("d6")));
  }

  @Test
  void aPushThatGivesTheOpponentKPointsMakesItWin() {
    NapoleonPosition p = Fixtures.position(PUSH, "Dc7 Gh8 cc5 gd3 ie3", "s");
    NapoleonPosition after = p.play(push("c7", "c5", "b4"));
    assertEquals(4, after.points(Camp.NORTH));
    assertEquals(Optional.of(Outcome.win(Camp.NORTH, Reason.VICTORY_CONDITION)), after.outcome());
  }

  @Test
  void aPushWithoutDestinationIsReadWhenOnlyOneFits() {
    NapoleonPosition p = Fixtures.position(PUSH, "Dd4 cd6 ANc1 Gh1 gh8", "s");
    assertEquals(push("d4", "d6", "e7"), Fixtures.move(p, "d4-d6"));
  }
}
