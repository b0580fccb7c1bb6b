package io.github.plateau.engine;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.TableMemory;
import io.github.plateau.core.mate.AttackerMoves;
import io.github.plateau.core.mate.MateLimits;
import io.github.plateau.core.mate.MateResult;
import io.github.plateau.core.mate.MateSolver;
import io.github.plateau.shogi.Move;
import io.github.plateau.shogi.Shogi;
import io.github.plateau.shogi.ShogiPosition;
import java.time.Duration;
import java.util.Optional;
import java.util.function.BooleanSupplier;

/**
 * Answers USI's {@code go mate}: the shortest mate by checks for the side to move, written as
 * {@code checkmate <moves>}, {@code checkmate nomate} or {@code checkmate timeout}.
 *
 * <p>{@code stop} ends the search within a fraction of a millisecond, and the answer is then the
 * mate found so far, its length not proved (a shorter one may exist), or {@code checkmate timeout}
 * when none was: the search ended unfinished, while {@code nomate} claims that no mate exists. The
 * table is made once for the memory {@code USI_Hash} grants, on {@code isready} or the first {@code
 * go mate}, and kept for the next. {@code go mate infinite} is still bounded, by {@link
 * #INFINITE_NODES} nodes, so that a GUI that never sends {@code stop} gets its answer.
 */
final class UsiMate {
  /** The node budget of {@code go mate infinite}: minutes of search, never unbounded. */
  static final long INFINITE_NODES = 20_000_000;

  private final Shogi shogi;
  // The solver whose table USI_Hash grants, made once per size and shared by every go mate (each
  // under its own limits): a table of a GiB takes seconds to make, outside any budget or stop.
  private MateSolver solver;
  private final ShogiPosition oneMove; // a mate in one that prepare() solves: G*5b

  UsiMate(Shogi shogi) {
    this.shogi = shogi;
    this.oneMove = shogi.parse("4k4/9/4P4/9/9/9/9/9/9 b G 1");
  }

  /**
   * Makes the table {@code USI_Hash} grants unless it is made: on {@code isready}, where USI has an
   * engine do its slow work, so that {@code go mate} answers within its time.
   *
   * @param hashMegabytes the memory {@code USI_Hash} grants, 1 or more
   */
  void prepare(int hashMegabytes) {
    int entries = tableEntries(hashMegabytes);
    synchronized (this) {
      if (solver != null && solver.limits().tableEntries() == entries) {
        return; // made: a go mate may be searching on it now
      }
      solver = null; // the old table may go before the new one is made
    }
    MateSolver made = made(entries);
    // A mate in one makes the table's part by hands too, made when first used (a quarter more);
    // the solver is not shared yet, so no go mate searches on its table meanwhile.
    made.withLimits(MateLimits.nodes(1_000).withTableEntries(entries)).solve(oneMove);
    synchronized (this) {
      solver = made;
    }
  }

  /** The solver of a table of that many entries, made if the last one's differs. */
  synchronized MateSolver solver(int entries) {
    if (solver == null || solver.limits().tableEntries() != entries) {
      solver = null; // the old table may go before the new one is made
      solver = made(entries);
    }
    return solver;
  }

  private static MateSolver made(int entries) {
    return new MateSolver(
        AttackerMoves.checksOnly(), MateLimits.nodes(1).withTableEntries(entries));
  }

  /**
   * The limits of one {@code go mate}.
   *
   * @param time the time budget, or empty for {@code infinite}
   * @param stop raised by {@code stop}
   * @param hashMegabytes the memory {@code USI_Hash} grants the table, 1 or more
   * @return the solver's limits: the time alone, or {@link #INFINITE_NODES} nodes, the table that
   *     fits and the signal
   */
  static MateLimits limits(Optional<Duration> time, BooleanSupplier stop, int hashMegabytes) {
    return time.map(
            t -> MateLimits.nodes(Long.MAX_VALUE).withTime(t.isZero() ? Duration.ofMillis(1) : t))
        .orElseGet(() -> MateLimits.nodes(INFINITE_NODES))
        .withTableEntries(tableEntries(hashMegabytes))
        .withStop(stop);
  }

  /**
   * The entries of a mate table within the memory {@code USI_Hash} grants and a quarter of the heap
   * (a GUI may grant more than the JVM has): the largest power of two that fits, from 16 to
   * 2<sup>26</sup>.
   *
   * @param megabytes the memory, 1 or more
   * @return the entries
   */
  static int tableEntries(int megabytes) {
    return tableEntries(megabytes, Runtime.getRuntime().maxMemory());
  }

  /** {@link #tableEntries(int)} for a heap of {@code heapBytes}. */
  static int tableEntries(int megabytes, long heapBytes) {
    return TableMemory.entries(megabytes, heapBytes, MateLimits.ENTRY_BYTES, 16, 1 << 26);
  }

  /**
   * Solves a game's current position and writes the answer line: under the game's ply limit as the
   * game's plies leave it, and its history's repetitions.
   *
   * @param game the game so far, its side to move the attacker
   * @param limits the search's limits
   * @return the {@code checkmate} line
   */
  String answer(GameRecord<ShogiPosition, Move> game, MateLimits limits) {
    MateSolver search = solver(limits.tableEntries()).withLimits(limits);
    return answer(game.current(), search.solveShortest(game));
  }

  /**
   * Solves a position: the shortest mate by checks.
   *
   * @param position the position, its side to move the attacker
   * @param limits the search's limits
   * @return the solver's answer
   */
  static MateResult<Move> solve(ShogiPosition position, MateLimits limits) {
    return new MateSolver(AttackerMoves.checksOnly(), limits).solveShortest(position);
  }

  /**
   * Writes a solver's answer as the {@code checkmate} line. The protocol has no word for a mate
   * whose length is not proved ({@link MateResult#exact()} false): its line is written as any
   * other.
   *
   * @param position the position solved
   * @param result the answer
   * @return the {@code checkmate} line
   */
  String answer(ShogiPosition position, MateResult<Move> result) {
    return switch (result.status()) {
      case MATE -> "checkmate " + String.join(" ", result.notation(shogi, position));
      case NO_MATE -> "checkmate nomate";
      case UNKNOWN -> "checkmate timeout";
    };
  }
}
