package io.github.plateau.napoleon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Game;
import io.github.plateau.core.Games;
import io.github.plateau.core.Options;
import io.github.plateau.core.tictactoe.TicTacToe;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The provider: id {@code napoleon} for every army count, and the engine protocol that carries a
 * game, NSP only for two armies. The options are {@link NapoleonRulesTest}'s.
 */
class NapoleonProviderTest {
  private static final long SEED = 20_261_128L;

  private final NapoleonProvider provider = new NapoleonProvider();

  @Test
  void oneIdNamesTheGameOfEveryArmyCount() {
    assertEquals(List.of("napoleon"), provider.ids());
    assertTrue(Games.ids().contains("napoleon"));
    assertEquals(new Napoleon(), provider.create("napoleon", Options.none()));
    assertEquals(new Napoleon(NapoleonRules.waterloo(3)), Games.create("napoleon:armies=3"));
    assertEquals(new Napoleon(NapoleonRules.waterloo(4)), Games.create("napoleon:armies=4"));
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> provider.create("chess", Options.none()));
    assertEquals("unknown id chess (this provider knows napoleon)", e.getMessage());
  }

  @Test
  void onlyAGameOfTwoArmiesIsCarriedByNsp() {
    assertEquals(List.of("nsp"), provider.protocols(new Napoleon()));
    assertEquals(List.of(), provider.protocols(new Napoleon(NapoleonRules.waterloo(3))));
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
}
