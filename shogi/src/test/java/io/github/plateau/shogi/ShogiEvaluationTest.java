package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.plateau.core.testing.EvaluationChecks;
import org.junit.jupiter.api.Test;

/** The default evaluation: exact values on the board and in hand, and agreement over playouts. */
class ShogiEvaluationTest {
  private static final String NO_GOTE_ROOK =
      "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL";

  private final Shogi shogi = new Shogi();
  private final ShogiEvaluation evaluation = new ShogiEvaluation();

  private int value(String sfen) {
    return EvaluationChecks.agreedValue(evaluation, shogi.parse(sfen));
  }

  @Test
  void theSymmetricStartIsWorthNothing() {
    assertEquals(0, value(Shogi.START));
  }

  @Test
  void aRookUpIsWorthAThousandForItsSideAndMinusThatForTheOther() {
    assertEquals(1000, value(NO_GOTE_ROOK + " b - 1"));
    assertEquals(-1000, value(NO_GOTE_ROOK + " w - 1"));
  }

  @Test
  void aPieceInHandIsWorthATenthMore() {
    assertEquals(1000 + 1100, value(NO_GOTE_ROOK + " b R 1"));
    String gotePawnInHand = "lnsgkgsnl/7b1/ppppppppp/9/9/9/1PPPPPPPP/1B5R1/LNSGKGSNL w p 1";
    assertEquals(-1000 + 100 + 110, value(gotePawnInHand));
  }

  @Test
  void aPromotedPieceIsWorthMore() {
    String dragon = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5+R1/LNSGKGSNL b - 1";
    assertEquals(300, value(dragon));
  }

  @Test
  void seededPlayoutsStayWithinTheLimitAndAgreeWithFreshBoards() {
    EvaluationChecks.checkPlayouts(shogi.start(), evaluation, 20_261_128L, 30, 200);
  }

  @Test
  void theProviderServesItAndNullsAreRefused() {
    EvaluationChecks.checkServedBy(new ShogiProvider(), shogi, evaluation);
  }
}
