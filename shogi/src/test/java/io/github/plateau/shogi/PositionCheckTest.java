package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.PositionRefusal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Each kind of refusal that shogi gives for an impossible position, with its words. */
class PositionCheckTest {
  private static final Shogi GAME = new Shogi();

  @ParameterizedTest(name = "{1}: {0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "4k4/9/9/9/9/9/9/9/3KK4 b - 1 | KING_COUNT | sente has 2 kings",
        "4k4/9/9/9/9/9/9/9/4K4 b 9P10p 1 | TOO_MANY_PIECES | there are 19 pawns",
        "4k4/9/9/9/9/9/9/9/4K4 b 3B 1 | TOO_MANY_PIECES | there are 3 bishops",
        "P3k4/9/9/9/9/9/9/9/4K4 b - 1 | PIECE_OUT_OF_PLACE | could never move",
        "4k4/9/9/9/9/9/9/9/n3K4 b - 1 | PIECE_OUT_OF_PLACE | could never move",
        "4k4/9/9/9/4P4/9/4P4/9/4K4 b - 1 | PIECE_OUT_OF_PLACE | (nifu)",
        "4k3R/9/9/9/9/9/9/9/4K4 b - 1 | OPPONENT_IN_CHECK | gote is in check but sente is to move",
      })
  void aPositionIsRefusedForItsReason(String sfen, PositionRefusal reason, String words) {
    IllegalPositionException e =
        assertThrows(IllegalPositionException.class, () -> GAME.parse(sfen));
    assertEquals(reason, e.reason(), e.getMessage());
    assertTrue(e.getMessage().contains(words), e.getMessage());
  }

  @Test
  void aSetupWithTooManyPiecesInHandIsRefused() {
    Setup setup = new Setup(GAME);
    setup.addToHand(0, PieceCodes.ROOK, 2);
    IllegalPositionException e =
        assertThrows(IllegalPositionException.class, () -> setup.addToHand(1, PieceCodes.ROOK, 1));
    assertEquals(PositionRefusal.TOO_MANY_PIECES, e.reason());
    assertTrue(e.getMessage().startsWith("there are 3 rooks"), e.getMessage());
  }
}
