package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.NotationException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** SFEN: round trips, the canonical form written, and every rejection with its message. */
class PositionTextTest {
  private static final Shogi GAME = new Shogi();
  private static final String START = Shogi.START;

  @ParameterizedTest
  @ValueSource(
      strings = {
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
        "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1",
        "+R+N+SGKG+S+N+R/+B+N+SG+LG+S+N+B/P+LPP+LPP+LP/1P2P2P1/9/9/9/9/4k4 b 9P 200",
        "kn7/9/1G7/9/9/9/9/9/9 b P 1",
        "9/9/9/9/9/9/9/9/9 w - 123456"
      })
  void aPositionIsWrittenAsItWasRead(String sfen) {
    ShogiPosition position = GAME.parse(sfen);
    assertEquals(sfen, position.toString());
    assertEquals(position, GAME.parse(position.toString()));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        // hands in any order, counts of one, a missing move number: the canonical form
        "4k4/9/9/9/9/9/9/9/4K4 b 2PpR1Gbl | 4k4/9/9/9/9/9/9/9/4K4 b RG2Pblp 1",
        "4k4/9/9/9/9/9/9/9/4K4 w - | 4k4/9/9/9/9/9/9/9/4K4 w - 1",
        "4k4/9/9/9/9/9/9/9/4K4 b 18p | 4k4/9/9/9/9/9/9/9/4K4 b 18p 1",
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1"
            + " | l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
        "45/9/9/9/4k4/9/9/9/4K4 b - 1 | 9/9/9/9/4k4/9/9/9/4K4 b - 1"
      })
  void theCanonicalFormIsWritten(String text, String canonical) {
    assertEquals(canonical, GAME.parse(text.trim()).toString());
  }

  @ParameterizedTest(name = "\"{0}\": {1} at {2}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      value = {
        " | no position (empty text) | 0",
        "9/9/9/9/9/9/9/9/9 x - 1 | the side to move is b (sente) or w (gote), not 'x' | 18",
        "9/9/9/9/9/9/9/9/9 | expected a space and the side to move after the board | 17",
        "9/9/9/9/9/9/9/9/9 b | expected a space and the pieces in hand after the side to move | 19",
        "9/9/9/9/9/9/9/9/9 b  1 | expected the pieces in hand, or '-' for none | 20",
        "\"9/9/9/9/9/9/9/9/9 b - \" | expected a move number from 1 to 1000000000 | 22",
        "9/9/9/9/9/9/9/9/9 b - 0 | expected a move number from 1 to 1000000000 | 22",
        "9/9/9/9/9/9/9/9/9 b - x | expected a move number from 1 to 1000000000 | 22",
        "9/9/9/9/9/9/9/9/9 b - 1000000001 | expected a move number from 1 to 1000000000 | 22",
        "9/9/9/9/9/9/9/9/9 b - 99999999999999999999 | expected a move number from 1 to 1000000000"
            + " | 22",
        "9/9/9/9/9/9/9/9/9 b - 1x | unexpected text after the move number | 23",
        "9/9/9/9/9/9/9/9/9 b - 1 2 | unexpected text after the move number | 23",
        "9/9/9/9/9/9/9/9/9 b -1 | expected a space and the move number after the pieces in hand"
            + " | 21",
        "9/9/9/9/9/9/9/9/9\tb - 1 | unexpected character U+0009 in the board | 17",
        "8/9/9/9/9/9/9/9/9 b - 1 | rank a has 8 squares, not 9 | 1",
        "9/9/9/9/9/9/9/9/8 b - 1 | rank i has 8 squares, not 9 | 17",
        "9/9/9/9/9/9/9/9 b - 1 | the board has only 8 ranks, not 9 | 15",
        "9/9/9/9/9/9/9/9/9/9 b - 1 | the board has more than 9 ranks | 17",
        "91/9/9/9/9/9/9/9/9 b - 1 | rank a has more than 9 squares | 1",
        "9p/9/9/9/9/9/9/9/9 b - 1 | rank a has more than 9 squares | 1",
        "0/9/9/9/9/9/9/9/9 b - 1 | a run of empty squares is 1 to 9, not 0 | 0",
        "x8/9/9/9/9/9/9/9/9 b - 1 | unknown piece 'x' (pieces are K R B G S N L P, lower case for"
            + " gote) | 0",
        "#8/9/9/9/9/9/9/9/9 b - 1 | unexpected '#' in the board | 0",
        "+G8/9/9/9/9/9/9/9/9 b - 1 | a gold never promotes | 0",
        "+k8/9/9/9/9/9/9/9/9 b - 1 | a king never promotes | 0",
        "++P8/9/9/9/9/9/9/9/9 b - 1 | unexpected '+' in the board | 1",
        "8+ | '+' must be followed by a piece letter | 2",
        "9/9/9/9/9/9/9/9/9 b 0P 1 | a count in hand is 1 to 18 (one piece is usually written without it) | 20",
        "9/9/9/9/9/9/9/9/9 b 19P 1 | a count in hand is 1 to 18 (one piece is usually written without it) | 20",
        "9/9/9/9/9/9/9/9/9 b 2 | expected a piece letter after the count | 21",
        "9/9/9/9/9/9/9/9/9 b +P 1 | pieces in hand are never promoted | 20",
        "9/9/9/9/9/9/9/9/9 b K 1 | a king is never in hand | 20",
        "9/9/9/9/9/9/9/9/9 b X 1 | expected a piece in hand (R B G S N L P, lower case for gote),"
            + " not 'X' | 20",
        "9/9/9/9/9/9/9/9/9 b P2P 1 | 'P' is given twice in the hands | 21",
        "9/9/9/9/9/9/9/9/9 b -P 1 | expected a space and the move number after the pieces in hand"
            + " | 21",
      })
  void malformedTextIsRefusedWithItsOffset(String text, String message, int offset) {
    String input = text == null ? "" : text;
    NotationException e = assertThrows(NotationException.class, () -> GAME.parse(input));
    assertEquals(message + " at offset " + offset, e.getMessage().replaceAll(" of \".*\"$", ""));
    assertEquals(offset, e.offset());
  }

  @ParameterizedTest(name = "\"{0}\": {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "4k4/9/9/9/9/9/9/9/3KK4 b - 1 | sente has 2 kings",
        "4k3k/9/9/9/9/9/9/9/4K4 b - 1 | gote has 2 kings",
        "4k4/9/9/9/9/9/9/9/4K4 b 3B | there are 3 bishops (promoted or not, on the board and in"
            + " hand), but the game has 2",
        "+R3k4/9/9/9/9/9/9/9/4K4 b Rr | there are 3 rooks (promoted or not, on the board and in"
            + " hand), but the game has 2",
        "4k4/9/9/9/9/9/9/9/4K4 b 10P9p | there are 19 pawns (promoted or not, on the board and in"
            + " hand), but the game has 18",
        "4k4/9/9/9/9/9/9/9/4K4 b 5G | there are 5 golds (promoted or not, on the board and in hand),"
            + " but the game has 4",
        "P3k4/9/9/9/9/9/9/9/4K4 b - 1 | sente pawn on 9a could never move (it must have promoted)",
        "L3k4/9/9/9/9/9/9/9/4K4 b - 1 | sente lance on 9a could never move (it must have promoted)",
        "4k4/N8/9/9/9/9/9/9/4K4 b - 1 | sente knight on 9b could never move (it must have"
            + " promoted)",
        "4k4/9/9/9/9/9/9/9/p3K4 b - 1 | gote pawn on 9i could never move (it must have promoted)",
        "4k4/9/9/9/9/9/9/n8/4K4 b - 1 | gote knight on 9h could never move (it must have promoted)",
        "4k4/9/9/9/P8/P8/9/9/4K4 b - 1 | sente has two unpromoted pawns on file 9 (nifu)",
        "4k4/9/p8/9/9/p8/9/9/4K4 b - 1 | gote has two unpromoted pawns on file 9 (nifu)",
        "4k4/4P4/9/9/9/9/9/9/4K4 b - 1 | gote is in check but sente is to move",
        "4k4/9/9/9/9/9/9/4r4/4K4 w - 1 | sente is in check but gote is to move"
      })
  void impossiblePositionsAreRefused(String text, String message) {
    IllegalPositionException e =
        assertThrows(IllegalPositionException.class, () -> GAME.parse(text));
    assertEquals(message, e.getMessage());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "4k4/9/9/9/P8/+P8/9/9/4K4 b - 1", // a tokin is no pawn for nifu
        "4k4/9/9/9/9/9/9/9/9 b - 1", // no sente king: a tsume problem
        "9/9/9/9/9/9/9/9/4K4 w - 1", // no gote king
        "+P3k4/+L8/+N8/9/9/9/9/9/4K4 b - 1" // promoted pieces may stand anywhere
      })
  void possibleOddPositionsAreAccepted(String text) {
    assertEquals(text, GAME.parse(text).toString());
  }

  @org.junit.jupiter.api.Test
  void aNullTextIsRefusedByName() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> GAME.parse(null));
    assertEquals("text is null", e.getMessage());
    assertEquals(START, GAME.parse(START).toString());
  }
}
