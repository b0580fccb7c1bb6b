package io.github.plateau.draughts;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.BoardView;
import java.util.Optional;

/**
 * What stands where on a draughts board, read-only: the view that {@link DraughtsPosition} and
 * {@link DraughtsSearchBoard} share, so that an evaluation is written once for both.
 *
 * <p>Squares are the FMJD numbers, from 1 to {@link #squareCount()}. The core view's {@code
 * pieceAt(Integer)} is here for generic code; {@link #pieceAt(int)} reads the same square without
 * boxing its number (squares above 127 would allocate an {@code Integer} per call), which is what
 * an evaluation on the search path calls.
 */
public interface DraughtsBoardView extends BoardView<Integer, Piece> {
  /**
   * The side to move.
   *
   * @return White or Black
   */
  @Override
  Color sideToMove();

  /**
   * The piece on a square, without allocating.
   *
   * @param square from 1 to {@link #squareCount()}
   * @return the piece, or empty for an empty square
   * @throws IllegalArgumentException if the square is not on the board
   */
  Optional<Piece> pieceAt(int square);

  /**
   * The piece on a square: {@link #pieceAt(int)} for generic code.
   *
   * @param square from 1 to {@link #squareCount()}
   * @return the piece, or empty for an empty square
   * @throws IllegalArgumentException if the square is null or not on the board
   */
  @Override
  default Optional<Piece> pieceAt(Integer square) {
    checkArgument(square != null, "square is null");
    return pieceAt(square.intValue());
  }

  /**
   * The board's side length: 8, 10, 12, ...
   *
   * @return N for an N x N board
   */
  int size();

  /**
   * The number of dark squares, numbered from 1.
   *
   * @return N * N / 2
   */
  default int squareCount() {
    return size() * size() / 2;
  }
}
