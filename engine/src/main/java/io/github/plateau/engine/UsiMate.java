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

/**
 * Answers USI's {@code go mate}: the shortest mate by checks for the side to move, written as
 * {@code checkmate <moves>}, {@code checkmate nomate} or {@code checkmate timeout}.
 *
 * <p>The solver cannot be stopped from outside, so {@code go mate infinite} is bounded by {@link
 * #INFINITE_NODES} nodes rather than by {@code stop}: its answer comes when that budget is spent.
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
   * @return the solver's limits: the time alone, or {@link #INFINITE_NODES} nodes
   */
  static MateLimits limits(Optional<Duration> time) {
    return time.map(
            t -> MateLimits.nodes(Long.MAX_VALUE).withTime(t.isZero() ? Duration.ofMillis(1) : t))
        .orElseGet(() -> MateLimits.nodes(INFINITE_NODES));
  }

  /**
   * Solves a position and writes the answer line.
   *
   * @param position the position, its side to move the attacker
   * @param limits the search's limits
   * @return the {@code checkmate} line
   */
  String answer(ShogiPosition position, MateLimits limits) {
    MateResult<Move> result =
        new MateSolver(AttackerMoves.checksOnly(), limits).solveShortest(position);
    return switch (result.status()) {
      case MATE -> {
        StringBuilder s = new StringBuilder("checkmate");
        ShogiPosition at = position;
        for (Move move : result.line()) {
          s.append(' ').append(shogi.formatMove(at, move));
          at = at.play(move);
        }
        yield s.toString();
      }
      case NO_MATE -> "checkmate nomate";
      case UNKNOWN -> "checkmate timeout";
    };
  }
}
