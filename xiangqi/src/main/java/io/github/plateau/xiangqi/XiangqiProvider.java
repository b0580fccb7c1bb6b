package io.github.plateau.xiangqi;

import io.github.plateau.core.Game;
import io.github.plateau.core.GameProvider;
import io.github.plateau.core.Options;
import java.util.List;
import java.util.Set;

/**
 * Makes xiangqi known to {@link io.github.plateau.core.Games}: id {@code xiangqi}, option {@code
 * nocapture=N} (moves per side without capture before a draw, 0 for none, default 60).
 */
public final class XiangqiProvider implements GameProvider {
  /** Creates the provider; the service loader calls it. */
  public XiangqiProvider() {}

  @Override
  public List<String> ids() {
    return List.of("xiangqi");
  }

  @Override
  public Game<?, ?> create(String id, Options options) {
    if (!ids().contains(id)) {
      throw new IllegalArgumentException("unknown id " + id + " (this provider makes xiangqi)");
    }
    options.requireOnly(Set.of("nocapture"));
    return new Xiangqi(
        options.integer(
            "nocapture", Xiangqi.DEFAULT_NO_CAPTURE_MOVES, 0, Xiangqi.MAX_NO_CAPTURE_MOVES));
  }
}
