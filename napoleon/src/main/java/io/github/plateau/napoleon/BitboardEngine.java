package io.github.plateau.napoleon;

import io.github.plateau.core.MoveList;
import java.util.Arrays;

/**
 * The search state of boards of at most 64 squares: copy-make on a stack of bitboard states (the
 * layout of {@link BitboardGenerator}), grown by doubling, so making a move copies 13 longs and
 * unmaking one only drops the top.
 */
final class BitboardEngine implements SearchEngine {
  private final BitboardGenerator generator;
  private long[][] states = new long[16][];
  private int top;

  BitboardEngine(NapoleonPosition position) {
    generator = new BitboardGenerator(position.game(), position.ground());
    states[0] = BitboardGenerator.state(position);
    if (position.inOrdersPhase()) {
      states[0][BitboardGenerator.SIDE] ^= 1; // the turn passes at its end: the engine's side
    }
  }

  @Override
  public int generate(MoveList out) {
    return generator.generate(states[top], out);
  }

  @Override
  public int count() {
    return generator.count(states[top]);
  }

  @Override
  public int orders(int camp, int after, MoveList out) {
    long[] s = states[top];
    long cannons = s[BitboardGenerator.OCC + camp] & s[BitboardGenerator.KINDS + PieceCodes.CANNON];
    if (after >= 0) {
      cannons &= after == 63 ? 0 : -2L << after;
    }
    if (out == null) {
      return 7 * Long.bitCount(cannons);
    }
    int n = 0;
    for (long bb = cannons; bb != 0; bb &= bb - 1) {
      int sq = Long.numberOfTrailingZeros(bb);
      n += MoveCodes.orders(sq, PieceCodes.orientation(BitboardGenerator.code(s, sq)), out);
    }
    return n;
  }

  @Override
  public void make(int move) {
    if (top + 1 == states.length) {
      states = Arrays.copyOf(states, 2 * states.length);
    }
    long[] next = states[top + 1];
    if (next == null) {
      next = new long[BitboardGenerator.STATE];
      states[top + 1] = next;
    }
    System.arraycopy(states[top], 0, next, 0, BitboardGenerator.STATE);
    if (MoveCodes.isOrder(move)) {
      BitboardGenerator.orient(next, MoveCodes.from(move), MoveCodes.orderDirection(move));
    } else {
      generator.make(next, move);
    }
    top++;
  }

  @Override
  public void unmake() {
    top--;
  }

  @Override
  public int code(int square) {
    return BitboardGenerator.code(states[top], square);
  }

  @Override
  public int streak(int camp) {
    return (int) states[top][BitboardGenerator.STREAK + camp];
  }

  @Override
  public int side() {
    return (int) states[top][BitboardGenerator.SIDE];
  }

  /** Two armies only on bitboards: the other camp. */
  @Override
  public int next() {
    return 1 - side();
  }

  @Override
  public int points(int camp) {
    return generator.points(states[top], camp);
  }

  @Override
  public int count(int camp, int kind) {
    return BitboardGenerator.count(states[top], camp, kind);
  }
}
