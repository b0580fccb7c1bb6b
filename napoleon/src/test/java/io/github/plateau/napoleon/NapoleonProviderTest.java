package io.github.plateau.napoleon;

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

/**
 * The registry: id {@code napoleon}, its options, and the engine protocol that carries a game (NSP
 * only a game of two armies).
 */
class NapoleonProviderTest {
  private static final long SEED = 20_261_128L;

  private final NapoleonProvider provider = new NapoleonProvider();

  @Test
  void theRegistryCreatesNapoleonWithAndWithoutOptions() {
    assertTrue(Games.ids().contains("napoleon"));
    assertEquals(List.of("napoleon"), provider.ids());
    Game<?, ?> plain = Games.create("napoleon");
    assertEquals(new Napoleon(), plain);
    assertEquals("Napoleon Strategy", plain.name());
    Game<?, ?> changed = Games.create("napoleon:k=5,horses");
    assertEquals(new Napoleon(NapoleonRules.DEFAULT.withK(5).withFrightenedHorses(true)), changed);
    assertEquals("Napoleon Strategy (k=5,horses)", changed.name());
    assertEquals(new Napoleon(NapoleonRules.waterloo(3)), Games.create("napoleon:armies=3"));
  }

  @Test
  void unknownOptionsAndIdsAreRefused() {
    NotationException e =
        assertThrows(NotationException.class, () -> Games.create("napoleon:handicap=2"));
    assertTrue(e.getMessage().contains("unknown option 'handicap'"), e.getMessage());
    assertThrows(NotationException.class, () -> Games.create("napoleon:k=0"));
    IllegalArgumentException other =
        assertThrows(
            IllegalArgumentException.class, () -> provider.create("chess", Options.none()));
    assertEquals("unknown id chess (this provider knows napoleon)", other.getMessage());
  }

  @Test
  void onlyAGameOfTwoArmiesIsCarriedByNsp() {
    assertEquals(List.of("nsp"), provider.protocols(new Napoleon()));
    assertEquals(List.of(), provider.protocols(new Napoleon(NapoleonRules.waterloo(3))));
    assertEquals(List.of(), provider.protocols(new Napoleon(NapoleonRules.waterloo(4))));
    assertEquals(List.of(), provider.protocols(new TicTacToe()));
  }

  @Test
  void seededRulesGoThroughTheRegistryAndKeepTheirProtocol() {
    SplittableRandom random = new SplittableRandom(SEED);
    for (int i = 0; i < 100; i++) {
      NapoleonRules rules =
          NapoleonRules.waterloo(random.nextInt(2, 5))
              .withK(random.nextInt(1, 10))
              .withFrightenedHorses(random.nextBoolean())
              .withDrummerPush(random.nextBoolean())
              .withAntique(random.nextBoolean())
              .withFixedCannons(random.nextBoolean())
              .withMaxPlies(random.nextInt(1_000));
      Napoleon game = new Napoleon(rules);
      String spec = game.toString();
      Game<?, ?> created = Games.create(spec);
      assertEquals(game, created, spec);
      List<String> expected = game.sides().size() == 2 ? List.of("nsp") : List.of();
      assertEquals(expected, provider.protocols(created), spec);
    }
  }

  @Test
  void theGameDescribesItself() {
    Napoleon game = new Napoleon();
    assertEquals("napoleon", game.id());
    assertEquals(List.of(Camp.SOUTH, Camp.NORTH), game.sides());
    assertEquals(Napoleon.START, game.start().toString());
    assertEquals("Napoleon Strategy", game.name());
    assertEquals("napoleon", game.toString());
  }
}
