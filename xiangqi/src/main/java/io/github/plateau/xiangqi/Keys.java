package io.github.plateau.xiangqi;

import io.github.plateau.core.Zobrist;

/** The Zobrist keys of the position hash, shared by positions and search boards. */
final class Keys {
  /** One key per piece (2 colours x 7 kinds) and point, then one for Black to move. */
  private static final long[] KEYS = Zobrist.keys(0x58_69_61_6E_67_51_69L, 14 * 90 + 1);

  static final long BLACK_TO_MOVE = KEYS[14 * 90];

  private Keys() {}

  /** The key of a piece code on a cell. */
  static long key(int code, int cell) {
    return KEYS[((code >> 5) * 7 + (code & 7) - 1) * 90 + Geometry.POINT[cell]];
  }

  /** The hash of a board from scratch. */
  static long hash(Board board) {
    long hash = board.side == 1 ? BLACK_TO_MOVE : 0;
    for (int cell = 0; cell < Geometry.SIZE; cell++) {
      int code = board.squares[cell];
      if (code != PieceCodes.EMPTY && code != PieceCodes.OFF) {
        hash ^= key(code, cell);
      }
    }
    return hash;
  }

  /** The hash after an internal move on a board with this hash, before the board makes it. */
  static long after(long hash, Board board, int move) {
    int from = move & 0xFF;
    int to = move >>> 8;
    int moving = board.squares[from];
    int captured = board.squares[to];
    long next = hash ^ BLACK_TO_MOVE ^ key(moving, from) ^ key(moving, to);
    return captured == PieceCodes.EMPTY ? next : next ^ key(captured, to);
  }
}
