package io.github.plateau.napoleon;

import io.github.plateau.core.MoveList;
import java.util.Arrays;

/**
 * The search state of boards of any size: the make and unmake of {@link MailboxGenerator} on one
 * mailbox, with an undo stack of primitive arrays (the move, the captured piece, the streaks before
 * it) grown by doubling.
 */
final class MailboxEngine implements Engine {
  private final MailboxGenerator generator;
  private final int camps = Camp.count();
  private int[] moves = new int[16];
  private int[] captured = new int[16];
  private int[] streaks = new int[16 * camps];
  private int top;

  MailboxEngine(NapoleonPosition position) {
    generator = new MailboxGenerator(position);
  }

  @Override
  public int generate(MoveList out) {
    return generator.generate(out);
  }

  @Override
  public void make(int move) {
    if (top == moves.length) {
      moves = Arrays.copyOf(moves, 2 * top);
      captured = Arrays.copyOf(captured, 2 * top);
      streaks = Arrays.copyOf(streaks, 2 * top * camps);
    }
    System.arraycopy(generator.streaks, 0, streaks, top * camps, camps);
    moves[top] = move;
    captured[top] = generator.make(move);
    top++;
  }

  @Override
  public void unmake() {
    top--;
    generator.unmake(moves[top], captured[top], streaks, top * camps);
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
  public int points(int camp) {
    return generator.points(camp);
  }

  @Override
  public int count(int camp, int kind) {
    return generator.count(camp, kind);
  }
}
