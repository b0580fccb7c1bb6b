package io.github.plateau.napoleon;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The game class itself: what it gives beside the contract tests. */
class NapoleonTest {
  @Test
  void theDefaultGameStartsAtStart() {
    Napoleon game = new Napoleon();
    assertEquals(Napoleon.START, game.start().toString());
    assertEquals(game.start(), game.parse(Napoleon.START));
  }
}
