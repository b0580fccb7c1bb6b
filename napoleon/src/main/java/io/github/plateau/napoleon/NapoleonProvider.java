package io.github.plateau.napoleon;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.Game;
import io.github.plateau.core.GameProvider;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Options;
import io.github.plateau.core.text.Quoting;
import java.util.List;

/**
 * Registers Napoleon Strategy as {@code napoleon}, with the options read by {@link
 * NapoleonRules#fromOptions}: {@code width}, {@code height}, {@code k}, {@code midline}, {@code
 * horses}, {@code push}, {@code antique}, {@code max-plies} (alias {@code plies}), {@code rows},
 * {@code army}.
 */
public final class NapoleonProvider implements GameProvider {
  /** Creates the provider (the service loader calls this). */
  public NapoleonProvider() {}

  /**
   * The one id this provider knows.
   *
   * @return {@code ["napoleon"]}
   */
  @Override
  public List<String> ids() {
    return List.of(Napoleon.ID);
  }

  /**
   * Creates the game under the rules its options give.
   *
   * @param id {@code napoleon}
   * @param options the rules options
   * @return the game
   * @throws NotationException if an option is unknown, its value invalid, or the setups do not fit
   *     the board; the offset points into the user's specification
   * @throws IllegalArgumentException if an argument is null or the id is not {@code napoleon}
   */
  @Override
  public Game<?, ?> create(String id, Options options) {
    checkArgument(id != null, "id is null");
    checkArgument(options != null, "options is null");
    checkArgument(
        Napoleon.ID.equals(id), "unknown id %s (this provider knows napoleon)", Quoting.shown(id));
    return new Napoleon(NapoleonRules.fromOptions(options));
  }

  /**
   * Napoleon Strategy is spoken in NSP, whose words name the two camps SOUTH and NORTH: a game of
   * more armies (Waterloo, section 11) has no protocol.
   *
   * @param game a game
   * @return {@code ["nsp"]} for a Napoleon game of two camps, empty otherwise
   * @throws IllegalArgumentException if the game is null
   */
  @Override
  public List<String> protocols(Game<?, ?> game) {
    checkArgument(game != null, "game is null");
    return game instanceof Napoleon && game.sides().size() == 2 ? List.of("nsp") : List.of();
  }
}
