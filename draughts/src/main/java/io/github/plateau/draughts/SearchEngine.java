package io.github.plateau.draughts;

/**
 * The move generation behind a {@link DraughtsSearchBoard}: a mirror of the board in a generator's
 * own form, kept up to date square by square, and the legal moves it finds written into a {@link
 * PlyMoves} in square numbers. Allocation-free once its buffers have grown to the longest list.
 */
interface SearchEngine {

  /** Puts a piece (a {@link PieceCodes} code) on an empty square. */
  void put(int square, int code);

  /** Empties a square. */
  void clear(int square);

  /**
   * Lists the legal moves of the mirrored board into {@code out}, in the generator's order: after
   * {@link PlyMoves#prepare}, their start and end squares, captured squares (ascending, for each
   * move) and, for a man crowned during a capture, {@code crowns}; then {@link PlyMoves#finish}.
   */
  void list(boolean white, PlyMoves out);

  /** The engine of a board and rules, over the generator that {@link Generator#of} chooses. */
  static SearchEngine of(Geometry geometry, MoveRules rules) {
    Generator generator = Generator.of(geometry, rules);
    if (generator instanceof BitboardGenerator bitboards) {
      return new BitboardEngine(bitboards, geometry);
    }
    if (generator instanceof TwinBitboardGenerator twinBitboards) {
      return new TwinBitboardEngine(twinBitboards);
    }
    return new MailboxEngine((MailboxGenerator) generator, geometry);
  }
}
