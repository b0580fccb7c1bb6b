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

  /**
   * Whether a quiet move from one square to another fits a piece of the side to move: a man's step
   * forward, a king's step (or, with flying kings, a flight over empty squares) in any direction,
   * to an empty square. Legal exactly when the side to move has no capture.
   */
  final boolean isQuietMove(boolean white, boolean flying, int from, int to) {
    int last = geometry.squares;
    if (from < 1 || from > last || to < 1 || to > last || cells[to] != PieceCodes.EMPTY) {
      return false;
    }
    int piece = cells[from];
    if (piece == PieceCodes.EMPTY || PieceCodes.isWhite(piece) != white) {
      return false;
    }
    if (!PieceCodes.isKing(piece)) {
      int left = white ? Geometry.UP_LEFT : Geometry.DOWN_LEFT;
      int right = white ? Geometry.UP_RIGHT : Geometry.DOWN_RIGHT;
      return geometry.next[left][from] == to || geometry.next[right][from] == to;
    }
    for (int d = 0; d < 4; d++) {
      for (int s = geometry.next[d][from]; s != 0 && cells[s] == PieceCodes.EMPTY; ) {
        if (s == to) {
          return true;
        }
        s = flying ? geometry.next[d][s] : 0;
      }
    }
    return false;
  }
}
