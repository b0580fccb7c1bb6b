package io.github.plateau.draughts;

/**
 * The integer move codes of a {@link DraughtsSearchBoard}: {@code from | to << 8 | variant << 16},
 * where {@code variant} tells apart the captures that share start and end (0 for the first in
 * {@link DraughtsPosition#legalMoves()} order, 1 for the next, ...). Squares fit 8 bits: the
 * largest board, 20 x 20, has 200.
 */
final class MoveCodes {
  private static final int SQUARE_BITS = 8;
  private static final int SQUARE_MASK = (1 << SQUARE_BITS) - 1;
  private static final int VARIANT_SHIFT = 2 * SQUARE_BITS;

  private MoveCodes() {}

  /**
   * The code of a move from one square to another, the {@code variant}-th of that start and end.
   */
  static int of(int from, int to, int variant) {
    return from | to << SQUARE_BITS | variant << VARIANT_SHIFT;
  }

  /** The start square of a code. */
  static int from(int code) {
    return code & SQUARE_MASK;
  }

  /** The end square of a code. */
  static int to(int code) {
    return code >>> SQUARE_BITS & SQUARE_MASK;
  }

  /** Which of the captures sharing start and end a code names. */
  static int variant(int code) {
    return code >>> VARIANT_SHIFT;
  }

  /** A code as a message shows it: {@code 46 to 41, variant 0}. */
  static String describe(int code) {
    return from(code) + " to " + to(code) + ", variant " + variant(code);
  }
}
