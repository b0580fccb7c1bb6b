package io.github.plateau.xiangqi;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.Game;
import io.github.plateau.core.GameProvider;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Options;
import io.github.plateau.core.text.Quoting;
import java.util.List;

/**
 * Makes xiangqi known to {@link io.github.plateau.core.Games}: id {@code xiangqi}, with the options
 * of {@link XiangqiRules#fromOptions} ({@code no-capture-plies=N}, and its older spelling {@code
 * nocapture=N} in moves per side).
 */
public final class XiangqiProvider implements GameProvider {
  private static final List<String> IDS = List.of(Xiangqi.ID);

  /** Creates the provider; the service loader calls it. */
  public XiangqiProvider() {}

  /**
   * The one id this provider makes.
   *
   * @return {@code ["xiangqi"]}
   */
  @Override
  public List<String> ids() {
    return IDS;
  }

  /**
   * Creates xiangqi with the rules its options give.
   *
   * @param id {@code "xiangqi"}
   * @param options the rules options, read by {@link XiangqiRules#fromOptions}
   * @return the game
   * @throws NotationException if an option is unknown or its value invalid
   * @throws IllegalArgumentException if an argument is null or the id is not {@code "xiangqi"}
   */
  @Override
  public Game<?, ?> create(String id, Options options) {
    checkArgument(id != null, "id is null");
    checkArgument(options != null, "options is null");
    checkArgument(
        IDS.contains(id), "unknown id %s (this provider makes xiangqi)", Quoting.shown(id));
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
}
