package io.github.plateau.napoleon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.testing.EvaluationChecks;
import io.github.plateau.core.tictactoe.TicTacToe;
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
    NapoleonPosition position = Fixtures.position(napoleon, pieces, side);
    int value = evaluation.evaluate(position.searchBoard());
    assertEquals(value, evaluation.of(position), pieces + " " + side);
    return value;
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
  void theProviderGivesItForNapoleonAlone() {
    NapoleonProvider provider = new NapoleonProvider();
    assertInstanceOf(NapoleonEvaluation.class, provider.evaluation(napoleon).orElseThrow());
    assertTrue(provider.evaluation(new TicTacToe()).isEmpty());
    assertThrows(IllegalArgumentException.class, () -> provider.evaluation(null));
  }

  @Test
  void nullArgumentsAreRefused() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> evaluation.of(null));
    assertEquals("view is null", e.getMessage());
    e =
        assertThrows(
            IllegalArgumentException.class, () -> evaluation.forTeamOf(napoleon.start(), null));
    assertEquals("camp is null", e.getMessage());
  }
}
