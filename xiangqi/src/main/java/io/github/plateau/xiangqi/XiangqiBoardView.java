package io.github.plateau.xiangqi;

import io.github.plateau.core.BoardView;

/**
 * What stands where in a xiangqi position, read-only: implemented by {@link XiangqiPosition} and by
 * {@link XiangqiSearchBoard} (its current state), so that an evaluation is written once for both.
 * No method allocates: the same objects are returned for the same pieces and squares. {@link
 * #count} gives 0 to {@link Kind#startCount()}.
 */
public interface XiangqiBoardView extends BoardView<Square, Piece> {
  /**
   * The side to move.
   *
   * @return {@link Color#RED} or {@link Color#BLACK}
   */
  @Override
  Color sideToMove();

  /**
   * Where a side's general stands: every xiangqi position has both generals.
   *
   * @param color the side
   * @return the general's square, inside the side's palace
   * @throws IllegalArgumentException if the color is null
   */
  Square generalSquare(Color color);
}
