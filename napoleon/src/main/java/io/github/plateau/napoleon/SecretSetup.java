package io.github.plateau.napoleon;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.PositionRefusal;
import io.github.plateau.core.SetupEdit;
import io.github.plateau.core.SetupPhase;
import io.github.plateau.core.Side;
import java.util.Map;

/**
 * Napoleon's secret setup through the core contract: setups in {@link Napoleon#formatSetup}'s
 * notation, on a board without terrain.
 */
final class SecretSetup implements SetupPhase<NapoleonPosition, Move> {
  private final Napoleon game;

  SecretSetup(Napoleon game) {
    this.game = game;
  }

  @Override
  public Napoleon game() {
    return game;
  }

  @Override
  public String defaultSetup(Side side) {
    return game.formatSetup(game.defaultSetup(camp(side)));
  }

  @Override
  public String randomSetup(Side side, long seed) {
    return game.formatSetup(game.randomSetup(camp(side), seed));
  }

  @Override
  public void check(Side side, String setup) {
    checkArgument(setup != null, "setup is null");
    game.validate(game.parseSetup(camp(side), setup), Map.of());
  }

  @Override
  public NapoleonPosition start(Map<Side, String> setups, Side first) {
    checkArgument(setups != null, "setups is null");
    Map<Camp, Setup> chosen = new java.util.EnumMap<>(Camp.class);
    for (Camp camp : game.camps()) {
      String text = setups.get(camp);
      if (text == null) {
        throw new IllegalPositionException(PositionRefusal.RULE, camp + " has chosen no setup");
      }
      chosen.put(camp, game.parseSetup(camp, text));
    }
    return game.startPosition(chosen, Map.of(), camp(first));
  }

  @Override
  public boolean placedOnBoard() {
    return true;
  }

  @Override
  public String place(Side side, String setup, SetupEdit edit) {
    return BoardSetup.place(game, camp(side), setup, edit);
  }

  @Override
  public NapoleonPosition shown(Side side, String setup) {
    return BoardSetup.shown(game, camp(side), setup);
  }

  private static Camp camp(Side side) {
    checkArgument(side instanceof Camp, "%s is not a camp of Napoleon", side);
    return (Camp) side;
  }
}
