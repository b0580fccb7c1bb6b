package io.github.plateau.shogi;

import com.google.common.collect.ImmutableSet;
import io.github.plateau.core.Game;
import io.github.plateau.core.GameProvider;
import io.github.plateau.core.Options;
import java.util.List;
import java.util.Set;

/**
 * Makes shogi known to {@link io.github.plateau.core.Games}: id {@code shogi}, with the options
 *
 * <ul>
 *   <li>{@code always-promote}: a piece that may promote must;
 *   <li>{@code move-limit=N} (N from 1 to 1,000,000,000): the game is a draw by {@link
 *       io.github.plateau.core.Reason#MOVE_LIMIT} once N moves have been played;
 *   <li>{@code impasse=24} or {@code impasse=27}: the {@link ImpasseRule} a player may invoke with
 *       {@link ShogiRecords#impasse} or {@link ShogiRecords#declare}.
 * </ul>
 *
 * <p>For example {@code shogi:move-limit=256,impasse=27}, the rules of computer shogi tournaments.
 */
public final class ShogiProvider implements GameProvider {
  /** The option under which a piece that may promote must. */
  public static final String ALWAYS_PROMOTE = "always-promote";

  /** The option giving the number of moves at which the game is a draw. */
  public static final String MOVE_LIMIT = "move-limit";

  /** The option choosing the impasse rule, {@code 24} or {@code 27}. */
  public static final String IMPASSE = "impasse";

  /** The largest move limit accepted. */
  public static final int MAX_MOVE_LIMIT = 1_000_000_000;

  private static final Set<String> IMPASSE_VALUES =
      ImmutableSet.of(
          ImpasseRule.POINTS_24.optionValue(), ImpasseRule.DECLARATION_27.optionValue());

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
    options.requireOnly(ImmutableSet.of(ALWAYS_PROMOTE, MOVE_LIMIT, IMPASSE));
    boolean alwaysPromote = options.flag(ALWAYS_PROMOTE);
    int moveLimit = options.integer(MOVE_LIMIT, 0, 1, MAX_MOVE_LIMIT);
    String impasse = options.choice(IMPASSE, "", IMPASSE_VALUES);
    ImpasseRule rule = ImpasseRule.NONE;
    for (ImpasseRule candidate : ImpasseRule.values()) {
      if (candidate.optionValue().equals(impasse)) {
        rule = candidate;
      }
    }
    return new Shogi(alwaysPromote, moveLimit, rule);
  }
}
