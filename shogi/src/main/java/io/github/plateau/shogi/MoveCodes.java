package io.github.plateau.shogi;

/**
 * The {@code int} encoding of shogi moves inside this module: the {@link Board}'s generator, the
 * {@link ShogiSearchBoard}'s move codes and {@link Move}'s value.
 *
 * <p>Bits 0 to 6 hold the destination square and bits 7 to 13 the origin square of a board move
 * (squares as in {@link Square#index()}: 0 is 9a, 80 is 1i); bit 14 is set when the move promotes;
 * bits 15 to 17 hold the dropped piece of a drop, 1 to 7 for pawn, lance, knight, silver, gold,
 * bishop and rook (its origin bits are then 0), and are 0 for a board move.
 */
final class MoveCodes {
  /** The bit set in the code of a promoting move. */
  static final int PROMOTION = 1 << 14;

  private static final int DROP_SHIFT = 15;

  private MoveCodes() {}

  /** The code of a board move between two square indexes 0 to 80. */
  static int ofBoardMove(int from, int to, boolean promote) {
    return to | from << 7 | (promote ? PROMOTION : 0);
  }

  /** The code of a drop of a type 1 to 7 on a square index 0 to 80. */
  static int drop(int type, int to) {
    return to | type << DROP_SHIFT;
  }

  /**
   * Whether an int is the code of some move, legal or not: squares in range, a drop of a piece that
   * may be held in hand without promotion or origin, a board move between two squares.
   */
  static boolean isValid(int code) {
    if ((code & ~((1 << 18) - 1)) != 0 || (code & 127) >= 81) {
      return false;
    }
    if (isDrop(code)) {
      return (code & (PROMOTION | 127 << 7)) == 0;
    }
    return from(code) < 81 && from(code) != to(code);
  }

  static int to(int code) {
    return code & 127;
  }

  /** The origin square of a board move; 0 for a drop. */
  static int from(int code) {
    return code >>> 7 & 127;
  }

  static boolean isPromotion(int code) {
    return (code & PROMOTION) != 0;
  }

  static boolean isDrop(int code) {
    return code >>> DROP_SHIFT != 0;
  }

  /** The dropped type, 1 (pawn) to 7 (rook); 0 for a board move. */
  static int droppedType(int code) {
    return code >>> DROP_SHIFT;
  }

  /** The move of a {@link #isValid valid} code in USI notation ({@code 7g7f}, {@code P*5e}). */
  static String toUsi(int code) {
    String to = Square.name(to(code));
    if (isDrop(code)) {
      return PieceCodes.LETTERS.charAt(droppedType(code)) + "*" + to;
    }
    return Square.name(from(code)) + to + (isPromotion(code) ? "+" : "");
  }
}
