package io.github.plateau.napoleon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.testing.EvaluationChecks;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The default evaluation: exact material and point values, allies counted together, and its
 * agreement over playouts with two, three and four armies.
 */
class NapoleonEvaluationTest {
  private static final long SEED = 20_261_128L;

  private final Napoleon napoleon = new Napoleon();
  private final NapoleonEvaluation evaluation = new NapoleonEvaluation();

  private int value(String pieces, String side) {
    return EvaluationChecks.agreedValue(evaluation, Fixtures.position(napoleon, pieces, side));
  }

  @Test
  void theSymmetricStartIsWorthNothing() {
    assertEquals(0, evaluation.evaluate(napoleon.start().searchBoard()));
  }

  @Test
  void anInfantryUpIsWorthAHundredForItsSideAndMinusThatForTheOther() {
    assertEquals(100, value("Ga1 Ib1 gh8", "s"));
    assertEquals(-100, value("Ga1 Ib1 gh8", "n"));
  }

  @Test
  void aPointBeyondTheMidlineIsWorthMoreThanThePieceAtHome() {
    assertEquals(100 + NapoleonEvaluation.POINT, value("Ga1 Ib5 gh8", "s"));
    assertEquals(-100 - NapoleonEvaluation.POINT, value("Ga1 Ib5 gh8", "n"));
  }

  @Test
  void alliesShareTheirTeamsValue() {
    for (int armies : List.of(3, 4)) {
      NapoleonPosition start = new Napoleon(NapoleonRules.waterloo(armies)).start();
      int south = evaluation.forTeamOf(start, Camp.SOUTH);
      assertEquals(south, evaluation.forTeamOf(start, Camp.SOUTH_2), armies + " armies");
      assertEquals(-south, evaluation.forTeamOf(start, Camp.NORTH), armies + " armies");
      assertEquals(evaluation.forTeamOf(start, start.sideToMove()), evaluation.of(start));
    }
    NapoleonPosition threeAgainstOne = new Napoleon(NapoleonRules.waterloo(3)).start();
    assertTrue(evaluation.forTeamOf(threeAgainstOne, Camp.SOUTH) > 0, "two armies against one");
  }

  @Test
  void seededPlayoutsStayWithinTheLimitAndAgreeWithFreshBoards() {
    for (Napoleon game :
        List.of(
            napoleon,
            new Napoleon(NapoleonRules.waterloo(3)),
            new Napoleon(NapoleonRules.waterloo(4)))) {
      EvaluationChecks.checkPlayouts(game.start(), evaluation, SEED, 30, 200);
    }
  }

  @Test
  void theProviderServesItAndNullsAreRefused() {
    EvaluationChecks.checkServedBy(new NapoleonProvider(), napoleon, evaluation);
  }

  @Test
  void aNullCampIsRefused() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> evaluation.forTeamOf(napoleon.start(), null));
    assertEquals("camp is null", e.getMessage());
  }
}
