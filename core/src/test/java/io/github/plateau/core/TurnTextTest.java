package io.github.plateau.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.plateau.core.tictactoe.Cell;
import io.github.plateau.core.tictactoe.TicTacToe;
import io.github.plateau.core.tictactoe.TicTacToePosition;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The defaults of {@link Game#parseTurn}, {@link Game#parseMoveOrTurn} and {@link Game#formatTurn}:
 * in a game whose turn is one move, a turn is that move.
 */
class TurnTextTest {
  private static final TicTacToe GAME = new TicTacToe();

  @Test
  void aTurnIsOneMoveByDefault() {
    TicTacToePosition start = GAME.start();
    Cell a1 = GAME.parseMove(start, "a1");
    assertEquals(List.of(a1), GAME.parseTurn(start, "a1"));
    assertEquals(List.of(a1), GAME.parseMoveOrTurn(start, "a1"));
    assertEquals("a1", GAME.formatTurn(start, List.of(a1)));
    Cell b2 = GAME.parseMove(start.play(a1), "b2");
    assertEquals("a1 b2", GAME.formatTurn(start, List.of(a1, b2)));
    assertEquals("", GAME.formatTurn(start, List.of()));
  }

  @Test
  void badTextIsRefusedAsParseMoveRefusesIt() {
    TicTacToePosition start = GAME.start();
    assertThrows(NotationException.class, () -> GAME.parseTurn(start, "z9"));
    assertThrows(NotationException.class, () -> GAME.parseMoveOrTurn(start, "z9"));
    Cell a1 = GAME.parseMove(start, "a1");
    assertThrows(IllegalMoveException.class, () -> GAME.parseMoveOrTurn(start.play(a1), "a1"));
    assertThrows(IllegalMoveException.class, () -> GAME.formatTurn(start, List.of(a1, a1)));
  }
}
