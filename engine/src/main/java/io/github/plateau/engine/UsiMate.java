package io.github.plateau.engine;

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
 * <p>{@code stop} ends the search within a fraction of a millisecond, and the answer is then {@code
 * checkmate timeout}: the search ended unfinished, while {@code nomate} claims that no mate exists.
 * {@code go mate infinite} is still bounded, by {@link #INFINITE_NODES} nodes, so that a GUI that
 * never sends {@code stop} gets its answer.
 */
final class UsiMate {
  /** The node budget of {@code go mate infinite}: minutes of search, never unbounded. */
  static final long INFINITE_NODES = 20_000_000;

  private final Shogi shogi;

  UsiMate(Shogi shogi) {
    this.shogi = shogi;
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
    long bytes = Math.min((long) megabytes << 20, heapBytes / 4);
    long fit = Math.max(16, bytes / MateLimits.ENTRY_BYTES);
    return (int) Long.highestOneBit(Math.min(fit, 1L << 26));
  }

  /**
   * Solves a position and writes the answer line.
   *
   * @param position the position, its side to move the attacker
   * @param limits the search's limits
   * @return the {@code checkmate} line
   */
  String answer(ShogiPosition position, MateLimits limits) {
    return answer(position, solve(position, limits));
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
