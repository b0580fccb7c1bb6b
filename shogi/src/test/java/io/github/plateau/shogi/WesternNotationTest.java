package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.plateau.core.IllegalMoveException;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Western (Hodges) notation: pieces, captures, drops, promotions and disambiguation. */
class WesternNotationTest {
  private static final Shogi GAME = new Shogi();

  @ParameterizedTest(name = "{1} in {0} is {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 | 7g7f | P-7f",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 | 6i5h | G6i-5h",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 | 4i5h | G4i-5h",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 | 6i7h | G-7h",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 | 5i5h | K-5h",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 | 2h6h | R-6h",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2 | 3c3d | P-3d",
        "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3 | 8h2b+ | Bx2b+",
        "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3 | 8h2b | Bx2b=",
        "lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4 | 3a2b | Sx2b",
        "lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4 | 8b2b | Rx2b",
        "1k7/9/9/9/4+r4/4G4/9/9/1K7 w - 1 | 5e5f | +Rx5f",
        "1k7/9/9/9/4+r4/4G4/9/9/1K7 w - 1 | 5e4d | +R-4d",
        "4k4/9/9/9/9/9/9/9/4K4 b S 1 | S*5e | S*5e",
        "4k4/9/9/9/9/9/9/9/4K4 w p 1 | P*5e | P*5e",
        "4k4/9/9/9/9/9/4S1S2/9/4K4 b S 1 | S*4f | S*4f",
        "4k4/9/9/9/9/9/4S1S2/9/4K4 b S 1 | 5g4f | S5g-4f",
        "4k4/9/9/9/9/9/4S1S2/9/4K4 b S 1 | 3g4f | S3g-4f",
        "4k4/9/9/9/9/9/4S1+S2/9/4K4 b - 1 | 5g4f | S-4f",
        "1k7/4P4/9/9/9/9/9/9/1K7 b - 1 | 5b5a+ | P-5a+",
        "1k7/9/9/4S4/9/9/9/9/1K7 b - 1 | 5d5c | S-5c=",
        "1k7/9/9/4S4/9/9/9/9/1K7 b - 1 | 5d4e | S-4e"
      })
  void movesAreWrittenTheHodgesWay(String sfen, String usi, String western) {
    ShogiPosition position = GAME.parse(sfen);
    assertEquals(western, WesternNotation.format(position, GAME.parseMove(position, usi)));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        Shogi.START,
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w RGgsn5p 1",
        "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1"
      })
  void everyLegalMoveHasItsOwnText(String sfen) {
    ShogiPosition position = GAME.parse(sfen);
    Set<String> texts = new HashSet<>();
    for (Move move : position.legalMoves()) {
      String text = WesternNotation.format(position, move);
      assertEquals(true, texts.add(text), text + " is written twice in " + sfen);
    }
  }

  @org.junit.jupiter.api.Test
  void anIllegalMoveIsRefused() {
    Move move = Move.of(Square.parse("7g"), Square.parse("7e"), false);
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> WesternNotation.format(GAME.start(), move));
    assertEquals(
        "7g7e is not legal in " + Shogi.START + ": the pawn on 7g cannot reach 7e", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> WesternNotation.format(GAME.start(), null));
  }
}
