package io.github.plateau.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Decision;
import io.github.plateau.core.Player;
import io.github.plateau.core.RandomPlayer;
import io.github.plateau.core.Turn;
import io.github.plateau.draughts.Draughts;
import io.github.plateau.napoleon.Napoleon;
import io.github.plateau.shogi.Move;
import io.github.plateau.shogi.Shogi;
import io.github.plateau.shogi.ShogiPosition;
import io.github.plateau.xiangqi.Xiangqi;
import org.junit.jupiter.api.Test;

/** A served bot's own name and author, in every protocol's handshake. */
class EngineIdentityTest {
  private static final EngineIdentity MINE = new EngineIdentity("Kestrel 1.2", "Jane Doe");

  @Test
  void usiUciUcciAndNspSayTheNameAndAuthorGiven() {
    try (ServerHarness usi =
        new ServerHarness(new Shogi(), Protocol.USI, new RandomPlayer<>(1), MINE)) {
      usi.send("usi");
      assertEquals("id name Kestrel 1.2", usi.next());
      assertEquals("id author Jane Doe", usi.next());
    }
    for (Protocol p : new Protocol[] {Protocol.UCI, Protocol.UCCI}) {
      try (ServerHarness uci = new ServerHarness(new Xiangqi(), p, new RandomPlayer<>(1), MINE)) {
        uci.send(p.id());
        assertEquals("id name Kestrel 1.2", uci.next());
        assertEquals("id author Jane Doe", uci.next());
      }
    }
    try (ServerHarness nsp =
        new ServerHarness(new Napoleon(), Protocol.NSP, new RandomPlayer<>(1), MINE)) {
      nsp.send("nsp");
      assertEquals("id name Kestrel 1.2", nsp.next());
      assertEquals("id author Jane Doe", nsp.next());
    }
  }

  @Test
  void hubQuotesANameWithSpaces() {
    try (ServerHarness hub =
        new ServerHarness(new Draughts(), Protocol.HUB, new RandomPlayer<>(1), MINE)) {
      hub.send("hub");
      assertEquals("id name=\"Kestrel 1.2\" author=\"Jane Doe\"", hub.next());
    }
  }

  @Test
  void theDefaultIsThePlayersNameAndPlateau() {
    assertEquals(
        new EngineIdentity("random (Plateau)", "Plateau"),
        EngineIdentity.of(new RandomPlayer<>(1)));
    // a player's name that could break a protocol line is mended, never refused
    EngineIdentity mended = EngineIdentity.of(named("two\nlines" + "x".repeat(200)));
    assertTrue(mended.name().startsWith("two?lines"), mended.name());
    assertEquals(EngineIdentity.MAX_LENGTH, mended.name().length());
    assertEquals("player (Plateau)", EngineIdentity.of(named(" ")).name());
  }

  @Test
  void aNameThatCannotStandInAProtocolLineIsRefused() {
    String[][] bad = {
      {null, "a"}, {"a", null}, {" ", "a"}, {"a", ""}, {"x".repeat(101), "a"}, {"a\nid name b", "a"}
    };
    for (String[] b : bad) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> new EngineIdentity(b[0], b[1]));
      assertTrue(e.getMessage().startsWith("the engine's "), e.getMessage());
    }
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> new EngineIdentity("a\tb", "c"))
            .getMessage()
            .contains("control character at 1"));
  }

  private static Player<ShogiPosition, Move> named(String name) {
    return new Player<>() {
      @Override
      public String name() {
        return name;
      }

      @Override
      public Decision<Move> decide(Turn<ShogiPosition, Move> turn) {
        return Decision.resign();
      }
    };
  }
}
