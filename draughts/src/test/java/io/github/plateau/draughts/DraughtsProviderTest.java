package io.github.plateau.draughts;

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
 * The provider: the three ids and the rules each stands for, and the engine protocols that carry a
 * game (DXP only the international game under its standard rules). The options are {@link
 * DraughtsRulesTest}'s and {@link RuleFlagsTest}'s.
 */
class DraughtsProviderTest {
  private static final long SEED = 20_261_128L;

  private final DraughtsProvider provider = new DraughtsProvider();

  @Test
  void eachIdStandsForItsRules() {
    assertEquals(List.of("draughts", "draughts-brazilian", "draughts-canadian"), provider.ids());
    assertTrue(Games.ids().containsAll(provider.ids()));
    assertEquals(Draughts.international(), provider.create("draughts", Options.none()));
    assertEquals(Draughts.brazilian(), provider.create("draughts-brazilian", Options.none()));
    assertEquals(Draughts.canadian(), provider.create("draughts-canadian", Options.none()));
  }

  @Test
  void anUnknownIdIsRefusedNamingTheKnownOnes() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> provider.create("checkers", Options.none()));
    assertEquals(
        "unknown draughts game 'checkers'; known: [draughts, draughts-brazilian,"
            + " draughts-canadian]",
        e.getMessage());
  }

  @Test
  void onlyTheStandardInternationalGameIsCarriedByDxp() {
    assertEquals(List.of("hub", "dxp"), provider.protocols(Draughts.international()));
    assertEquals(List.of("hub"), provider.protocols(Draughts.brazilian()));
    assertEquals(List.of("hub"), provider.protocols(Draughts.canadian()));
    assertEquals(List.of("hub"), provider.protocols(Games.create("draughts:kingmoves=30")));
    assertEquals(List.of(), provider.protocols(new TicTacToe()));
  }

  @Test
  void seededRulesGoThroughTheRegistryUnderTheIdOfTheirSize() {
    SplittableRandom random = new SplittableRandom(SEED);
    for (int i = 0; i < 200; i++) {
      Draughts game = new Draughts(randomRules(random));
      String spec = game.toString();
      Game<?, ?> created = Games.create(spec);
      assertEquals(game, created, spec);
      assertTrue(spec.startsWith(game.id()), spec);
      assertTrue(provider.ids().contains(game.id()), spec);
      List<String> expected = game.equals(new Draughts()) ? List.of("hub", "dxp") : List.of("hub");
      assertEquals(expected, provider.protocols(created), spec);
    }
  }

  /** Any rules: one in four is a size's standard rules, so that the standard games come up. */
  private static DraughtsRules randomRules(SplittableRandom random) {
    int size = 2 * random.nextInt(2, 11);
    if (random.nextInt(4) == 0) {
      return DraughtsRules.ofSize(size);
    }
    return new DraughtsRules(
        size,
        random.nextInt(DraughtsRules.MAX_LIMIT_PLIES + 1),
        random.nextInt(DraughtsRules.MAX_LIMIT_PLIES + 1),
        random.nextInt(DraughtsRules.MAX_LIMIT_PLIES + 1),
        random.nextInt(2, DraughtsRules.MAX_REPETITIONS + 1),
        random.nextBoolean(),
        random.nextBoolean(),
        random.nextBoolean(),
        random.nextBoolean());
  }
}
