package io.github.plateau.draughts;

import io.github.plateau.core.NotationException;
import io.github.plateau.core.text.Quoting;
import java.util.ArrayList;
import java.util.List;

/**
 * The squares of a move as PDN writes it ({@code 32-28}, {@code 28x19x10}, {@code c3-d4}, {@code
 * a3b4}) and the legal moves they fit: the reader's syntax of one move, apart from how a move text
 * is told into moves.
 */
final class PdnMoveText {
  private PdnMoveText() {}

  /** Whether a character is a move's sign: {@code -} quiet, {@code x} or {@code :} a capture. */
  static boolean isSeparator(char c) {
    return c == '-' || c == 'x' || c == ':';
  }

  /** Whether a symbol continues a move padded with spaces: {@code 1- 6}, {@code 28x 6}. */
  static boolean joins(String move, String following) {
    char end = move.charAt(move.length() - 1);
    char start = following.charAt(0);
    return isSeparator(end) && isSquareStart(start) || isSquareEnd(end) && isSeparator(start);
  }

  private static boolean isSquareStart(char c) {
    return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' && c != 'x';
  }

  private static boolean isSquareEnd(char c) {
    return c >= '0' && c <= '9';
  }

  /**
   * The legal moves a move text fits, after checking its syntax.
   *
   * @param text the whole text, for the place of a problem
   * @param position where the move is played
   * @param move the move's text
   * @param offset where it starts in the whole text
   * @param ply its ply
   * @throws NotationException if the move's text is malformed
   */
  static List<Move> candidates(
      String text, DraughtsPosition position, String move, int offset, int ply) {
    Geometry g = position.geometry();
    List<Integer> squares = new ArrayList<>();
    Boolean capture = null;
    boolean sign = false; // a sign was read since the last square
    boolean algebraic = false;
    int i = 0;
    while (i < move.length()) {
      char c = move.charAt(i);
      if (isSeparator(c)) {
        if (squares.isEmpty() || sign) {
          throw error(text, bad(move, "a square is expected before '" + c + "'"), offset, ply);
        }
        boolean isCapture = c != '-';
        if (capture != null && capture != isCapture) {
          throw error(text, bad(move, "it mixes '-' with a capture sign"), offset, ply);
        }
        capture = isCapture;
        sign = true;
        i++;
        continue;
      }
      if (!squares.isEmpty() && !sign && !(algebraic && c >= 'a' && c <= 'z')) {
        throw error(text, bad(move, "'-', 'x' or ':' is expected between squares"), offset, ply);
      }
      int end = i;
      int square;
      if (c >= 'a' && c <= 'z') {
        end++;
        while (end < move.length() && move.charAt(end) >= '0' && move.charAt(end) <= '9') {
          end++;
        }
        if (end == i + 1 || end - i > 4 || (!squares.isEmpty() && !algebraic)) {
          throw error(text, bad(move, "expected a square such as 32 or c3"), offset, ply);
        }
        algebraic = true;
        square = PdnSquares.square(g, move, i, end);
        if (square <= 0) {
          throw error(
              text,
              bad(
                  move,
                  move.substring(i, end)
                      + (square < 0 ? " is a light square" : " is not a square of the board")),
              offset,
              ply);
        }
      } else if (c >= '0' && c <= '9') {
        while (end < move.length() && move.charAt(end) >= '0' && move.charAt(end) <= '9') {
          end++;
        }
        if (algebraic) {
          throw error(text, bad(move, "it mixes numbers and algebraic squares"), offset, ply);
        }
        square = end - i > 4 ? 0 : Integer.parseInt(move.substring(i, end));
        if (square < 1 || square > g.squares) {
          throw error(
              text,
              bad(
                  move,
                  "square "
                      + Quoting.shown(move.substring(i, end))
                      + " is not on the board (1 to "
                      + g.squares
                      + ")"),
              offset,
              ply);
        }
      } else {
        throw error(text, bad(move, "expected a square such as 32 or c3"), offset, ply);
      }
      squares.add(square);
      sign = false;
      i = end;
    }
    if (squares.size() < 2 || sign) {
      throw error(text, bad(move, "a move names at least two squares"), offset, ply);
    }
    if (Boolean.FALSE.equals(capture) && squares.size() > 2) {
      throw error(text, bad(move, "a quiet move names two squares"), offset, ply);
    }
    int[] path = squares.stream().mapToInt(Integer::intValue).toArray();
    List<Move> fits = MoveText.fits(position, path, capture);
    if (fits.isEmpty() && capture != null && path.length == 2) {
      // the sign is a hint: a capture written 30-39, a quiet move written 38x33
      fits = MoveText.fits(position, path, null);
    }
    return fits;
  }

  private static String bad(String move, String why) {
    return "bad move " + Quoting.shown(move) + ": " + why;
  }

  private static NotationException error(String text, String problem, int offset, int ply) {
    return new NotationException(problem, text, Math.min(offset, text.length()), ply);
  }
}
