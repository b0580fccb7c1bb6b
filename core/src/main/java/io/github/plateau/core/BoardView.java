package io.github.plateau.core;

import java.util.Optional;

/**
 * What stands where, read-only: the view that a position and its search board share, so that an
 * evaluation function or a renderer is written once and reads either. Each game extends it with
 * what its board also holds (hands, a king's square).
 *
 * @param <S> the game's square type
 * @param <P> the game's piece type
 */
public interface BoardView<S, P> {
  /**
   * The side to move.
   *
   * @return the side
   */
  Side sideToMove();

  /**
   * The piece on a square.
   *
   * @param square a square of this board
   * @return the piece, or empty if no piece stands there
   * @throws IllegalArgumentException if the square is null, or lies outside this board in a game
   *     whose square type names squares of one board size only
   */
  Optional<P> pieceAt(S square);

  /**
   * How many pieces of a kind and side stand on the board.
   *
   * @param piece the piece
   * @return the number on the board, 0 or more
   * @throws IllegalArgumentException if the piece is null
   */
  int count(P piece);
}
