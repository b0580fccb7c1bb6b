package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSortedMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;

/**
 * The registry of installed games: every {@link GameProvider} on the module path or class path.
 *
 * <p>A game is named by a specification {@code ID} or {@code ID:key=value,flag,...}, such as {@code
 * "shogi"} or {@code "napoleon:k=5,horses"}.
 */
public final class Games {
  private Games() {}

  /**
   * The ids of every installed game.
   *
   * @return an unmodifiable, sorted list
   */
  public static List<String> ids() {
    return ImmutableList.copyOf(providers().keySet());
  }

  /**
   * Creates a game from its specification.
   *
   * @param spec {@code ID} or {@code ID:options}
   * @return the game
   * @throws NotationException if no installed game has that id, or an option is unknown or invalid
   */
  public static Game<?, ?> create(String spec) {
    checkArgument(spec != null, "spec is null");
    int colon = spec.indexOf(':');
    String id = colon < 0 ? spec : spec.substring(0, colon);
    Options options = colon < 0 ? Options.none() : Options.parse(spec, colon + 1);
    GameProvider provider = providers().get(id);
    if (provider == null) {
      List<String> installed = ids();
      String known =
          installed.isEmpty()
              ? "no game is installed"
              : "installed: " + String.join(", ", installed);
      throw new NotationException("unknown game '" + id + "' (" + known + ")", spec, 0);
    }
    return provider.create(id, options);
  }

  private static Map<String, GameProvider> providers() {
    ImmutableSortedMap.Builder<String, GameProvider> byId = ImmutableSortedMap.naturalOrder();
    for (GameProvider provider :
        ServiceLoader.load(GameProvider.class, Games.class.getClassLoader())) {
      for (String id : provider.ids()) {
        byId.put(id, provider);
      }
    }
    return byId.buildOrThrow();
  }
}
