package io.github.plateau.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Game;
import io.github.plateau.core.Games;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Options;
import io.github.plateau.core.tictactoe.TicTacToe;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The registry: id {@code xiangqi}, its option, and the engine protocols that carry it. */
class XiangqiProviderTest {
  private static final long SEED = 20_261_128L;

  private final XiangqiProvider provider = new XiangqiProvider();

  @Test
  void theRegistryCreatesXiangqiWithAndWithoutTheOption() {
    assertTrue(Games.ids().contains("xiangqi"));
    Game<?, ?> plain = Games.create("xiangqi");
    assertEquals(new Xiangqi(), plain);
    assertEquals("Xiangqi", plain.name());
    Game<?, ?> shorter = Games.create("xiangqi:no-capture-plies=60");
    assertEquals(new Xiangqi(XiangqiRules.DEFAULT.withNoCapturePlies(60)), shorter);
    assertEquals("Xiangqi (no-capture-plies=60)", shorter.name());
  }

  @Test
  void seededRulesGoThroughTheRegistryAndKeepTheirProtocols() {
    SplittableRandom random = new SplittableRandom(SEED);
    for (int i = 0; i < 50; i++) {
      int plies = random.nextInt(XiangqiRules.MAX_NO_CAPTURE_PLIES + 1);
      Xiangqi game = new Xiangqi(XiangqiRules.DEFAULT.withNoCapturePlies(plies));
      String spec = game.toString();
      Game<?, ?> created = Games.create(spec);
      assertEquals(game, created, spec);
      assertEquals(List.of("uci", "ucci"), provider.protocols(created), spec);
    }
  }

  @Test
  void unknownOptionsAndIdsAreRefused() {
    NotationException e =
        assertThrows(NotationException.class, () -> Games.create("xiangqi:handicap=2"));
    assertTrue(e.getMessage().contains("unknown option 'handicap'"), e.getMessage());
    assertThrows(NotationException.class, () -> Games.create("xiangqi:no-capture-plies=many"));
    IllegalArgumentException other =
        assertThrows(
            IllegalArgumentException.class, () -> provider.create("shogi", Options.none()));
    assertTrue(other.getMessage().contains("unknown id shogi"), other.getMessage());
    assertEquals(List.of("xiangqi"), provider.ids());
  }

  @Test
  void onlyXiangqiIsCarriedByItsProtocols() {
    assertEquals(List.of("uci", "ucci"), provider.protocols(new Xiangqi()));
    assertEquals(List.of(), provider.protocols(new TicTacToe()));
  }

  @Test
  void theGameDescribesItself() {
    Xiangqi game = new Xiangqi();
    assertEquals("xiangqi", game.id());
    assertEquals(List.of(Color.RED, Color.BLACK), game.sides());
    assertEquals(Xiangqi.START, game.start().toString());
    assertEquals("Xiangqi", game.name());
    assertEquals("xiangqi", game.toString());
  }
}
