package io.github.plateau.napoleon;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.Game;
import io.github.plateau.core.Options;
import io.github.plateau.core.RulesProvider;
import java.util.List;

/**
 * Registers Napoleon Strategy as {@code napoleon}, with the options read by {@link
 * NapoleonRules#fromOptions}: {@code width}, {@code height}, {@code k}, {@code midline}, {@code
 * horses}, {@code push}, {@code antique}, {@code max-plies} (alias {@code plies}), {@code rows},
 * {@code army}.
 */
public final class NapoleonProvider extends RulesProvider {
  /** Creates the provider (the service loader calls this). */
  public NapoleonProvider() {
    super(List.of(Napoleon.ID), "unknown id %s (this provider knows napoleon)");
  }

  @Override
  protected Game<?, ?> make(String id, Options options) {
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
