package io.github.plateau.draughts;

/** The search engine over {@link BitboardGenerator}: three words, white, black and kings. */
final class BitboardEngine implements SearchEngine {
  private final BitboardGenerator generator;
  private final long[] bitOf;
  private final int[] squareOf;
  private long white;
  private long black;
  private long kings;

  BitboardEngine(Geometry geometry) {
    this.generator = new BitboardGenerator(geometry);
    this.bitOf = generator.bitOf;
    this.squareOf = generator.squareOf;
  }

  @Override
  public void put(int square, int code) {
    long bit = bitOf[square];
    if (Piece.isWhiteCode(code)) {
      white |= bit;
    } else {
      black |= bit;
    }
    if (Piece.isKingCode(code)) {
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
  public int generate(boolean whiteToMove) {
    return generator.generate(white, black, kings, whiteToMove, 0, false);
  }

  private int square(long bit) {
    return squareOf[Long.numberOfTrailingZeros(bit)];
  }

  @Override
  public int from(int i) {
    return square(generator.plyFrom[0][i]);
  }

  @Override
  public int to(int i) {
    return square(generator.plyTo[0][i]);
  }

  @Override
  public int captured(int i, int[] out, int at) {
    int n = at;
    // bits rise with square numbers, so the squares come out in order
    for (long caps = generator.plyCaps[0][i]; caps != 0; caps &= caps - 1) {
      out[n++] = square(caps);
    }
    return n - at;
  }

  @Override
  public boolean crowns(int i) {
    return false; // the bitboards serve the international rules only
  }
}
