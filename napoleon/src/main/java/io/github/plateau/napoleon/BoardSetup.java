package io.github.plateau.napoleon;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.SetupEdit;
import io.github.plateau.core.text.Quoting;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A camp's secret setup placed by clicks on the board, for {@link SecretSetup}: two squares
 * swapped, a cannon turned, the army drawn alone. Each edit reads the setup's text and writes it
 * anew, so that a page keeps nothing but the text.
 */
final class BoardSetup {
  private BoardSetup() {}

  /**
   * The setup after an edit: the swap, then the turn, then the setup written anew (which refuses a
   * piece outside the camp's rows).
   */
  static String place(Napoleon game, Camp camp, String setup, SetupEdit edit) {
    checkArgument(setup != null && edit != null, "an argument is null");
    Map<Square, Piece> pieces = new HashMap<>(game.parseSetup(camp, setup).pieces());
    if (!edit.swapped().isEmpty()) {
      Square a = square(edit.swapped().get(0));
      Square b = square(edit.swapped().get(1));
      Piece onA = pieces.remove(a);
      Piece onB = pieces.remove(b);
      if (onA != null) {
        pieces.put(b, onA);
      }
      if (onB != null) {
        pieces.put(a, onB);
      }
    }
    if (edit.turned() != null) {
      Square s = square(edit.turned());
      Piece cannon = pieces.get(s);
      if (cannon == null || cannon.kind() != Kind.CANNON) {
        throw new IllegalArgumentException("no cannon of " + camp + " on " + s);
      }
      Direction d =
          Optional.ofNullable(edit.direction())
              .flatMap(Direction::fromName)
              .orElseThrow(
                  () ->
                      new IllegalArgumentException(
                          "a cannon turns to N, NE, E, SE, S, SW, W or NW"));
      pieces.put(s, cannon.reoriented(d));
    }
    return game.formatSetup(Setup.of(camp, pieces));
  }

  /** The board with one camp's setup and the game's terrain, the other camp's rows empty. */
  static NapoleonPosition shown(Napoleon game, Camp camp, String setup) {
    checkArgument(setup != null, "setup is null");
    game.parseSetup(camp, setup); // a malformed setup is refused in the setup's own terms
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
    checkArgument(name != null, "square is null");
    try {
      return Square.parse(name);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("no square '" + Quoting.shown(name) + "'", e);
    }
  }
}
