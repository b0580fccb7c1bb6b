package io.github.plateau.draughts;

/**
 * A legal-move generator for one board size and rule set. Cells are indexed by square number (index
 * 0 unused): 0 empty, else a {@link PieceCodes} code. Instances hold scratch space: one per thread.
 */
interface Generator {

  /**
   * The leaves of the legal-move tree at exactly {@code depth} plies.
   *
   * @param cells the board, not modified
   * @param white whether White is to move
   * @param depth 0 or more
   * @return the count
   */
  long perft(byte[] cells, boolean white, int depth);

  /**
   * A new generator for a board and rules: under the international rules, one 64-bit word per piece
   * set up to 10 x 10 and two up to 14 x 14; else the general one.
   *
   * @param geometry the board
   * @param rules the move rules
   * @return a generator for one thread
   */
  static Generator of(Geometry geometry, MoveRules rules) {
    if (rules.isInternational() && BitboardGenerator.fits(geometry)) {
      return new BitboardGenerator(geometry);
    }
    if (rules.isInternational() && TwinBitboardGenerator.fits(geometry)) {
      return new TwinBitboardGenerator(geometry);
    }
    return new MailboxGenerator(geometry, rules);
  }
}
