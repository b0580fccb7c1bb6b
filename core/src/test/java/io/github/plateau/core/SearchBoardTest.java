package io.github.plateau.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.plateau.core.testing.ForwardingSearchBoard;
import io.github.plateau.core.tictactoe.Cell;
import io.github.plateau.core.tictactoe.TicTacToe;
import io.github.plateau.core.tictactoe.TicTacToePosition;
import org.junit.jupiter.api.Test;

/** The interface's default {@link SearchBoard#generateCaptures}. */
class SearchBoardTest {
  /** Tic-tac-toe's board where a mark on a corner (cells 0, 2, 6, 8) counts as a capture. */
  private static final class Corners extends ForwardingSearchBoard<TicTacToePosition, Cell> {
    Corners(TicTacToePosition start) {
      super(start.searchBoard());
    }

    @Override
    public boolean isCapture(int move) {
      decode(move); // refuses an illegal code
      return move % 2 == 0 && move != 4;
    }
  }

  @Test
  void theDefaultKeepsTheCapturesOfGenerateInTheirOrder() {
    Corners board = new Corners(new TicTacToe().start());
    MoveList moves = new MoveList(1);
    moves.add(99); // discarded
    assertEquals(4, board.generateCaptures(moves));
    assertArrayEquals(new int[] {0, 2, 6, 8}, moves.toArray());
    board.push(0);
    board.push(4);
    assertEquals(3, board.generateCaptures(moves));
    assertArrayEquals(new int[] {2, 6, 8}, moves.toArray());
    board.generate(moves);
    assertArrayEquals(new int[] {1, 2, 3, 5, 6, 7, 8}, moves.toArray(), "the state is unchanged");
  }

  @Test
  void aNullListIsRefused() {
    Corners board = new Corners(new TicTacToe().start());
    assertThrows(IllegalArgumentException.class, () -> board.generateCaptures(null));
  }
}
