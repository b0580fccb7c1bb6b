package io.github.plateau.napoleon;

import io.github.plateau.core.Game;
import io.github.plateau.core.GameProvider;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Options;
import java.util.List;

/**
 * Registers Napoleon Strategy as {@code napoleon}, with the options read by {@link
 * Rules#fromOptions}: {@code k}, {@code horses}, {@code push}, {@code antique}, {@code midline},
 * {@code plies}, {@code width}, {@code height}, {@code rows}.
 */
public final class NapoleonProvider implements GameProvider {
  /** Creates the provider (the service loader calls this). */
  public NapoleonProvider() {}

  @Override
  public List<String> ids() {
    return List.of(Napoleon.ID);
  }

  @Override
  public Game<?, ?> create(String id, Options options) {
    if (!Napoleon.ID.equals(id)) {
      throw new IllegalArgumentException("unknown id " + id + " (this provider knows napoleon)");
    }
    Rules rules = Rules.fromOptions(options);
    try {
      return new Napoleon(rules);
    } catch (IllegalArgumentException e) {
      throw new NotationException(e.getMessage(), options.toString(), 0);
    }
  }
}
