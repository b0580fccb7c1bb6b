package io.github.plateau.napoleon;

import static io.github.plateau.napoleon.Fixtures.capture;
import static io.github.plateau.napoleon.Fixtures.movesFrom;
import static io.github.plateau.napoleon.Fixtures.position;
import static io.github.plateau.napoleon.Fixtures.step;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Sections 1 and 3 of the rules: ranges, straight lines, cavalry jumps, the general's privilege.
 */
class MovementRulesTest {
  @Test
  void aCannonMovesOneSquareInAnyOfTheEightDirections() {
    NapoleonPosition p = position("ANd4 gh8");
    assertEquals(
        List.of("d4-c3", "d4-c4", "d4-c5", "d4-d3", "d4-d5", "d4-e3", "d4-e4", "d4-e5"),
        movesFrom(p, "d4"));
  }

  @Test
  void aGeneralMovesUpToTwoSquares() {
    NapoleonPosition p = position("Gd4 gh8");
    assertEquals(16, movesFrom(p, "d4").size());
    assertTrue(p.isLegal(step("d4", "f6")));
    assertEquals(Optional.of(Violation.TOO_FAR), p.violation(step("d4", "d7")));
  }

  @Test
  void aDrummerMovesUpToTwoSquares() {
    NapoleonPosition p = position("Dd4 gh8");
    assertEquals(16, movesFrom(p, "d4").size());
    assertEquals(Optional.of(Violation.TOO_FAR), p.violation(step("d4", "g4")));
  }

  @Test
  void anInfantryMovesUpToThreeSquares() {
    NapoleonPosition p = position("Id4 gh8");
    assertEquals(24, movesFrom(p, "d4").size());
    assertTrue(p.isLegal(step("d4", "g7")));
    assertEquals(Optional.of(Violation.TOO_FAR), p.violation(step("d4", "h8")));
  }

  @Test
  void aCavalryMovesUpToFourSquaresAlongDiagonalsOnly() {
    NapoleonPosition p = position("Cd4 ga8");
    assertEquals(
        List.of(
            "d4-a1", "d4-a7", "d4-b2", "d4-b6", "d4-c3", "d4-c5", "d4-e3", "d4-e5", "d4-f2",
            "d4-f6", "d4-g1", "d4-g7", "d4-h8"),
        movesFrom(p, "d4"));
    assertEquals(Optional.of(Violation.CAVALRY_DIAGONALS_ONLY), p.violation(step("d4", "d5")));
  }

  @Test
  void movesGoInAStraightLineWithoutTurning() {
    NapoleonPosition p = position("Id4 gh8");
    assertEquals(Optional.of(Violation.NOT_A_STRAIGHT_LINE), p.violation(step("d4", "e6")));
  }

  @Test
  void aPieceMayNotPassOverAnotherPiece() {
    NapoleonPosition p = position("Id4 Id5 gh8");
    assertEquals(Optional.of(Violation.PATH_BLOCKED), p.violation(step("d4", "d6")));
    assertEquals(Optional.of(Violation.OWN_PIECE), p.violation(step("d4", "d5")));
  }

  @Test
  void aMoveEndsOnAnEmptySquareOrTakesAnEnemyPiece() {
    NapoleonPosition p = position("Id4 Ic4 id6 gh8");
    assertTrue(p.isLegal(step("d4", "d5")));
    assertTrue(p.isLegal(capture("d4", "d6")));
    assertFalse(p.isLegal(step("d4", "d7")));
    assertEquals(Optional.of(Violation.CAPTURE_MISMATCH), p.violation(step("d4", "d6")));
    assertEquals(Optional.of(Violation.CAPTURE_MISMATCH), p.violation(capture("d4", "d5")));
  }

  @Test
  void aCavalryJumpsOnePieceAndGoesOnTheJumpedSquareCountingTowardItsRange() {
    NapoleonPosition p = position("Cc3 Id4 gh8");
    assertTrue(p.isLegal(step("c3", "e5")));
    assertTrue(p.isLegal(step("c3", "g7")));
    assertEquals(Optional.of(Violation.TOO_FAR), p.violation(step("c3", "h8")));
  }

  @Test
  void aCavalryJumpsOnlyOnceAndOnlyOnePiece() {
    NapoleonPosition p = position("Cc3 Id4 Ie5 gh8");
    assertEquals(Optional.of(Violation.PATH_BLOCKED), p.violation(step("c3", "f6")));
    NapoleonPosition q = position("Cb2 Ic3 Ie5 gh8");
    assertTrue(q.isLegal(step("b2", "d4")));
    assertEquals(Optional.of(Violation.PATH_BLOCKED), q.violation(step("b2", "f6")));
  }

  @Test
  void jumpingAnEnemyIsNotACapture() {
    NapoleonPosition p = position("Cc3 id4 gh8");
    NapoleonPosition after = p.play(step("c3", "e5"));
    assertEquals(
        Optional.of(Piece.of(Camp.NORTH, Kind.INFANTRY)), after.pieceAt(Square.parse("d4")));
  }

  @Test
  void aCavalryMayCaptureAfterItsJump() {
    NapoleonPosition p = position("Cc3 Ib2 Id4 if6 gh8");
    assertTrue(p.isLegal(capture("c3", "f6")));
  }

  @Test
  void aCavalryNextToAFriendlyGeneralMayAlsoUseRanksAndFiles() {
    NapoleonPosition p = position("Cd4 Gc3 gh8");
    assertTrue(p.isLegal(step("d4", "d8")));
    assertTrue(p.isLegal(step("d4", "h4")));
    assertTrue(p.isLegal(step("d4", "a4")));
    NapoleonPosition far = position("Cd4 Gb2 gh8");
    assertFalse(far.isLegal(step("d4", "d5")));
  }

  @Test
  void thePrivilegeKeepsTheJump() {
    NapoleonPosition p = position("Cd4 Gc3 Id5 gh8");
    assertTrue(p.isLegal(step("d4", "d6")));
    assertTrue(p.isLegal(step("d4", "d8")));
  }

  @Test
  void anEnemyGeneralGivesNoPrivilege() {
    NapoleonPosition p = position("Cd4 gc3 Ia1");
    assertFalse(p.isLegal(step("d4", "d5")));
  }

  @Test
  void directionNPointsTowardTheLastRank() {
    NapoleonPosition p = position("ANa1 gh8");
    assertEquals(Square.parse("a2"), p.lineOfSight(Square.parse("a1")).get(0));
  }

  @Test
  void aSquareNeverHoldsTwoPieces() {
    NapoleonPosition p = position("Dd4 Id5 gh8");
    assertEquals(Optional.of(Violation.OWN_PIECE), p.violation(step("d4", "d5")));
  }
}
