package io.github.plateau.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.svg.Drawing;
import io.github.plateau.core.svg.Route;
import io.github.plateau.core.svg.SvgOptions;
import io.github.plateau.core.testing.DrawingChecks;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Draughts' drawing: the clickable picture names the dark squares by number (32, 50 or 72), and
 * every legal move is clicked on its start and end squares, captures between the same two squares
 * being the only moves that share them.
 */
class DraughtsDrawingTest {

  private static Draughts game(int size) {
    return switch (size) {
      case 8 -> Draughts.brazilian();
      case 10 -> Draughts.international();
      case 12 -> Draughts.canadian();
      default -> throw new IllegalArgumentException("no game of size " + size);
    };
  }

  private static Drawing<DraughtsPosition, Move> drawing(Draughts game) {
    return game.drawing().orElseThrow();
  }

  /** The numbers 1 to n. */
  private static Set<String> numbers(int n) {
    Set<String> numbers = new TreeSet<>();
    for (int i = 1; i <= n; i++) {
      numbers.add(Integer.toString(i));
    }
    return numbers;
  }

  /** Only captures share their squares: other routes, other pieces taken. */
  private static boolean captures(List<Move> moves) {
    return moves.stream().allMatch(Move::isCapture);
  }

  private static int check(Draughts game, DraughtsPosition start, int seeds, int dark) {
    return DrawingChecks.checkPlayouts(
        drawing(game),
        DraughtsSvg::write,
        start,
        seeds,
        60,
        p -> numbers(dark),
        DraughtsDrawingTest::captures);
  }

  @ParameterizedTest(name = "{0}x{0}")
  @ValueSource(ints = {8, 10, 12})
  void randomGamesAreClickedOnTheDarkSquaresOfTheirPictures(int size) {
    Draughts game = game(size);
    int dark = size * size / 2;
    assertEquals(dark, game.start().squareCount());
    int moves = check(game, game.start(), 20, dark);
    assertTrue(moves > 20 * 60 * 3, moves + " moves");
    SplittableRandom random = new SplittableRandom(size);
    for (int i = 0; i < 10; i++) {
      check(game, ReferenceCrossCheckTest.randomSetup(game, random), 2, dark);
    }
  }

  @ParameterizedTest(name = "{0}x{0}")
  @ValueSource(ints = {8, 10, 12})
  void capturesBetweenTheSameSquaresShareThem(int size) {
    Draughts game = game(size);
    DraughtsPosition p = game.parse(ReferenceCrossCheckTest.TWO_WAYS.get(size));
    DrawingChecks.check(
        drawing(game),
        DraughtsSvg::write,
        p,
        numbers(size * size / 2),
        DraughtsDrawingTest::captures);
    Set<List<String>> squares = new HashSet<>();
    for (Move move : p.legalMoves()) {
      squares.add(drawing(game).squares(p, move));
    }
    assertTrue(squares.size() < p.legalMoves().size(), "no two captures share their squares");
  }

  @Test
  void theSquaresAreTheMovesStartAndEnd() {
    Draughts brazilian = Draughts.brazilian();
    DraughtsPosition p = brazilian.parse(ReferenceCrossCheckTest.TWO_WAYS.get(8));
    Drawing<DraughtsPosition, Move> drawing = drawing(brazilian);
    assertEquals(List.of("17", "3"), drawing.squares(p, Move.capture(17, 3, 8, 14, 15, 16)));
    assertEquals(List.of("17", "3"), drawing.squares(p, Move.capture(17, 3, 8, 16, 22, 23)));
    // round the ring and back: the same square twice
    Move ring = p.legalMoves().get(2);
    assertEquals("17x17", brazilian.formatMove(p, ring));
    assertEquals(List.of("17", "17"), drawing.squares(p, ring));
    for (int size : new int[] {8, 10, 12}) {
      Draughts game = game(size);
      for (long seed = 1; seed <= 10; seed++) {
        Random random = new Random(seed);
        DraughtsPosition q = game.start();
        for (int ply = 0; ply < 60 && !q.legalMoves().isEmpty(); ply++) {
          for (Move move : q.legalMoves()) {
            String[] written = move.toString().split("[-x]");
            assertEquals(List.of(written), drawing(game).squares(q, move), move + " in " + q);
          }
          q = q.play(q.legalMoves().get(random.nextInt(q.legalMoves().size())));
        }
      }
    }
  }

  @Test
  void aCapturesRouteLandsAfterEachJumpedPieceAndTakesThemInTurn() {
    Draughts brazilian = Draughts.brazilian();
    DraughtsPosition p = brazilian.parse(ReferenceCrossCheckTest.TWO_WAYS.get(8));
    Drawing<DraughtsPosition, Move> drawing = drawing(brazilian);
    assertEquals(
        new Route(List.of("17", "10", "19", "12", "3"), List.of("14", "15", "16", "8")),
        drawing.route(p, Move.capture(17, 3, 8, 14, 15, 16)));
    assertEquals(
        new Route(List.of("17", "26", "19", "12", "3"), List.of("22", "23", "16", "8")),
        drawing.route(p, Move.capture(17, 3, 8, 16, 22, 23)));
    assertEquals(
        new Route(List.of("32", "28"), List.of()),
        drawing(game(10)).route(game(10).start(), Move.quiet(32, 28)));
    assertThrows(
        IllegalMoveException.class,
        () -> drawing(game(10)).route(game(10).start(), Move.quiet(32, 37)));
    assertThrows(IllegalArgumentException.class, () -> drawing.route(p, null));
  }

  /**
   * Every legal move's route, written as a full path, reads back as that move, and takes exactly
   * its captured pieces, each between two landing squares: seeded random games of each size.
   */
  @ParameterizedTest(name = "{0}x{0}")
  @ValueSource(ints = {8, 10, 12})
  void everyRouteIsTheMoveItself(int size) {
    Draughts game = game(size);
    SplittableRandom setups = new SplittableRandom(size * 31L);
    int captures = 0;
    for (long seed = 1; seed <= 30; seed++) {
      Random random = new Random(seed);
      DraughtsPosition q =
          seed % 2 == 0 ? game.start() : ReferenceCrossCheckTest.randomSetup(game, setups);
      for (int ply = 0; ply < 80 && !q.legalMoves().isEmpty(); ply++) {
        for (Move move : q.legalMoves()) {
          Route route = drawing(game).route(q, move);
          String where = "seed " + seed + ", ply " + ply + ": " + move + " in " + q;
          String text = String.join(move.isCapture() ? "x" : "-", route.path());
          assertEquals(move, game.parseMove(q, text), where + " written " + text);
          assertEquals(move.captureCount(), route.taken().size(), where);
          assertEquals(
              new TreeSet<>(move.captured()),
              new TreeSet<>(route.taken().stream().map(Integer::valueOf).toList()),
              where);
          captures += move.captureCount() > 1 ? 1 : 0;
        }
        q = q.play(q.legalMoves().get(random.nextInt(q.legalMoves().size())));
      }
    }
    assertTrue(captures > 0, "no multiple capture met");
  }

  @ParameterizedTest(name = "{0}x{0}")
  @ValueSource(ints = {8, 10, 12})
  void eachTargetIsOverItsDarkSquare(int size) {
    Draughts game = game(size);
    DraughtsPosition p = game.start();
    DrawingChecks.checkOverLastMove(drawing(game), p, numbers(size * size / 2));
    String svg = drawing(game).svg(p, SvgOptions.builder().clickable(true).build());
    assertEquals(size * size / 2, DrawingChecks.targets(svg).size());
    // square 1 is the top left dark square seen from White: the second cell of the top row
    assertEquals(
        new DrawingChecks.Target("1", 60, 10, 50, 50),
        DrawingChecks.targets(svg).stream()
            .filter(t -> t.name().equals("1"))
            .findFirst()
            .orElseThrow());
    assertSame(drawing(game), game.drawing().orElseThrow());
  }

  @Test
  void refusals() {
    Draughts game = Draughts.international();
    DraughtsPosition other = new Draughts(DraughtsRules.DEFAULT.withKingMovePlies(60)).start();
    Move backwards = Move.quiet(32, 37);
    String message = DrawingChecks.checkRefusals(drawing(game), game.start(), other, backwards);
    assertEquals("the position belongs to draughts:king-move-plies=60, not to draughts", message);
    IllegalMoveException e =
        assertThrows(
            IllegalMoveException.class, () -> drawing(game).squares(game.start(), backwards));
    assertEquals(
        "32-37 is not legal in " + game.start() + ": a man on 32 cannot go to 37", e.getMessage());
    DraughtsPosition brazilian = Draughts.brazilian().start();
    assertThrows(
        IllegalArgumentException.class, () -> drawing(game).svg(brazilian, SvgOptions.DEFAULT));
  }
}
