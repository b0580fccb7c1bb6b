package io.github.plateau.napoleon;

import static io.github.plateau.napoleon.Fixtures.capture;
import static io.github.plateau.napoleon.Fixtures.movesFrom;
import static io.github.plateau.napoleon.Fixtures.position;
import static io.github.plateau.napoleon.Fixtures.step;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Sections 4 and 5 of the rules: cannons' lines of sight, and who may capture whom. */
class SightAndCaptureTest {
  private static List<Square> squares(String... names) {
    return java.util.Arrays.stream(names).map(Square::parse).toList();
  }

  @Test
  void aLineOfSightRunsFromTheNextSquareUpToAndIncludingTheFirstPiece() {
    NapoleonPosition p = position("aSd8 Id3 Ga1");
    assertEquals(squares("d7", "d6", "d5", "d4", "d3"), p.lineOfSight(Square.parse("d8")));
  }

  @Test
  void aLineOfSightStopsAtAFriendlyPieceToo() {
    NapoleonPosition p = position("aSd8 id6 Ga1");
    assertEquals(squares("d7", "d6"), p.lineOfSight(Square.parse("d8")));
  }

  @Test
  void aCannonHasNoSightOnItsOwnSquareAndReachesTheEdge() {
    NapoleonPosition p = position("aSd8 Ga1");
    List<Square> sight = p.lineOfSight(Square.parse("d8"));
    assertFalse(sight.contains(Square.parse("d8")));
    assertEquals(7, sight.size());
    assertEquals(Set.copyOf(sight), p.linesOfSight(Camp.NORTH));
  }

  @Test
  void noPieceMayEnterOrPassASquareInEnemySight() {
    NapoleonPosition p = position("aSd8 Ib4 Ga1");
    assertTrue(p.isLegal(step("b4", "c4")));
    assertEquals(Optional.of(Violation.LINE_OF_SIGHT), p.violation(step("b4", "d4")));
    assertEquals(Optional.of(Violation.LINE_OF_SIGHT), p.violation(step("b4", "e4")));
  }

  @Test
  void aCavalryMayNotJumpASquareInEnemySight() {
    NapoleonPosition p = position("aSd8 Cc3 Id4 Ga1");
    assertEquals(Optional.of(Violation.LINE_OF_SIGHT), p.violation(step("c3", "e5")));
  }

  @Test
  void drummersIgnoreLinesOfSight() {
    NapoleonPosition p = position("aSd8 Dc4 Ga1");
    assertTrue(p.isLegal(step("c4", "d4")));
    assertTrue(p.isLegal(step("c4", "e4")));
  }

  @Test
  void ownCannonsNeverRestrictOwnPieces() {
    NapoleonPosition p = position("ANd1 Ib4 gh8");
    assertTrue(p.isLegal(step("b4", "d4")));
    assertTrue(p.isLegal(step("b4", "e4")));
  }

  @Test
  void aPieceCoveredByItsOwnCannonCannotBeCaptured() {
    NapoleonPosition covered = position("aSd8 id4 Ib4 Ib3 Ga1");
    assertEquals(Optional.of(Violation.LINE_OF_SIGHT), covered.violation(capture("b4", "d4")));
    NapoleonPosition bare = position("aEd8 id4 Ib4 Ib3 Ga1");
    assertTrue(bare.isLegal(capture("b4", "d4")));
  }

  @Test
  void sightIsTakenBeforeTheMoveSoABlockerMayLeaveAlongTheLine() {
    NapoleonPosition p = position("aSd8 Id5 Ga1");
    assertTrue(p.isLegal(step("d5", "d4")));
    assertTrue(p.isLegal(step("d5", "c5")));
    assertEquals(Optional.of(Violation.LINE_OF_SIGHT), p.violation(step("d5", "d6")));
  }

  @Test
  void reorientationIsNeverBlockedByLinesOfSight() {
    NapoleonPosition p = position("aSd8 ANd4 Ia1 gh8");
    NapoleonPosition after = Fixtures.play(p, "a1-a2,d4=E");
    assertEquals(
        Optional.of(Piece.cannon(Camp.SOUTH, Direction.E)), after.pieceAt(Square.parse("d4")));
  }

  @Test
  void aCaptureNeedsAFriendlyNeighbourBeforeMoving() {
    NapoleonPosition alone = position("Id4 id6 Ga1");
    assertEquals(Optional.of(Violation.NO_SUPPORT), alone.violation(capture("d4", "d6")));
    NapoleonPosition supported = position("Id4 Dc3 id6 Ga1");
    assertTrue(supported.isLegal(capture("d4", "d6")));
  }

  @Test
  void aCannonOrDrummerCountsAsSupport() {
    NapoleonPosition p = position("Gd4 ANe3 id6 Ga1");
    assertTrue(p.isLegal(capture("d4", "d6")));
  }

  @Test
  void takingACavalryNeedsTwoFriendlyNeighboursUnlessTheTakerIsACavalry() {
    NapoleonPosition one = position("Id4 Ic3 cd6 Ga1");
    assertEquals(Optional.of(Violation.NO_SUPPORT), one.violation(capture("d4", "d6")));
    NapoleonPosition two = position("Id4 Ic3 Ie3 cd6 Ga1");
    assertTrue(two.isLegal(capture("d4", "d6")));
    NapoleonPosition rider = position("Cd4 Ic3 cf6 Ga1");
    assertTrue(rider.isLegal(capture("d4", "f6")));
  }

  @Test
  void cannonsNeverCapture() {
    NapoleonPosition p = position("ANd4 Ic3 id5 Ga1");
    assertEquals(Optional.of(Violation.CANNOT_CAPTURE), p.violation(capture("d4", "d5")));
    assertTrue(movesFrom(p, "d4").stream().noneMatch(m -> m.contains("x")));
  }

  @Test
  void drummersNeverCaptureAndAreNeverCaptured() {
    NapoleonPosition drummer = position("Dd4 Ic3 id5 Ga1");
    assertTrue(movesFrom(drummer, "d4").stream().noneMatch(m -> m.contains("x")));
    NapoleonPosition prey = position("Id4 Ic3 dd5 Ga1");
    assertEquals(Optional.of(Violation.PROTECTED_TARGET), prey.violation(capture("d4", "d5")));
  }

  @Test
  void aGeneralCapturesAndCanBeCaptured() {
    NapoleonPosition p = position("Gd4 Ic3 gd6 Ia1");
    assertTrue(p.isLegal(capture("d4", "d6")));
  }

  @Test
  void playingAnIllegalMoveThrowsAndNamesTheReason() {
    NapoleonPosition p = position("Id4 id6 Ga1");
    var e =
        assertThrows(
            io.github.plateau.core.IllegalMoveException.class, () -> p.play(capture("d4", "d6")));
    assertTrue(e.getMessage().contains("no support"), e.getMessage());
    assertTrue(e.getMessage().contains("d4xd6"), e.getMessage());
  }
}
