package io.github.plateau.napoleon;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.Game;
import io.github.plateau.core.Options;
import io.github.plateau.core.Position;
import io.github.plateau.core.RulesProvider;
import io.github.plateau.core.search.Evaluation;
import java.util.List;
import java.util.Optional;

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

  /**
   * Every Napoleon game's default evaluation is {@link NapoleonEvaluation}, with any number of
   * camps.
   *
   * @param game a game
   * @param <P> the game's position type
   * @param <M> the game's move type
   * @return a {@link NapoleonEvaluation} for a Napoleon game, empty for another game
   * @throws IllegalArgumentException if the game is null
   */
  @Override
  public <P extends Position<P, M>, M> Optional<Evaluation<P, M>> evaluation(Game<P, M> game) {
    return evaluationFor(game, Napoleon.class, NapoleonEvaluation::new);
  }
}
