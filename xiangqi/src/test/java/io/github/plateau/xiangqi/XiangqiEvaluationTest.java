package io.github.plateau.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.plateau.core.testing.EvaluationChecks;
import org.junit.jupiter.api.Test;

/** The default evaluation: exact material and soldier values, and its agreement over playouts. */
class XiangqiEvaluationTest {
  private final Xiangqi xiangqi = new Xiangqi();
  private final XiangqiEvaluation evaluation = new XiangqiEvaluation();

  private int value(String fen) {
    return EvaluationChecks.agreedValue(evaluation, xiangqi.parse(fen));
  }

  @Test
  void theSymmetricStartIsWorthNothing() {
    assertEquals(0, value(Xiangqi.START));
  }

  @Test
  void aChariotUpIsWorthNineHundredForItsSideAndMinusThatForTheOther() {
    String noBlackChariot = "1nbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";
    assertEquals(900, value(noBlackChariot + " w - - 0 1"));
    assertEquals(-900, value(noBlackChariot + " b - - 0 1"));
  }

  @Test
  void aSoldierAcrossTheRiverIsWorthMoreThanAtHome() {
    String home = "3k5/9/9/9/9/9/4P4/9/9/4K4 w - - 0 1";
    String across = "3k5/9/9/4P4/9/9/9/9/9/4K4 w - - 0 1";
    String lastRank = "3k1P3/9/9/9/9/9/9/9/9/4K4 w - - 0 1";
    assertEquals(100, value(home));
    assertEquals(200, value(across));
    assertEquals(130, value(lastRank));
  }

  @Test
  void aHorseOnTheMiddleFilesIsWorthTenMore() {
    assertEquals(-410, value("3k5/9/9/9/4n4/9/9/9/9/4K4 w - - 0 1"));
    assertEquals(-400, value("3k5/9/9/9/n8/9/9/9/9/4K4 w - - 0 1"));
  }

  @Test
  void seededPlayoutsStayWithinTheLimitAndAgreeWithFreshBoards() {
    EvaluationChecks.checkPlayouts(xiangqi.start(), evaluation, 20_261_128L, 40, 200);
  }

  @Test
  void theProviderServesItAndNullsAreRefused() {
    EvaluationChecks.checkServedBy(new XiangqiProvider(), xiangqi, evaluation);
  }
}
