package io.github.plateau.xiangqi;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.NotationException;

/**
 * ICCS move coordinates: the point left and the point reached, each a file {@code a..i} and a rank
 * {@code 0..9} from Red's side, such as {@code h2e2}. Read in either case, with or without a {@code
 * -} between the points ({@code H2-E2} is the original ICCS form); written as {@code h2e2}.
 */
final class Iccs {
  private Iccs() {}

  static XiangqiMove parse(XiangqiPosition position, String text) {
    int length = text.length();
    boolean dash = length == 5 && text.charAt(2) == '-';
    if (length != 4 && !dash) {
      throw new NotationException(
          length == 5 && text.charAt(2) != '-'
              ? "expected '-' between the two points"
              : "an ICCS move is two points such as h2e2",
          text,
          length == 5 ? 2 : Math.min(length, 4));
    }
    int from = point(text, 0);
    int to = point(text, dash ? 3 : 2);
    if (from == to) {
      throw new NotationException("the move leaves and reaches the same point", text, 0);
    }
    XiangqiMove move = new XiangqiMove(from, to);
    if (!position.isLegal(move)) {
      throw new IllegalMoveException(
          text + " is not legal in " + position + ": " + position.whyIllegal(move));
    }
    return move;
  }

  private static int point(String text, int at) {
    char file = Character.toLowerCase(text.charAt(at));
    char rank = text.charAt(at + 1);
    if (file < 'a' || file > 'i') {
      throw new NotationException("a file is a letter from a to i", text, at);
    }
    if (rank < '0' || rank > '9') {
      throw new NotationException("a rank is a digit from 0 to 9", text, at + 1);
    }
    return (rank - '0') * 9 + file - 'a';
  }
}
