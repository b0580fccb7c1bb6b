package io.github.plateau.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.shuttle.Shuttle;
import io.github.plateau.core.shuttle.ShuttlePosition;
import io.github.plateau.core.shuttle.Step;
import io.github.plateau.core.tictactoe.Cell;
import io.github.plateau.core.tictactoe.TicTacToe;
import io.github.plateau.core.tictactoe.TicTacToePosition;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The parallel perft's split below the root: exact counts whatever the thread count, subtrees that
 * end above the depth, roots without moves, and failures of a game's perft in a thread.
 */
class ParallelPerftTest {
  private final TicTacToePosition start = new TicTacToe().start();
  private final ShuttlePosition shuttle = new Shuttle(null, false).start(); // 2^depth leaves

  @ParameterizedTest
  @ValueSource(ints = {1, 2, 3, 4, 7, 64, 1024})
  void everyThreadCountGivesTheExactCountAtEveryDepth(int threads) {
    long[] leaves = {1, 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872, 0};
    for (int depth = 0; depth < leaves.length; depth++) {
      assertEquals(leaves[depth], Perft.parallel(start, depth, threads), "depth " + depth);
      if (depth >= 1) {
        assertEquals(Perft.divide(start, depth), Perft.divide(start, depth, threads));
      }
    }
    assertEquals(1L << 20, Perft.parallel(shuttle, 20, threads));
  }

  @Test
  void divideKeepsTheOrderOfTheLegalMoves() {
    Map<Cell, Long> divided = Perft.divide(start, 4, 3);
    assertEquals(start.legalMoves(), List.copyOf(divided.keySet()));
    assertEquals(Perft.divide(start, 4).get(new Cell(4)), divided.get(new Cell(4)));
    TicTacToePosition lastCell = new TicTacToe().parse("XOX/OXO/OX. X");
    assertEquals(Map.of(new Cell(2), 1L), Perft.divide(lastCell, 1, 2));
    assertEquals(Map.of(new Cell(2), 0L), Perft.divide(lastCell, 2, 2)); // X's move wins
  }

  @Test
  void depthOneAndTwoAreSplitAtTheRoot() {
    ParallelPerft<TicTacToePosition, Cell> one = new ParallelPerft<>(start, 1, 2);
    assertEquals(9, one.taskCount());
    assertEquals(0, one.taskDepth());
    assertEquals(9, sum(one.count(2)));
    ParallelPerft<TicTacToePosition, Cell> two = new ParallelPerft<>(start, 2, 4);
    assertEquals(9, two.taskCount());
    assertEquals(1, two.taskDepth());
    assertEquals(72, sum(two.count(4)));
    assertEquals(1, Perft.parallel(start, 0, 2));
    assertEquals(9, Perft.divide(start, 1, 2).size());
  }

  @Test
  void theTreeIsSplitUntilEachThreadHasManyTasks() {
    for (int threads : new int[] {1, 2, 3, 8}) {
      ParallelPerft<ShuttlePosition, Step> split = new ParallelPerft<>(shuttle, 20, threads);
      int wanted = threads * ParallelPerft.TASKS_PER_THREAD;
      assertTrue(split.taskCount() >= wanted, split.taskCount() + " tasks for " + threads);
      assertTrue(split.taskCount() < 2 * wanted, split.taskCount() + " tasks for " + threads);
      assertEquals(20, split.taskDepth() + Integer.numberOfTrailingZeros(split.taskCount()));
      assertEquals(1L << 20, sum(split.count(threads)));
    }
    // tic-tac-toe has 9 * 8 * 7 = 504 positions 3 plies deep: 2 threads want 512, so a fourth ply
    ParallelPerft<TicTacToePosition, Cell> deep = new ParallelPerft<>(start, 9, 2);
    assertEquals(3024, deep.taskCount());
    assertEquals(5, deep.taskDepth());
  }

  @Test
  void theSplitStopsOnePlyAboveTheLeaves() {
    ParallelPerft<ShuttlePosition, Step> split = new ParallelPerft<>(shuttle, 5, 2);
    assertEquals(16, split.taskCount());
    assertEquals(1, split.taskDepth());
    assertEquals(32, sum(split.count(2)));
  }

  @Test
  void aRootWithoutMovesCountsNothingAboveDepthZero() {
    TicTacToePosition over = new TicTacToe().parse("XXX/OO./... O");
    assertTrue(over.legalMoves().isEmpty());
    assertEquals(1, Perft.parallel(over, 0, 2));
    for (int depth = 1; depth <= 3; depth++) {
      assertEquals(0, Perft.parallel(over, depth, 2));
      assertTrue(Perft.divide(over, depth, 2).isEmpty());
    }
    assertEquals(0, new ParallelPerft<>(over, 4, 2).taskCount());
  }

  @Test
  void subtreesThatEndBeforeTheDepthCountNothing() {
    // X wins at once on the top row's last cell: that subtree is empty at depth 3
    TicTacToePosition late = new TicTacToe().parse("XX./OO./... X");
    assertEquals(Perft.perft(late, 3), Perft.parallel(late, 3, 2));
    assertEquals(Perft.divide(late, 3), Perft.divide(late, 3, 2));
    assertEquals(0L, Perft.divide(late, 3, 2).get(new Cell(8)));
  }

  @Test
  void aFailureInAThreadReachesTheCaller() {
    Fragile root = new Fragile(0, 50); // among the 64 positions 3 plies deep: 21 to 84
    assertEquals(4L * 4 * 4 * 4, Perft.parallel(new Fragile(0, -1), 4, 2));
    IllegalStateException failed =
        assertThrows(IllegalStateException.class, () -> Perft.parallel(root, 4, 2));
    assertTrue(failed.getCause() instanceof ArithmeticException, failed.toString());
    StackOverflowError error = new StackOverflowError("deep");
    assertSame(error, assertThrows(Error.class, () -> Perft.parallel(new Fragile(error), 3, 2)));
  }

  @Test
  void argumentsAreChecked() {
    assertThrows(IllegalArgumentException.class, () -> Perft.divide(start, 0, 2));
    assertThrows(IllegalArgumentException.class, () -> Perft.divide(start, 2, 0));
    assertThrows(IllegalArgumentException.class, () -> Perft.divide(null, 2, 2));
    assertThrows(IllegalArgumentException.class, () -> Perft.divide(start, Perft.MAX_DEPTH + 1, 2));
  }

  private static long sum(long[] counts) {
    long total = 0;
    for (long count : counts) {
      total += count;
    }
    return total;
  }

  /**
   * A tree of four moves everywhere, whose perft fails at one position: {@code failAt} counts the
   * positions made by {@link #play}, in order, across all instances of one root.
   */
  private static final class Fragile implements Position<Fragile, Integer> {
    private final int serial;
    private final int failAt;
    private final Error error;
    private final AtomicInteger made;

    Fragile(int serial, int failAt) {
      this(serial, failAt, null, new AtomicInteger());
    }

    Fragile(Error error) {
      this(0, -1, error, new AtomicInteger());
    }

    private Fragile(int serial, int failAt, Error error, AtomicInteger made) {
      this.serial = serial;
      this.failAt = failAt;
      this.error = error;
      this.made = made;
    }

    @Override
    public long perft(int depth) {
      if (serial == failAt) {
        throw new ArithmeticException("position " + serial + " fails");
      }
      if (error != null && serial > 0) {
        throw error;
      }
      return Perft.walk(this, depth);
    }

    @Override
    public List<Integer> legalMoves() {
      return List.of(0, 1, 2, 3);
    }

    @Override
    public Fragile play(Integer move) {
      return new Fragile(made.incrementAndGet(), failAt, error, made);
    }

    @Override
    public Game<Fragile, Integer> game() {
      throw new UnsupportedOperationException("perft needs no game");
    }

    @Override
    public Side sideToMove() {
      throw new UnsupportedOperationException("perft needs no side");
    }

    @Override
    public boolean isLegal(Integer move) {
      return move >= 0 && move < 4;
    }

    @Override
    public Optional<Outcome> outcome() {
      return Optional.empty();
    }

    @Override
    public long hash() {
      return serial;
    }

    @Override
    public SearchBoard<Fragile, Integer> searchBoard() {
      throw new UnsupportedOperationException("perft needs no search board");
    }

    @Override
    public String diagram() {
      return "position " + serial;
    }
  }
}
