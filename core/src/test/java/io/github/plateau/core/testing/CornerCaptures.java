package io.github.plateau.core.testing;

import io.github.plateau.core.tictactoe.Cell;
import io.github.plateau.core.tictactoe.TicTacToePosition;

/**
 * Tic-tac-toe's board where a mark on a corner (cells 0, 2, 6, 8) counts as a capture: a small
 * board with captures and quiet moves for tests of what treats them apart. Its {@code
 * generateCaptures} is the interface's default, which keeps the captures of {@code generate}.
 */
public final class CornerCaptures extends ForwardingSearchBoard<TicTacToePosition, Cell> {
  /**
   * A board at a position.
   *
   * @param start the board's first state
   */
  public CornerCaptures(TicTacToePosition start) {
    super(start.searchBoard());
  }

  @Override
  public boolean isCapture(int move) {
    decode(move); // refuses an illegal code
    return move % 2 == 0 && move != 4;
  }
}
