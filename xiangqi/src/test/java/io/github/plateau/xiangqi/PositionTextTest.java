package io.github.plateau.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.NotationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** FEN: round trips, the counters, every rejection with its message, the diagram. */
class PositionTextTest {
  private static final String BOARD = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";
  private final Xiangqi game = new Xiangqi();

  @Test
  void theStartPositionRoundTrips() {
    XiangqiPosition start = game.parse(Xiangqi.START);
    assertEquals(Xiangqi.START, start.toString());
    assertEquals(start, game.start());
  }

  @Test
  void theCountersMayBeLeftOutAndAreThenZeroAndOne() {
    assertEquals(Xiangqi.START, game.parse(BOARD + " w").toString());
    XiangqiPosition p = game.parse(BOARD + " b - - 12 34");
    assertEquals(Color.BLACK, p.sideToMove());
    assertEquals(12, p.halfmoveClock());
    assertEquals(2 * 33 + 1, p.ply());
    assertEquals(BOARD + " b - - 12 34", p.toString());
  }

  @Test
  void theHashIgnoresTheCountersButEqualityDoesNot() {
    XiangqiPosition a = game.parse(BOARD + " w - - 0 1");
    XiangqiPosition b = game.parse(BOARD + " w - - 6 4");
    assertEquals(a.hash(), b.hash());
    assertNotEquals(a, b);
    assertNotEquals(a.hash(), game.parse(BOARD + " b - - 0 1").hash());
  }

  @ParameterizedTest(name = "[{index}] {0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "''|empty position|0",
        BOARD + "|missing the side to move|59",
        BOARD + " x - - 0 1|the side to move is w (or r) for Red or b for Black|60",
        BOARD + " wb - - 0 1|the side to move is one letter|61",
        BOARD + "  w - - 0 1|the side to move is w (or r)|60",
        BOARD + " w K - 0 1|expected '-' (no castling in xiangqi)|62",
        BOARD + " w - x 0 1|expected '-' (no en passant in xiangqi)|64",
        BOARD + " w - -|missing the halfmove clock|65",
        BOARD + " w - - -1 1|the halfmove clock is a decimal number|66",
        BOARD + " w - - 0|missing the fullmove number|67",
        BOARD + " w - - 0 0|the fullmove number is at least 1|68",
        BOARD + " w - - 0 1000000000|the fullmove number is larger than 999999999|68",
        BOARD + " w - - 0 1 x|unexpected text after the fullmove number|69",
        "rnbakabnX/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w|'X' is not a piece|8",
        "rnbakabn0/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w|'0' is not a piece|8",
        "rnbakabnr/45/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w|two digits in a row|11",
        "rnbakabnr/9p/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w|rank 8 has more than 9 files|11",
        "rnbakabnrr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w|rank 9 has more than 9 files|9",
        "rnbakabnr/8/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w|rank 8 has 8 files, not 9|11",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w|only 9 ranks, not 10|57",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR/9 w|more than 10 ranks|59",
      })
  void malformedFenIsRefusedWithTheProblemAndItsOffset(String fen, String problem, int offset) {
    NotationException e = assertThrows(NotationException.class, () -> game.parse(fen));
    assertTrue(e.getMessage().startsWith(problem), e.getMessage());
    assertEquals(offset, e.offset(), e.getMessage());
    assertEquals(fen, e.input());
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/R8/RNBAKABNR w|Red has 3 chariots, at most 2",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR w|Red has no general",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBAKABNR w|Red has 2 generals, at most 1",
        "rnba1abnr/9/1c5c1/p1p1p1p1p/4k4/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w|Black general on e5: a general never leaves its palace",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/A8/RNB1KABNR w|Red advisor on a1: an advisor stands only on the five",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C1B3C1/9/RN1AKABNR w|Red elephant on d2: an elephant stands only on its seven points",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/2B6/9/P1P1P1P1P/1C5C1/9/RN1AKABNR w|Red elephant on c5: an elephant stands only on its seven points",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P2/1C5C1/8P/RNBAKABNR w|Red soldier on i1: behind its start rank",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/PPP1P1P2/1C5C1/9/RNBAKABNR w|Red soldier on b3: before the river",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/P8/P1P1P1P2/1C5C1/9/RNBAKABNR w|Red soldiers on a3 and a4",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1|",
        "4k4/9/9/9/9/9/9/9/9/4K4 w|the generals face each other on file e",
        "3k5/9/9/9/9/9/9/9/9/3R1K3 w|Black is in check but it is Red's turn",
      })
  void impossiblePositionsAreRefusedWithTheReason(String fen, String problem) {
    if (problem == null) {
      assertEquals(fen, game.parse(fen).toString()); // the unchanged start, as a control
      return;
    }
    IllegalPositionException e =
        assertThrows(IllegalPositionException.class, () -> game.parse(fen));
    assertTrue(e.getMessage().startsWith(problem), e.getMessage());
  }

  @Test
  void nullTextIsAnIllegalArgument() {
    assertThrows(IllegalArgumentException.class, () -> game.parse(null));
    assertThrows(IllegalArgumentException.class, () -> game.parseMove(game.start(), null));
    assertThrows(IllegalArgumentException.class, () -> game.parseMove(null, "h2e2"));
    assertThrows(IllegalArgumentException.class, () -> game.formatMove(game.start(), null));
  }

  @Test
  void theDiagramShowsRanksFilesTheRiverAndTheSideToMove() {
    String diagram = game.start().diagram();
    String[] lines = diagram.split("\n");
    assertEquals("9  r n b a k a b n r", lines[0]);
    assertEquals("   ~~~~~ river ~~~~~", lines[5]);
    assertEquals("0  R N B A K A B N R", lines[10]);
    assertEquals("   a b c d e f g h i", lines[11]);
    assertEquals("Red to move", lines[12]);
    assertTrue(
        game.parse("3k5/9/9/9/9/9/9/9/9/3R1K3 b").diagram().endsWith("Black to move, in check"));
  }
}
