package io.github.plateau.draughts;

/**
 * The search engine over {@link MailboxGenerator}, for every board and rule flag: a mirror of the
 * cells, and one reused move list.
 */
final class MailboxEngine implements SearchEngine {
  private final MailboxGenerator generator;
  private final byte[] cells;
  private final MailboxGenerator.Ply moves = new MailboxGenerator.Ply();

  MailboxEngine(Geometry geometry, MoveRules rules) {
    this.generator = new MailboxGenerator(geometry, rules);
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
  public int generate(boolean white) {
    return generator.generate(cells, white, moves, false);
  }

  @Override
  public int from(int i) {
    return moves.from[i];
  }

  @Override
  public int to(int i) {
    return moves.to[i];
  }

  @Override
  public int captured(int i, int[] out, int at) {
    int first = moves.capStart[i];
    int n = moves.capStart[i + 1] - first;
    System.arraycopy(moves.caps, first, out, at, n); // the generator keeps them sorted
    return n;
  }

  @Override
  public boolean crowns(int i) {
    return moves.crowned[i];
  }
}
