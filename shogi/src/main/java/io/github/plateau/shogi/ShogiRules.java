package io.github.plateau.shogi;

import static com.google.common.base.Preconditions.checkArgument;

import com.google.common.collect.ImmutableSet;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Options;
import io.github.plateau.core.Reason;
import java.util.Set;

/**
 * The rules options of a {@link Shogi} game, as a value: build a game with {@code new
 * Shogi(rules)}.
 *
 * <p>Registry options ({@code shogi:always-promote,max-plies=256,impasse=27}), read by {@link
 * #fromOptions} and written by {@link #toOptions()} (which {@code toString()} returns) in this
 * order:
 *
 * <ul>
 *   <li>{@code always-promote}: {@link #alwaysPromote()};
 *   <li>{@code max-plies=N}: {@link #maxPlies()}, 0 to {@link #MAX_PLIES}; {@code move-limit=N},
 *       its old name, is read as the same number (it already counted plies);
 *   <li>{@code impasse=24} or {@code impasse=27}: {@link #impasse()}.
 * </ul>
 *
 * @param alwaysPromote whether a piece that may promote must, so that no move declines a promotion
 * @param maxPlies the number of plies (moves of either side) of a game record at which the game is
 *     a draw by {@link Reason#MOVE_LIMIT}, unless the last move ended it otherwise; 0 for no limit
 * @param impasse the impasse rule a player may invoke through {@link ShogiRecords}
 */
public record ShogiRules(boolean alwaysPromote, int maxPlies, ImpasseRule impasse) {
  /** The standard rules: promotion is a choice where it is not forced, no limit, no impasse. */
  public static final ShogiRules DEFAULT = new ShogiRules(false, 0, ImpasseRule.NONE);

  /**
   * The largest ply limit: {@link ShogiPosition#MAX_PLY} (999,999,999), the most plies a position
   * counts, so that every limit can be reached.
   */
  public static final int MAX_PLIES = ShogiPosition.MAX_PLY;

  private static final String ALWAYS_PROMOTE = "always-promote";
  private static final String MAX_PLIES_OPTION = "max-plies";
  private static final String MOVE_LIMIT = "move-limit"; // the old name of max-plies
  private static final String IMPASSE = "impasse";
  private static final Set<String> KNOWN =
      ImmutableSet.of(ALWAYS_PROMOTE, MAX_PLIES_OPTION, MOVE_LIMIT, IMPASSE);
  private static final Set<String> IMPASSE_VALUES =
      ImmutableSet.of(
          ImpasseRule.POINTS_24.optionValue(), ImpasseRule.DECLARATION_27.optionValue());

  /**
   * Checks the rules.
   *
   * @param alwaysPromote whether a piece that may promote must
   * @param maxPlies the ply limit, 0 for none, at most {@link #MAX_PLIES}
   * @param impasse the impasse rule
   * @throws IllegalArgumentException if the limit is outside 0..{@link #MAX_PLIES} or the impasse
   *     rule null
   */
  public ShogiRules {
    checkArgument(
        maxPlies >= 0 && maxPlies <= MAX_PLIES, "maxPlies %s outside 0..%s", maxPlies, MAX_PLIES);
    checkArgument(impasse != null, "impasse is null");
  }

  /**
   * These rules with another promotion rule.
   *
   * @param alwaysPromote whether a piece that may promote must
   * @return the new rules
   */
  public ShogiRules withAlwaysPromote(boolean alwaysPromote) {
    return new ShogiRules(alwaysPromote, maxPlies, impasse);
  }

  /**
   * These rules with another ply limit.
   *
   * @param maxPlies the ply limit, 0 for none, at most {@link #MAX_PLIES}
   * @return the new rules
   * @throws IllegalArgumentException if the limit is outside that range
   */
  public ShogiRules withMaxPlies(int maxPlies) {
    return new ShogiRules(alwaysPromote, maxPlies, impasse);
  }

  /**
   * These rules with another impasse rule.
   *
   * @param impasse the impasse rule
   * @return the new rules
   * @throws IllegalArgumentException if the rule is null
   */
  public ShogiRules withImpasse(ImpasseRule impasse) {
    return new ShogiRules(alwaysPromote, maxPlies, impasse);
  }

  /**
   * Reads the rules from the options of a registry specification, such as {@code
   * always-promote,max-plies=256}.
   *
   * @param options the options; absent ones keep their default
   * @return the rules
   * @throws NotationException for an unknown option, a bad value, or both {@code max-plies} and
   *     {@code move-limit}; the offset points into the specification
   * @throws IllegalArgumentException if the options are null
   */
  public static ShogiRules fromOptions(Options options) {
    checkArgument(options != null, "options is null");
    options.requireOnly(KNOWN);
    if (options.keys().contains(MAX_PLIES_OPTION) && options.keys().contains(MOVE_LIMIT)) {
      throw options.problem(
          MOVE_LIMIT, "move-limit is the old name of max-plies: give only one of them (max-plies)");
    }
    boolean alwaysPromote = options.flag(ALWAYS_PROMOTE);
    int oldLimit = options.integer(MOVE_LIMIT, 0, 0, MAX_PLIES);
    int maxPlies = options.integer(MAX_PLIES_OPTION, oldLimit, 0, MAX_PLIES);
    String impasse = options.choice(IMPASSE, "", IMPASSE_VALUES);
    ImpasseRule rule = ImpasseRule.NONE;
    for (ImpasseRule candidate : ImpasseRule.values()) {
      if (candidate.optionValue().equals(impasse)) {
        rule = candidate;
      }
    }
    return new ShogiRules(alwaysPromote, maxPlies, rule);
  }

  /**
   * The options that are not at their default, in the order {@code always-promote}, {@code
   * max-plies}, {@code impasse}, as they follow {@code shogi:}: what {@link #fromOptions} reads
   * back as these rules.
   *
   * @return such as {@code "always-promote,max-plies=256,impasse=27"}; empty for {@link #DEFAULT}
   */
  public String toOptions() {
    StringBuilder out = new StringBuilder();
    if (alwaysPromote) {
      out.append(',').append(ALWAYS_PROMOTE);
    }
    if (maxPlies > 0) {
      out.append(',').append(MAX_PLIES_OPTION).append('=').append(maxPlies);
    }
    if (impasse != ImpasseRule.NONE) {
      out.append(',').append(IMPASSE).append('=').append(impasse.optionValue());
    }
    return out.length() == 0 ? "" : out.substring(1);
  }

  /**
   * The rules as their options text, {@link #toOptions()}.
   *
   * @return such as {@code "always-promote,max-plies=256"}; empty for {@link #DEFAULT}
   */
  @Override
  public String toString() {
    return toOptions();
  }
}
