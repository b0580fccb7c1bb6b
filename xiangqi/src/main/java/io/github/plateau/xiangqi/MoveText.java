package io.github.plateau.xiangqi;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.NotationException;

/**
 * The game's move text, ICCS coordinates: the point left and the point reached, each a file {@code
 * a..i} and a rank {@code 0..9} from Red's side, such as {@code h2e2}. Read in either case, with or
 * without a {@code -} between the points ({@code H2-E2} is the original ICCS form); written as
 * {@code h2e2}.
 */
final class MoveText {
  private MoveText() {}

  /**
   * The legal move an ICCS text names in a position; see {@link #parse(XiangqiPosition, Excerpt)}.
   */
  static Move parse(XiangqiPosition position, String text) {
    return parse(position, Excerpt.of(text));
  }

  /** A move's ICCS text, such as {@code h2e2}; the position does not matter. */
  static String format(XiangqiPosition position, Move move) {
    return move.toString();
  }

  /**
   * The legal move a text names.
   *
   * @throws NotationException if the text is not two points, at its offset in the whole text
   * @throws IllegalMoveException if the move is not legal, saying why
   */
  static Move parse(XiangqiPosition position, Excerpt text) {
    Move move = coordinates(text);
    if (!position.isLegal(move)) {
      throw Refusals.refused(position, move, text.text());
    }
    return move;
  }

  /** Whether a text has the shape of an ICCS move: a letter, a digit, maybe '-', and again. */
  static boolean looksLike(String text) {
    int length = text.length();
    boolean dash = length == 5 && text.charAt(2) == '-';
    return (length == 4 || dash)
        && isFile(text.charAt(0))
        && isRank(text.charAt(1))
        && isFile(text.charAt(dash ? 3 : 2))
        && isRank(text.charAt(dash ? 4 : 3));
  }

  /**
   * The move code ({@link MoveCodes}) of a well-formed ICCS text, as {@link #parse} reads it,
   * without building a move; -1 for a text that {@link #parse} refuses as malformed.
   */
  static int code(String text) {
    int length = text.length();
    boolean dash = length == 5 && text.charAt(2) == '-';
    if (length != 4 && !dash) {
      return -1;
    }
    int to = dash ? 3 : 2;
    char fromFile = text.charAt(0);
    char fromRank = text.charAt(1);
    char toFile = text.charAt(to);
    char toRank = text.charAt(to + 1);
    if (!isFile(fromFile) || !isRank(fromRank) || !isFile(toFile) || !isRank(toRank)) {
      return -1;
    }
    // A square's key is file * 10 + rank, as MoveCodes numbers moves.
    int from = ((fromFile | 0x20) - 'a') * 10 + fromRank - '0';
    int reached = ((toFile | 0x20) - 'a') * 10 + toRank - '0';
    return from == reached ? -1 : from * 90 + reached;
  }

  private static Move coordinates(Excerpt text) {
    int length = text.length();
    boolean dash = length == 5 && text.charAt(2) == '-';
    if (length != 4 && !dash) {
      throw text.error(
          length == 5
              ? "expected '-' between the two points"
              : "an ICCS move is two points such as h2e2",
          length == 5 ? 2 : Math.min(length, 4));
    }
    Square from = square(text, 0);
    Square to = square(text, dash ? 3 : 2);
    if (from == to) {
      throw text.error("the move leaves and reaches the same point", 0);
    }
    return new Move(from, to);
  }

  private static Square square(Excerpt text, int at) {
    char file = text.charAt(at);
    if (!isFile(file)) {
      throw text.error("a file is a letter from a to i", at);
    }
    if (!isRank(text.charAt(at + 1))) {
      throw text.error("a rank is a digit from 0 to 9", at + 1);
    }
    return Square.of((file | 0x20) - 'a', text.charAt(at + 1) - '0');
  }

  private static boolean isFile(char c) {
    return Square.isFile(c);
  }

  private static boolean isRank(char c) {
    return c >= '0' && c <= '9';
  }
}
