package io.github.plateau.shogi;

import static io.github.plateau.shogi.PieceCodes.BISHOP;
import static io.github.plateau.shogi.PieceCodes.DRAGON;
import static io.github.plateau.shogi.PieceCodes.GOLD;
import static io.github.plateau.shogi.PieceCodes.HORSE;
import static io.github.plateau.shogi.PieceCodes.KING;
import static io.github.plateau.shogi.PieceCodes.KNIGHT;
import static io.github.plateau.shogi.PieceCodes.LANCE;
import static io.github.plateau.shogi.PieceCodes.PAWN;
import static io.github.plateau.shogi.PieceCodes.PROMOTED_KNIGHT;
import static io.github.plateau.shogi.PieceCodes.PROMOTED_LANCE;
import static io.github.plateau.shogi.PieceCodes.PROMOTED_SILVER;
import static io.github.plateau.shogi.PieceCodes.ROOK;
import static io.github.plateau.shogi.PieceCodes.SILVER;
import static io.github.plateau.shogi.PieceCodes.TOKIN;

import java.util.Arrays;

/**
 * Precomputed board geometry. Squares are numbered 0 to 80 in SFEN order: rank a (gote's side)
 * first, files 9 to 1 within a rank, so square {@code 9 * rank + column} with {@code column = 9 -
 * file}. Square 81 is an off-board sentinel that every step from the edge leads to and that leads
 * only to itself, so ray walks stop on it without bounds checks.
 *
 * <p>Directions are numbered so that {@code d ^ 1} is the opposite of {@code d}: up (towards rank
 * a), down, left (towards file 9), right, up-left, down-right, up-right, down-left.
 *
 * <p>Beside the tables by square, the same geometry as sets of squares ({@code BIT_LO}, {@code
 * RAY_LO}, {@code STEP_LO} and their high words, ...), the tables of the generator's bitboards; the
 * arithmetic on such sets is {@link Bitboards}.
 */
final class Geometry {
  static final int SQUARES = 81;
  static final int OFF = 81;

  static final int UP = 0;
  static final int DOWN = 1;
  static final int LEFT = 2;
  static final int RIGHT = 3;
  static final int UP_LEFT = 4;
  static final int DOWN_RIGHT = 5;
  static final int UP_RIGHT = 6;
  static final int DOWN_LEFT = 7;

  private static final int[] RANK_STEP = {-1, 1, 0, 0, -1, 1, -1, 1};
  private static final int[] COLUMN_STEP = {0, 0, -1, 1, -1, 1, 1, -1};

  /** Gote's pieces move as sente's seen upside down: the direction each sente direction becomes. */
  private static final int[] FLIP = {
    DOWN, UP, LEFT, RIGHT, DOWN_LEFT, UP_RIGHT, DOWN_RIGHT, UP_LEFT
  };

  /** {@code NEIGHBOR[d][s]}: the square next to s in direction d, or {@link #OFF}. */
  static final int[][] NEIGHBOR = new int[8][SQUARES + 1];

  /** {@code STEPS[code][s]}: the single-step (and knight) targets of a piece, slides excluded. */
  static final int[][][] STEPS = new int[33][][];

  /** {@code SLIDES[code]}: the directions in which a piece slides any distance. */
  static final int[][] SLIDES = new int[33][];

  /** {@code STEP_ATTACKS[code]}: a bit per direction in which a piece attacks its neighbour. */
  static final int[] STEP_ATTACKS = new int[33];

  /** {@code SLIDE_ATTACKS[code]}: a bit per direction in which a piece attacks beyond. */
  static final int[] SLIDE_ATTACKS = new int[33];

  /** {@code KNIGHT_SOURCES[color][s]}: where a knight of that color stands to attack s. */
  static final int[][][] KNIGHT_SOURCES = new int[2][SQUARES][];

  /** {@code LINE[a * 81 + b]}: 1 + the direction from a to b if b lies on a ray from a, else 0. */
  static final byte[] LINE = new byte[SQUARES * SQUARES];

  // The same geometry as sets of squares, in the two-word form that Bitboards reads. Tables
  // indexed by square have a row for the off-board square OFF that holds the empty set, so that a
  // ray ending on no piece needs no test.

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

  private Geometry() {}

  static int rank(int square) {
    return square / 9;
  }

  static int column(int square) {
    return square % 9;
  }

  static int square(int rank, int column) {
    return 9 * rank + column;
  }

  /** The rank counted from a side's own back rank: 0 is its last (farthest) rank. */
  static int farRank(int color, int square) {
    return color == 0 ? square / 9 : 8 - square / 9;
  }

  static boolean inZone(int color, int square) {
    return farRank(color, square) < 3;
  }

  /** Whether a piece of the type could never move again standing on the square. */
  static boolean isDead(int color, int type, int square) {
    int far = farRank(color, square);
    return (type == PAWN || type == LANCE) && far == 0 || type == KNIGHT && far < 2;
  }

  static {
    for (int d = 0; d < 8; d++) {
      for (int s = 0; s < SQUARES; s++) {
        int r = rank(s) + RANK_STEP[d];
        int c = column(s) + COLUMN_STEP[d];
        NEIGHBOR[d][s] = r >= 0 && r < 9 && c >= 0 && c < 9 ? square(r, c) : OFF;
      }
      NEIGHBOR[d][OFF] = OFF;
    }
    for (int a = 0; a < SQUARES; a++) {
      for (int d = 0; d < 8; d++) {
        for (int b = NEIGHBOR[d][a]; b != OFF; b = NEIGHBOR[d][b]) {
          LINE[a * SQUARES + b] = (byte) (d + 1);
        }
      }
    }
    int[] all = {UP, DOWN, LEFT, RIGHT, UP_LEFT, DOWN_RIGHT, UP_RIGHT, DOWN_LEFT};
    int[] gold = {UP, DOWN, LEFT, RIGHT, UP_LEFT, UP_RIGHT};
    int[] silver = {UP, UP_LEFT, UP_RIGHT, DOWN_LEFT, DOWN_RIGHT};
    int[] orthogonal = {UP, DOWN, LEFT, RIGHT};
    int[] diagonal = {UP_LEFT, DOWN_RIGHT, UP_RIGHT, DOWN_LEFT};
    int[] none = {};
    Arrays.fill(STEPS, new int[SQUARES + 1][0]);
    Arrays.fill(SLIDES, none);
    for (int color = 0; color < 2; color++) {
      define(color, PAWN, new int[] {UP}, none);
      define(color, LANCE, none, new int[] {UP});
      define(color, KNIGHT, none, none);
      define(color, SILVER, silver, none);
      define(color, GOLD, gold, none);
      define(color, BISHOP, none, diagonal);
      define(color, ROOK, none, orthogonal);
      define(color, KING, all, none);
      for (int golden : new int[] {TOKIN, PROMOTED_LANCE, PROMOTED_KNIGHT, PROMOTED_SILVER}) {
        define(color, golden, gold, none);
      }
      define(color, HORSE, orthogonal, diagonal);
      define(color, DRAGON, diagonal, orthogonal);
      defineKnight(color);
    }
  }

  private static void define(int color, int type, int[] steps, int[] slides) {
    int code = PieceCodes.code(color, type);
    int[][] targets = new int[SQUARES + 1][];
    for (int s = 0; s <= SQUARES; s++) {
      int[] out = new int[steps.length];
      int n = 0;
      for (int d : steps) {
        int t = s == OFF ? OFF : NEIGHBOR[color == 0 ? d : FLIP[d]][s];
        if (t != OFF) {
          out[n++] = t;
        }
      }
      targets[s] = Arrays.copyOf(out, n);
    }
    STEPS[code] = targets;
    SLIDES[code] = new int[slides.length];
    for (int i = 0; i < slides.length; i++) {
      int d = color == 0 ? slides[i] : FLIP[slides[i]];
      SLIDES[code][i] = d;
      SLIDE_ATTACKS[code] |= 1 << d;
      STEP_ATTACKS[code] |= 1 << d;
    }
    for (int d : steps) {
      STEP_ATTACKS[code] |= 1 << (color == 0 ? d : FLIP[d]);
    }
  }

  private static void defineKnight(int color) {
    int code = PieceCodes.code(color, KNIGHT);
    int forward = color == 0 ? -2 : 2;
    int[][] targets = new int[SQUARES + 1][];
    targets[OFF] = new int[0];
    for (int s = 0; s < SQUARES; s++) {
      targets[s] = jumps(s, forward);
      KNIGHT_SOURCES[color][s] = jumps(s, -forward);
    }
    STEPS[code] = targets;
  }

  private static int[] jumps(int s, int forward) {
    int[] out = new int[2];
    int n = 0;
    int r = rank(s) + forward;
    for (int c = column(s) - 1; c <= column(s) + 1; c += 2) {
      if (r >= 0 && r < 9 && c >= 0 && c < 9) {
        out[n++] = square(r, c);
      }
    }
    return Arrays.copyOf(out, n);
  }

  // the sets, once the square tables above are filled
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
        if (Math.abs(rank(s) - rank(t)) <= 3 && Math.abs(column(s) - column(t)) <= 2) {
          NEAR_LO[s] |= BIT_LO[t];
          NEAR_HI[s] |= BIT_HI[t];
        }
      }
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
        if (inZone(color, s)) {
          ZONE_LO[color] |= BIT_LO[s];
          ZONE_HI[color] |= BIT_HI[s];
        }
        for (int type = 1; type < 16; type++) {
          if (type != KING && !isDead(color, type, s)) {
            LIVE_LO[PieceCodes.code(color, type)] |= BIT_LO[s];
            LIVE_HI[PieceCodes.code(color, type)] |= BIT_HI[s];
          }
        }
        int king = PieceCodes.code(color, KING);
        LIVE_LO[king] |= BIT_LO[s];
        LIVE_HI[king] |= BIT_HI[s];
      }
      for (int mask = 0; mask < 512; mask++) {
        if ((mask >> column(s) & 1) != 0) {
          FILES_LO[mask] |= BIT_LO[s];
          FILES_HI[mask] |= BIT_HI[s];
        }
      }
    }
  }
}
