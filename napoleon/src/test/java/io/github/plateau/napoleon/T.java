package io.github.plateau.napoleon;

import java.util.ArrayList;
import java.util.List;

/** Test shorthand: positions from a list of pieces, and the moves of a position as text. */
final class T {
  private T() {}

  /**
   * A position from pieces written {@code <piece><square>}, space separated ({@code "Id4 ANEa1
   * gh8"}), the side to move ({@code s} or {@code n}), the streaks and terrain fields.
   */
  static NapoleonPosition position(
      Napoleon game, String pieces, String side, String streaks, String terrain) {
    NapoleonRules r = game.rules();
    String[][] board = new String[r.height()][r.width()];
    for (String item : pieces.trim().split("\\s+")) {
      int i = 1;
      while (i < item.length() && "NESW".indexOf(item.charAt(i)) >= 0) {
        i++;
      }
      Square square = Square.parse(item.substring(i));
      board[square.rank()][square.file()] = item.substring(0, i);
    }
    StringBuilder text = new StringBuilder(Fixtures.placement(board));
    text.append(' ').append(side).append(' ').append(streaks).append(" 0 ").append(terrain);
    return game.parse(text.toString());
  }

  static NapoleonPosition position(Napoleon game, String pieces, String side) {
    return position(game, pieces, side, "-", "-");
  }

  static NapoleonPosition position(String pieces) {
    return position(new Napoleon(), pieces, "s");
  }

  static NapoleonPosition onTerrain(String pieces, String terrain) {
    return position(new Napoleon(), pieces, "s", "-", terrain);
  }

  /** Every legal move, sorted. */
  static List<String> moves(NapoleonPosition p) {
    List<String> list = new ArrayList<>();
    for (Move m : p.legalMoves()) {
      list.add(m.toString());
    }
    list.sort(null);
    return list;
  }

  /** The legal moves of the piece on a square, sorted. */
  static List<String> movesFrom(NapoleonPosition p, String square) {
    List<String> list = new ArrayList<>();
    for (String m : moves(p)) {
      if (m.startsWith(square + "-") || m.startsWith(square + "x")) {
        list.add(m);
      }
    }
    return list;
  }

  static Move move(NapoleonPosition p, String text) {
    return p.game().parseMove(p, text);
  }

  /** The position after whole turns ({@code c2-c4}, {@code c2-c4,f1=NE}), each with its end. */
  static NapoleonPosition play(NapoleonPosition p, String... turns) {
    for (String m : turns) {
      p = p.game().playTurn(p, m);
    }
    return p;
  }

  static Move step(String from, String to) {
    return Move.step(Square.parse(from), Square.parse(to));
  }

  static Move capture(String from, String to) {
    return Move.capture(Square.parse(from), Square.parse(to));
  }
}
