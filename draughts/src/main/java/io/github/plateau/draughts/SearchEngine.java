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

  /**
   * Lists the legal moves into {@code out} as {@link #list} does when they capture (captures are
   * compulsory: then every legal move does); otherwise may leave {@code out} as it is and return
   * how many quiet moves the side has. This default lists every move.
   *
   * @return -1 if the moves are listed in {@code out}, else the number of quiet moves (0: the side
   *     to move has lost)
   */
  default int listCaptures(boolean white, PlyMoves out) {
    list(white, out);
    return out.count > 0 && out.captures(out.order[0]) ? -1 : out.count;
  }

  /**
   * Lists the quiet moves into {@code out} as {@link #list} does, for a mirrored board that {@link
   * #listCaptures} found without a capture and with {@code count} quiet moves: an engine that
   * counted them lists them without looking for captures again. This default lists every move.
   */
  default void listQuiet(boolean white, PlyMoves out, int count) {
    list(white, out);
  }

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
