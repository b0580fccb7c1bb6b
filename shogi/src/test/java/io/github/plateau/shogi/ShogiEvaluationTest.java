package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.testing.EvaluationChecks;
import io.github.plateau.core.tictactoe.TicTacToe;
import org.junit.jupiter.api.Test;

/** The default evaluation: exact values on the board and in hand, and agreement over playouts. */
class ShogiEvaluationTest {
  private static final String NO_GOTE_ROOK =
      "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL";

  private final Shogi shogi = new Shogi();
  private final ShogiEvaluation evaluation = new ShogiEvaluation();

  private int value(String sfen) {
    ShogiPosition position = shogi.parse(sfen);
    int value = evaluation.evaluate(position.searchBoard());
    assertEquals(value, evaluation.of(position), sfen);
    return value;
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
  void theProviderGivesItForShogiAlone() {
    ShogiProvider provider = new ShogiProvider();
    assertInstanceOf(ShogiEvaluation.class, provider.evaluation(shogi).orElseThrow());
    assertTrue(provider.evaluation(new TicTacToe()).isEmpty());
    assertThrows(IllegalArgumentException.class, () -> provider.evaluation(null));
  }

  @Test
  void aNullViewIsRefused() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> evaluation.of(null));
    assertEquals("view is null", e.getMessage());
  }
}
