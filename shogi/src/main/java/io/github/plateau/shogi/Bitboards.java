package io.github.plateau.shogi;

import static io.github.plateau.shogi.Geometry.OFF;
import static io.github.plateau.shogi.Geometry.RAY_HI;
import static io.github.plateau.shogi.Geometry.RAY_LO;
import static io.github.plateau.shogi.Geometry.ROW;
import static io.github.plateau.shogi.Geometry.SQUARES;

/**
 * Shogi's 81-bit set arithmetic: what the {@link Board}'s generator asks of a set of squares. A set
 * of squares is a pair of {@code long}s: bit {@code s} of the low word is square {@code s} for
 * squares 0 to 63, bit {@code s - 64} of the high word is square {@code s} for squares 64 to 80
 * (squares in SFEN order). The precomputed sets (single squares, rays, steps, zones) are tables of
 * {@link Geometry}.
 *
 * <p>A slider's attacks in one direction are its whole ray minus the ray that starts at the first
 * occupied square: the first blocker is the lowest set bit of the ray's occupancy when the
 * direction goes towards higher squares (down, right, down-right, down-left: the odd directions),
 * the highest set bit otherwise.
 */
final class Bitboards {
  /** The squares 64 to 80 in the high word. */
  static final long HI_MASK = (1L << (SQUARES - 64)) - 1;

  private Bitboards() {}

  /** Whether square s is in the set (lo, hi). */
  static boolean has(long lo, long hi, int s) {
    // a shift counts modulo 64, so s - 64 need not be written for the high word
    return ((s < 64 ? lo : hi) >>> s & 1) != 0;
  }

  /**
   * The lowest square of the non-empty set (lo, hi). A loop over a set takes it, then removes it
   * with {@link Geometry#BIT_LO} and {@link Geometry#BIT_HI}.
   */
  static int first(long lo, long hi) {
    return lo != 0 ? Long.numberOfTrailingZeros(lo) : 64 + Long.numberOfTrailingZeros(hi);
  }

  /** The number of squares in the set (lo, hi). */
  static int count(long lo, long hi) {
    return Long.bitCount(lo) + Long.bitCount(hi);
  }

  /**
   * The first occupied square from s in direction d, or OFF when the ray holds none.
   *
   * @param d a direction of {@link Geometry}
   * @param s a square, or OFF
   */
  static int blocker(int d, int s, long occLo, long occHi) {
    int r = d * ROW + s;
    return (d & 1) != 0 ? above(r, occLo, occHi) : below(r, occLo, occHi);
  }

  /**
   * The last occupied square of the ray {@code r = d * ROW + s} of a direction d towards lower
   * squares, or OFF.
   */
  static int below(int r, long occLo, long occHi) {
    long m = RAY_HI[r] & occHi;
    if (m != 0) {
      return 127 - Long.numberOfLeadingZeros(m);
    }
    m = RAY_LO[r] & occLo;
    return m != 0 ? 63 - Long.numberOfLeadingZeros(m) : OFF;
  }

  /**
   * The first occupied square of the ray {@code r = d * ROW + s} of a direction d towards higher
   * squares, or OFF.
   */
  static int above(int r, long occLo, long occHi) {
    long m = RAY_LO[r] & occLo;
    if (m != 0) {
      return Long.numberOfTrailingZeros(m);
    }
    m = RAY_HI[r] & occHi;
    return m != 0 ? 64 + Long.numberOfTrailingZeros(m) : OFF;
  }
}
