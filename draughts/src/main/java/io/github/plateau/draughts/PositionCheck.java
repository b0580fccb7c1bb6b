package io.github.plateau.draughts;

import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.PositionRefusal;

/**
 * The checks that a board read from a FEN is a position some game can reach: no man on its crowning
 * row ({@code PIECE_OUT_OF_PLACE}), no more pieces of a side than it starts with ({@code
 * TOO_MANY_PIECES}), and the side that has just moved with a piece left ({@code RULE}).
 */
final class PositionCheck {
  private PositionCheck() {}

  /**
   * Refuses a board that no game can reach, with the first check it fails. Like every game's check,
   * it takes what is checked first, then the geometry it is checked against.
   *
   * @param cells the piece code on each square, by its number (index 0 unused)
   * @param toMove the side to move
   * @param g the board's geometry
   */
  static void check(byte[] cells, Color toMove, Geometry g) {
    int[] pieces = new int[2];
    for (int s = 1; s <= g.squares; s++) {
      if (cells[s] == 0) {
        continue;
      }
      Piece piece = PieceCodes.piece(cells[s]);
      pieces[piece.color().ordinal()]++;
      if (piece.kind() == Kind.MAN && g.isPromotionSquare(s, piece.color() == Color.WHITE)) {
        throw new IllegalPositionException(
            PositionRefusal.PIECE_OUT_OF_PLACE,
            "a " + piece.color().word() + " man on square " + s + " would have been crowned");
      }
    }
    for (Color color : Color.values()) {
      if (pieces[color.ordinal()] > g.menPerSide()) {
        throw new IllegalPositionException(
            PositionRefusal.TOO_MANY_PIECES,
            color.word()
                + " has "
                + pieces[color.ordinal()]
                + " pieces, more than the "
                + g.menPerSide()
                + " it starts with");
      }
    }
    Color moved = toMove.opposite();
    if (pieces[moved.ordinal()] == 0) {
      throw new IllegalPositionException(
          PositionRefusal.RULE,
          moved.word()
              + " has no piece but has just moved; "
              + toMove.word()
              + " cannot be to move");
    }
  }
}
