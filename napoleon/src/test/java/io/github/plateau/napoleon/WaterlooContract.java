package io.github.plateau.napoleon;

import io.github.plateau.core.Game;
import io.github.plateau.core.testing.GameContract;
import java.util.List;

/**
 * The core contracts on a Waterloo game (section 11): the default start, random setups per camp on
 * random terrain, scrambled positions with camps that must pass. One subclass per number of armies.
 */
abstract class WaterlooContract extends GameContract<NapoleonPosition, Move> {
  private final Napoleon game;
  private final long seed;

  /**
   * The contracts of a game of some armies.
   *
   * @param armies 3 or 4
   * @param seed the first of the two seeds of the random positions
   */
  WaterlooContract(int armies, long seed) {
    this.game = new Napoleon(NapoleonRules.waterloo(armies));
    this.seed = seed;
  }

  @Override
  protected Game<NapoleonPosition, Move> game() {
    return game;
  }

  @Override
  protected List<NapoleonPosition> startPositions() {
    return List.of(
        game.start(),
        WaterlooCrossCheckTest.randomStart(game, seed, 6),
        WaterlooCrossCheckTest.scrambled(game, seed + 1, 10, 8));
  }

  @Override
  protected int playouts() {
    return 12;
  }

  @Override
  protected int maxPlies() {
    return 150;
  }

  @Override
  protected boolean registered() {
    return false; // "napoleon" alone names the base game
  }

  @Override
  protected List<String> malformedPositions() {
    return MalformedPositions.TEXTS;
  }
}
