package io.github.plateau.draughts;

import java.util.Optional;

/**
 * {@link DraughtsBoardView} read from a board array: written once for {@link DraughtsPosition} and
 * {@link DraughtsSearchBoard}, which differ only in whether their cells ever change. The fields are
 * read directly, so the search path pays no call for them.
 */
abstract class CellsView implements DraughtsBoardView {
  /** The board's geometry. */
  final Geometry geometry;

  /** The pieces by square number, index 0 unused: a position's own, or a search board's state. */
  final byte[] cells;

  CellsView(Geometry geometry, byte[] cells) {
    this.geometry = geometry;
    this.cells = cells;
  }

  /**
   * The board's side length.
   *
   * @return N for an N x N board
   */
  @Override
  public final int size() {
    return geometry.size;
  }

  /**
   * The piece on a square, without allocating.
   *
   * @param square from 1 to {@link #squareCount()}
   * @return the piece, or empty for an empty square
   * @throws IllegalArgumentException if the square is not on the board
   */
  @Override
  public final Optional<Piece> pieceAt(int square) {
    return geometry.pieceAt(cells, square);
  }
}
