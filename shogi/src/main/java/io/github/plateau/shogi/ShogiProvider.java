package io.github.plateau.shogi;

import io.github.plateau.core.Game;
import io.github.plateau.core.GameProvider;
import io.github.plateau.core.Options;
import java.util.List;
import java.util.Set;

/**
 * Makes shogi known to {@link io.github.plateau.core.Games}: id {@code shogi}, with the optional
 * flag {@code always-promote} ({@code shogi:always-promote}).
 */
public final class ShogiProvider implements GameProvider {
  /** The option under which a piece that may promote must. */
  public static final String ALWAYS_PROMOTE = "always-promote";

  /** Creates the provider; the service loader calls it. */
  public ShogiProvider() {}

  @Override
  public List<String> ids() {
    return List.of("shogi");
  }

  @Override
  public Game<?, ?> create(String id, Options options) {
    if (!"shogi".equals(id)) {
      throw new IllegalArgumentException("unknown id " + id + " (this provider makes shogi)");
    }
    if (options == null) {
      throw new IllegalArgumentException("options is null");
    }
    options.requireOnly(Set.of(ALWAYS_PROMOTE));
    return new Shogi(options.flag(ALWAYS_PROMOTE));
  }
}
