package io.github.plateau.core.testing;

import io.github.plateau.core.tictactoe.Cell;
import io.github.plateau.core.tictactoe.TicTacToePosition;

/**
 * Tic-tac-toe's board where a mark on a corner (cells 0, 2, 6, 8) counts as a capture: a small
 * board with captures and quiet moves for tests of what treats them apart. Its {@code
 * generateCaptures} is the interface's default, which keeps the captures of {@code generate}; its
 * {@code captureOrder} is the interface's default (every move 0), or, for a board made {@link
 * #ranked}, the cell's number, so that the corners are tried 8, 6, 2, 0.
 */
public final class CornerCaptures extends ForwardingSearchBoard<TicTacToePosition, Cell> {
  private final boolean ranked;

  /**
   * A board at a position, its captures in their listed order.
   *
   * @param start the board's first state
   */
  public CornerCaptures(TicTacToePosition start) {
    this(start, false);
  }

  private CornerCaptures(TicTacToePosition start, boolean ranked) {
    super(start.searchBoard());
    this.ranked = ranked;
  }

  /**
   * A board at a position whose captures are ordered against their listed order: the corner of the
   * greatest number first.
   *
   * @param start the board's first state
   * @return the board
   */
  public static CornerCaptures ranked(TicTacToePosition start) {
    return new CornerCaptures(start, true);
  }

  @Override
  public int captureOrder(int move) {
    return ranked ? move : super.captureOrder(move);
  }

  @Override
  public boolean isCapture(int move) {
    decode(move); // refuses an illegal code
    return move % 2 == 0 && move != 4;
  }
}
