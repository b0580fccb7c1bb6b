package io.github.plateau.core.svg;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveRefusal;
import io.github.plateau.core.Position;
import io.github.plateau.core.Side;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.UnaryOperator;

/**
 * How a game is drawn, and how a person names its moves on the picture: the squares clicked, in
 * order. A game that draws itself gives one through its {@code Game.drawing()}, so that tools (the
 * command line's {@code svg}, the web board) draw every installed game without knowing it.
 *
 * <p>A drawing knows positions only, not the game: {@code Game} gives a drawing, so a drawing that
 * named the game back would tie the two types in a loop. {@link #of} takes the game's own check of
 * its positions instead.
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
   * to): a page then tells them apart by their {@link #route}, or else asks which, showing each
   * move's notation.
   *
   * @param position where the move is played
   * @param move a legal move of that position
   * @return an unmodifiable list of at least one square name
   * @throws IllegalArgumentException if an argument is null or the position is of another game
   * @throws io.github.plateau.core.IllegalMoveException if the move is not legal in the position
   */
  List<String> squares(P position, M move);

  /**
   * The way a move goes across the board, for a page to draw it (a line through the squares its
   * piece lands on, the pieces it takes faded): a draughts capture passes through a square after
   * each piece it jumps. Moves that share their {@link #squares} but take other pieces, or go by
   * other squares, have different routes, so that a page lets a person choose among them on the
   * board.
   *
   * @param position where the move is played
   * @param move a legal move of that position
   * @return the route, starting with the first of the move's {@link #squares} and ending with the
   *     last; the default, for games whose moves go straight from their start to their end, is
   *     those squares and no piece taken elsewhere
   * @throws IllegalArgumentException if an argument is null or the position is of another game
   * @throws IllegalMoveException if the move is not legal in the position
   */
  default Route route(P position, M move) {
    return new Route(squares(position, move), List.of());
  }

  /**
   * Whether a turn goes on after a move with orders that turn pieces (Napoleon Strategy's cannon
   * orders after the piece move), so that a page offers them with {@link #ordersAfter} before it
   * sends the whole turn.
   *
   * @return true if the game has such orders; the default is false
   */
  default boolean takesOrders() {
    return false;
  }

  /**
   * The pieces the mover may turn once a move is made, before its turn ends: what a page offers
   * after a person's piece move, in games that {@link #takesOrders() take orders}.
   *
   * @param position where the move is played
   * @param move a legal move of that position
   * @return the pieces and their directions, empty if no orders follow this move; the default, for
   *     games without orders, is empty and checks nothing
   * @throws IllegalArgumentException if an argument is null or the position is of another game
   * @throws IllegalMoveException if the move is not legal in the position
   */
  default List<Heading> ordersAfter(P position, M move) {
    return List.of();
  }

  /**
   * The pieces of a side that face a direction a person may change, in a position: Napoleon
   * Strategy's cannons, while a setup is placed on the board.
   *
   * @param position the position
   * @param side one of the game's sides
   * @return the pieces, in the order a page lists them; the default, for games whose pieces face no
   *     direction, is empty and checks nothing
   * @throws IllegalArgumentException if an argument is null, the position is of another game or the
   *     side is not one of the game's
   */
  default List<Heading> headings(P position, Side side) {
    return List.of();
  }

  /**
   * The key to the picture's piece labels, for a page to show beside the board: each label, as the
   * picture writes it on a piece, and what that piece is and does. Games whose pieces carry their
   * own characters or shapes need none.
   *
   * @return the labels and their meanings, in the order a page lists them; the default is empty
   */
  default Map<String, String> legend() {
    return Map.of();
  }

  /**
   * A drawing made of a game's renderer and its rule for a move's squares, which see only positions
   * of that game and its legal moves: every check of the contract is made here.
   *
   * @param requireOwn the game's check that a position is its own, {@code game::requireOwn}: it
   *     returns the position or throws {@link IllegalArgumentException}
   * @param writer draws a position, such as {@code ShogiSvg::write}
   * @param squares the squares of a legal move of a position of the game
   * @param <P> the position type
   * @param <M> the move type
   * @return the drawing
   * @throws IllegalArgumentException if an argument is null
   */
  static <P extends Position<P, M>, M> Drawing<P, M> of(
      UnaryOperator<P> requireOwn,
      BiFunction<P, SvgOptions, String> writer,
      BiFunction<P, M, List<String>> squares) {
    checkArgument(squares != null, "an argument is null");
    return of(requireOwn, writer, squares, (p, m) -> new Route(squares.apply(p, m), List.of()));
  }

  /**
   * A drawing made of a game's renderer, its rule for a move's squares and its rule for a move's
   * {@link #route}, for games whose moves pass through squares or take pieces off other squares
   * than their end: every check of the contract is made here.
   *
   * @param requireOwn the game's check that a position is its own, {@code game::requireOwn}: it
   *     returns the position or throws {@link IllegalArgumentException}
   * @param writer draws a position, such as {@code DraughtsSvg::write}
   * @param squares the squares of a legal move of a position of the game
   * @param route the route of a legal move of a position of the game
   * @param <P> the position type
   * @param <M> the move type
   * @return the drawing
   * @throws IllegalArgumentException if an argument is null
   */
  static <P extends Position<P, M>, M> Drawing<P, M> of(
      UnaryOperator<P> requireOwn,
      BiFunction<P, SvgOptions, String> writer,
      BiFunction<P, M, List<String>> squares,
      BiFunction<P, M, Route> route) {
    checkArgument(
        requireOwn != null && writer != null && squares != null && route != null,
        "an argument is null");
    return new Drawing<>() {
      @Override
      public String svg(P position, SvgOptions options) {
        checkArgument(options != null, "options is null");
        return writer.apply(requireOwn.apply(position), options);
      }

      @Override
      public List<String> squares(P position, M move) {
        requireLegal(position, move);
        return List.copyOf(squares.apply(position, move));
      }

      @Override
      public Route route(P position, M move) {
        requireLegal(position, move);
        return route.apply(position, move);
      }

      private void requireLegal(P position, M move) {
        requireOwn.apply(position);
        checkArgument(move != null, "move is null");
        if (!position.isLegal(move)) {
          position.play(move); // throws the game's own IllegalMoveException, saying why
          throw new IllegalMoveException(MoveRefusal.RULE, move + " is not legal in " + position);
        }
      }
    };
  }
}
