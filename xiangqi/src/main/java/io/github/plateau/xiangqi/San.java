package io.github.plateau.xiangqi;

import io.github.plateau.core.AmbiguousMoveException;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.NotationException;
import java.util.ArrayList;
import java.util.List;

/**
 * Standard algebraic notation as WinBoard and XBoard write xiangqi ({@code [Variant "xiangqi"]}):
 * the piece letter ({@code K A E H R C}, none for a soldier), the file ({@code a}..{@code i}) or
 * rank ({@code 0}..{@code 9}, from Red's side as in ICCS) of the piece when several could go,
 * {@code x} for a capture, the square reached, and {@code +} or {@code #} for check or mate: {@code
 * Che2}, {@code Hg3}, {@code Rxe7}, {@code e4}, {@code exe6}, {@code Hdf5}. Read only.
 *
 * <p>Read also with {@code N} for the horse, {@code B} for the elephant and {@code P} for the
 * soldier. The capture and check signs are not checked against the move. A text that fits several
 * moves is an {@link AmbiguousMoveException} naming them in ICCS.
 */
final class San {
  private static final String PIECES = "KAEHRCP";

  private San() {}

  /** The kind a piece letter names, as an ordinal, or -1. */
  private static int kindOf(char c) {
    return switch (c) {
      case 'N' -> Kind.HORSE.ordinal();
      case 'B' -> Kind.ELEPHANT.ordinal();
      default -> PIECES.indexOf(c);
    };
  }

  private static boolean isFile(char c) {
    return c >= 'a' && c <= 'i';
  }

  private static boolean isRank(char c) {
    return c >= '0' && c <= '9';
  }

  /** The length of a text without its check or mate signs. */
  private static int bare(String text) {
    int end = text.length();
    while (end > 0 && (text.charAt(end - 1) == '+' || text.charAt(end - 1) == '#')) {
      end--;
    }
    return end;
  }

  /**
   * Whether a text has the shape of a move: an optional piece letter, an optional file and rank, an
   * optional {@code x}, a square, optional check signs.
   */
  static boolean looksLike(String text) {
    int end = bare(text);
    int i = end > 0 && kindOf(text.charAt(0)) >= 0 ? 1 : 0;
    if (end - i < 2 || !isFile(text.charAt(end - 2)) || !isRank(text.charAt(end - 1))) {
      return false;
    }
    int stop = end - 2;
    if (stop > i && text.charAt(stop - 1) == 'x') {
      stop--;
    }
    if (i < stop && isFile(text.charAt(i))) {
      i++;
    }
    if (i < stop && isRank(text.charAt(i))) {
      i++;
    }
    return i == stop;
  }

  /**
   * Reads a move.
   *
   * @throws NotationException if the text is not such a move, at the offset of the problem
   * @throws AmbiguousMoveException if it fits several legal moves
   * @throws IllegalMoveException if it fits none
   */
  static Move read(XiangqiPosition position, Excerpt text) {
    String raw = text.text();
    int end = bare(raw);
    int kind = end > 0 ? kindOf(raw.charAt(0)) : -1;
    int i = kind >= 0 ? 1 : 0;
    if (kind < 0) {
      kind = Kind.SOLDIER.ordinal();
    }
    if (end - i < 2) {
      throw text.error("expected the square reached, such as e2", end);
    }
    if (!isFile(raw.charAt(end - 2))) {
      throw text.error("expected the file, a to i, of the square reached", end - 2);
    }
    if (!isRank(raw.charAt(end - 1))) {
      throw text.error("expected the rank, 0 to 9, of the square reached", end - 1);
    }
    Square to = Square.of(raw.charAt(end - 2) - 'a', raw.charAt(end - 1) - '0');
    int stop = end - 2;
    if (stop > i && raw.charAt(stop - 1) == 'x') {
      stop--;
    }
    int file = -1;
    int rank = -1;
    if (i < stop && isFile(raw.charAt(i))) {
      file = raw.charAt(i++) - 'a';
    }
    if (i < stop && isRank(raw.charAt(i))) {
      rank = raw.charAt(i++) - '0';
    }
    if (i != stop) {
      throw text.error(
          i == 0
              ? "expected a piece letter (K A E H R C) or a soldier's square"
              : "expected the file or rank of the piece, x, or the square reached",
          i);
    }
    List<Move> found = new ArrayList<>();
    for (Move move : position.legalMoves()) {
      Square from = move.from();
      if (move.to() == to
          && (file < 0 || from.file() == file)
          && (rank < 0 || from.rank() == rank)
          && position.pieceAt(from).orElseThrow().kind().ordinal() == kind) {
        found.add(move);
      }
    }
    if (found.size() == 1) {
      return found.get(0);
    }
    if (found.isEmpty()) {
      throw Refusals.refused(position, raw);
    }
    List<String> candidates = new ArrayList<>();
    for (Move move : found) {
      candidates.add(move.toString());
    }
    throw new AmbiguousMoveException(raw, candidates);
  }
}
