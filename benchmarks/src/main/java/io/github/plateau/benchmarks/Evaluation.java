package io.github.plateau.benchmarks;

import io.github.plateau.core.Position;
import io.github.plateau.core.SearchBoard;

/**
 * A static evaluation for the alpha-beta benchmarks, from the side to move's point of view, given
 * twice: on an immutable position and on a search board. Both must give the same number for the
 * same state, so that both searches walk the same tree.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
interface Evaluation<P extends Position<P, M>, M> {
  /**
   * The score of a position.
   *
   * @param position the position
   * @return positive when the side to move is ahead
   */
  int of(P position);

  /**
   * The score of a board's current state, without allocating.
   *
   * @param board the board
   * @return the same score as {@link #of(Position)} on {@code board.position()}
   */
  int of(SearchBoard<P, M> board);
}
