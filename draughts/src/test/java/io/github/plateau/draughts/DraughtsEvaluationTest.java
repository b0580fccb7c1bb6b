package io.github.plateau.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.plateau.core.Games;
import io.github.plateau.core.testing.EvaluationChecks;
import org.junit.jupiter.api.Test;

/** The default evaluation: exact material and tempo values, and its agreement over playouts. */
class DraughtsEvaluationTest {
  private static final long SEED = 20_261_128L;

  private final Draughts draughts = new Draughts();
  private final DraughtsEvaluation evaluation = new DraughtsEvaluation();

  private int value(String fen) {
    return EvaluationChecks.agreedValue(evaluation, draughts.parse(fen));
  }

  @Test
  void theSymmetricStartsAreWorthNothing() {
    assertEquals(0, value(Draughts.START));
    for (String id : DraughtsProvider.IDS) {
      Draughts game = (Draughts) Games.create(id);
      assertEquals(0, evaluation.evaluate(game.start().searchBoard()), id);
    }
  }

  @Test
  void aManUpIsWorthAHundredForItsSideAndMinusThatForTheOther() {
    assertEquals(100, value("W:W46,47:B5"));
    assertEquals(-100, value("B:W46,47:B5"));
  }

  @Test
  void aKingIsWorthThreeMen() {
    assertEquals(200, value("W:WK46:B5"));
    assertEquals(-200, value("B:WK46:B5"));
  }

  @Test
  void aManIsWorthTwoMorePerRowAdvanced() {
    assertEquals(4 * DraughtsEvaluation.TEMPO, value("W:W28:B5"));
    assertEquals(-5 * DraughtsEvaluation.TEMPO, value("W:W46:B30"));
  }

  @Test
  void seededPlayoutsStayWithinTheLimitAndAgreeWithFreshBoards() {
    for (String id : DraughtsProvider.IDS) {
      Draughts game = (Draughts) Games.create(id);
      EvaluationChecks.checkPlayouts(game.start(), evaluation, SEED, 30, 200);
    }
  }

  @Test
  void theProviderServesItAndNullsAreRefused() {
    EvaluationChecks.checkServedBy(new DraughtsProvider(), draughts, evaluation);
  }
}
