package io.github.plateau.shogi;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.IllegalMoveException;

/**
 * Writes moves in Western (Hodges) notation, for people: the piece ({@code P L N S G B R K}, with
 * {@code +} before a promoted one, for either side), the origin square only when another piece of
 * the same kind could also go to the destination, then {@code -} for a move, {@code x} for a
 * capture or {@code *} for a drop, the destination, and {@code +} for a promotion or {@code =} for
 * a promotion declined. Examples: {@code P-7f}, {@code Bx2b+}, {@code S*5e}, {@code G6i-5h}.
 */
public final class WesternNotation {
  private WesternNotation() {}

  /**
   * Writes a move.
   *
   * @param position where the move is played
   * @param move a legal move of that position
   * @return the move in Western notation
   * @throws IllegalMoveException if the move is not legal in the position
   * @throws IllegalArgumentException if an argument is null
   */
  public static String format(ShogiPosition position, Move move) {
    checkArgument(position != null, "position is null");
    checkArgument(move != null, "move is null");
    int code = move.code();
    if (!position.isLegalCode(code)) {
      throw Refusals.refused(position, code);
    }
    int to = MoveCodes.to(code);
    if (MoveCodes.isDrop(code)) {
      return PieceCodes.LETTERS.charAt(MoveCodes.droppedType(code)) + "*" + Square.name(to);
    }
    Board board = position.board();
    int from = MoveCodes.from(code);
    int type = PieceCodes.type(board.cells[from]);
    StringBuilder out = new StringBuilder(8);
    out.append(Kind.ofType(type).symbol());
    if (isAmbiguous(position, from, to, type)) {
      out.append(Square.name(from));
    }
    out.append(board.cells[to] == PieceCodes.EMPTY ? '-' : 'x').append(Square.name(to));
    if (MoveCodes.isPromotion(code)) {
      out.append('+');
    } else if (position.isLegalCode(code | MoveCodes.PROMOTION)) {
      out.append('=');
    }
    return out.toString();
  }

  /** Whether another piece of the same kind may also go to the destination. */
  private static boolean isAmbiguous(ShogiPosition position, int from, int to, int type) {
    int[] cells = position.board().cells;
    for (Move other : position.legalMoves()) {
      int code = other.code();
      if (!MoveCodes.isDrop(code)
          && MoveCodes.to(code) == to
          && MoveCodes.from(code) != from
          && PieceCodes.type(cells[MoveCodes.from(code)]) == type) {
        return true;
      }
    }
    return false;
  }
}
