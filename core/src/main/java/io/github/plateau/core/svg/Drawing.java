package io.github.plateau.core.svg;

import io.github.plateau.core.Position;
import java.util.List;

/**
 * How a game is drawn, and how a person names its moves on the picture: the squares clicked, in
 * order. A game that draws itself gives one through {@link io.github.plateau.core.Game#drawing()},
 * so that tools (the command line's {@code svg}, the web board) draw every installed game without
 * knowing it.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public interface Drawing<P extends Position<P, M>, M> {

  /**
   * Draws a position.
   *
   * @param position the position
   * @param options the size, orientation, coordinates and marks, squares named as the game's
   *     notation names them
   * @return the SVG document; the same position and options give the same bytes
   * @throws IllegalArgumentException if an argument is null, the position is of another game, or a
   *     square of the options is not a square of the board
   */
  String svg(P position, SvgOptions options);

  /**
   * The squares a person clicks, in order, to make a move: where the piece stands (for a drop, the
   * piece in hand, named like {@code P*}), then where it goes. These are the names a {@link
   * SvgOptions#clickable() clickable} picture gives its squares. Several legal moves may have the
   * same squares (a promotion or not, two routes of a capture, the squares a pushed piece may go
   * to): a page then asks which, showing each move's notation.
   *
   * @param position where the move is played
   * @param move a legal move of that position
   * @return an unmodifiable list of at least one square name
   * @throws IllegalArgumentException if an argument is null or the position is of another game
   * @throws io.github.plateau.core.IllegalMoveException if the move is not legal in the position
   */
  List<String> squares(P position, M move);
}
