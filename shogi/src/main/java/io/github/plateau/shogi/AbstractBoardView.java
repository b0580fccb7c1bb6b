package io.github.plateau.shogi;

import java.util.Optional;

/**
 * {@link ShogiBoardView} read from a {@link Board}: written once for {@link ShogiPosition} and
 * {@link ShogiSearchBoard}, which differ only in whether their board ever changes (and in how they
 * count the pieces on it). The board is a field, so the search path pays no call for it.
 */
abstract class AbstractBoardView implements ShogiBoardView {
  /** The board read: a position's own, never changed, or a search board's current state. */
  final Board board;

  AbstractBoardView(Board board) {
    this.board = board;
  }

  /**
   * Whether a move code is legal in the current state: tested alone unless the moves are listed, as
   * a record's reader asks of each move it reads.
   */
  abstract boolean isLegalCode(int code);

  /** The current state as a position: a position itself, or a new one of a search board. */
  abstract ShogiPosition position();

  /**
   * The side whose turn it is.
   *
   * @return sente or gote
   */
  @Override
  public final Color sideToMove() {
    return board.sideToMove();
  }

  /**
   * The piece on a square. Allocates nothing.
   *
   * @param square the square
   * @return the piece with its owner, or empty if the square is empty
   * @throws IllegalArgumentException if the square is null
   */
  @Override
  public final Optional<Piece> pieceAt(Square square) {
    return board.pieceAt(square);
  }

  /**
   * How many pieces of a kind a side holds in hand.
   *
   * @param color the side
   * @param kind the kind; promoted kinds and the king are never in hand
   * @return the count, 0 or more
   * @throws IllegalArgumentException if an argument is null
   */
  @Override
  public final int inHand(Color color, Kind kind) {
    return board.inHand(color, kind);
  }

  /**
   * Where a side's king stands. Allocates nothing.
   *
   * @param color the side
   * @return the king's square, or empty if that side has no king (a tsume problem's attacker)
   * @throws IllegalArgumentException if the color is null
   */
  @Override
  public final Optional<Square> kingSquare(Color color) {
    return board.kingSquare(color);
  }
}
