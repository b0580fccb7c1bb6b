package io.github.plateau.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.NotationException;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** FEN and ICCS: round trips and every rejection with its message. */
class NotationTest {
  private static final String BOARD = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";
  private final Xiangqi game = new Xiangqi();

  @Test
  void movesAreEqualExactlyWhenTheirSquaresAreAndHashApart() {
    Set<Integer> hashes = new HashSet<>();
    for (int a = 0; a < 90; a++) {
      for (int b = 0; b < 90; b++) {
        if (a != b) {
          Move m = new Move(Square.ofIndex(a), Square.ofIndex(b));
          Move same = Move.of(a % 9, a / 9, b % 9, b / 9);
          assertEquals(m, same);
          assertEquals(m.hashCode(), same.hashCode());
          assertNotEquals(m, new Move(Square.ofIndex(b), Square.ofIndex(a)));
          assertTrue(hashes.add(m.hashCode()), m::toString);
        }
      }
    }
    assertNotEquals(new Move(Square.ofIndex(0), Square.ofIndex(1)), "a0b0");
  }

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
  void iccsMovesRoundTripAndAreReadInEitherCaseWithOrWithoutADash() {
    XiangqiPosition start = game.start();
    Move move = Move.of(7, 2, 4, 2);
    assertEquals(move, game.parseMove(start, "h2e2"));
    assertEquals(move, game.parseMove(start, "H2-E2"));
    assertEquals(move, game.parseMove(start, "h2-e2"));
    assertEquals("h2e2", game.formatMove(start, move));
    for (Move legal : start.legalMoves()) {
      assertEquals(legal, game.parseMove(start, game.formatMove(start, legal)));
    }
  }

  @ParameterizedTest(name = "[{index}] {0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "''|an ICCS move is two points such as h2e2|0",
        "h2e|an ICCS move is two points such as h2e2|3",
        "h2e2e|expected '-' between the two points|2",
        "h2e2e2|an ICCS move is two points such as h2e2|4",
        "j2e2|a file is a letter from a to i|0",
        "h2ex|a rank is a digit from 0 to 9|3",
        "h2-e|a file is a letter from a to i|2",
        "h2h2|the move leaves and reaches the same point|0",
      })
  void malformedIccsIsRefusedWithItsOffset(String text, String problem, int offset) {
    NotationException e =
        assertThrows(NotationException.class, () -> game.parseMove(game.start(), text));
    assertTrue(e.getMessage().startsWith(problem), e.getMessage());
    assertEquals(offset, e.offset());
  }

  @ParameterizedTest(name = "[{index}] {0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "e5e6|there is no piece on e5",
        "a9a8|the Black chariot on a9 is not the side to move's",
        "a0a5|a Red chariot on a0 cannot go to a5",
      })
  void illegalIccsMovesSayWhy(String text, String reason) {
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> game.parseMove(game.start(), text));
    assertTrue(e.getMessage().contains(reason), e.getMessage());
    assertTrue(e.getMessage().contains(Xiangqi.START), e.getMessage());
  }

  @Test
  void aMoveThatExposesTheGeneralSaysSo() {
    XiangqiPosition pinned = game.parse("3kr4/9/9/9/9/9/9/9/4N4/4K4 w - - 0 1");
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> game.parseMove(pinned, "e1d3"));
    assertTrue(e.getMessage().contains("would leave the Red general attacked"), e.getMessage());
    Move move = Move.of(4, 1, 3, 3);
    assertThrows(IllegalMoveException.class, () -> game.formatMove(pinned, move));
    assertThrows(IllegalMoveException.class, () -> pinned.play(move));
  }

  @Test
  void movesAreWrittenAndOrderedAsIccs() {
    Move move = new Move(Square.of(1, 0), Square.of(2, 2));
    assertEquals("b0c2", move.toString());
    assertEquals(Square.parse("b0"), move.from());
    assertEquals(Square.parse("C2"), move.to());
    assertTrue(Move.of(0, 9, 0, 8).compareTo(Move.of(1, 0, 2, 2)) < 0);
    assertThrows(IllegalArgumentException.class, () -> new Move(Square.of(3, 3), Square.of(3, 3)));
    assertThrows(IllegalArgumentException.class, () -> new Move(null, Square.of(3, 3)));
    assertThrows(IllegalArgumentException.class, () -> Move.of(9, 0, 0, 0));
  }

  @Test
  void squaresAreNamedAsInIccsAndEachHasOneInstance() {
    Square e0 = Square.of(4, 0);
    assertEquals("e0", e0.toString());
    assertEquals(4, e0.file());
    assertEquals(0, e0.rank());
    assertEquals(4, e0.index());
    assertTrue(e0 == Square.ofIndex(4) && e0 == Square.parse("E0"));
    assertEquals("i9", Square.ofIndex(Square.COUNT - 1).toString());
    assertThrows(IllegalArgumentException.class, () -> Square.of(9, 0));
    assertThrows(IllegalArgumentException.class, () -> Square.of(0, 10));
    assertThrows(IllegalArgumentException.class, () -> Square.ofIndex(90));
    assertThrows(IllegalArgumentException.class, () -> Square.parse(null));
    for (String bad : new String[] {"", "j0", "e", "ex", "e10"}) {
      NotationException e = assertThrows(NotationException.class, () -> Square.parse(bad));
      assertEquals(bad, e.input());
    }
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
