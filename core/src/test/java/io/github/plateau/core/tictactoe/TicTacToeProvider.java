package io.github.plateau.core.tictactoe;

import io.github.plateau.core.Game;
import io.github.plateau.core.GameProvider;
import io.github.plateau.core.Options;
import java.util.List;
import java.util.Set;

/** Registers tic-tac-toe (id {@code tictactoe}, no options) for tests of the registry and CLI. */
public final class TicTacToeProvider implements GameProvider {
  @Override
  public List<String> ids() {
    return List.of("tictactoe");
  }

  @Override
  public Game<?, ?> create(String id, Options options) {
    if (!ids().contains(id)) {
      throw new IllegalArgumentException("unknown id " + id);
    }
    options.requireOnly(Set.of());
    return new TicTacToe();
  }
}
