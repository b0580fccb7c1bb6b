package io.github.plateau.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.plateau.core.Game;
import io.github.plateau.napoleon.Camp;
import io.github.plateau.napoleon.Direction;
import io.github.plateau.napoleon.Kind;
import io.github.plateau.napoleon.Move;
import io.github.plateau.napoleon.Napoleon;
import io.github.plateau.napoleon.NapoleonPosition;
import io.github.plateau.napoleon.Piece;
import io.github.plateau.napoleon.Square;
import java.util.Map;

/**
 * Napoleon Strategy's cannon orders: after its piece move, a camp may turn any of its cannons, and
 * the page offers each cannon's eight directions. The whole turn is then sent as one text in the
 * rules' notation ({@code c2-c4,f1=NE}), which the table expands into its moves (the piece move,
 * the orders, {@code end}) with {@link io.github.plateau.core.Game#parseTurn}.
 */
final class NapoleonOrders {
  private NapoleonOrders() {}

  static boolean applies(Game<?, ?> game) {
    return game instanceof Napoleon;
  }

  /**
   * The mover's cannons after a piece move, each with the directions it may be turned to: {@code
   * {"cannons": [{"square", "direction", "directions"}]}}; none when no ORDERS phase follows the
   * piece move (fixed cannons, or a move that decides the game), or when the move is an order or
   * {@code end} of an ORDERS phase already begun.
   */
  static ObjectNode cannons(Table<?, ?> table, String text) {
    if (!(table.game() instanceof Napoleon napoleon)) {
      throw new ApiException(400, "only Napoleon Strategy's cannons take orders");
    }
    NapoleonPosition position = (NapoleonPosition) table.record().current();
    if (table.phase() != Table.Phase.PLAY || !table.isHuman(position.sideToMove())) {
      throw new ApiException(409, "orders are given by a person whose turn it is");
    }
    if (text.indexOf(',') >= 0) {
      throw new ApiException(400, "give the piece move alone, not " + Text.quote(text));
    }
    Move move = napoleon.parseMove(position, text);
    ObjectNode answer = Api.object();
    ArrayNode cannons = answer.putArray("cannons");
    if (!move.isPieceMove()) {
      return answer; // already in the ORDERS phase (a position read so): the move is sent alone
    }
    Camp mover = position.sideToMove();
    NapoleonPosition after = position.play(move);
    if (!after.inOrdersPhase()) {
      return answer;
    }
    for (Map.Entry<Square, Piece> e : after.pieces(mover).entrySet()) {
      if (e.getValue().kind() != Kind.CANNON) {
        continue;
      }
      Direction now = e.getValue().orientation().orElseThrow();
      ObjectNode c = cannons.addObject();
      c.put("square", e.getKey().toString());
      c.put("direction", now.name());
      ArrayNode directions = c.putArray("directions");
      for (Direction d : Direction.values()) {
        directions.add(d.name()); // a whole turn's orders are sorted: any cannon may turn
      }
    }
    return answer;
  }
}
