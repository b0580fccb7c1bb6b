package io.github.plateau.shogi;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.Game;
import io.github.plateau.core.Options;
import io.github.plateau.core.Position;
import io.github.plateau.core.RulesProvider;
import io.github.plateau.core.search.Evaluation;
import java.util.List;
import java.util.Optional;

/**
 * Makes shogi known to {@link io.github.plateau.core.Games}: id {@code shogi}, with the options of
 * {@link ShogiRules}: {@code always-promote}, {@code max-plies=N} (old name {@code move-limit=N})
 * and {@code impasse=24|27}. For example {@code shogi:max-plies=256,impasse=27}, the rules of
 * computer shogi tournaments.
 */
public final class ShogiProvider extends RulesProvider {
  /** Creates the provider; the service loader calls it. */
  public ShogiProvider() {
    super(List.of(Shogi.ID), "unknown id %s (this provider makes shogi)");
  }

  @Override
  protected Game<?, ?> make(String id, Options options) {
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

  /**
   * Shogi's default evaluation is {@link ShogiEvaluation}.
   *
   * @param game a game
   * @param <P> the game's position type
   * @param <M> the game's move type
   * @return a {@link ShogiEvaluation} for shogi, empty for another game
   * @throws IllegalArgumentException if the game is null
   */
  @Override
  public <P extends Position<P, M>, M> Optional<Evaluation<P, M>> evaluation(Game<P, M> game) {
    return evaluationFor(game, Shogi.class, ShogiEvaluation::new);
  }
}
