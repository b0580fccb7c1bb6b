package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Game;
import io.github.plateau.core.Games;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Options;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The registry: id {@code shogi} and its options. */
class ShogiProviderTest {
  @Test
  void theRegistryCreatesShogiWithAndWithoutTheOption() {
    assertTrue(Games.ids().contains("shogi"));
    Game<?, ?> plain = Games.create("shogi");
    assertEquals(new Shogi(), plain);
    assertEquals("Shogi", plain.name());
    Game<?, ?> always = Games.create("shogi:always-promote");
    assertEquals(new Shogi(ShogiRules.DEFAULT.withAlwaysPromote(true)), always);
    assertEquals("Shogi (always promote)", always.name());
    assertEquals(new Shogi(), Games.create("shogi:always-promote=false"));
  }

  @Test
  void unknownOptionsAndIdsAreRefused() {
    NotationException e =
        assertThrows(NotationException.class, () -> Games.create("shogi:handicap=2"));
    assertTrue(e.getMessage().contains("unknown option 'handicap'"), e.getMessage());
    assertThrows(NotationException.class, () -> Games.create("shogi:always-promote=maybe"));
    assertThrows(
        IllegalArgumentException.class, () -> new ShogiProvider().create("chess", Options.none()));
    assertEquals(List.of("shogi"), new ShogiProvider().ids());
  }

  @Test
  void theGameDescribesItself() {
    Shogi game = new Shogi();
    assertEquals("shogi", game.id());
    assertEquals(List.of(Color.SENTE, Color.GOTE), game.sides());
    assertEquals(Shogi.START, game.start().toString());
    assertEquals("Shogi", game.name());
    assertEquals("shogi", game.toString());
  }
}
