package io.github.plateau.napoleon;

import static io.github.plateau.napoleon.Fixtures.position;
import static io.github.plateau.napoleon.Fixtures.step;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Games;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Sections 2 and 6 of the rules: turns, reorientation, the two-move limit, victory, the end. */
class TurnAndEndTest {
  private static final Square A1 = Square.parse("a1");

  @Test
  void aTurnMayReorientAnyNumberOfTheMoversCannonsMovedOrNot() {
    NapoleonPosition p = position("ANa1 ANh1 Id4 gh8");
    NapoleonPosition after = Fixtures.play(p, "d4-d5,a1=E,h1=NW");
    assertEquals(Optional.of(Piece.cannon(Camp.SOUTH, Direction.E)), after.pieceAt(A1));
    assertEquals(
        Optional.of(Piece.cannon(Camp.SOUTH, Direction.NW)), after.pieceAt(Square.parse("h1")));
    assertEquals(Camp.NORTH, after.sideToMove());
  }

  @Test
  void aCannonKeepsItsOrientationWhenItMovesAndIsNamedByItsNewSquare() {
    NapoleonPosition p = position("ANEa1 gh8");
    NapoleonPosition kept = p.play(step("a1", "b2"));
    assertEquals(
        Optional.of(Piece.cannon(Camp.SOUTH, Direction.NE)), kept.pieceAt(Square.parse("b2")));
    NapoleonPosition turned = Fixtures.play(p, "a1-b2,b2=W");
    assertEquals(
        Optional.of(Piece.cannon(Camp.SOUTH, Direction.W)), turned.pieceAt(Square.parse("b2")));
    assertEquals(
        Optional.of(Violation.NOT_OWN_CANNON), kept.violation(Move.order(A1, Direction.W)));
  }

  @Test
  void onlyTheMoversOwnCannonsMayBeReoriented() {
    NapoleonPosition p = position("Ia1 aSh8 gg8").play(step("a1", "a2"));
    Move order = Move.order(Square.parse("h8"), Direction.W);
    assertEquals(Optional.of(Violation.NOT_OWN_CANNON), p.violation(order));
    assertThrows(IllegalMoveException.class, () -> p.play(order));
  }

  @Test
  void theMovePhaseListsPieceMovesOnly() {
    NapoleonPosition start = new Napoleon().start();
    assertTrue(start.legalMoves().stream().allMatch(Move::isPieceMove));
    assertEquals(54, start.legalMoves().size());
  }

  @Test
  void aPieceMayNotMoveOnThreeConsecutiveTurnsOfItsSide() {
    Napoleon game = new Napoleon();
    NapoleonPosition twice = Fixtures.position(game, "Id4 Ia1 gh8", "s", "sd4x2", "-");
    assertEquals(Optional.of(Violation.THIRD_CONSECUTIVE_MOVE), twice.violation(step("d4", "d5")));
    assertTrue(twice.isLegal(step("a1", "a2")));
    NapoleonPosition once = Fixtures.position(game, "Id4 Ia1 gh8", "s", "sd4x1", "-");
    NapoleonPosition after = once.play(step("d4", "d5"));
    assertEquals(Optional.of(new Streak(Square.parse("d5"), 2)), after.streak(Camp.SOUTH));
  }

  @Test
  void movingAnotherPieceStartsANewStreak() {
    NapoleonPosition p = Fixtures.position(new Napoleon(), "Id4 Ia1 gh8", "s", "sd4x2", "-");
    NapoleonPosition after = p.play(step("a1", "a2"));
    assertEquals(Optional.of(new Streak(Square.parse("a2"), 1)), after.streak(Camp.SOUTH));
    assertEquals("sa2x1", after.toString().split(" ")[2]);
  }

  @Test
  void reorientingIsNotMoving() {
    NapoleonPosition p = Fixtures.position(new Napoleon(), "ANa1 Ih1 gh8", "s", "sa1x2", "-");
    NapoleonPosition after = Fixtures.play(p, "h1-h2,a1=E");
    assertEquals(Optional.of(new Streak(Square.parse("h2"), 1)), after.streak(Camp.SOUTH));
  }

  @Test
  void theStreakIsPartOfThePositionItsNotationAndItsHash() {
    Napoleon game = new Napoleon();
    NapoleonPosition a = Fixtures.position(game, "Id4 gh8", "s", "sd4x1", "-");
    NapoleonPosition b = Fixtures.position(game, "Id4 gh8", "s", "sd4x2", "-");
    NapoleonPosition c = Fixtures.position(game, "Id4 gh8", "s", "-", "-");
    assertNotEquals(a, b);
    assertNotEquals(a.hash(), b.hash());
    assertNotEquals(a.hash(), c.hash());
  }

  @Test
  void capturingTheStreakPieceRemovesItsEntry() {
    NapoleonPosition p =
        Fixtures.position(new Napoleon(), "Id4 Ic3 id6 gh8", "s", "sc3x1,nd6x2", "-");
    NapoleonPosition after = p.play(Fixtures.capture("d4", "d6"));
    assertEquals(Optional.empty(), after.streak(Camp.NORTH));
  }

  @Test
  void aStreakEntryOnNoPieceOfItsCampIsAcceptedAndInert() {
    Napoleon game = new Napoleon();
    NapoleonPosition inert = Fixtures.position(game, "Id4 id6 gh8", "s", "sd6x2,nd4x2", "-");
    NapoleonPosition none = Fixtures.position(game, "Id4 id6 gh8", "s", "-", "-");
    assertEquals(Fixtures.moves(none), Fixtures.moves(inert));
    assertEquals(inert, game.parse(inert.toString()));
    assertTrue(inert.toString().contains(" sd6x2,nd4x2 "));
  }

  @Test
  void kPointsBeyondTheMidlineWinAtOnceEvenIfTheLastPieceCouldBeTaken() {
    NapoleonPosition p = position("Gd6 Ie6 Ia4 ib6 ic7 gh8");
    NapoleonPosition after = p.play(step("a4", "a5"));
    assertEquals(4, after.points(Camp.SOUTH));
    assertEquals(Optional.of(Outcome.win(Camp.SOUTH, Reason.VICTORY_CONDITION)), after.outcome());
    assertTrue(after.legalMoves().isEmpty());
  }

  @Test
  void generalsCountDoubleDrummersNothingOtherPiecesOne() {
    NapoleonPosition p = position("Gd6 De6 Cf6 ANb5 Ia4 gh1 ih2");
    assertEquals(4, p.points(Camp.SOUTH));
    assertEquals(3, p.points(Camp.NORTH));
  }

  @Test
  void kIsARulesParameter() {
    NapoleonPosition p =
        Fixtures.position(new Napoleon(NapoleonRules.DEFAULT.withK(5)), "Gd6 Ie6 Ia4 gh8", "s");
    assertTrue(p.play(step("a4", "a5")).outcome().isEmpty());
    assertEquals(6, Army.free(24).scaledK(4));
  }

  @Test
  void aSideWithoutLegalMoveLoses() {
    NapoleonPosition p = Fixtures.position(new Napoleon(), "Ia1 gh8", "s", "sa1x2", "-");
    assertEquals(Optional.of(Outcome.win(Camp.NORTH, Reason.NO_LEGAL_MOVE)), p.outcome());
    assertEquals(0, p.perft(1));
  }

  @Test
  void aPositionWhereBothSidesHaveKIsWonByTheLastMoverIfItHasK() {
    NapoleonPosition p = position("Gd6 Ge6 gd3 ge3");
    assertEquals(Optional.of(Outcome.win(Camp.NORTH, Reason.VICTORY_CONDITION)), p.outcome());
    assertTrue(p.legalMoves().isEmpty());
    NapoleonPosition q = Fixtures.position(new Napoleon(), "Gd6 Ge6 gd3 ge3", "n");
    assertEquals(Optional.of(Outcome.win(Camp.SOUTH, Reason.VICTORY_CONDITION)), q.outcome());
  }

  @Test
  void elseTheSideWithKWinsEvenIfItIsToMove() {
    NapoleonPosition p = position("Gd6 Ge6 gh8");
    assertEquals(Optional.of(Outcome.win(Camp.SOUTH, Reason.VICTORY_CONDITION)), p.outcome());
  }

  @Test
  void onAnOddNumberOfRanksTheMiddleRankIsNeutralByDefault() {
    NapoleonRules nine = NapoleonRules.DEFAULT.withSize(9, 9);
    String pieces = "Ie5 ie5 Ga1 gi9".replace("ie5", "id5");
    NapoleonPosition neutral = Fixtures.position(new Napoleon(nine), pieces, "s");
    assertEquals(0, neutral.points(Camp.SOUTH));
    assertEquals(0, neutral.points(Camp.NORTH));
    NapoleonPosition low =
        Fixtures.position(new Napoleon(nine.withMidline(Midline.LOW)), pieces, "s");
    assertEquals(1, low.points(Camp.SOUTH));
    assertEquals(0, low.points(Camp.NORTH));
    NapoleonPosition high =
        Fixtures.position(new Napoleon(nine.withMidline(Midline.HIGH)), pieces, "s");
    assertEquals(0, high.points(Camp.SOUTH));
    assertEquals(1, high.points(Camp.NORTH));
  }

  @Test
  void threefoldRepetitionEndsTheGameByPoints() {
    Napoleon game = new Napoleon();
    NapoleonPosition start = Fixtures.position(game, "Gd6 Ia1 Ib1 ia8 ib8", "s");
    GameRecord<NapoleonPosition, Move> record = GameRecord.start(game, start);
    List<String> cycle =
        List.of("a1-a2", "a8-a7", "b1-b2", "b8-b7", "a2-a1", "a7-a8", "b2-b1", "b7-b8");
    // The position after ply 2 (both streaks on the a-file) comes back after plies 10 and 18.
    for (int ply = 0; !record.isOver(); ply++) {
      record = record.play(cycle.get(ply % cycle.size())).play("end");
    }
    assertEquals(36, record.ply());
    assertEquals(Optional.of(Outcome.win(Camp.SOUTH, Reason.REPETITION)), record.outcome());
  }

  @Test
  void thePlyLimitEndsTheGameByPointsAndEqualPointsDraw() {
    Napoleon game = (Napoleon) Games.create("napoleon:plies=4");
    GameRecord<NapoleonPosition, Move> record = GameRecord.start(game);
    record = record.play("c2-c3").play("end").play("c7-c6").play("end").play("d2-d3");
    record = record.play("end").play("d7-d6");
    assertFalse(record.isOver());
    record = record.play("end");
    assertEquals(Optional.of(Outcome.draw(Reason.MOVE_LIMIT)), record.outcome());
  }

  @Test
  void aPlyLimitOfZeroMeansNone() {
    Napoleon game = new Napoleon(NapoleonRules.DEFAULT.withMaxPlies(0));
    NapoleonPosition late = Fixtures.position(game, "Ia1 gh8", "s", "-", "-");
    late = game.parse(late.toString().replace(" 0 -", " 5000 -"));
    GameRecord<NapoleonPosition, Move> record =
        GameRecord.start(game, late).play("a1-a2").play("end");
    assertFalse(record.isOver());
  }

  @Test
  void adjudicationEndsTheGameByPoints() {
    Napoleon game = new Napoleon();
    GameRecord<NapoleonPosition, Move> record = GameRecord.start(game, position("Gd6 Ia1 ia8"));
    GameRecord<NapoleonPosition, Move> ended = game.adjudicate(record);
    assertEquals(Optional.of(Outcome.win(Camp.SOUTH, Reason.ADJUDICATION)), ended.outcome());
    assertEquals(
        Outcome.draw(Reason.ADJUDICATION), game.byPoints(game.start(), Reason.ADJUDICATION));
  }
}
