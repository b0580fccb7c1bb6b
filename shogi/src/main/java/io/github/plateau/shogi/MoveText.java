package io.github.plateau.shogi;

import io.github.plateau.core.NotationException;

/**
 * The game's move text, USI: {@code 7g7f} (origin and destination), {@code 8h2b+} (a promotion),
 * {@code P*5e} (a drop, the piece in upper case for either side).
 */
final class MoveText {
  private MoveText() {}

  /** The legal move a USI text names in a position. */
  static Move parse(ShogiPosition position, String text) {
    int code;
    if (text.length() > 1 && text.charAt(1) == '*') {
      char letter = text.charAt(0);
      int type = PieceCodes.typeOfLetter(letter);
      if (type == 0 || type == PieceCodes.KING || !Character.isUpperCase(letter)) {
        throw new NotationException(
            "expected the dropped piece, P L N S G B or R, not " + PositionText.describe(letter),
            text,
            0);
      }
      code = MoveCodes.drop(type, Square.read(text, 2));
      end(text, 4);
    } else {
      int from = Square.read(text, 0);
      int to = Square.read(text, 2);
      boolean promote = text.length() > 4 && text.charAt(4) == '+';
      end(text, promote ? 5 : 4);
      if (from == to) {
        throw Refusals.refused(position, text);
      }
      code = MoveCodes.ofBoardMove(from, to, promote);
    }
    if (!position.isLegalCode(code)) {
      throw Refusals.refused(position, code);
    }
    return Move.ofCode(code);
  }

  /**
   * A move's USI text, as {@link MoveCodes#toUsi} writes its code; the position does not matter.
   */
  static String format(ShogiPosition position, Move move) {
    return move.toString();
  }

  private static void end(String text, int at) {
    if (text.length() > at) {
      throw new NotationException(
          at == 4 && text.charAt(1) != '*'
              ? "expected '+' (promotion) or the end of the move"
              : "unexpected text after the move",
          text,
          at);
    }
  }
}
