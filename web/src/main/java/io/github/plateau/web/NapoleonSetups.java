package io.github.plateau.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.svg.SvgOptions;
import io.github.plateau.napoleon.Camp;
import io.github.plateau.napoleon.Direction;
import io.github.plateau.napoleon.Kind;
import io.github.plateau.napoleon.Napoleon;
import io.github.plateau.napoleon.NapoleonPosition;
import io.github.plateau.napoleon.Piece;
import io.github.plateau.napoleon.Setup;
import io.github.plateau.napoleon.Square;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Napoleon Strategy's secret setup, placed by clicks: a camp's army drawn alone on the board, two
 * of its squares swapped, a cannon turned. Each edit is made on the setup's text, which the page
 * keeps; nothing of the other camp is drawn or told.
 */
final class NapoleonSetups {
  private NapoleonSetups() {}

  /**
   * The setup after an optional edit, drawn: {@code {"setup", "svg", "cannons": [{"square",
   * "direction"}], "problem"}}, the problem being why the rules refuse it yet (or null).
   */
  static ObjectNode edit(
      Table<?, ?> table,
      Camp camp,
      String text,
      Optional<List<String>> swap,
      Optional<String> turn,
      Optional<String> direction,
      boolean flipped) {
    if (!(table.game() instanceof Napoleon napoleon)) {
      throw new ApiException(400, "only Napoleon Strategy's setups are placed on the board");
    }
    if (table.phase() != Table.Phase.SETUP || !table.awaitedSetups().contains(camp)) {
      throw new ApiException(409, camp + " has no setup to place now");
    }
    Setup setup = napoleon.parseSetup(camp, text);
    Map<Square, Piece> pieces = new HashMap<>(setup.pieces());
    if (swap.isPresent()) {
      if (swap.get().size() != 2) {
        throw new ApiException(400, "swap takes two squares");
      }
      Square a = square(swap.get().get(0));
      Square b = square(swap.get().get(1));
      Piece pa = pieces.remove(a);
      Piece pb = pieces.remove(b);
      if (pa != null) {
        pieces.put(b, pa);
      }
      if (pb != null) {
        pieces.put(a, pb);
      }
    }
    if (turn.isPresent()) {
      Square s = square(turn.get());
      Piece cannon = pieces.get(s);
      if (cannon == null || cannon.kind() != Kind.CANNON) {
        throw new ApiException(400, "no cannon of " + camp + " on " + s);
      }
      Direction d =
          direction
              .flatMap(Direction::fromName)
              .orElseThrow(
                  () -> new ApiException(400, "a cannon turns to N, NE, E, SE, S, SW, W or NW"));
      pieces.put(s, cannon.reoriented(d));
    }
    String edited;
    try {
      edited = napoleon.formatSetup(Setup.of(camp, pieces));
    } catch (IllegalArgumentException e) {
      throw new ApiException(400, e.getMessage()); // a square outside the camp's rows
    }
    ObjectNode answer = Api.object();
    answer.put("setup", edited);
    try {
      table.game().setupPhase().orElseThrow().check(camp, edited);
      answer.putNull("problem");
    } catch (IllegalPositionException e) {
      answer.put("problem", e.getMessage());
    }
    NapoleonPosition alone = alone(napoleon, camp, edited);
    answer.put(
        "svg",
        napoleon
            .drawing()
            .orElseThrow()
            .svg(alone, SvgOptions.builder().size(600).flipped(flipped).clickable(true).build()));
    ArrayNode cannons = answer.putArray("cannons");
    for (Map.Entry<Square, Piece> e : alone.pieces(camp).entrySet()) {
      if (e.getValue().kind() == Kind.CANNON) {
        ObjectNode c = cannons.addObject();
        c.put("square", e.getKey().toString());
        c.put("direction", e.getValue().orientation().orElseThrow().name());
      }
    }
    return answer;
  }

  /** The board with one camp's setup and the game's terrain, the other camp's rows empty. */
  private static NapoleonPosition alone(Napoleon game, Camp camp, String setup) {
    String[] fields = game.start().toString().split(" ");
    int height = game.rules().height();
    int rows = game.rules().setupRows();
    String empty = Integer.toString(game.rules().width());
    StringBuilder board = new StringBuilder();
    if (camp == Camp.SOUTH) {
      board.append((empty + "/").repeat(height - rows)).append(setup);
    } else {
      board.append(setup).append(("/" + empty).repeat(height - rows));
    }
    fields[0] = board.toString();
    fields[1] = camp == Camp.SOUTH ? "s" : "n";
    fields[2] = "-";
    return game.parse(String.join(" ", fields));
  }

  private static Square square(String name) {
    try {
      return Square.parse(name);
    } catch (IllegalArgumentException e) {
      throw new ApiException(400, "no square " + Text.quote(name));
    }
  }
}
