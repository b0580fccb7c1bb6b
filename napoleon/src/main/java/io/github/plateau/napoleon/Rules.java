package io.github.plateau.napoleon;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.NotationException;
import io.github.plateau.core.Options;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * The rules of a game of Napoleon Strategy: board size, victory threshold K, midline, variant
 * switches, army, setup depth and ply limit. Immutable; change it with the {@code with...} methods.
 *
 * <p>As game options ({@code napoleon:k=5,horses}): {@code k=N} (default 4), {@code horses}
 * (frightened horses), {@code push} (drummer push, implies horses), {@code antique} (implies
 * horses; display names), {@code midline=neutral|low|high}, {@code plies=N} (ply limit, default
 * 200, 0 = none), {@code width=W}, {@code height=H} (4 to 26, default 8), {@code rows=R} (setup
 * depth).
 */
public final class Rules {
  /** The option names {@link #fromOptions} reads. */
  static final Set<String> OPTIONS =
      Set.of("k", "horses", "push", "antique", "midline", "plies", "width", "height", "rows");

  private static final Rules DEFAULTS =
      new Rules(8, 8, 4, Midline.NEUTRAL, false, false, false, 200, null, 0);

  private final int width;
  private final int height;
  private final int k;
  private final Midline midline;
  private final boolean horses;
  private final boolean push;
  private final boolean antique;
  private final int plyLimit;
  private final Army army; // null: the default army for the board
  private final int rows; // 0: as few as hold the army

  private Rules(
      int width,
      int height,
      int k,
      Midline midline,
      boolean horses,
      boolean push,
      boolean antique,
      int plyLimit,
      Army army,
      int rows) {
    this.width = width;
    this.height = height;
    this.k = k;
    this.midline = midline;
    this.horses = horses;
    this.push = push;
    this.antique = antique;
    this.plyLimit = plyLimit;
    this.army = army;
    this.rows = rows;
  }

  /**
   * The base game: 8 x 8, K = 4, neutral midline, no variant, base army on 2 rows, 200 plies.
   *
   * @return the default rules
   */
  public static Rules defaults() {
    return DEFAULTS;
  }

  /**
   * Reads game options; see the class comment for the names.
   *
   * @param options the options
   * @return the rules
   * @throws NotationException for an unknown option or a bad value
   */
  public static Rules fromOptions(Options options) {
    checkArgument(options != null, "options are null");
    options.requireOnly(OPTIONS);
    String midline = options.choice("midline", "neutral", Set.of("neutral", "low", "high"));
    Rules rules =
        new Rules(
            options.integer("width", 8, 4, Square.MAX_SIDE),
            options.integer("height", 8, 4, Square.MAX_SIDE),
            options.integer("k", 4, 1, Integer.MAX_VALUE),
            Midline.valueOf(midline.toUpperCase(Locale.ROOT)),
            options.flag("horses"),
            options.flag("push"),
            options.flag("antique"),
            options.integer("plies", 200, 0, Integer.MAX_VALUE),
            null,
            options.integer("rows", 0, 1, Square.MAX_SIDE / 2));
    String problem = rules.problem();
    if (problem != null) {
      String text = options.toString();
      int at = text.indexOf("rows=");
      throw new NotationException(problem, text, Math.max(at, 0));
    }
    return rules;
  }

  /**
   * The board's width (files).
   *
   * @return 4 to 26
   */
  public int width() {
    return width;
  }

  /**
   * The board's height (ranks).
   *
   * @return 4 to 26
   */
  public int height() {
    return height;
  }

  /**
   * The victory threshold: the points beyond the midline that win at once.
   *
   * @return K, 1 or more
   */
  public int k() {
    return k;
  }

  /**
   * Where the midline lies on a board with an odd number of ranks.
   *
   * @return the midline choice
   */
  public Midline midline() {
    return midline;
  }

  /**
   * Whether the frightened-horses rule is on (variant 3): asked for, or implied by the drummer push
   * or the antique variant.
   *
   * @return true if cavalry may not enter or pass squares on or next to an enemy drummer
   */
  public boolean frightenedHorses() {
    return horses || push || antique;
  }

  /**
   * Whether drummers may push enemy cavalry (variant 4).
   *
   * @return true if the push is on
   */
  public boolean drummerPush() {
    return push;
  }

  /**
   * Whether the antique names are used (variant 5: chariot, elephant, archer).
   *
   * @return true for "Alexandre Strategy"
   */
  public boolean antique() {
    return antique;
  }

  /**
   * The ply limit after which the game is decided by the points beyond the midline.
   *
   * @return plies, 0 for no limit
   */
  public int plyLimit() {
    return plyLimit;
  }

  /**
   * The allowed composition of each camp's army.
   *
   * @return the army set with {@link #withArmy}, else the default army for the board (the base
   *     army, scaled down on boards whose half cannot hold 16 pieces)
   */
  public Army army() {
    return army != null ? army : Army.defaultFor(width, height);
  }

  /**
   * How many rows from its edge each camp sets up on: as set with {@link #withSetupRows}, else the
   * fewest rows that hold the army (2 in the base game).
   *
   * @return rows, 1 or more
   */
  public int setupRows() {
    return rows != 0 ? rows : Math.max(1, (army().size() + width - 1) / width);
  }

  /**
   * These rules on another board.
   *
   * @param width files, 4 to 26
   * @param height ranks, 4 to 26
   * @return the new rules
   * @throws IllegalArgumentException if a side is outside 4..26
   */
  public Rules withSize(int width, int height) {
    checkArgument(width >= 4 && width <= Square.MAX_SIDE, "width %s outside 4..26", width);
    checkArgument(height >= 4 && height <= Square.MAX_SIDE, "height %s outside 4..26", height);
    return new Rules(width, height, k, midline, horses, push, antique, plyLimit, army, rows);
  }

  /**
   * These rules with another victory threshold.
   *
   * @param k points beyond the midline that win, 1 or more
   * @return the new rules
   * @throws IllegalArgumentException if k is below 1
   */
  public Rules withK(int k) {
    checkArgument(k >= 1, "K must be positive, not %s", k);
    return new Rules(width, height, k, midline, horses, push, antique, plyLimit, army, rows);
  }

  /**
   * These rules with another midline choice.
   *
   * @param midline the choice for boards with an odd number of ranks
   * @return the new rules
   * @throws IllegalArgumentException if the midline is null
   */
  public Rules withMidline(Midline midline) {
    checkArgument(midline != null, "midline is null");
    return new Rules(width, height, k, midline, horses, push, antique, plyLimit, army, rows);
  }

  /**
   * These rules with the frightened-horses switch set (the push and antique variants imply it).
   *
   * @param on the switch
   * @return the new rules
   */
  public Rules withFrightenedHorses(boolean on) {
    return new Rules(width, height, k, midline, on, push, antique, plyLimit, army, rows);
  }

  /**
   * These rules with the drummer-push switch set (it implies frightened horses).
   *
   * @param on the switch
   * @return the new rules
   */
  public Rules withDrummerPush(boolean on) {
    return new Rules(width, height, k, midline, horses, on, antique, plyLimit, army, rows);
  }

  /**
   * These rules with the antique switch set (it implies frightened horses).
   *
   * @param on the switch
   * @return the new rules
   */
  public Rules withAntique(boolean on) {
    return new Rules(width, height, k, midline, horses, push, on, plyLimit, army, rows);
  }

  /**
   * These rules with another ply limit.
   *
   * @param plies the limit, 0 for none
   * @return the new rules
   * @throws IllegalArgumentException if the limit is negative
   */
  public Rules withPlyLimit(int plies) {
    checkArgument(plies >= 0, "the ply limit %s is negative", plies);
    return new Rules(width, height, k, midline, horses, push, antique, plies, army, rows);
  }

  /**
   * These rules with another army.
   *
   * @param army the allowed composition
   * @return the new rules
   * @throws IllegalArgumentException if the army is null
   */
  public Rules withArmy(Army army) {
    checkArgument(army != null, "army is null");
    return new Rules(width, height, k, midline, horses, push, antique, plyLimit, army, rows);
  }

  /**
   * These rules with a set setup depth.
   *
   * @param rows the rows each camp sets up on, 1 or more; 0 for the fewest that hold the army
   * @return the new rules
   * @throws IllegalArgumentException if rows is negative
   */
  public Rules withSetupRows(int rows) {
    checkArgument(rows >= 0, "rows %s is negative", rows);
    return new Rules(width, height, k, midline, horses, push, antique, plyLimit, army, rows);
  }

  /** What makes these rules unplayable (the setups do not fit), or null. */
  String problem() {
    int r = setupRows();
    if (2 * r > height) {
      return "the setups of "
          + r
          + " rows each do not fit on "
          + height
          + " ranks (at most "
          + height / 2
          + ")";
    }
    if (army().size() > r * width) {
      return "an army of " + army().size() + " does not fit on " + r + " rows of " + width;
    }
    return null;
  }

  /**
   * The options that differ from the defaults, as written in a game specification.
   *
   * @return such as {@code "k=5,horses"}, empty for the defaults
   */
  String options() {
    List<String> parts = new ArrayList<>();
    if (width != 8 || height != 8) {
      parts.add("width=" + width);
      parts.add("height=" + height);
    }
    if (k != 4) {
      parts.add("k=" + k);
    }
    if (midline != Midline.NEUTRAL) {
      parts.add("midline=" + midline.name().toLowerCase(Locale.ROOT));
    }
    if (horses) {
      parts.add("horses");
    }
    if (push) {
      parts.add("push");
    }
    if (antique) {
      parts.add("antique");
    }
    if (plyLimit != 200) {
      parts.add("plies=" + plyLimit);
    }
    if (rows != 0) {
      parts.add("rows=" + rows);
    }
    if (army != null) {
      parts.add("army=" + army.toString().replace(" ", ""));
    }
    return String.join(",", parts);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Rules r
        && r.width == width
        && r.height == height
        && r.k == k
        && r.midline == midline
        && r.horses == horses
        && r.push == push
        && r.antique == antique
        && r.plyLimit == plyLimit
        && Objects.equals(r.army, army)
        && r.rows == rows;
  }

  @Override
  public int hashCode() {
    return Objects.hash(width, height, k, midline, horses, push, antique, plyLimit, army, rows);
  }

  /** The options form, such as {@code "Rules[k=5,horses]"}. */
  @Override
  public String toString() {
    return "Rules[" + options() + "]";
  }
}
