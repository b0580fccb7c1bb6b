package io.github.plateau.shogi;

import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.PositionRefusal;

/**
 * The checks that a well-written board is a possible shogi position: at most one king a side, no
 * more pieces of a kind than the game has (board and hands together, promoted or not), no piece
 * where it could never move, no two unpromoted pawns of a side on a file (nifu), and the side not
 * to move not in check. A side may have no king (a tsume problem leaves out sente's).
 */
final class PositionCheck {
  private PositionCheck() {}

  /** Refuses a board that no game can reach, with the first check it fails. */
  static void check(Board board) {
    int[] kings = new int[2];
    int[] supply = new int[9];
    int[][] pawnsOnFile = new int[2][9];
    for (int s = 0; s < Geometry.SQUARES; s++) {
      int code = board.cells[s];
      if (code == PieceCodes.EMPTY) {
        continue;
      }
      int color = PieceCodes.color(code);
      int type = PieceCodes.type(code);
      if (type == PieceCodes.KING) {
        kings[color]++;
      }
      supply[PieceCodes.base(type)]++;
      if (Geometry.isDead(color, type, s)) {
        throw new IllegalPositionException(
            PositionRefusal.PIECE_OUT_OF_PLACE,
            PieceCodes.colorName(color)
                + " "
                + PieceCodes.name(type)
                + " on "
                + Square.name(s)
                + " could never move (it must have promoted)");
      }
      if (type == PieceCodes.PAWN && ++pawnsOnFile[color][Geometry.column(s)] == 2) {
        throw new IllegalPositionException(
            PositionRefusal.PIECE_OUT_OF_PLACE,
            PieceCodes.colorName(color)
                + " has two unpromoted pawns on file "
                + (9 - Geometry.column(s))
                + " (nifu)");
      }
    }
    for (int color = 0; color < 2; color++) {
      if (kings[color] > 1) {
        throw new IllegalPositionException(
            PositionRefusal.KING_COUNT,
            PieceCodes.colorName(color) + " has " + kings[color] + " kings");
      }
      for (int type = PieceCodes.PAWN; type < PieceCodes.KING; type++) {
        supply[type] += board.hands[color * 8 + type];
      }
    }
    for (int type = PieceCodes.PAWN; type < PieceCodes.KING; type++) {
      if (supply[type] > PieceCodes.SUPPLY[type]) {
        throw tooMany(type, supply[type]);
      }
    }
    int them = board.side ^ 1;
    if (board.kings[them] != Geometry.OFF
        && Attacks.attacked(board, board.kings[them], board.side)) {
      throw new IllegalPositionException(
          PositionRefusal.OPPONENT_IN_CHECK,
          PieceCodes.colorName(them)
              + " is in check but "
              + PieceCodes.colorName(board.side)
              + " is to move");
    }
  }

  /** The exception for more pieces of a type, promoted or not, than the game has. */
  static IllegalPositionException tooMany(int type, int total) {
    return new IllegalPositionException(
        PositionRefusal.TOO_MANY_PIECES,
        "there are "
            + total
            + " "
            + PieceCodes.name(type)
            + "s (promoted or not, on the board and in hand), but the game has "
            + PieceCodes.SUPPLY[type]);
  }
}
