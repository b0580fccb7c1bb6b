package io.github.plateau.xiangqi;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.NotationException;
import io.github.plateau.core.Options;
import java.util.Set;

/**
 * The rules options of {@link Xiangqi}, a value: build a variant with the {@code with...} methods
 * from {@link #DEFAULT}.
 *
 * <p>Registry options ({@code xiangqi:no-capture-plies=60}, see {@link #fromOptions}):
 *
 * <ul>
 *   <li>{@code no-capture-plies=N}: {@link #noCapturePlies()}, 0 to 20,000, default 120.
 *   <li>{@code nocapture=N}: the older spelling of the same limit in moves per side, 0 to 10,000:
 *       {@code nocapture=60} is {@code no-capture-plies=120}. At most one of the two may be given.
 * </ul>
 *
 * <p>{@link #toOptions()} writes the options that differ from the default, in this order, with the
 * new names.
 *
 * @param noCapturePlies the plies without a capture (the halfmove clock) after which the game is
 *     drawn by {@link io.github.plateau.core.Reason#NO_CAPTURE_LIMIT}; 0 for no limit
 */
public record XiangqiRules(int noCapturePlies) {
  /** The default no-capture limit: 120 plies, 60 moves per side. */
  public static final int DEFAULT_NO_CAPTURE_PLIES = 120;

  /** The largest no-capture limit. */
  public static final int MAX_NO_CAPTURE_PLIES = 20_000;

  /** The standard rules: a no-capture limit of 120 plies. */
  public static final XiangqiRules DEFAULT = new XiangqiRules(DEFAULT_NO_CAPTURE_PLIES);

  /** The registry option of {@link #noCapturePlies()}. */
  static final String NO_CAPTURE_PLIES = "no-capture-plies";

  /** The older registry option: the no-capture limit in moves per side. */
  static final String NO_CAPTURE_MOVES = "nocapture";

  /**
   * Rules with a no-capture limit.
   *
   * @param noCapturePlies 0 (no limit) to {@link #MAX_NO_CAPTURE_PLIES}
   * @throws IllegalArgumentException if the limit is outside that range
   */
  public XiangqiRules {
    checkArgument(
        noCapturePlies >= 0 && noCapturePlies <= MAX_NO_CAPTURE_PLIES,
        "the no-capture limit %s is outside 0..%s plies",
        noCapturePlies,
        MAX_NO_CAPTURE_PLIES);
  }

  /**
   * These rules with another no-capture limit.
   *
   * @param plies 0 (no limit) to {@link #MAX_NO_CAPTURE_PLIES}
   * @return the new rules
   * @throws IllegalArgumentException if the limit is outside that range
   */
  public XiangqiRules withNoCapturePlies(int plies) {
    return new XiangqiRules(plies);
  }

  /**
   * Reads the rules from registry options (see the class comment); options left out keep their
   * default.
   *
   * @param options the options of a game specification such as {@code xiangqi:nocapture=50}
   * @return the rules
   * @throws NotationException if an option is unknown, its value invalid, or the limit given both
   *     ways; the offset is the option's place in the specification
   * @throws IllegalArgumentException if the options are null
   */
  public static XiangqiRules fromOptions(Options options) {
    checkArgument(options != null, "options is null");
    options.requireOnly(Set.of(NO_CAPTURE_PLIES, NO_CAPTURE_MOVES));
    int plies =
        options.integer(NO_CAPTURE_PLIES, DEFAULT_NO_CAPTURE_PLIES, 0, MAX_NO_CAPTURE_PLIES);
    if (options.keys().contains(NO_CAPTURE_MOVES)) {
      int moves = options.integer(NO_CAPTURE_MOVES, 0, 0, MAX_NO_CAPTURE_PLIES / 2);
      if (options.keys().contains(NO_CAPTURE_PLIES)) {
        throw conflict(options);
      }
      plies = 2 * moves;
    }
    return new XiangqiRules(plies);
  }

  /** The refusal of both spellings of the limit, at the place of {@code nocapture}. */
  private static NotationException conflict(Options options) {
    return options.problem(
        NO_CAPTURE_MOVES,
        "give the no-capture limit once: "
            + NO_CAPTURE_MOVES
            + "=N (moves per side) or "
            + NO_CAPTURE_PLIES
            + "=N, not both");
  }

  /**
   * The options that differ from {@link #DEFAULT}, as a game specification writes them after {@code
   * xiangqi:}; {@link #fromOptions} reads them back as equal rules.
   *
   * @return {@code ""} for the default rules, else such as {@code "no-capture-plies=60"}
   */
  public String toOptions() {
    return noCapturePlies == DEFAULT_NO_CAPTURE_PLIES
        ? ""
        : NO_CAPTURE_PLIES + "=" + noCapturePlies;
  }

  /**
   * The rules as their options text, {@link #toOptions()}.
   *
   * @return {@code ""} for the default rules, else such as {@code "no-capture-plies=60"}
   */
  @Override
  public String toString() {
    return toOptions();
  }
}
