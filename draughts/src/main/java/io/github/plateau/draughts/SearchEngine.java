package io.github.plateau.draughts;

/**
 * The move generation behind a {@link DraughtsSearchBoard}: a mirror of the board in a generator's
 * own form, kept up to date square by square, and the moves it lists read back in square numbers.
 * One list at a time: {@link #generate} replaces the previous one. Allocation-free once its buffers
 * have grown to the largest list.
 */
interface SearchEngine {

  /** Puts a piece (a {@link Piece#code()}) on an empty square. */
  void put(int square, int code);

  /** Empties a square. */
  void clear(int square);

  /**
   * Lists the legal moves of the mirrored board, in the generator's order.
   *
   * @return the number of moves
   */
  int generate(boolean white);

  /** The start square of move {@code i} of the list. */
  int from(int i);

  /** The end square of move {@code i}. */
  int to(int i);

  /**
   * Writes the captured squares of move {@code i} in ascending order into {@code out} from {@code
   * at}, which has room for every square of the board.
   *
   * @return how many
   */
  int captured(int i, int[] out, int at);

  /** Whether move {@code i} crowns a man before its end (promotion during a capture). */
  boolean crowns(int i);

  /** The engine of a board and rules: the same generator as {@link Generator#of}. */
  static SearchEngine of(Geometry geometry, MoveRules rules) {
    if (rules.isInternational() && BitboardGenerator.fits(geometry)) {
      return new BitboardEngine(geometry);
    }
    if (rules.isInternational() && TwinBitboardGenerator.fits(geometry)) {
      return new TwinBitboardEngine(geometry);
    }
    return new MailboxEngine(geometry, rules);
  }
}
