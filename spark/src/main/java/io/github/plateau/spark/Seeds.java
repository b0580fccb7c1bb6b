package io.github.plateau.spark;

/**
 * Seeds derived from a job's seed, so that a game's randomness depends on the job seed and the
 * game's number only, never on which executor plays it or in which order.
 */
final class Seeds {
  private Seeds() {}

  /**
   * A well-mixed seed for one item of a job: SplitMix64's finalizer over the job seed and the
   * item's numbers.
   *
   * @param seed the job's seed
   * @param parts the item's numbers (a game, a side, ...)
   * @return the item's seed
   */
  static long of(long seed, long... parts) {
    long z = seed;
    for (long part : parts) {
      z = mix(z + 0x9e37_79b9_7f4a_7c15L + mix(part));
    }
    return z;
  }

  private static long mix(long value) {
    long z = value;
    z = (z ^ (z >>> 30)) * 0xbf58_476d_1ce4_e5b9L;
    z = (z ^ (z >>> 27)) * 0x94d0_49bb_1331_11ebL;
    return z ^ (z >>> 31);
  }
}
