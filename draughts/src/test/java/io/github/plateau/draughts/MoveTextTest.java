package io.github.plateau.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.AmbiguousMoveException;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.NotationException;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Move notation: round trips and every rejection with its message and offset. */
class MoveTextTest {
  private final Draughts game = Draughts.international();

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

  /**
   * What reading {@code 32x21} relies on to take a listed capture without looking for its path:
   * every legal capture has one, from its start through one landing square per piece taken to its
   * end, under each set of rules, in seeded random games.
   */
  @Test
  void everyLegalCaptureHasAPath() {
    List<Draughts> games =
        List.of(
            game,
            Draughts.brazilian(),
            Draughts.canadian(),
            RussianContractTest.RUSSIAN,
            ShortKingsContractTest.SHORT);
    int checked = 0;
    for (Draughts rules : games) {
      for (long seed = 0; seed < 100; seed++) {
        SplittableRandom random = new SplittableRandom(seed);
        DraughtsPosition p = rules.start();
        for (int ply = 0; ply < 200 && !p.legalMoves().isEmpty(); ply++) {
          for (Move m : p.legalMoves()) {
            if (m.isCapture()) {
              int[] path = Paths.find(p, m);
              String where = rules + " seed " + seed + " ply " + ply + ": " + p + " " + m;
              assertTrue(path != null && path.length == m.captureCount(), where);
              assertEquals(m.to(), path[path.length - 1], where);
              checked++;
            }
          }
          p = p.play(p.legalMoves().get(random.nextInt(p.legalMoves().size())));
        }
      }
    }
    assertTrue(checked > 10_000, "captures checked: " + checked);
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
    assertEquals(
        "32-26 is not legal in " + game.start() + ": a man on 32 cannot go to 26",
        quiet.getMessage());
    assertEquals(
        "27-22 is not legal in " + game.start() + ": there is no piece on 27",
        assertThrows(IllegalMoveException.class, () -> game.parseMove(game.start(), "27-22"))
            .getMessage());
    assertEquals(
        "19-23 is not legal in " + game.start() + ": the piece on 19 is not the side to move's",
        assertThrows(IllegalMoveException.class, () -> game.parseMove(game.start(), "19-23"))
            .getMessage());
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
}
