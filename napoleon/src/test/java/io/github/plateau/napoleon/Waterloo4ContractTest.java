package io.github.plateau.napoleon;

import io.github.plateau.core.Game;
import io.github.plateau.core.testing.GameContract;
import java.util.List;

/**
 * The core contracts on a game of 4 armies (section 11, Waterloo): the default start, random setups
 * per camp on random terrain, scrambled positions with camps that must pass.
 */
class Waterloo4ContractTest extends GameContract<NapoleonPosition, Move> {
  private static final Napoleon GAME = new Napoleon(NapoleonRules.waterloo(4));

  @Override
  protected Game<NapoleonPosition, Move> game() {
    return GAME;
  }

  @Override
  protected List<NapoleonPosition> startPositions() {
    return List.of(
        GAME.start(),
        WaterlooCrossCheckTest.randomStart(GAME, 41, 6),
        WaterlooCrossCheckTest.scrambled(GAME, 42, 10, 8));
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
