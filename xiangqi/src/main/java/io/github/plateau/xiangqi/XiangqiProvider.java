package io.github.plateau.xiangqi;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.Game;
import io.github.plateau.core.Options;
import io.github.plateau.core.Position;
import io.github.plateau.core.RulesProvider;
import io.github.plateau.core.search.Evaluation;
import java.util.List;
import java.util.Optional;

/**
 * Makes xiangqi known to {@link io.github.plateau.core.Games}: id {@code xiangqi}, with the options
 * of {@link XiangqiRules#fromOptions} ({@code no-capture-plies=N}, and its older spelling {@code
 * nocapture=N} in moves per side).
 */
public final class XiangqiProvider extends RulesProvider {
  /** Creates the provider; the service loader calls it. */
  public XiangqiProvider() {
    super(List.of(Xiangqi.ID), "unknown id %s (this provider makes xiangqi)");
  }

  @Override
  protected Game<?, ?> make(String id, Options options) {
    return new Xiangqi(XiangqiRules.fromOptions(options));
  }

  /**
   * Xiangqi is spoken in UCI (as Pikafish and Fairy-Stockfish speak it), by default, and in UCCI.
   *
   * @param game a game
   * @return {@code ["uci", "ucci"]} for xiangqi, empty for another game
   * @throws IllegalArgumentException if the game is null
   */
  @Override
  public List<String> protocols(Game<?, ?> game) {
    checkArgument(game != null, "game is null");
    return game instanceof Xiangqi ? List.of("uci", "ucci") : List.of();
  }

  /**
   * Xiangqi's default evaluation is {@link XiangqiEvaluation}.
   *
   * @param game a game
   * @param <P> the game's position type
   * @param <M> the game's move type
   * @return a {@link XiangqiEvaluation} for xiangqi, empty for another game
   * @throws IllegalArgumentException if the game is null
   */
  @Override
  public <P extends Position<P, M>, M> Optional<Evaluation<P, M>> evaluation(Game<P, M> game) {
    return evaluationFor(game, Xiangqi.class, XiangqiEvaluation::new);
  }
}
