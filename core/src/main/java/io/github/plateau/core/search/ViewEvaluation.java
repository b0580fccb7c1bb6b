package io.github.plateau.core.search;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.Position;
import io.github.plateau.core.SearchBoard;

/**
 * An evaluation that reads a game's board view, which both the game's positions and its search
 * boards implement: a search calls {@link #evaluate} with its board, and a program holding a
 * position calls {@link #of} with it, for the same value.
 *
 * @param <P> the game's position type
 * @param <M> the game's move type
 * @param <V> the game's board view
 */
public abstract class ViewEvaluation<P extends Position<P, M>, M, V> implements Evaluation<P, M> {
  private final Class<V> viewType;

  /**
   * An evaluation of boards that implement a view.
   *
   * @param viewType the view's interface, which the game's search boards implement
   * @throws IllegalArgumentException if the type is null
   */
  protected ViewEvaluation(Class<V> viewType) {
    checkArgument(viewType != null, "viewType is null");
    this.viewType = viewType;
  }

  /**
   * The value of the board's state: {@link #of} the board as its view.
   *
   * @param board a search board of the game, implementing the view
   * @return the value for the side to move's team
   * @throws IllegalArgumentException if the board is null or does not implement the view
   */
  @Override
  public final int evaluate(SearchBoard<P, M> board) {
    checkArgument(board != null, "board is null");
    checkArgument(
        viewType.isInstance(board),
        "the board is not a %s: %s",
        viewType.getSimpleName(),
        board.getClass().getName());
    return value(viewType.cast(board));
  }

  /**
   * The value of a position or a search board's state.
   *
   * @param view the board
   * @return the value for the side to move's team
   * @throws IllegalArgumentException if the view is null
   */
  public final int of(V view) {
    checkArgument(view != null, "view is null");
    return value(view);
  }

  /**
   * The value of a board, not null.
   *
   * @param view the board
   * @return the value for the side to move's team, strictly within {@code ±LIMIT}
   */
  protected abstract int value(V view);
}
