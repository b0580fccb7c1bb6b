package io.github.plateau.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import org.junit.jupiter.api.Test;

class GamesTest {
  @Test
  void findsTheGamesOnTheClassPath() {
    assertTrue(Games.ids().contains("tictactoe"), Games.ids().toString());
    assertEquals("tictactoe", Games.create("tictactoe").id());
  }

  @Test
  void anUnknownGameIsNamedWithTheInstalledOnes() {
    NotationException e = assertThrows(NotationException.class, () -> Games.create("chess"));
    assertTrue(e.getMessage().startsWith("unknown game 'chess' (installed: "), e.getMessage());
    assertEquals(0, e.offset());
  }

  @Test
  void anUnknownOptionIsReportedAtItsOffset() {
    NotationException e =
        assertThrows(NotationException.class, () -> Games.create("tictactoe:size=4"));
    assertEquals(10, e.offset());
    assertTrue(e.getMessage().contains("unknown option 'size'"), e.getMessage());
  }

  @Test
  void optionsAreTyped() {
    Options options = Options.parse("g:k=5,horses,midline=low,off=false", 2);
    assertEquals(5, options.integer("k", 4, 1, 100));
    assertEquals(7, options.integer("plies", 7, 1, 100));
    assertTrue(options.flag("horses"));
    assertFalse(options.flag("off"));
    assertFalse(options.flag("push"));
    assertEquals("low", options.choice("midline", "neutral", Set.of("neutral", "low", "high")));
    assertEquals("k=5,horses,midline=low,off=false", options.toString());
    options.requireOnly(Set.of("k", "horses", "midline", "off"));
  }

  @Test
  void badOptionValuesNameTheOption() {
    Options options = Options.parse("g:k=five,horses=maybe,midline=top", 2);
    NotationException k =
        assertThrows(NotationException.class, () -> options.integer("k", 4, 1, 100));
    assertEquals(2, k.offset());
    assertTrue(k.getMessage().contains("option 'k' must be an integer from 1 to 100, not 'five'"));
    assertThrows(NotationException.class, () -> options.flag("horses"));
    assertThrows(
        NotationException.class, () -> options.choice("midline", "neutral", Set.of("low")));
    assertThrows(NotationException.class, () -> Options.parse("g:k=1,k=2", 2));
    assertThrows(NotationException.class, () -> Options.parse("g:k=", 2));
    assertThrows(NotationException.class, () -> Options.parse("g:,x", 2));
    assertThrows(NotationException.class, () -> Options.parse("g:", 2));
  }
}
