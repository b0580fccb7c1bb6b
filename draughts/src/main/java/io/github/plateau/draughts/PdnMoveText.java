package io.github.plateau.draughts;

import io.github.plateau.core.NotationException;
import io.github.plateau.core.text.Quoting;
import java.util.Arrays;
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
   * The squares a move's text names, as {@link #read} finds them: reused from one move to the next,
   * so that reading a move allocates nothing.
   */
  static final class Squares {
    int[] squares = new int[8];
    int count;
    Boolean capture; // true for x or :, false for -, null without a sign (a3b4)

    private void add(int square) {
      if (count == squares.length) {
        squares = Arrays.copyOf(squares, 2 * count);
      }
      squares[count++] = square;
    }
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
    Squares read = new Squares();
    read(text, position.geometry(), move, offset, ply, read);
    int[] path = Arrays.copyOf(read.squares, read.count);
    List<Move> fits = MoveText.fits(position, path, read.capture);
    if (fits.isEmpty() && read.capture != null && path.length == 2) {
      // the sign is a hint: a capture written 30-39, a quiet move written 38x33
      fits = MoveText.fits(position, path, null);
    }
    return fits;
  }

  /**
   * The codes of the legal moves of a search board's current state that a move's squares fit, in
   * the order of {@link #candidates}, found without listing the quiet moves: a quiet move is tested
   * alone, a capture looked up among the listed captures.
   *
   * @param board the board, at the position where the move is played
   * @param read the move's squares, from {@link #read}
   * @param codes where the codes go, from its start; grown when too short
   * @return how many codes fit
   */
  static int fits(DraughtsSearchBoard board, Squares read, Fits codes) {
    int n = fits(board, read.squares, read.count, read.capture, codes);
    if (n == 0 && read.capture != null && read.count == 2) {
      n = fits(board, read.squares, 2, null, codes); // the sign is a hint, as in candidates
    }
    return n;
  }

  /** The codes a board's moves fit, found as {@link #fits(DraughtsSearchBoard, Squares, Fits)}. */
  static final class Fits {
    int[] codes = new int[4];
    int count;

    private void add(int code) {
      if (count == codes.length) {
        codes = Arrays.copyOf(codes, 2 * count);
      }
      codes[count++] = code;
    }
  }

  /** As {@link MoveText#fits}, on a search board: the same moves, in the same order. */
  private static int fits(
      DraughtsSearchBoard board, int[] squares, int n, Boolean capture, Fits out) {
    out.count = 0;
    int from = squares[0];
    int to = squares[n - 1];
    if (!Boolean.TRUE.equals(capture) && n == 2 && board.isLegalQuiet(from, to)) {
      out.add(MoveCodes.of(from, to, 0));
      return 1;
    }
    if (Boolean.FALSE.equals(capture)) {
      return 0;
    }
    PlyMoves captures = board.captures();
    int[] waypoints = null;
    for (int i = 0; i < captures.count; i++) {
      int r = captures.order[i];
      if (captures.from[r] != from || captures.to[r] != to) {
        continue;
      }
      if (n == 2) { // no landing square written: every legal capture has a path
        out.add(captures.code[i]);
        continue;
      }
      if (waypoints == null) {
        waypoints = Arrays.copyOfRange(squares, 1, n - 1);
      }
      Move m =
          new Move(
              from,
              to,
              Arrays.copyOfRange(captures.caps, captures.capStart[r], captures.capStart[r + 1]));
      if (Paths.find(board, m, waypoints) != null) {
        out.add(captures.code[i]);
      }
    }
    return out.count;
  }

  /**
   * Reads the squares of a move's text and checks its syntax.
   *
   * @param text the whole text, for the place of a problem
   * @param g the board's geometry
   * @param move the move's text
   * @param offset where it starts in the whole text
   * @param ply its ply
   * @param out where the squares and the sign go
   * @throws NotationException if the move's text is malformed
   */
  static void read(String text, Geometry g, String move, int offset, int ply, Squares out) {
    out.count = 0;
    Boolean capture = null;
    boolean sign = false; // a sign was read since the last square
    boolean algebraic = false;
    int i = 0;
    int length = move.length();
    while (i < length) {
      char c = move.charAt(i);
      if (isSeparator(c)) {
        if (out.count == 0 || sign) {
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
      if (out.count > 0 && !sign && !(algebraic && c >= 'a' && c <= 'z')) {
        throw error(text, bad(move, "'-', 'x' or ':' is expected between squares"), offset, ply);
      }
      int end = i;
      int square;
      if (c >= 'a' && c <= 'z') {
        end++;
        while (end < length && move.charAt(end) >= '0' && move.charAt(end) <= '9') {
          end++;
        }
        if (end == i + 1 || end - i > 4 || (out.count > 0 && !algebraic)) {
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
        square = 0;
        while (end < length && move.charAt(end) >= '0' && move.charAt(end) <= '9') {
          square = square * 10 + (move.charAt(end) - '0'); // at most 4 digits are kept
          end++;
        }
        if (algebraic) {
          throw error(text, bad(move, "it mixes numbers and algebraic squares"), offset, ply);
        }
        if (end - i > 4) {
          square = 0;
        }
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
      out.add(square);
      sign = false;
      i = end;
    }
    if (out.count < 2 || sign) {
      throw error(text, bad(move, "a move names at least two squares"), offset, ply);
    }
    if (Boolean.FALSE.equals(capture) && out.count > 2) {
      throw error(text, bad(move, "a quiet move names two squares"), offset, ply);
    }
    out.capture = capture;
  }

  private static String bad(String move, String why) {
    return "bad move " + Quoting.shown(move) + ": " + why;
  }

  private static NotationException error(String text, String problem, int offset, int ply) {
    return new NotationException(problem, text, Math.min(offset, text.length()), ply);
  }
}
