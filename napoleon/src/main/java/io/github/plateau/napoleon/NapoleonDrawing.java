package io.github.plateau.napoleon;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.Side;
import io.github.plateau.core.svg.Drawing;
import io.github.plateau.core.svg.Heading;
import io.github.plateau.core.svg.SvgOptions;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Napoleon Strategy's drawing: {@link NapoleonSvg}'s picture and squares, and the cannons a person
 * turns, as orders after a piece move or while placing a setup. Any cannon may take any of the
 * eight directions: a turn's orders are sorted by square, so none is ever refused.
 */
final class NapoleonDrawing implements Drawing<NapoleonPosition, Move> {
  private static final List<String> DIRECTIONS = directions();

  private final Napoleon game;
  private final Drawing<NapoleonPosition, Move> picture;

  NapoleonDrawing(Napoleon game) {
    this.game = game;
    this.picture = Drawing.of(game::requireOwn, NapoleonSvg::write, NapoleonSvg::squares);
  }

  private static List<String> directions() {
    List<String> names = new ArrayList<>();
    for (Direction d : Direction.values()) {
      names.add(d.name());
    }
    return List.copyOf(names);
  }

  @Override
  public String svg(NapoleonPosition position, SvgOptions options) {
    return picture.svg(position, options);
  }

  @Override
  public List<String> squares(NapoleonPosition position, Move move) {
    return picture.squares(position, move);
  }

  @Override
  public boolean takesOrders() {
    return true;
  }

  /**
   * The mover's cannons after a piece move that an ORDERS phase follows; none after a move that
   * ends the turn (fixed cannons, a decided game), nor after an order or {@code end}, which belong
   * to an ORDERS phase already begun.
   */
  @Override
  public List<Heading> ordersAfter(NapoleonPosition position, Move move) {
    game.requireOwn(position);
    checkArgument(move != null, "move is null");
    if (!move.isPieceMove()) {
      return List.of();
    }
    Camp mover = position.sideToMove();
    NapoleonPosition after = position.play(move);
    return after.inOrdersPhase() ? headings(after, mover) : List.of();
  }

  /** The camp's cannons, in the order of its pieces. */
  @Override
  public List<Heading> headings(NapoleonPosition position, Side side) {
    game.requireOwn(position);
    checkArgument(side instanceof Camp, "%s is not a camp of Napoleon", side);
    List<Heading> cannons = new ArrayList<>();
    for (Map.Entry<Square, Piece> e : position.pieces((Camp) side).entrySet()) {
      if (e.getValue().kind() == Kind.CANNON) {
        String now = e.getValue().orientation().orElseThrow().name();
        cannons.add(new Heading(e.getKey().toString(), now, DIRECTIONS));
      }
    }
    return List.copyOf(cannons);
  }

  /**
   * What each piece's label means, in the names of the game's theme (the antique variant's chariot,
   * elephant and archer), with how the piece moves.
   *
   * @return the labels of the five kinds, general first, and their meanings
   */
  @Override
  public Map<String, String> legend() {
    boolean antique = game.rules().antique();
    Map<String, String> legend = new LinkedHashMap<>();
    for (Kind kind : Kind.values()) {
      legend.put(
          NapoleonSvg.label(kind, antique), kind.displayName(antique) + ": " + conduct(kind));
    }
    return Collections.unmodifiableMap(legend);
  }

  /** How a kind moves and fights, in a few words. */
  private static String conduct(Kind kind) {
    return switch (kind) {
      case GENERAL -> "moves up to 2 squares, captures, counts double for victory";
      case DRUMMER ->
          "moves up to 2 squares past any line of sight, never captures nor is captured";
      case INFANTRY -> "moves up to 3 squares, captures";
      case CAVALRY -> "moves up to 4 squares on diagonals, may jump one piece, captures";
      case CANNON -> "moves 1 square, never captures, holds a line of sight";
    };
  }

  @Override
  public String toString() {
    return game.name() + " drawing";
  }
}
