package io.github.plateau.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.AmbiguousMoveException;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.NotationException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** SAN as WinBoard writes xiangqi: read only, files a-i and ranks 0-9 as in ICCS. */
class SanTest {
  private static final String TWO_CHARIOTS_ON_A_RANK = "3k5/9/9/9/9/9/9/9/R7R/4K4 w - - 0 1";
  private static final String TWO_CHARIOTS_ON_A_FILE = "3k5/9/9/9/4R4/9/9/4R4/9/5K3 w - - 0 1";

  private final Xiangqi game = new Xiangqi();

  private Move read(String fen, String san) {
    return MoveFormat.SAN.parse(game.parse(fen), san);
  }

  @ParameterizedTest(name = "{1} is {2}")
  @CsvSource({
    // The first moves of the WukongJS games: ranks count from 0 on Red's side.
    Xiangqi.START + ", Che2, h2e2",
    Xiangqi.START + ", Hg2, h0g2",
    Xiangqi.START + ", Ri1, i0i1",
    Xiangqi.START + ", Afe1, f0e1",
    Xiangqi.START + ", Ege2, g0e2",
    Xiangqi.START + ", e4, e3e4",
    Xiangqi.START + ", Ke1, e0e1",
    Xiangqi.START + ", Cxh9, h2h9",
    Xiangqi.START + ", Cxh9+, h2h9",
    // The other letters some writers use: N for the horse, B for the elephant, P for a soldier.
    Xiangqi.START + ", Ng2, h0g2",
    Xiangqi.START + ", Bge2, g0e2",
    Xiangqi.START + ", Pe4, e3e4",
    // A file or a rank, or both, tells two pieces apart.
    TWO_CHARIOTS_ON_A_RANK + ", Rae1, a1e1",
    TWO_CHARIOTS_ON_A_RANK + ", Rie1, i1e1",
    TWO_CHARIOTS_ON_A_RANK + ", Ri1e1, i1e1",
    TWO_CHARIOTS_ON_A_FILE + ", R5e4, e5e4",
    TWO_CHARIOTS_ON_A_FILE + ", R2e4, e2e4",
    TWO_CHARIOTS_ON_A_FILE + ", Re9#, e5e9",
  })
  void readsWinBoardMoves(String fen, String san, String iccs) {
    assertEquals(game.parseMove(game.parse(fen), iccs), read(fen, san));
  }

  @Test
  void aSoldierCaptureNamesItsFile() {
    String fen = "4k4/9/9/9/4p4/4P4/9/9/9/4K4 w - - 0 1";
    assertEquals(game.parseMove(game.parse(fen), "e4e5"), read(fen, "exe5"));
    String sideways = "4k4/9/9/9/3nP4/9/9/9/9/3K5 w - - 0 1";
    assertEquals(game.parseMove(game.parse(sideways), "e5d5"), read(sideways, "exd5"));
  }

  @Test
  void twoPiecesThatFitAreAmbiguousNamingBothInIccs() {
    AmbiguousMoveException rank =
        assertThrows(AmbiguousMoveException.class, () -> read(TWO_CHARIOTS_ON_A_RANK, "Re1"));
    assertEquals(List.of("a1e1", "i1e1"), rank.candidates());
    assertThrows(AmbiguousMoveException.class, () -> read(TWO_CHARIOTS_ON_A_RANK, "R1e1"));
    AmbiguousMoveException file =
        assertThrows(AmbiguousMoveException.class, () -> read(TWO_CHARIOTS_ON_A_FILE, "Ree4"));
    assertEquals(List.of("e2e4", "e5e4"), file.candidates());
  }

  @Test
  void aMoveNoPieceCanMakeIsIllegal() {
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> read(Xiangqi.START, "Re2"));
    assertTrue(e.getMessage().startsWith("Re2 names no legal move of RED in "), e.getMessage());
    assertThrows(IllegalMoveException.class, () -> read(Xiangqi.START, "e5"));
    assertThrows(IllegalMoveException.class, () -> read(Xiangqi.START, "Rbb1"));
  }

  @Test
  void itIsReadOnly() {
    assertFalse(MoveFormat.SAN.isWritable());
    Move move = game.start().legalMoves().get(0);
    assertThrows(
        UnsupportedOperationException.class, () -> MoveFormat.SAN.format(game.start(), move));
    assertTrue(MoveFormat.SAN.formatTag().isEmpty());
  }

  @ParameterizedTest(name = "[{index}] {0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "''|expected the square reached, such as e2|0",
        "R|expected the square reached, such as e2|1",
        "Re|expected the square reached, such as e2|2",
        "Rz2|expected the file, a to i, of the square reached|1",
        "Rez|expected the rank, 0 to 9, of the square reached|2",
        "R+|expected the square reached, such as e2|1",
        "zze2|expected a piece letter (K A E H R C) or a soldier's square|0",
        "Rzze2|expected the file or rank of the piece, x, or the square reached|1",
        "R11e2|expected the file or rank of the piece, x, or the square reached|2",
      })
  void malformedTextIsRefusedAtTheOffsetOfTheProblem(String text, String problem, int offset) {
    NotationException e = assertThrows(NotationException.class, () -> read(Xiangqi.START, text));
    assertTrue(e.problem().startsWith(problem), e.problem());
    assertEquals(offset, e.offset());
  }
}
