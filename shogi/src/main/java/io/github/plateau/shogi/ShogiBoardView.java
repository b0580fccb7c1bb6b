package io.github.plateau.shogi;

import io.github.plateau.core.BoardView;
import java.util.Optional;

/**
 * What a shogi board holds, read-only: the pieces on the squares, the pieces in hand and where the
 * kings stand. Both a {@link ShogiPosition} and a {@link ShogiSearchBoard} are read through it, so
 * that an evaluation or a drawing is written once for either.
 *
 * <p>{@link #pieceAt} allocates nothing: the same object is returned for the same piece. {@link
 * #count} counts the pieces on the board only, not those in hand, and a promoted kind apart from
 * its unpromoted one.
 */
public interface ShogiBoardView extends BoardView<Square, Piece> {
  /**
   * The side whose turn it is.
   *
   * @return sente or gote
   */
  @Override
  Color sideToMove();

  /**
   * How many pieces of a kind a side holds in hand.
   *
   * @param color the side
   * @param kind the kind; promoted kinds and the king are never in hand
   * @return the count, 0 or more
   * @throws IllegalArgumentException if an argument is null
   */
  int inHand(Color color, Kind kind);

  /**
   * Where a side's king stands. Allocates nothing.
   *
   * @param color the side
   * @return the king's square, or empty if that side has no king (a tsume problem's attacker)
   * @throws IllegalArgumentException if the color is null
   */
  Optional<Square> kingSquare(Color color);
}
