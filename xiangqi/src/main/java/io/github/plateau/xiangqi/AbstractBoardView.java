package io.github.plateau.xiangqi;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.Optional;

/**
 * {@link XiangqiBoardView} read from a {@link Board}: written once for {@link XiangqiPosition} and
 * {@link XiangqiSearchBoard}, which differ only in whether their board ever changes.
 */
abstract class AbstractBoardView implements XiangqiBoardView {
  /** The board read: a position's own, or a search board's current state. */
  abstract Board board();

  /**
   * The side to move.
   *
   * @return {@link Color#RED} or {@link Color#BLACK}
   */
  @Override
  public Color sideToMove() {
    return board().side == 0 ? Color.RED : Color.BLACK;
  }

  /**
   * The piece on a square. Allocates nothing: the same object is returned for the same piece.
   *
   * @param square the square
   * @return the piece, or empty if the square is empty
   * @throws IllegalArgumentException if the square is null
   */
  @Override
  public Optional<Piece> pieceAt(Square square) {
    checkArgument(square != null, "square is null");
    return Piece.ofCode(board().squares[Geometry.CELL[square.index()]]);
  }

  /**
   * How many pieces of a side and kind are on the board, as a material evaluation counts them.
   *
   * @param piece the piece
   * @return 0 to {@link Kind#startCount()}
   * @throws IllegalArgumentException if the piece is null
   */
  @Override
  public int count(Piece piece) {
    checkArgument(piece != null, "piece is null");
    return board().count(piece.code());
  }

  /**
   * Where a side's general stands.
   *
   * @param color the side
   * @return the general's square, inside the side's palace
   * @throws IllegalArgumentException if the color is null
   */
  @Override
  public Square generalSquare(Color color) {
    checkArgument(color != null, "color is null");
    return Square.ofIndex(Geometry.POINT[board().general(color.index())]);
  }
}
