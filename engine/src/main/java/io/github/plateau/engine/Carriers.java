package io.github.plateau.engine;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.Game;
import io.github.plateau.core.GameProvider;
import java.util.List;
import java.util.ServiceLoader;

/**
 * Finds the protocols that carry a game by asking the installed {@link GameProvider} that names the
 * game's id: the games say which protocols they speak, and the engine only speaks them.
 */
final class Carriers {
  private Carriers() {}

  /**
   * The protocol names the game's provider gives, its default first.
   *
   * @throws IllegalArgumentException if the game is null
   */
  static List<String> protocols(Game<?, ?> game) {
    checkArgument(game != null, "game is null");
    for (GameProvider provider : Installed.PROVIDERS) {
      if (provider.ids().contains(game.id())) {
        return provider.protocols(game);
      }
    }
    return List.of(); // a game no installed provider makes: no protocol knows it
  }

  /**
   * An object seen as the type a protocol's implementation works on: once a protocol is known to
   * carry a game, its players and positions are that game's, and the cast only restates it.
   */
  @SuppressWarnings("unchecked")
  static <T> T restate(Object o) {
    return (T) o;
  }

  /** The installed providers, found once when first asked for (the holder idiom). */
  private static final class Installed {
    static final List<GameProvider> PROVIDERS =
        ServiceLoader.load(GameProvider.class, Carriers.class.getClassLoader()).stream()
            .map(ServiceLoader.Provider::get)
            .toList();
  }
}
