package io.github.plateau.shogi;

import static io.github.plateau.shogi.Geometry.NEIGHBOR;
import static io.github.plateau.shogi.Geometry.OFF;
import static io.github.plateau.shogi.Geometry.SQUARES;
import static io.github.plateau.shogi.Geometry.STEPS;

import java.util.Arrays;

/**
 * The precomputed sets of squares behind the {@link Board}'s generator. A set of squares is a pair
 * of {@code long}s: bit {@code s} of the low word is square {@code s} for squares 0 to 63, bit
 * {@code s - 64} of the high word is square {@code s} for squares 64 to 80 (squares in SFEN order,
 * as in {@link Geometry}). Tables indexed by square have a row for the off-board square {@link
 * Geometry#OFF} that holds the empty set, so that a ray ending on no piece needs no test.
 *
 * <p>A slider's attacks in one direction are its whole ray minus the ray that starts at the first
 * occupied square: the first blocker is the lowest set bit of the ray's occupancy when the
 * direction goes towards higher squares (down, right, down-right, down-left: the odd directions),
 * the highest set bit otherwise.
 */
final class Bitboards {
  /** The squares 64 to 80 in the high word. */
  static final long HI_MASK = (1L << (SQUARES - 64)) - 1;

  /** Rows per square-indexed table: the 81 squares and the off-board one. */
  static final int ROW = SQUARES + 1;

  /** {@code BIT_LO[s]}, {@code BIT_HI[s]}: the set holding square s alone (empty for OFF). */
  static final long[] BIT_LO = new long[ROW];

  static final long[] BIT_HI = new long[ROW];

  /** {@code NEXT[d * ROW + s]}: the neighbour of s in direction d, or OFF. */
  static final int[] NEXT = new int[8 * ROW];

  /** {@code RAY_LO[d * ROW + s]}: the squares from s (excluded) to the edge in direction d. */
  static final long[] RAY_LO = new long[8 * ROW];

  static final long[] RAY_HI = new long[8 * ROW];

  /** {@code STEP_LO[code * ROW + s]}: the single-step and knight targets of a piece code. */
  static final long[] STEP_LO = new long[33 * ROW];

  static final long[] STEP_HI = new long[33 * ROW];

  /** {@code ZONE_LO[color]}: the promotion zone of a color, its three farthest ranks. */
  static final long[] ZONE_LO = new long[2];

  static final long[] ZONE_HI = new long[2];

  /**
   * {@code LIVE_LO[code]}: where a piece code may stand (or be dropped) without promoting: all
   * squares except the last rank for a pawn or a lance, the last two for a knight.
   */
  static final long[] LIVE_LO = new long[33];

  static final long[] LIVE_HI = new long[33];

  /** {@code FILES_LO[mask]}: the squares of the columns whose bits are set in a 9-bit mask. */
  static final long[] FILES_LO = new long[512];

  static final long[] FILES_HI = new long[512];

  /**
   * The groups of pieces whose squares the board keeps as sets besides each piece code's, at index
   * {@code GROUPS + 2 * color + group} of its arrays: the pieces that step like a gold, and those
   * that step like a king (king, horse, dragon).
   */
  static final int GROUPS = 32;

  static final int GOLDS = 0;
  static final int KINGS = 1;

  /** The index of a set nothing reads: where a piece code in no group files. */
  static final int NO_GROUP = GROUPS + 4;

  /** The size of the board's arrays of sets. */
  static final int SETS = NO_GROUP + 1;

  /** {@code GROUP[code]}: the group set a piece code is kept in. */
  static final int[] GROUP = new int[33];

  /** {@code ORTH_LO[s]}: the squares on the rank and file of s, s excluded. */
  static final long[] ORTH_LO = new long[ROW];

  static final long[] ORTH_HI = new long[ROW];

  /** {@code DIAG_LO[s]}: the squares on the diagonals of s, s excluded. */
  static final long[] DIAG_LO = new long[ROW];

  static final long[] DIAG_HI = new long[ROW];

  /**
   * {@code NEAR_LO[s]}: the squares within three ranks and two columns of s, s included: where a
   * stepping piece (a knight included) must stand to attack a neighbour of s.
   */
  static final long[] NEAR_LO = new long[ROW];

  static final long[] NEAR_HI = new long[ROW];

  private Bitboards() {}

  /** Whether square s is in the set (lo, hi). */
  static boolean has(long lo, long hi, int s) {
    // a shift counts modulo 64, so s - 64 need not be written for the high word
    return ((s < 64 ? lo : hi) >>> s & 1) != 0;
  }

  /**
   * The lowest square of the non-empty set (lo, hi). A loop over a set takes it, then removes it
   * with {@link #BIT_LO} and {@link #BIT_HI}.
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

  static {
    for (int s = 0; s < SQUARES; s++) {
      BIT_LO[s] = s < 64 ? 1L << s : 0;
      BIT_HI[s] = s < 64 ? 0 : 1L << (s - 64);
    }
    for (int d = 0; d < 8; d++) {
      for (int s = 0; s <= SQUARES; s++) {
        NEXT[d * ROW + s] = NEIGHBOR[d][s];
        for (int t = NEIGHBOR[d][s]; t != OFF; t = NEIGHBOR[d][t]) {
          RAY_LO[d * ROW + s] |= BIT_LO[t];
          RAY_HI[d * ROW + s] |= BIT_HI[t];
        }
      }
    }
    for (int s = 0; s <= SQUARES; s++) {
      for (int d = 0; d < 8; d++) {
        if (d < 4) {
          ORTH_LO[s] |= RAY_LO[d * ROW + s];
          ORTH_HI[s] |= RAY_HI[d * ROW + s];
        } else {
          DIAG_LO[s] |= RAY_LO[d * ROW + s];
          DIAG_HI[s] |= RAY_HI[d * ROW + s];
        }
      }
    }
    for (int s = 0; s < SQUARES; s++) {
      for (int t = 0; t < SQUARES; t++) {
        if (Math.abs(Geometry.rank(s) - Geometry.rank(t)) <= 3
            && Math.abs(Geometry.column(s) - Geometry.column(t)) <= 2) {
          NEAR_LO[s] |= BIT_LO[t];
          NEAR_HI[s] |= BIT_HI[t];
        }
      }
    }
    Arrays.fill(GROUP, NO_GROUP);
    for (int color = 0; color < 2; color++) {
      int base = GROUPS + 2 * color;
      for (int type :
          new int[] {
            PieceCodes.GOLD,
            PieceCodes.TOKIN,
            PieceCodes.PROMOTED_LANCE,
            PieceCodes.PROMOTED_KNIGHT,
            PieceCodes.PROMOTED_SILVER
          }) {
        GROUP[PieceCodes.code(color, type)] = base + GOLDS;
      }
      GROUP[PieceCodes.code(color, PieceCodes.KING)] = base + KINGS;
      GROUP[PieceCodes.code(color, PieceCodes.DRAGON)] = base + KINGS;
      GROUP[PieceCodes.code(color, PieceCodes.HORSE)] = base + KINGS;
    }
    for (int code = 0; code < 33; code++) {
      for (int s = 0; s < SQUARES; s++) {
        for (int t : STEPS[code][s]) {
          STEP_LO[code * ROW + s] |= BIT_LO[t];
          STEP_HI[code * ROW + s] |= BIT_HI[t];
        }
      }
    }
    for (int s = 0; s < SQUARES; s++) {
      for (int color = 0; color < 2; color++) {
        if (Geometry.inZone(color, s)) {
          ZONE_LO[color] |= BIT_LO[s];
          ZONE_HI[color] |= BIT_HI[s];
        }
        for (int type = 1; type < 16; type++) {
          if (type != PieceCodes.KING && !Geometry.isDead(color, type, s)) {
            LIVE_LO[PieceCodes.code(color, type)] |= BIT_LO[s];
            LIVE_HI[PieceCodes.code(color, type)] |= BIT_HI[s];
          }
        }
        int king = PieceCodes.code(color, PieceCodes.KING);
        LIVE_LO[king] |= BIT_LO[s];
        LIVE_HI[king] |= BIT_HI[s];
      }
      for (int mask = 0; mask < 512; mask++) {
        if ((mask >> Geometry.column(s) & 1) != 0) {
          FILES_LO[mask] |= BIT_LO[s];
          FILES_HI[mask] |= BIT_HI[s];
        }
      }
    }
  }
}
