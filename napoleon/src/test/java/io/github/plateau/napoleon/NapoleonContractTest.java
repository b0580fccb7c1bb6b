package io.github.plateau.napoleon;

import io.github.plateau.core.Game;
import io.github.plateau.core.testing.GameContract;
import java.util.ArrayList;
import java.util.List;

/** The core contracts on the base game, from the default setup and from random setups. */
class NapoleonContractTest extends GameContract<NapoleonPosition, Move> {
  private static final Napoleon GAME = new Napoleon();

  @Override
  protected Game<NapoleonPosition, Move> game() {
    return GAME;
  }

  @Override
  protected List<NapoleonPosition> startPositions() {
    List<NapoleonPosition> starts = new ArrayList<>();
    starts.add(GAME.start());
    starts.add(Fixtures.randomStart(GAME, 7, 0));
    starts.add(Fixtures.scrambled(GAME, 11, 12, 0));
    return starts;
  }

  @Override
  protected int playouts() {
    return 40;
  }

  @Override
  protected int maxPlies() {
    return 150;
  }

  @Override
  protected List<String> malformedPositions() {
    return MalformedPositions.TEXTS;
  }
}
