package io.github.plateau.draughts;

import io.github.plateau.core.AmbiguousMoveException;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.text.Quoting;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The game's move text: {@code 32-28} for a quiet move, {@code 19x28} for a capture, and the full
 * path {@code 47x38x24x13x36} (every landing square) when several captures share start and end. On
 * input a capture may name any of its landing squares in order; a short form that fits several
 * moves is refused with {@link AmbiguousMoveException}.
 */
final class MoveText {
  private MoveText() {}

  /** A legal move's text; a capture is written whole when another shares its start and end. */
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

  /** The legal move a text names in a position. */
  static Move parse(DraughtsPosition position, String text) {
    if (text.isEmpty()) {
      throw new NotationException("empty move; expected 32-28 or 19x28", text, 0);
    }
    int count = position.squareCount();
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
          || Integer.parseInt(text.substring(start, i)) > count
          || Integer.parseInt(text.substring(start, i)) < 1) {
        throw new NotationException(
            "square "
                + Quoting.shown(text.substring(start, i))
                + " is not on the board (1 to "
                + count
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
    int[] squares = new int[numbers.size()];
    for (int k = 0; k < squares.length; k++) {
      squares[k] = numbers.get(k);
    }
    return parse(position, text, squares, separator == 'x' ? Boolean.TRUE : Boolean.FALSE);
  }

  /**
   * The legal move that squares name: the start, the landing squares given (any of them, in order),
   * the end.
   *
   * @param shown the move as written, for messages
   * @param squares at least two squares, each on the board
   * @param capture true for a capture, false for a quiet move (two squares), null when the text
   *     does not say ({@code a3b4}): a quiet move if one fits, else a capture
   * @throws IllegalMoveException if no legal move fits
   * @throws AmbiguousMoveException if several legal captures fit; the candidates are in standard
   *     notation
   */
  static Move parse(DraughtsPosition position, String shown, int[] squares, Boolean capture) {
    List<Move> fits = fits(position, squares, capture);
    if (fits.isEmpty()) {
      throw Refusals.refused(position, shown, squares, capture);
    }
    if (fits.size() > 1) {
      List<String> candidates = new ArrayList<>();
      for (Move m : fits) {
        candidates.add(format(position, m));
      }
      throw new AmbiguousMoveException(shown, candidates);
    }
    return fits.get(0);
  }

  /**
   * The legal moves that squares name, in the order of {@link DraughtsPosition#legalMoves()}.
   *
   * @param capture true for captures, false for a quiet move, null for a quiet move if one fits and
   *     else captures
   */
  static List<Move> fits(DraughtsPosition position, int[] squares, Boolean capture) {
    int from = squares[0];
    int to = squares[squares.length - 1];
    if (!Boolean.TRUE.equals(capture) && squares.length == 2) {
      Move quiet = Move.quiet(from, to);
      if (position.isLegal(quiet)) { // tested directly: the quiet moves are not listed
        return List.of(quiet);
      }
    }
    if (Boolean.FALSE.equals(capture)) {
      return List.of();
    }
    List<Move> legal = position.legalMoves();
    int[] waypoints = Arrays.copyOfRange(squares, 1, squares.length - 1);
    List<Move> fits = new ArrayList<>();
    for (Move m : legal) {
      // a capture whose landing squares are not written fits as it is: each legal one has a path
      if (m.isCapture()
          && m.from() == from
          && m.to() == to
          && (waypoints.length == 0 || Paths.find(position, m, waypoints) != null)) {
        fits.add(m);
      }
    }
    return fits;
  }
}
