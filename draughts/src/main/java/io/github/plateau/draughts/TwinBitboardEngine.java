package io.github.plateau.draughts;

/**
 * The search engine over {@link TwinBitboardGenerator}: six words, each set split by row parity.
 */
final class TwinBitboardEngine implements SearchEngine {
  private final TwinBitboardGenerator generator;
  private final long[] bitOf;
  private final int[] wordOf;
  private final int[][] squareOf;
  private final long[] sets = new long[6]; // white A, white B, black A, black B, kings A, kings B

  TwinBitboardEngine(TwinBitboardGenerator generator) {
    this.generator = generator;
    this.bitOf = generator.bitOf;
    this.wordOf = generator.wordOf;
    this.squareOf = generator.squareOf;
  }

  @Override
  public void put(int square, int code) {
    int w = wordOf[square];
    long bit = bitOf[square];
    sets[(PieceCodes.isWhite(code) ? 0 : 2) + w] |= bit;
    if (PieceCodes.isKing(code)) {
      sets[4 + w] |= bit;
    }
  }

  @Override
  public void clear(int square) {
    int w = wordOf[square];
    long keep = ~bitOf[square];
    sets[w] &= keep;
    sets[2 + w] &= keep;
    sets[4 + w] &= keep;
  }

  @Override
  public void list(boolean white, PlyMoves out) {
    int n =
        generator.generate(sets[0], sets[1], sets[2], sets[3], sets[4], sets[5], white, 0, false);
    out.prepare(n, n * generator.best); // the majority rule: every capture takes the most
    long[][] moves = generator.plies[0];
    int at = 0;
    for (int r = 0; r < n; r++) {
      out.from[r] =
          square(moves[TwinBitboardGenerator.FROM_A][r], moves[TwinBitboardGenerator.FROM_B][r]);
      out.to[r] =
          square(moves[TwinBitboardGenerator.TO_A][r], moves[TwinBitboardGenerator.TO_B][r]);
      out.capStart[r] = at;
      int first = at;
      for (long c = moves[TwinBitboardGenerator.CAPS_A][r]; c != 0; c &= c - 1) {
        out.caps[at++] = squareOf[0][Long.numberOfTrailingZeros(c)];
      }
      for (long c = moves[TwinBitboardGenerator.CAPS_B][r]; c != 0; c &= c - 1) {
        out.caps[at++] = squareOf[1][Long.numberOfTrailingZeros(c)];
      }
      sort(out.caps, first, at);
    }
    out.capStart[n] = at;
    out.finish(n);
  }

  private int square(long a, long b) {
    return a != 0
        ? squareOf[0][Long.numberOfTrailingZeros(a)]
        : squareOf[1][Long.numberOfTrailingZeros(b)];
  }

  /** The two words interleave by rows: an insertion sort of a few squares puts them in order. */
  private static void sort(int[] squares, int from, int to) {
    for (int j = from + 1; j < to; j++) {
      int s = squares[j];
      int k = j - 1;
      while (k >= from && squares[k] > s) {
        squares[k + 1] = squares[k];
        k--;
      }
      squares[k + 1] = s;
    }
  }
}
