package io.github.plateau.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.plateau.core.Game;
import io.github.plateau.core.Games;
import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.Position;
import io.github.plateau.core.SetupEdit;
import io.github.plateau.core.SetupPhase;
import io.github.plateau.core.Side;
import io.github.plateau.core.svg.Drawing;
import io.github.plateau.core.svg.Heading;
import io.github.plateau.core.svg.SvgOptions;
import io.github.plateau.core.text.Quoting;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * What a person does on the board besides moving, for the games that have it, asked of each game
 * through core alone: orders that turn pieces after a piece move ({@link Drawing#ordersAfter}: the
 * whole turn is then sent as one text, such as Napoleon Strategy's {@code c2-c4,f1=NE}, which the
 * table expands with {@link Game#parseTurn}), and a secret setup placed by clicks ({@link
 * SetupPhase#place}), drawn alone so that nothing of the other side is shown or told.
 */
final class PieceTurns {
  private final String ordersRefused;
  private final String placingRefused;

  /** Names, in the refusals, the installed games that have each. */
  PieceTurns() {
    this.ordersRefused =
        only(g -> g.drawing().map(Drawing::takesOrders).orElse(false), "pieces take orders");
    this.placingRefused =
        only(
            g -> g.setupPhase().map(SetupPhase::placedOnBoard).orElse(false),
            "setups are placed on the board");
  }

  /** "only Napoleon Strategy's setups are placed on the board", from the installed games. */
  private static String only(Predicate<Game<?, ?>> has, String what) {
    List<String> names = new ArrayList<>();
    for (String id : Games.ids()) {
      Game<?, ?> game = Games.create(id);
      if (has.test(game)) {
        names.add(game.name());
      }
    }
    return names.isEmpty()
        ? "no installed game's " + what
        : "only " + String.join(" and ", names) + "'s " + what;
  }

  /**
   * Whether a game's turns go on with orders after a piece move.
   *
   * @param game the game
   * @return true if the page offers orders
   */
  static boolean takesOrders(Game<?, ?> game) {
    return game.drawing().map(Drawing::takesOrders).orElse(false);
  }

  /**
   * Refuses a setup edit in a game whose setups are not placed on the board.
   *
   * @param game the table's game
   * @throws ApiException 400 if the game has no such setups
   */
  void requirePlacing(Game<?, ?> game) {
    if (!game.setupPhase().map(SetupPhase::placedOnBoard).orElse(false)) {
      throw new ApiException(400, placingRefused);
    }
  }

  /**
   * The mover's pieces that may be turned after a piece move, each with the directions it may be
   * turned to: {@code {"cannons": [{"square", "direction", "directions"}]}}; none when no orders
   * follow the move, or when the move is an order of orders already begun.
   */
  <P extends Position<P, M>, M> ObjectNode orders(Table<P, M> table, String text) {
    Drawing<P, M> drawing = table.drawing();
    if (!drawing.takesOrders()) {
      throw new ApiException(400, ordersRefused);
    }
    P position = table.record().current();
    if (table.phase() != Table.Phase.PLAY || !table.isHuman(position.sideToMove())) {
      throw new ApiException(409, "orders are given by a person whose turn it is");
    }
    if (text.indexOf(',') >= 0) {
      throw new ApiException(400, "give the piece move alone, not '" + Quoting.shown(text) + "'");
    }
    M move = table.game().parseMove(position, text);
    ObjectNode answer = Api.object();
    ArrayNode cannons = answer.putArray("cannons");
    for (Heading h : drawing.ordersAfter(position, move)) {
      ObjectNode c = cannons.addObject();
      c.put("square", h.square());
      c.put("direction", h.direction());
      ArrayNode directions = c.putArray("directions");
      h.directions().forEach(directions::add);
    }
    return answer;
  }

  /**
   * The setup after an edit, drawn: {@code {"setup", "svg", "cannons": [{"square", "direction"}],
   * "problem"}}, the problem being why the rules refuse it yet (or null).
   */
  <P extends Position<P, M>, M> ObjectNode place(
      Table<P, M> table, Side side, String text, SetupEdit edit, boolean flipped) {
    requirePlacing(table.game());
    SetupPhase<P, M> phase = table.game().setupPhase().orElseThrow();
    if (table.phase() != Table.Phase.SETUP || !table.awaitedSetups().contains(side)) {
      throw new ApiException(409, side + " has no setup to place now");
    }
    String edited = phase.place(side, text, edit);
    ObjectNode answer = Api.object();
    answer.put("setup", edited);
    try {
      phase.check(side, edited);
      answer.putNull("problem");
    } catch (IllegalPositionException e) {
      answer.put("problem", e.getMessage());
    }
    P alone = phase.shown(side, edited);
    SvgOptions options = SvgOptions.builder().size(600).flipped(flipped).clickable(true).build();
    answer.put("svg", table.drawing().svg(alone, options));
    ArrayNode cannons = answer.putArray("cannons");
    for (Heading h : table.drawing().headings(alone, side)) {
      ObjectNode c = cannons.addObject();
      c.put("square", h.square());
      c.put("direction", h.direction());
    }
    return answer;
  }
}
