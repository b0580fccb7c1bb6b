package io.github.plateau.shogi;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.Game;
import io.github.plateau.core.GameProvider;
import io.github.plateau.core.Options;
import io.github.plateau.core.text.Quoting;
import java.util.List;

/**
 * Makes shogi known to {@link io.github.plateau.core.Games}: id {@code shogi}, with the options of
 * {@link ShogiRules}: {@code always-promote}, {@code max-plies=N} (old name {@code move-limit=N})
 * and {@code impasse=24|27}. For example {@code shogi:max-plies=256,impasse=27}, the rules of
 * computer shogi tournaments.
 */
public final class ShogiProvider implements GameProvider {
  /** Creates the provider; the service loader calls it. */
  public ShogiProvider() {}

  /**
   * The one id this provider makes.
   *
   * @return {@code ["shogi"]}
   */
  @Override
  public List<String> ids() {
    return List.of(Shogi.ID);
  }

  /**
   * Makes shogi under the rules the options give ({@link ShogiRules#fromOptions}).
   *
   * @param id {@code "shogi"}
   * @param options the rules options
   * @return the game
   * @throws io.github.plateau.core.NotationException for an unknown option or a bad value
   * @throws IllegalArgumentException if an argument is null or the id is not {@code shogi}
   */
  @Override
  public Game<?, ?> create(String id, Options options) {
    checkArgument(id != null, "id is null");
    checkArgument(
        Shogi.ID.equals(id), "unknown id %s (this provider makes shogi)", Quoting.shown(id));
    checkArgument(options != null, "options is null");
    return new Shogi(ShogiRules.fromOptions(options));
  }

  /**
   * Shogi is spoken in USI, whatever its rules.
   *
   * @param game a game
   * @return {@code ["usi"]} for shogi, empty for another game
   * @throws IllegalArgumentException if the game is null
   */
  @Override
  public List<String> protocols(Game<?, ?> game) {
    checkArgument(game != null, "game is null");
    return game instanceof Shogi ? List.of("usi") : List.of();
  }
}
