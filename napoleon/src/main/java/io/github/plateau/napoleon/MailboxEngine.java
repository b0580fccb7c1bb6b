package io.github.plateau.napoleon;

import io.github.plateau.core.MoveList;
import java.util.Arrays;

/**
 * The search state of boards of any size: the make and unmake of {@link MailboxGenerator} on one
 * mailbox, with an undo stack of primitive arrays (the move, the captured piece, the streaks before
 * it) grown by doubling.
 */
final class MailboxEngine implements SearchEngine {
  private final MailboxGenerator generator;
  private final int camps = Camp.ALL.length;
  private int[] moves = new int[16];
  private int[] movers = new int[16];
  private int[] captured = new int[16];
  private int[] streaks = new int[16 * camps];
  private int top;

  MailboxEngine(NapoleonPosition position) {
    generator = new MailboxGenerator(position);
    if (position.inOrdersPhase()) {
      generator.passTurn(); // the turn passes at its end: the engine's side
    }
  }

  @Override
  public int generate(MoveList out) {
    return generator.generate(out);
  }

  @Override
  public int count() {
    return generator.generate(null);
  }

  @Override
  public int orders(int camp, int after, MoveList out) {
    int[] cells = generator.cells;
    int n = 0;
    for (int sq = after + 1; sq < cells.length; sq++) {
      int code = cells[sq];
      if (code != PieceCodes.EMPTY
          && PieceCodes.kind(code) == PieceCodes.CANNON
          && PieceCodes.camp(code) == camp) {
        n += MoveCodes.orders(sq, PieceCodes.orientation(code), out);
      }
    }
    return n;
  }

  @Override
  public void make(int move) {
    if (top == moves.length) {
      moves = Arrays.copyOf(moves, 2 * top);
      captured = Arrays.copyOf(captured, 2 * top);
      movers = Arrays.copyOf(movers, 2 * top);
      streaks = Arrays.copyOf(streaks, 2 * top * camps);
    }
    System.arraycopy(generator.streaks, 0, streaks, top * camps, camps);
    moves[top] = move;
    movers[top] = generator.side;
    if (MoveCodes.isOrder(move)) {
      int sq = MoveCodes.from(move);
      captured[top] = generator.cells[sq]; // the cannon as it was
      generator.cells[sq] =
          PieceCodes.withOrientation(captured[top], MoveCodes.orderDirection(move));
    } else {
      captured[top] = generator.make(move);
    }
    top++;
  }

  @Override
  public void unmake() {
    top--;
    if (MoveCodes.isOrder(moves[top])) {
      generator.cells[MoveCodes.from(moves[top])] = captured[top];
    } else {
      generator.unmake(moves[top], captured[top], streaks, top * camps, movers[top]);
    }
  }

  @Override
  public int code(int square) {
    return generator.cells[square];
  }

  @Override
  public int streak(int camp) {
    return generator.streaks[camp];
  }

  @Override
  public int side() {
    return generator.side;
  }

  @Override
  public int next() {
    return generator.next;
  }

  @Override
  public int points(int camp) {
    return generator.points(camp);
  }

  @Override
  public int count(int camp, int kind) {
    return generator.count(camp, kind);
  }
}
