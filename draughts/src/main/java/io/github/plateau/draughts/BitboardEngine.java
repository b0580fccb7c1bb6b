package io.github.plateau.draughts;

/**
 * The search engine over {@link BitboardGenerator}: three words, white, black and kings. Captures
 * come from the generator; quiet moves, the common case, are listed here piece by piece in square
 * order, already in the order of {@link DraughtsPosition#legalMoves()}, so that they need no sort.
 */
final class BitboardEngine implements SearchEngine {
  private final BitboardGenerator generator;
  private final long[] bitOf;
  private final int[] squareOf;
  private final long board; // every square's bit
  private final int half; // a step up-right is {@code >>> half}, up-left {@code >>> half + 1}
  private long white;
  private long black;
  private long kings;

  BitboardEngine(BitboardGenerator generator, Geometry geometry) {
    this.generator = generator;
    this.bitOf = generator.bitOf;
    this.squareOf = generator.squareOf;
    this.half = geometry.half;
    long all = 0;
    for (int square = 1; square <= geometry.squares; square++) {
      all |= bitOf[square];
    }
    this.board = all;
  }

  @Override
  public void put(int square, int code) {
    long bit = bitOf[square];
    if (PieceCodes.isWhite(code)) {
      white |= bit;
    } else {
      black |= bit;
    }
    if (PieceCodes.isKing(code)) {
      kings |= bit;
    }
  }

  @Override
  public void clear(int square) {
    long keep = ~bitOf[square];
    white &= keep;
    black &= keep;
    kings &= keep;
  }

  @Override
  public void list(boolean whiteToMove, PlyMoves out) {
    // counting only lists the captures, and just counts the quiet moves
    int n = generator.generate(white, black, kings, whiteToMove, 0, true);
    if (generator.best == 0) {
      listQuiet(whiteToMove, out, n);
      return;
    }
    writeCaptures(n, out);
  }

  @Override
  public void listQuiet(boolean whiteToMove, PlyMoves out, int count) {
    out.prepare(count, 0);
    quietMoves(whiteToMove, out);
    out.finishSorted(count);
  }

  @Override
  public int listCaptures(boolean whiteToMove, PlyMoves out) {
    int n = generator.generate(white, black, kings, whiteToMove, 0, true);
    if (generator.best == 0) {
      return n; // counted, not listed
    }
    writeCaptures(n, out);
    return -1;
  }

  /** Writes the generator's {@code n} captures into {@code out}. */
  private void writeCaptures(int n, PlyMoves out) {
    out.prepare(n, n * generator.best); // the majority rule: every capture takes the most
    long[][] moves = generator.plies[0];
    long[] from = moves[BitboardGenerator.FROM];
    long[] to = moves[BitboardGenerator.TO];
    long[] caps = moves[BitboardGenerator.CAPS];
    int at = 0;
    for (int r = 0; r < n; r++) {
      out.from[r] = square(from[r]);
      out.to[r] = square(to[r]);
      out.capStart[r] = at;
      // bits rise with square numbers, so the squares come out in order
      for (long c = caps[r]; c != 0; c &= c - 1) {
        out.caps[at++] = square(c);
      }
    }
    out.capStart[n] = at;
    out.finish(n);
  }

  private int square(long bits) {
    return squareOf[Long.numberOfTrailingZeros(bits)];
  }

  /**
   * The quiet moves by start square, then end square: a man's left step has the lower number, and a
   * king's targets on its four rays are gathered into one set read in bit (square) order.
   */
  private void quietMoves(boolean whiteToMove, PlyMoves out) {
    long free = board & ~(white | black);
    int i = 0;
    for (long pieces = whiteToMove ? white : black; pieces != 0; pieces &= pieces - 1) {
      long bit = pieces & -pieces;
      int from = square(bit);
      long targets;
      if ((bit & kings) == 0) {
        targets = whiteToMove ? (bit >>> half | bit >>> half + 1) : (bit << half | bit << half + 1);
        targets &= free;
      } else {
        targets = ray(bit, free, -half - 1) | ray(bit, free, -half);
        targets |= ray(bit, free, half) | ray(bit, free, half + 1);
      }
      for (; targets != 0; targets &= targets - 1) {
        out.from[i] = from;
        out.to[i] = square(targets);
        out.capStart[++i] = 0;
      }
    }
  }

  /** The free squares a king flies over from {@code bit} with steps of {@code rotation}. */
  private static long ray(long bit, long free, int rotation) {
    long reached = 0;
    for (long t = Long.rotateLeft(bit, rotation) & free;
        t != 0;
        t = Long.rotateLeft(t, rotation) & free) {
      reached |= t;
    }
    return reached;
  }
}
