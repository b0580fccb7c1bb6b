package io.github.plateau.draughts;

import java.util.function.IntUnaryOperator;

/**
 * Where a bitboard layout puts the squares: each square's one-bit mask and the masks of the board
 * and of the two promotion rows, all in one word's bit numbering. The bitboard generators build
 * theirs once, when they are made, from where each square's bit lies.
 *
 * @param bitOf square to its one-bit mask, index 0 unused
 * @param board every square's bit
 * @param topRow the squares where White men are crowned
 * @param bottomRow the squares where Black men are crowned
 */
record SquareBits(long[] bitOf, long board, long topRow, long bottomRow) {

  /**
   * The masks of a board whose square {@code s} lies at bit {@code bitIndex(s)} of its word.
   *
   * @param g the board
   * @param bitIndex square to the index of its bit
   */
  static SquareBits of(Geometry g, IntUnaryOperator bitIndex) {
    long[] bitOf = new long[g.squares + 1];
    long all = 0;
    long top = 0;
    long bottom = 0;
    for (int s = 1; s <= g.squares; s++) {
      long bit = 1L << bitIndex.applyAsInt(s);
      bitOf[s] = bit;
      all |= bit;
      if (g.isPromotionSquare(s, true)) {
        top |= bit;
      }
      if (g.isPromotionSquare(s, false)) {
        bottom |= bit;
      }
    }
    return new SquareBits(bitOf, all, top, bottom);
  }
}
