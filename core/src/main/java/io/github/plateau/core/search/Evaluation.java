package io.github.plateau.core.search;

import io.github.plateau.core.Position;
import io.github.plateau.core.SearchBoard;

/**
 * The static value of a search board's current state, as a {@link Searcher} asks at its leaves.
 *
 * <p>The value is for the side to move's team, in centipawn-like units (a hundredth of the game's
 * smallest unit of material), strictly between {@code -LIMIT} and {@code LIMIT}: mate scores lie
 * beyond that range, so a searcher clamps larger values to keep the two apart. The evaluation may
 * read the board but must leave it as it found it (every push popped).
 *
 * @param <P> the game's position type
 * @param <M> the game's move type
 */
@FunctionalInterface
public interface Evaluation<P extends Position<P, M>, M> {
  /** The bound on an evaluation's magnitude: values are clamped to {@code ±(LIMIT - 1)}. */
  int LIMIT = 30_000;

  /**
   * The value of the board's current state for its side to move's team.
   *
   * @param board the board, in a state with legal moves
   * @return the value, greater when the side to move's team stands better
   */
  int evaluate(SearchBoard<P, M> board);
}
