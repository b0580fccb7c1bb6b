package io.github.plateau.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.AmbiguousMoveException;
import io.github.plateau.core.Game;
import io.github.plateau.core.Games;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.MoveList;
import io.github.plateau.core.NotationException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** FEN and move notation: round trips and every rejection with its message and offset. */
class NotationTest {
  private final Draughts game = Draughts.international();

  @Test
  void theStartPositionIsWrittenWithEverySquare() {
    assertEquals(
        "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50"
            + ":B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20",
        game.start().toString());
  }

  @Test
  void rangesKingsAndEitherOrderAreRead() {
    DraughtsPosition p = game.parse("B:BK22,12,16:W18,24,27,K10");
    assertEquals("B:WK10,18,24,27:B12,16,K22", p.toString());
    assertEquals(p, game.parse("B:WK10,18,24,27:B12,16,K22"));
    assertEquals(game.parse("W:W31,32,33:BK1,K2,K3"), game.parse("W:W31-33:BK1-3"));
    assertEquals(game.start(), game.parse("W:B1-20:W31-50"));
  }

  @Test
  void aSideWithoutPiecesIsAnEmptyOrMissingList() {
    DraughtsPosition p = game.parse("B:W31:B");
    assertEquals("B:W31:B", p.toString());
    assertEquals(p, game.parse("B:W31"));
    assertTrue(p.outcome().isPresent());
  }

  @ParameterizedTest(name = "\"{0}\"")
  @CsvSource(
      delimiter = '|',
      value = {
        "X:W31-50:B1-20|expected W or B for the side to move|0",
        "WW:W31|expected ':' before a list of pieces|1",
        "W:|expected W or B for a colour|2",
        "W:X31|expected W or B for a colour|2",
        "W:W31:W32|the white pieces are listed twice|6",
        "W:W31:B1:|expected W or B for a colour|9",
        "W:W51:B1|square 51 is not on the board (1 to 50)|3",
        "W:W0:B1|square 0 is not on the board (1 to 50)|3",
        "W:W123456:B1|square 123456 is not on the board (1 to 50)|3",
        "W:W40-31:B1|the range 40-31 runs backwards|3",
        "W:W31,31:B1|square 31 is given twice|6",
        "W:W31:B31|square 31 is given twice|7",
        "W:W31,:B1|expected a square number|6",
        "W:W31,|expected a square after ','|6",
        "W:WK:B1|expected a square number|4",
        "W:W31x:B1|expected ',', '-' or ':' after a square|5",
        "W:W31-:B1|expected a square number|6",
        "'W:W31 '|expected ',', '-' or ':' after a square|5",
      })
  void malformedFenIsRefusedWithItsOffset(String text, String problem, int offset) {
    NotationException e = assertThrows(NotationException.class, () -> game.parse(text));
    assertTrue(e.getMessage().startsWith(problem + " at offset " + offset), e.getMessage());
    assertEquals(offset, e.offset());
  }

  @Test
  void emptyAndNullFenAreRefused() {
    assertThrows(NotationException.class, () -> game.parse(""));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> game.parse(null));
    assertEquals("text is null", e.getMessage());
  }

  @ParameterizedTest(name = "\"{0}\"")
  @CsvSource(
      delimiter = '|',
      value = {
        "W:W3:B40|a white man on square 3 would have been crowned",
        "W:W31:B47|a black man on square 47 would have been crowned",
        "W:W11-50:B1|white has 40 pieces, more than the 20 it starts with",
        "W:W31:B|black has no piece but has just moved; white cannot be to move",
        "B:W:B1|white has no piece but has just moved; black cannot be to move",
      })
  void impossiblePositionsAreRefused(String text, String message) {
    IllegalPositionException e =
        assertThrows(IllegalPositionException.class, () -> game.parse(text));
    assertEquals(message, e.getMessage());
  }

  @Test
  void quietMovesAndCapturesAreWrittenAndRead() {
    DraughtsPosition start = game.start();
    Move move = game.parseMove(start, "32-28");
    assertEquals(Move.quiet(32, 28), move);
    assertEquals("32-28", game.formatMove(start, move));
    DraughtsPosition p = game.parse("W:W32:B27,28");
    assertEquals(Move.capture(32, 21, 27), game.parseMove(p, "32x21"));
    assertEquals("32x21", game.formatMove(p, Move.capture(32, 21, 27)));
  }

  @Test
  void capturesSharingStartAndEndAreWrittenWithTheirFullPath() {
    Draughts brazilian = Draughts.brazilian();
    DraughtsPosition p = brazilian.parse(ReferenceCrossCheckTest.TWO_WAYS.get(8));
    Move a = Move.capture(17, 3, 8, 14, 15, 16);
    Move b = Move.capture(17, 3, 8, 16, 22, 23);
    assertEquals("17x10x19x12x3", brazilian.formatMove(p, a));
    assertEquals("17x26x19x12x3", brazilian.formatMove(p, b));
    assertEquals(a, brazilian.parseMove(p, "17x10x19x12x3"));
    assertEquals(b, brazilian.parseMove(p, "17x26x19x12x3"));
    // any of the landing squares is enough when it tells the captures apart
    assertEquals(a, brazilian.parseMove(p, "17x10x3"));
    assertEquals(b, brazilian.parseMove(p, "17x26x3"));
    AmbiguousMoveException e =
        assertThrows(AmbiguousMoveException.class, () -> brazilian.parseMove(p, "17x3"));
    assertEquals(List.of("17x10x19x12x3", "17x26x19x12x3"), e.candidates());
    assertThrows(AmbiguousMoveException.class, () -> brazilian.parseMove(p, "17x19x3"));
    assertThrows(IllegalMoveException.class, () -> brazilian.parseMove(p, "17x26x10x3"));
  }

  @Test
  void aFullPathThatIsNotTheWrittenOneIsStillRead() {
    // the ring can be run both ways; both paths are the same move
    Draughts brazilian = Draughts.brazilian();
    DraughtsPosition p = brazilian.parse("W:W26,32:B1,14,15,22,23");
    Move ring = p.legalMoves().get(0);
    assertEquals("26x26", brazilian.formatMove(p, ring));
    assertEquals(ring, brazilian.parseMove(p, "26x17x10x19x26"));
    assertEquals(ring, brazilian.parseMove(p, "26x19x10x17x26"));
  }

  @ParameterizedTest(name = "\"{0}\"")
  @CsvSource(
      delimiter = '|',
      value = {
        "32|expected '-' or 'x' and a second square|2",
        "32-|expected a square number|3",
        "-28|expected a square number|0",
        "32--28|expected a square number|3",
        "32-28-23|a quiet move has two squares|5",
        "32x28-23|a move uses '-' or 'x', not both|5",
        "32 -28|expected '-' or 'x' after a square|2",
        "a-b|expected a square number|0",
        "51-46|square 51 is not on the board (1 to 50)|0",
        "32-0|square 0 is not on the board (1 to 50)|3",
        "32-99999|square 99999 is not on the board (1 to 50)|3",
      })
  void malformedMovesAreRefusedWithTheirOffset(String text, String problem, int offset) {
    NotationException e =
        assertThrows(NotationException.class, () -> game.parseMove(game.start(), text));
    assertTrue(e.getMessage().startsWith(problem + " at offset " + offset), e.getMessage());
  }

  @Test
  void emptyAndNullMovesAreRefused() {
    assertThrows(NotationException.class, () -> game.parseMove(game.start(), ""));
    assertThrows(IllegalArgumentException.class, () -> game.parseMove(game.start(), null));
    assertThrows(IllegalArgumentException.class, () -> game.parseMove(null, "32-28"));
  }

  @Test
  void illegalMovesSayWhy() {
    IllegalMoveException quiet =
        assertThrows(IllegalMoveException.class, () -> game.parseMove(game.start(), "32-26"));
    assertEquals("32-26 is not legal in " + game.start(), quiet.getMessage());
    assertThrows(IllegalMoveException.class, () -> game.parseMove(game.start(), "32x23"));
    DraughtsPosition p = game.parse("W:W32,45:B27");
    IllegalMoveException forced =
        assertThrows(IllegalMoveException.class, () -> game.parseMove(p, "45-40"));
    assertTrue(
        forced
            .getMessage()
            .endsWith(
                "capturing is compulsory, and the capture must take" + " the most pieces (1)"),
        forced.getMessage());
    DraughtsPosition over = game.parse("B:W31:B");
    assertTrue(
        assertThrows(IllegalMoveException.class, () -> game.parseMove(over, "1-6"))
            .getMessage()
            .endsWith("the game is over"));
    assertThrows(IllegalMoveException.class, () -> game.formatMove(game.start(), Move.quiet(1, 6)));
  }

  @Test
  void positionsOfAnotherBoardAreRefused() {
    assertThrows(
        IllegalArgumentException.class,
        () -> game.parseMove(Draughts.brazilian().start(), "22-18"));
  }

  @Test
  void searchBoardCodesAreStartEndAndVariant() {
    Draughts brazilian = Draughts.brazilian();
    DraughtsPosition p = brazilian.parse(ReferenceCrossCheckTest.TWO_WAYS.get(8));
    DraughtsSearchBoard board = p.searchBoard();
    MoveList list = new MoveList();
    board.generate(list);
    assertEquals(p.legalMoves().size(), list.size());
    for (int i = 0; i < list.size(); i++) {
      int code = list.get(i);
      assertEquals(p.legalMoves().get(i), board.decode(code));
      assertEquals(code, board.encode(p.legalMoves().get(i)));
      board.push(code);
      assertEquals(p.play(p.legalMoves().get(i)), board.position());
      board.pop();
    }
    assertEquals(17 | 3 << 8, list.get(0));
    assertEquals(17 | 3 << 8 | 1 << 16, list.get(1));
    assertThrows(IllegalMoveException.class, () -> board.push(17 | 3 << 8 | 2 << 16));
    assertThrows(IllegalMoveException.class, () -> board.decode(-1));
    assertThrows(IllegalMoveException.class, () -> board.encode(Move.quiet(1, 5)));
  }

  @Test
  void theRegistryKnowsTheThreeGamesAndTheirOptions() {
    assertEquals("International draughts", Games.create("draughts").name());
    assertEquals("Brazilian draughts", Games.create("draughts-brazilian").name());
    assertEquals("Canadian draughts", Games.create("draughts-canadian").name());
    Game<?, ?> big = Games.create("draughts:size=14");
    assertEquals("Draughts 14x14", big.name());
    assertEquals(((Draughts) big).parse("W:W57-98:B1-42"), big.start());
    assertEquals(
        DraughtsRules.DEFAULT.withKingMovePlies(60),
        ((Draughts) Games.create("draughts:kingmoves=30")).rules());
    NotationException e =
        assertThrows(NotationException.class, () -> Games.create("draughts-brazilian:size=10"));
    assertTrue(e.getMessage().startsWith("unknown option 'size'"), e.getMessage());
    assertThrows(NotationException.class, () -> Games.create("draughts:size=11"));
    assertThrows(NotationException.class, () -> Games.create("draughts:kingmoves=-1"));
  }
}
