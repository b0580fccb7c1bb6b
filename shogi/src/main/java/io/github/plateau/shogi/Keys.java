package io.github.plateau.shogi;

import io.github.plateau.core.Zobrist;

/**
 * The Zobrist keys of shogi positions: one per (piece code, square), one per (color, hand type,
 * count), so that a hand of n pieces of a type contributes the keys of counts 1 to n, and one for
 * gote to move.
 */
final class Keys {
  private static final int PIECE_KEYS = 32 * Geometry.SQUARES;
  private static final int HAND_KEYS = 16 * 19;
  private static final long[] KEYS = Zobrist.keys(0x5407_1ba5L, PIECE_KEYS + HAND_KEYS + 1);

  /** The key of gote to move. */
  static final long GOTE_TO_MOVE = KEYS[PIECE_KEYS + HAND_KEYS];

  private Keys() {}

  static long piece(int code, int square) {
    return KEYS[code * Geometry.SQUARES + square];
  }

  /** The key XORed in when a color's count of a type in hand reaches {@code count} (1 to 18). */
  static long hand(int color, int type, int count) {
    return KEYS[PIECE_KEYS + (color * 8 + type) * 19 + count];
  }

  /**
   * What a color's hand of {@code count} pieces of a type adds to the hash: the keys of counts 1 to
   * {@code count} (0 to 18) XORed together, so that a hand's share is taken out in one step.
   */
  static long hands(int color, int type, int count) {
    return RUNS[(color * 8 + type) * 19 + count];
  }

  private static final long[] RUNS = new long[HAND_KEYS];

  static {
    for (int slot = 0; slot < 16; slot++) {
      for (int count = 1; count < 19; count++) {
        RUNS[slot * 19 + count] =
            RUNS[slot * 19 + count - 1] ^ KEYS[PIECE_KEYS + slot * 19 + count];
      }
    }
  }
}
