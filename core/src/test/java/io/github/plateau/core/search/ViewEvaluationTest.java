package io.github.plateau.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.plateau.core.SearchBoard;
import io.github.plateau.core.tictactoe.Cell;
import io.github.plateau.core.tictactoe.TicTacToe;
import io.github.plateau.core.tictactoe.TicTacToePosition;
import org.junit.jupiter.api.Test;

/** An evaluation through a view: boards that implement it are read, others refused by name. */
class ViewEvaluationTest {
  /** Reads a board as any object: its ply, as a value that differs from board to board. */
  private static final class Plies extends ViewEvaluation<TicTacToePosition, Cell, Object> {
    Plies() {
      super(Object.class);
    }

    @Override
    protected int value(Object view) {
      return ((SearchBoard<?, ?>) view).ply() + 1;
    }
  }

  /** Reads positions only, which tic-tac-toe's search board is not. */
  private static final class PositionsOnly
      extends ViewEvaluation<TicTacToePosition, Cell, TicTacToePosition> {
    PositionsOnly() {
      super(TicTacToePosition.class);
    }

    @Override
    protected int value(TicTacToePosition view) {
      return 0;
    }
  }

  @Test
  void aBoardThatImplementsTheViewIsRead() {
    SearchBoard<TicTacToePosition, Cell> board = new TicTacToe().start().searchBoard();
    assertEquals(1, new Plies().evaluate(board));
    assertEquals(1, new Plies().of(board));
  }

  @Test
  void aBoardThatDoesNotIsRefusedByName() {
    SearchBoard<TicTacToePosition, Cell> board = new TicTacToe().start().searchBoard();
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> new PositionsOnly().evaluate(board));
    assertEquals(
        "the board is not a TicTacToePosition: " + board.getClass().getName(), e.getMessage());
  }

  @Test
  void nullsAreRefused() {
    assertEquals(
        "board is null",
        assertThrows(IllegalArgumentException.class, () -> new Plies().evaluate(null))
            .getMessage());
    assertEquals(
        "view is null",
        assertThrows(IllegalArgumentException.class, () -> new Plies().of(null)).getMessage());
  }
}
