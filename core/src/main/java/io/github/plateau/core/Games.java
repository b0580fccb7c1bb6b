package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.search.Evaluation;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.TreeMap;

/**
 * The registry of installed games: every {@link GameProvider} on the module path or class path.
 *
 * <p>A game is named by a specification {@code ID} or {@code ID:key=value,flag,...}, such as {@code
 * "shogi"} or {@code "napoleon:k=5,horses"}.
 *
 * <p>The providers are found once, when the registry is first used, and kept. Finding them makes
 * each provider (a small class that names its games) but no game: a game's own classes are loaded
 * only when {@link #create} makes that game, so a program that plays shogi never loads draughts.
 */
public final class Games {
  private Games() {}

  /**
   * The ids of every installed game.
   *
   * @return an unmodifiable, sorted list
   */
  public static List<String> ids() {
    return Installed.IDS;
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
    GameProvider provider = Installed.BY_ID.get(id);
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

  /**
   * The default evaluation of a game, as the installed provider that names the game's id gives it
   * ({@link GameProvider#evaluation}).
   *
   * @param game the game
   * @param <P> the game's position type
   * @param <M> the game's move type
   * @return the evaluation, or empty if no installed provider names the game or it has none
   * @throws IllegalArgumentException if the game is null
   */
  public static <P extends Position<P, M>, M> Optional<Evaluation<P, M>> evaluation(
      Game<P, M> game) {
    checkArgument(game != null, "game is null");
    GameProvider provider = Installed.BY_ID.get(game.id());
    return provider == null ? Optional.empty() : provider.evaluation(game);
  }

  /** The installed providers, found when first asked for (the holder idiom: once, thread-safe). */
  private static final class Installed {
    static final Map<String, GameProvider> BY_ID = providers();
    static final List<String> IDS = List.copyOf(BY_ID.keySet());

    private static Map<String, GameProvider> providers() {
      Map<String, GameProvider> byId = new TreeMap<>();
      for (GameProvider provider :
          ServiceLoader.load(GameProvider.class, Games.class.getClassLoader())) {
        for (String id : provider.ids()) {
          GameProvider other = byId.putIfAbsent(id, provider);
          if (other != null) {
            throw new IllegalStateException(
                "two installed providers name the game '"
                    + id
                    + "': "
                    + other.getClass().getName()
                    + " and "
                    + provider.getClass().getName());
          }
        }
      }
      return Collections.unmodifiableMap(byId);
    }
  }
}
