package io.github.plateau.napoleon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.svg.Drawing;
import io.github.plateau.core.svg.SvgOptions;
import io.github.plateau.core.testing.DrawingChecks;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Napoleon Strategy's drawing: the clickable picture names every square of any board, and every
 * legal move is clicked on its piece move's origin and destination, the pushes of one drummer onto
 * one cavalry being the only moves that share them.
 */
class NapoleonDrawingTest {
  private static final Pattern WRITTEN = Pattern.compile("([a-z][0-9]+)[-x]([a-z][0-9]+).*");
  private static final List<Napoleon> GAMES =
      List.of(
          new Napoleon(),
          new Napoleon(NapoleonRules.DEFAULT.withDrummerPush(true)),
          new Napoleon(
              NapoleonRules.DEFAULT.withSize(7, 9).withMidline(Midline.HIGH).withDrummerPush(true)),
          new Napoleon(NapoleonRules.DEFAULT.withSize(10, 12).withAntique(true)));

  /** Every square of the game's board, named as its notation names them. */
  private static Set<String> squares(Napoleon game) {
    Set<String> squares = new TreeSet<>();
    for (int file = 0; file < game.rules().width(); file++) {
      for (int rank = 1; rank <= game.rules().height(); rank++) {
        squares.add((char) ('a' + file) + Integer.toString(rank));
      }
    }
    return squares;
  }

  /**
   * Only pushes share their squares (the cavalry's destination is a choice), and moves of the
   * ORDERS phase (orders of a cannon at the board's edge, {@code end}): the page then asks which.
   */
  private static boolean pushes(List<Move> moves) {
    return moves.stream().allMatch(Move::isPush) || moves.stream().noneMatch(Move::isPieceMove);
  }

  private static Drawing<NapoleonPosition, Move> drawing(Napoleon game) {
    return game.drawing().orElseThrow();
  }

  /** Where the playouts start: the default setups, random setups on terrain, scrambled boards. */
  private static List<NapoleonPosition> starts(Napoleon game) {
    List<NapoleonPosition> starts = new ArrayList<>();
    starts.add(game.start());
    for (long seed = 1; seed <= 3; seed++) {
      starts.add(Fixtures.randomStart(game, seed, 8));
      starts.add(Fixtures.scrambled(game, seed, 10, 6));
    }
    return starts;
  }

  @Test
  void randomGamesAreClickedOnTheSquaresOfTheirPictures() {
    int moves = 0;
    int pushes = 0;
    for (Napoleon game : GAMES) {
      Set<String> squares = squares(game);
      assertEquals(game.rules().width() * game.rules().height(), squares.size());
      for (NapoleonPosition start : starts(game)) {
        // the larger board costs more per position: fewer games on it
        int seeds = start.equals(game.start()) ? (squares.size() > 64 ? 5 : 20) : 1;
        moves +=
            DrawingChecks.checkPlayouts(
                drawing(game),
                NapoleonSvg::write,
                start,
                seeds,
                60,
                p -> squares,
                NapoleonDrawingTest::pushes);
      }
    }
    assertTrue(moves > 3 * 20 * 60 * 10, moves + " moves");
    // the pushes, shared squares and all, were met
    for (Napoleon game : GAMES.subList(1, 3)) {
      for (NapoleonPosition start : starts(game)) {
        for (long seed = 1; seed <= 3; seed++) {
          Random random = new Random(seed);
          NapoleonPosition p = start;
          for (int ply = 0; ply < 60 && !p.legalMoves().isEmpty(); ply++) {
            pushes += (int) p.legalMoves().stream().filter(Move::isPush).count();
            p = p.play(p.legalMoves().get(random.nextInt(p.legalMoves().size())));
          }
        }
      }
    }
    assertTrue(pushes > 0, "no push met");
  }

  @Test
  void theSquaresAreTheWrittenMovesSquares() {
    for (Napoleon game : GAMES) {
      for (NapoleonPosition start : starts(game)) {
        Random random = new Random(5);
        NapoleonPosition p = start;
        for (int ply = 0; ply < 60 && !p.legalMoves().isEmpty(); ply++) {
          for (Move move : p.legalMoves()) {
            if (!move.isPieceMove()) {
              continue;
            }
            Matcher m = WRITTEN.matcher(game.formatMove(p, move));
            assertTrue(m.matches(), move.toString());
            assertEquals(
                List.of(m.group(1), m.group(2)), drawing(game).squares(p, move), move + " in " + p);
          }
          p = p.play(p.legalMoves().get(random.nextInt(p.legalMoves().size())));
        }
      }
    }
  }

  @Test
  void aPushIsClickedOnTheDrummerAndTheCavalryWhereverItGoes() {
    Napoleon push = GAMES.get(1);
    NapoleonPosition p = Fixtures.position(push, "Dd4 cd6 Ga1 gh8", "s");
    Move left = push.parseMove(p, "d4-d6>c7");
    Move right = push.parseMove(p, "d4-d6>e7");
    assertNotEquals(left, right);
    assertEquals(List.of("d4", "d6"), drawing(push).squares(p, left));
    assertEquals(List.of("d4", "d6"), drawing(push).squares(p, right));
  }

  @Test
  void ordersAreClickedOnTheCannonThenTowardItsNewDirectionAndEndOnThePieceMoved() {
    Napoleon game = GAMES.get(0);
    NapoleonPosition orders = game.start().play(Fixtures.move(game.start(), "b2-b4"));
    assertTrue(orders.inOrdersPhase());
    int seen = 0;
    for (Move move : orders.legalMoves()) {
      List<String> squares = drawing(game).squares(orders, move);
      if (move.isEnd()) {
        assertEquals(List.of("b4"), squares);
        continue;
      }
      seen++;
      assertEquals(move.cannon().toString(), squares.get(0), move.toString());
      Square cannon = move.cannon();
      List<String> expected =
          cannon
              .step(move.direction(), 8, 8)
              .map(next -> List.of(cannon.toString(), next.toString()))
              .orElse(List.of(cannon.toString()));
      assertEquals(expected, squares, move.toString());
    }
    assertEquals(7 * 3, seen);
    assertEquals(
        List.of("a2", "b3"), drawing(game).squares(orders, Fixtures.move(orders, "a2=NE")));
    assertEquals(List.of("a2"), drawing(game).squares(orders, Fixtures.move(orders, "a2=W")));
  }

  @Test
  void eachTargetIsOverItsSquare() {
    for (Napoleon game : GAMES) {
      DrawingChecks.checkOverLastMove(drawing(game), game.start(), squares(game));
      String svg = drawing(game).svg(game.start(), SvgOptions.builder().clickable(true).build());
      List<DrawingChecks.Target> targets = DrawingChecks.targets(svg);
      assertEquals(game.rules().width() * game.rules().height(), targets.size());
      // a1 at the bottom left: 30 units of margin, then the ranks above it
      double bottom = 30 + (game.rules().height() - 1) * 56;
      assertTrue(targets.contains(new DrawingChecks.Target("a1", 30, bottom, 56, 56)), svg);
      assertSame(drawing(game), game.drawing().orElseThrow());
      assertEquals(
          NapoleonSvg.write(game.start(), SvgOptions.DEFAULT),
          drawing(game).svg(game.start(), SvgOptions.DEFAULT));
    }
  }

  @Test
  void refusals() {
    Napoleon game = GAMES.get(0);
    NapoleonPosition other = new Napoleon(NapoleonRules.DEFAULT.withK(5)).start();
    Move far = Move.step(Square.parse("a1"), Square.parse("h8"));
    String message = DrawingChecks.checkRefusals(drawing(game), game.start(), other, far);
    assertEquals("the position belongs to napoleon:k=5, not to napoleon", message);
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> drawing(game).squares(game.start(), far));
    assertEquals(
        "a1-h8 is not legal in "
            + game.start()
            + ": "
            + Refusals.words(game.start().violation(far).orElseThrow()),
        e.getMessage());
    Move first =
        game.start().legalMoves().stream()
            .filter(m -> game.start().pieceAt(m.from()).orElseThrow().kind() != Kind.CANNON)
            .findFirst()
            .orElseThrow();
    Move notACannon = Move.order(first.to(), Direction.N);
    assertThrows(IllegalMoveException.class, () -> drawing(game).squares(game.start(), notACannon));
  }
}
