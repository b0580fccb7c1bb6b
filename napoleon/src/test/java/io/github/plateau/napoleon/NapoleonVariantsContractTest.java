package io.github.plateau.napoleon;

import io.github.plateau.core.Game;
import io.github.plateau.core.testing.GameContract;
import java.util.List;

/**
 * The core contracts with every variant switch (drummer push implies frightened horses, antique
 * names), K = 5, from random setups on random terrain.
 */
class NapoleonVariantsContractTest extends GameContract<NapoleonPosition, Move> {
  private static final Napoleon GAME =
      new Napoleon(NapoleonRules.DEFAULT.withDrummerPush(true).withAntique(true).withK(5));

  @Override
  protected Game<NapoleonPosition, Move> game() {
    return GAME;
  }

  @Override
  protected List<NapoleonPosition> startPositions() {
    return List.of(
        Fixtures.randomStart(GAME, 21, 8),
        Fixtures.randomStart(GAME, 22, 12),
        Fixtures.scrambled(GAME, 23, 14, 10));
  }

  @Override
  protected int playouts() {
    return 20;
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
