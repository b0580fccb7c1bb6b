package io.github.plateau.draughts;

/**
 * The search engine over {@link MailboxGenerator}, for every board and rule flag: a mirror of the
 * cells, and one reused move list.
 */
final class MailboxEngine implements SearchEngine {
  private final MailboxGenerator generator;
  private final byte[] cells;
  private final MailboxGenerator.Ply moves = new MailboxGenerator.Ply();

  MailboxEngine(MailboxGenerator generator, Geometry geometry) {
    this.generator = generator;
    this.cells = new byte[geometry.squares + 1];
  }

  @Override
  public void put(int square, int code) {
    cells[square] = (byte) code;
  }

  @Override
  public void clear(int square) {
    cells[square] = 0;
  }

  @Override
  public void list(boolean white, PlyMoves out) {
    int n = generator.generate(cells, white, moves, false);
    out.prepare(n, moves.capStart[n]);
    System.arraycopy(moves.from, 0, out.from, 0, n);
    System.arraycopy(moves.to, 0, out.to, 0, n);
    System.arraycopy(moves.crowned, 0, out.crowns, 0, n);
    System.arraycopy(moves.capStart, 0, out.capStart, 0, n + 1);
    System.arraycopy(moves.caps, 0, out.caps, 0, moves.capStart[n]); // sorted by the generator
    out.finish(n);
  }
}
