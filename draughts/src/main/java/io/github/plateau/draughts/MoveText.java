package io.github.plateau.draughts;

import io.github.plateau.core.AmbiguousMoveException;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.NotationException;
import java.util.ArrayList;
import java.util.List;

/**
 * Move notation: {@code 32-28} for a quiet move, {@code 19x28} for a capture, and the full path
 * {@code 47x38x24x13x36} (every landing square) when several captures share start and end. On input
 * a capture may name any of its landing squares in order; a short form that fits several moves is
 * refused with {@link AmbiguousMoveException}.
 */
final class MoveText {
  private MoveText() {}

  static String format(DraughtsPosition position, Move move) {
    if (!move.isCapture()) {
      return move.from() + "-" + move.to();
    }
    int same = 0;
    for (Move m : position.legalMoves()) {
      same += m.from() == move.from() && m.to() == move.to() ? 1 : 0;
    }
    if (same <= 1) {
      return move.from() + "x" + move.to();
    }
    int[] path = Paths.find(position, move);
    StringBuilder out = new StringBuilder().append(move.from());
    for (int s : path) {
      out.append('x').append(s);
    }
    return out.toString();
  }

  static Move parse(DraughtsPosition position, String text) {
    if (text.isEmpty()) {
      throw new NotationException("empty move; expected 32-28 or 19x28", text, 0);
    }
    int squares = position.squareCount();
    List<Integer> numbers = new ArrayList<>();
    char separator = 0;
    int i = 0;
    while (true) {
      int start = i;
      while (i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
        i++;
      }
      if (i == start) {
        throw new NotationException("expected a square number", text, i);
      }
      if (i - start > 4
          || Integer.parseInt(text.substring(start, i)) > squares
          || Integer.parseInt(text.substring(start, i)) < 1) {
        throw new NotationException(
            "square "
                + Text.shown(text.substring(start, i))
                + " is not on the board (1 to "
                + squares
                + ")",
            text,
            start);
      }
      numbers.add(Integer.parseInt(text.substring(start, i)));
      if (i == text.length()) {
        break;
      }
      char c = text.charAt(i);
      if (c != '-' && c != 'x') {
        throw new NotationException("expected '-' or 'x' after a square", text, i);
      }
      if (separator != 0 && c != separator) {
        throw new NotationException("a move uses '-' or 'x', not both", text, i);
      }
      if (c == '-' && numbers.size() > 1) {
        throw new NotationException("a quiet move has two squares", text, i);
      }
      separator = c;
      i++;
    }
    if (numbers.size() < 2) {
      throw new NotationException("expected '-' or 'x' and a second square", text, i);
    }
    int from = numbers.get(0);
    int to = numbers.get(numbers.size() - 1);
    List<Move> legal = position.legalMoves();
    if (separator == '-') {
      Move quiet = Move.quiet(from, to);
      if (!legal.contains(quiet)) {
        throw new IllegalMoveException(
            Text.shown(text) + " is not legal in " + position + reason(legal));
      }
      return quiet;
    }
    int[] waypoints = new int[numbers.size() - 2];
    for (int w = 0; w < waypoints.length; w++) {
      waypoints[w] = numbers.get(w + 1);
    }
    List<Move> fits = new ArrayList<>();
    for (Move m : legal) {
      if (m.isCapture()
          && m.from() == from
          && m.to() == to
          && Paths.find(position, m, waypoints) != null) {
        fits.add(m);
      }
    }
    if (fits.isEmpty()) {
      throw new IllegalMoveException(
          Text.shown(text) + " is not legal in " + position + reason(legal));
    }
    if (fits.size() > 1) {
      List<String> candidates = new ArrayList<>();
      for (Move m : fits) {
        candidates.add(format(position, m));
      }
      throw new AmbiguousMoveException(text, candidates);
    }
    return fits.get(0);
  }

  private static String reason(List<Move> legal) {
    if (legal.isEmpty()) {
      return ": the game is over";
    }
    if (legal.get(0).isCapture()) {
      int most = legal.get(0).captureCount();
      return ": capturing is compulsory, and the capture must take the most pieces (" + most + ")";
    }
    return "";
  }
}
