package io.github.plateau.draughts;

import io.github.plateau.core.Zobrist;

/**
 * The Zobrist keys of the position hash, shared by positions and search boards: one table per board
 * size, indexed by {@link Geometry}'s square numbers, so each size has its own keys.
 */
final class Keys {
  /** Piece codes 1..4 each get a row of keys; row 0 holds the key of Black to move. */
  private static final int ROWS = 5;

  /** The tables by board size, made once for every even size: about 31 kB in all. */
  private static final long[][] BY_SIZE = new long[Geometry.MAX_SIZE + 1][];

  static {
    for (int size = Geometry.MIN_SIZE; size <= Geometry.MAX_SIZE; size += 2) {
      int squares = size * (size / 2);
      BY_SIZE[size] = Zobrist.keys(0xd4a0_9875_0000L + size, ROWS * (squares + 1));
    }
  }

  private Keys() {}

  /**
   * A board size's keys, shared, not to be modified: the key of piece code {@code c} on square
   * {@code s} at {@code c * (squares + 1) + s}, the key of Black to move at 0.
   */
  static long[] table(Geometry geometry) {
    return BY_SIZE[geometry.size];
  }

  /** The key of a piece code on a square. */
  static long key(Geometry geometry, int code, int square) {
    return BY_SIZE[geometry.size][code * (geometry.squares + 1) + square];
  }

  /** The key of Black to move. */
  static long blackToMove(Geometry geometry) {
    return BY_SIZE[geometry.size][0];
  }
}
