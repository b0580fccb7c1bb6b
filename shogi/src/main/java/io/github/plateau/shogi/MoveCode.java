package io.github.plateau.shogi;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * The {@code int} encoding of shogi moves used by the fast path ({@link
 * ShogiPosition#generate(io.github.plateau.core.MoveList)}, {@link ShogiPosition#play(int)}).
 *
 * <p>Bits 0 to 6 hold the destination square and bits 7 to 13 the origin square of a board move
 * (squares as in {@link Square#index()}: 0 is 9a, 80 is 1i); bit 14 is set when the move promotes;
 * bits 15 to 17 hold the dropped piece of a drop, 1 to 7 for pawn, lance, knight, silver, gold,
 * bishop and rook (its origin bits are then 0), and are 0 for a board move.
 */
public final class MoveCode {
  /** The bit set in the code of a promoting move. */
  public static final int PROMOTION = 1 << 14;

  private static final int DROP_SHIFT = 15;

  private MoveCode() {}

  /**
   * The code of a board move.
   *
   * @param from the origin square index, 0 to 80
   * @param to the destination square index, 0 to 80
   * @param promote whether the piece promotes
   * @return the code
   * @throws IllegalArgumentException if a square index is out of range
   */
  public static int ofBoardMove(int from, int to, boolean promote) {
    checkArgument(
        from >= 0 && from < 81 && to >= 0 && to < 81, "squares %s, %s not 0-80", from, to);
    return to | from << 7 | (promote ? PROMOTION : 0);
  }

  /**
   * The code of a drop.
   *
   * @param piece the dropped piece: pawn, lance, knight, silver, gold, bishop or rook
   * @param to the destination square index, 0 to 80
   * @return the code
   * @throws IllegalArgumentException if the piece cannot be held in hand or the square is out of
   *     range
   */
  public static int ofDrop(Piece piece, int to) {
    checkArgument(piece != null && piece.canBeDropped(), "%s cannot be dropped", piece);
    checkArgument(to >= 0 && to < 81, "square %s not 0-80", to);
    return drop(piece.type(), to);
  }

  static int drop(int type, int to) {
    return to | type << DROP_SHIFT;
  }

  /**
   * Whether an int is the code of some move, legal or not: squares in range, a drop of a piece that
   * may be held in hand without promotion or origin, a board move between two squares.
   *
   * @param code any int
   * @return true if the other methods of this class read it
   */
  public static boolean isValid(int code) {
    if ((code & ~((1 << 18) - 1)) != 0 || (code & 127) >= 81) {
      return false;
    }
    if (isDrop(code)) {
      return (code & (PROMOTION | 127 << 7)) == 0;
    }
    return from(code) < 81 && from(code) != to(code);
  }

  /**
   * The destination square.
   *
   * @param code a move code
   * @return the square index, 0 to 80
   */
  public static int to(int code) {
    return code & 127;
  }

  /**
   * The origin square of a board move.
   *
   * @param code a board move code
   * @return the square index, 0 to 80; 0 for a drop
   */
  public static int from(int code) {
    return code >>> 7 & 127;
  }

  /**
   * Whether the move promotes the moving piece.
   *
   * @param code a move code
   * @return true for a promotion
   */
  public static boolean isPromotion(int code) {
    return (code & PROMOTION) != 0;
  }

  /**
   * Whether the move is a drop.
   *
   * @param code a move code
   * @return true for a drop
   */
  public static boolean isDrop(int code) {
    return code >>> DROP_SHIFT != 0;
  }

  /**
   * The dropped piece type, in the order pawn (1), lance, knight, silver, gold, bishop, rook (7).
   *
   * @param code a move code
   * @return 1 to 7 for a drop, 0 for a board move
   */
  public static int droppedType(int code) {
    return code >>> DROP_SHIFT;
  }

  /**
   * The move in USI notation ({@code 7g7f}, {@code 8h2b+}, {@code P*5e}).
   *
   * @param code a valid move code
   * @return the text
   * @throws IllegalArgumentException if the code is not {@link #isValid valid}
   */
  public static String toUsi(int code) {
    checkArgument(isValid(code), "%s is not a move code", code);
    String to = Square.name(to(code));
    if (isDrop(code)) {
      return Pieces.LETTERS.charAt(droppedType(code)) + "*" + to;
    }
    return Square.name(from(code)) + to + (isPromotion(code) ? "+" : "");
  }
}
