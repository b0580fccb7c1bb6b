package io.github.plateau.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.plateau.core.testing.CornerCaptures;
import io.github.plateau.core.tictactoe.TicTacToe;
import org.junit.jupiter.api.Test;

/** The interface's default {@link SearchBoard#generateCaptures}. */
class SearchBoardTest {
  @Test
  void theDefaultKeepsTheCapturesOfGenerateInTheirOrder() {
    CornerCaptures board = new CornerCaptures(new TicTacToe().start());
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
    CornerCaptures board = new CornerCaptures(new TicTacToe().start());
    assertThrows(IllegalArgumentException.class, () -> board.generateCaptures(null));
  }
}
