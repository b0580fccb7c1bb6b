package io.github.plateau.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.tictactoe.TicTacToe;
import org.junit.jupiter.api.Test;

/** A game's default evaluation, through its installed provider: tic-tac-toe's gives none. */
class GamesEvaluationTest {
  @Test
  void aProviderWithoutAnEvaluationGivesNone() {
    assertTrue(Games.evaluation(new TicTacToe()).isEmpty());
  }

  @Test
  void aNullGameIsRefused() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Games.evaluation(null));
    assertEquals("game is null", e.getMessage());
  }
}
