package io.github.plateau.draughts;

import io.github.plateau.core.NotationException;
import io.github.plateau.core.text.Quoting;

/**
 * FMJD / PDN FEN: {@code W:W31-50:B1-20}. The side to move, then up to one list per colour after
 * {@code :W} and {@code :B}, in either order, each a comma-separated list of squares, kings
 * prefixed with {@code K}, ranges {@code 31-35} (or {@code K1-3}) accepted on input. A missing or
 * empty list is a side without pieces. Output lists every piece in ascending square order.
 */
final class PositionText {
  private PositionText() {}

  static String format(DraughtsPosition position) {
    StringBuilder out = new StringBuilder();
    out.append(position.sideToMove().letter());
    byte[] cells = position.cells();
    for (Color color : Color.values()) {
      out.append(':').append(color.letter());
      boolean first = true;
      for (int s = 1; s < cells.length; s++) {
        if (cells[s] != 0 && PieceCodes.piece(cells[s]).color() == color) {
          out.append(first ? "" : ",").append(PieceCodes.isKing(cells[s]) ? "K" : "").append(s);
          first = false;
        }
      }
    }
    return out.toString();
  }

  static DraughtsPosition parse(Draughts game, String text) {
    Geometry g = game.geometry();
    if (text.isEmpty()) {
      throw new NotationException("empty position; expected a FEN such as W:W31-50:B1-20", text, 0);
    }
    Color toMove = color(text, 0, "the side to move");
    byte[] cells = new byte[g.squares + 1];
    boolean[] seen = new boolean[2];
    int i = 1;
    while (i < text.length()) {
      if (text.charAt(i) != ':') {
        throw new NotationException("expected ':' before a list of pieces", text, i);
      }
      Color color = color(text, i + 1, "a colour");
      if (seen[color.ordinal()]) {
        throw new NotationException(
            "the " + color.word() + " pieces are listed twice", text, i + 1);
      }
      seen[color.ordinal()] = true;
      i = pieces(g, text, i + 2, color, cells);
    }
    PositionCheck.check(cells, toMove, g);
    return DraughtsPosition.of(game, cells, toMove);
  }

  private static Color color(String text, int at, String what) {
    char c = at < text.length() ? text.charAt(at) : 0;
    if (c == 'W') {
      return Color.WHITE;
    }
    if (c == 'B') {
      return Color.BLACK;
    }
    throw new NotationException("expected W or B for " + what, text, Math.min(at, text.length()));
  }

  /** Reads one colour's list from {@code at}; returns where it ends (a ':' or the end). */
  private static int pieces(Geometry g, String text, int at, Color color, byte[] cells) {
    int i = at;
    if (i == text.length() || text.charAt(i) == ':') {
      return i; // no pieces of this colour
    }
    while (true) {
      boolean king = text.charAt(i) == 'K';
      if (king) {
        i++;
      }
      int start = i;
      int first = number(g, text, i);
      i = end(text, i);
      int last = first;
      if (i < text.length() && text.charAt(i) == '-') {
        last = number(g, text, i + 1);
        if (last < first) {
          throw new NotationException(
              "the range " + first + "-" + last + " runs backwards", text, start);
        }
        i = end(text, i + 1);
      }
      for (int s = first; s <= last; s++) {
        if (cells[s] != 0) {
          throw new NotationException("square " + s + " is given twice", text, start);
        }
        cells[s] = PieceCodes.of(Piece.of(color, king ? Kind.KING : Kind.MAN));
      }
      if (i == text.length() || text.charAt(i) == ':') {
        return i;
      }
      if (text.charAt(i) != ',') {
        throw new NotationException("expected ',', '-' or ':' after a square", text, i);
      }
      i++;
      if (i == text.length()) {
        throw new NotationException("expected a square after ','", text, i);
      }
    }
  }

  private static int end(String text, int at) {
    int i = at;
    while (i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
      i++;
    }
    return i;
  }

  private static int number(Geometry g, String text, int at) {
    int end = at;
    while (end < text.length() && text.charAt(end) >= '0' && text.charAt(end) <= '9') {
      end++;
    }
    if (end == at) {
      throw new NotationException("expected a square number", text, Math.min(at, text.length()));
    }
    if (end - at > 4) {
      throw new NotationException(
          "square "
              + Quoting.shown(text.substring(at, end))
              + " is not on the board (1 to "
              + g.squares
              + ")",
          text,
          at);
    }
    int n = Integer.parseInt(text.substring(at, end));
    if (n < 1 || n > g.squares) {
      throw new NotationException(
          "square " + n + " is not on the board (1 to " + g.squares + ")", text, at);
    }
    return n;
  }
}
