package io.github.plateau.xiangqi;

import io.github.plateau.core.BoardView;
import java.util.Optional;

/**
 * What stands where in a xiangqi position, read-only: implemented by {@link XiangqiPosition} and by
 * {@link XiangqiSearchBoard} (its current state), so that an evaluation is written once for both.
 * No method allocates: the same objects are returned for the same pieces and squares.
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
   * The piece on a square.
   *
   * @param square the square
   * @return the piece, or empty if the square is empty
   * @throws IllegalArgumentException if the square is null
   */
  @Override
  Optional<Piece> pieceAt(Square square);

  /**
   * How many pieces of a side and kind are on the board, as a material evaluation counts them.
   *
   * @param piece the piece
   * @return 0 to {@link Kind#startCount()}
   * @throws IllegalArgumentException if the piece is null
   */
  @Override
  int count(Piece piece);

  /**
   * Where a side's general stands: every xiangqi position has both generals.
   *
   * @param color the side
   * @return the general's square, inside the side's palace
   * @throws IllegalArgumentException if the color is null
   */
  Square generalSquare(Color color);
}
