package io.github.plateau.xiangqi;

import java.util.Arrays;

/**
 * The move codes of {@link XiangqiSearchBoard} and of the positions' cached move lists: {@code
 * key(from) * 90 + key(to)}, where a square's key is {@code file * 10 + rank}. Codes then sort as
 * the moves' ICCS texts, so a list of codes sorted as numbers is in the order of {@link
 * XiangqiPosition#legalMoves()}. The board's internal moves ({@code fromCell | toCell << 8}) are
 * converted by table.
 */
final class Codes {
  /** Codes run from 0 to {@code LIMIT - 1}; not every number below is a code. */
  static final int LIMIT = 90 * 90;

  /** A cell's key, -1 on the border. */
  private static final int[] KEY_OF_CELL = new int[Squares.SIZE];

  /** The cell of a key. */
  private static final int[] CELL_OF_KEY = new int[90];

  static {
    Arrays.fill(KEY_OF_CELL, -1);
    for (int file = 0; file < 9; file++) {
      for (int rank = 0; rank < 10; rank++) {
        int cell = Squares.cell(file, rank);
        KEY_OF_CELL[cell] = file * 10 + rank;
        CELL_OF_KEY[file * 10 + rank] = cell;
      }
    }
  }

  private Codes() {}

  private static int key(Square square) {
    return square.file() * 10 + square.rank();
  }

  static int code(Move move) {
    return key(move.from()) * 90 + key(move.to());
  }

  static int ofInternal(int internal) {
    return KEY_OF_CELL[internal & 0xFF] * 90 + KEY_OF_CELL[internal >>> 8];
  }

  /** The internal move of a code; the code must be in {@code [0, LIMIT)}. */
  static int internal(int code) {
    return CELL_OF_KEY[code / 90] | CELL_OF_KEY[code % 90] << 8;
  }

  static int toCell(int code) {
    return CELL_OF_KEY[code % 90];
  }

  static Move move(int code) {
    int from = code / 90;
    int to = code % 90;
    return new Move(Square.of(from / 10, from % 10), Square.of(to / 10, to % 10));
  }

  /**
   * Writes the sorted codes of the legal moves of a board at {@code out[offset...]}.
   *
   * @param scratch room for {@link Board#MAX_MOVES} internal moves
   * @return the number of moves
   */
  static int legal(Board board, int[] scratch, int[] out, int offset) {
    int n = board.legal(scratch);
    for (int i = 0; i < n; i++) {
      out[offset + i] = ofInternal(scratch[i]);
    }
    Arrays.sort(out, offset, offset + n); // for int arrays this small, an allocation-free sort
    return n;
  }
}
