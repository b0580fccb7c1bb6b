package io.github.plateau.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Games;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which protocols carry a game: what the game's provider names, and nothing above the games. */
class ProtocolTest {
  @Test
  void eachGameHasTheProtocolsItsProviderNames() {
    assertEquals(Protocol.USI, Protocol.defaultFor(Games.create("shogi")));
    assertEquals(Protocol.UCI, Protocol.defaultFor(Games.create("xiangqi")));
    assertEquals(Protocol.HUB, Protocol.defaultFor(Games.create("draughts")));
    assertEquals(Protocol.NSP, Protocol.defaultFor(Games.create("napoleon")));
    assertTrue(Protocol.UCCI.supports(Games.create("xiangqi")));
    assertFalse(Protocol.USI.supports(Games.create("xiangqi")));
    for (String id : List.of("draughts-brazilian", "draughts-canadian", "draughts:size=8")) {
      assertTrue(Protocol.HUB.supports(Games.create(id)), id);
      assertFalse(Protocol.DXP.supports(Games.create(id)), "DXP names 10 x 10 only: " + id);
    }
    assertTrue(Protocol.DXP.supports(Games.create("draughts")));
  }

  @Test
  void aNullGameIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> Protocol.USI.supports(null));
    assertThrows(IllegalArgumentException.class, () -> Protocol.defaultFor(null));
  }
}
