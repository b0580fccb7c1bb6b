package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.SplittableRandom;

/**
 * Zobrist keys: random 64-bit numbers, one per (piece, square) or other feature, combined with XOR
 * into a position's {@link Position#hash()}. Drawn from a fixed seed so that hashes are the same on
 * every run and machine.
 */
public final class Zobrist {
  private Zobrist() {}

  /**
   * A table of keys.
   *
   * @param seed the game's own seed, so that two games do not share keys
   * @param count how many keys
   * @return {@code count} keys, none of them 0
   */
  public static long[] keys(long seed, int count) {
    checkArgument(count >= 0, "count %s is negative", count);
    SplittableRandom random = new SplittableRandom(seed);
    long[] keys = new long[count];
    for (int i = 0; i < count; i++) {
      long key;
      do {
        key = random.nextLong();
      } while (key == 0);
      keys[i] = key;
    }
    return keys;
  }
}
