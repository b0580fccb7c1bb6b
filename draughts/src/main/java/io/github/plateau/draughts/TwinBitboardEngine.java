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

  TwinBitboardEngine(Geometry geometry) {
    this.generator = new TwinBitboardGenerator(geometry);
    this.bitOf = generator.bitOf;
    this.wordOf = generator.wordOf;
    this.squareOf = generator.squareOf;
  }

  @Override
  public void put(int square, int code) {
    int w = wordOf[square];
    long bit = bitOf[square];
    sets[(Piece.isWhiteCode(code) ? 0 : 2) + w] |= bit;
    if (Piece.isKingCode(code)) {
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
  public int generate(boolean white) {
    return generator.generate(
        sets[0], sets[1], sets[2], sets[3], sets[4], sets[5], white, 0, false);
  }

  private int square(long a, long b) {
    return a != 0
        ? squareOf[0][Long.numberOfTrailingZeros(a)]
        : squareOf[1][Long.numberOfTrailingZeros(b)];
  }

  @Override
  public int from(int i) {
    return square(generator.plyFromA[0][i], generator.plyFromB[0][i]);
  }

  @Override
  public int to(int i) {
    return square(generator.plyToA[0][i], generator.plyToB[0][i]);
  }

  @Override
  public int captured(int i, int[] out, int at) {
    int n = at;
    for (long caps = generator.plyCapsA[0][i]; caps != 0; caps &= caps - 1) {
      out[n++] = squareOf[0][Long.numberOfTrailingZeros(caps)];
    }
    for (long caps = generator.plyCapsB[0][i]; caps != 0; caps &= caps - 1) {
      out[n++] = squareOf[1][Long.numberOfTrailingZeros(caps)];
    }
    // the two words interleave by rows: an insertion sort of a few squares puts them in order
    for (int j = at + 1; j < n; j++) {
      int s = out[j];
      int k = j - 1;
      while (k >= at && out[k] > s) {
        out[k + 1] = out[k];
        k--;
      }
      out[k + 1] = s;
    }
    return n - at;
  }

  @Override
  public boolean crowns(int i) {
    return false; // the bitboards serve the international rules only
  }
}
