package io.github.plateau.napoleon;

import static com.google.common.base.Preconditions.checkArgument;

import com.google.common.collect.ImmutableSet;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Options;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The rules of a game of Napoleon Strategy, as a value: board size, victory threshold K, midline,
 * variant switches, ply limit, army and setup depth. Change it with the {@code with...} methods;
 * build the game with {@link Napoleon#Napoleon(NapoleonRules)}.
 *
 * <p>The components hold the rules in force, so that equal rules make the same game: the drummer
 * push and the antique variant imply frightened horses; an army or setup depth left to its default
 * (the constructor's {@code null} or {@code 0}) is the one the board calls for, and follows the
 * board when {@link #withSize} or {@link #withArmy} changes it.
 *
 * <p>As game options ({@code napoleon:k=5,horses}), written by {@link #toOptions()} in this fixed
 * order, non-default ones only: {@code width=W}, {@code height=H} (4 to 26, default 8; both written
 * when either differs), {@code k=N} (1 to 9,999, default 4), {@code midline=neutral|low|high},
 * {@code horses} (frightened horses; not written when implied), {@code push} (drummer push), {@code
 * antique}, {@code fixed-cannons} (cannons keep their setup orientation: no ORDERS phase, a turn is
 * its piece move alone, section 10 of the rules), {@code max-plies=N} (the ply limit, default 200,
 * 0 for none, at most {@link NapoleonPosition#MAX_PLY}; {@code plies=N} is its older alias, read
 * but not written), {@code rows=R} (setup depth, 1 to 13), {@code army=S:G2D1I6C4A3} (S pieces, at
 * most so many of each kind, each number 0 to 9,999), {@code armies=N} (2 to 4 camps, section 11
 * "Waterloo"; with more than two the board defaults to 16 x 8), {@code alliances=S/N} (the camps of
 * SOUTH's and NORTH's alliances, {@code 2/1}, {@code 2/2} or {@code 3/1}; default {@code 2/1} for
 * three armies, {@code 2/2} for four), {@code files=a-h.i-p/a-p} (each camp's block of files,
 * SOUTH's alliance first; default the files split evenly within each alliance, left to right in
 * turn order).
 *
 * @param width the board's width (files), 4 to 26
 * @param height the board's height (ranks), 4 to 26
 * @param k the victory threshold: the points beyond the midline that win at once, 1 to {@link
 *     #MAX_K}
 * @param midline where the midline lies on a board with an odd number of ranks
 * @param frightenedHorses whether no cavalry may enter or pass a square on or next to an enemy
 *     drummer (variant 3); always on with the drummer push or the antique variant
 * @param drummerPush whether drummers may push enemy cavalry (variant 4)
 * @param antique whether the antique names are used (variant 5, "Alexandre Strategy")
 * @param fixedCannons whether cannons keep their setup orientation all game: no ORDERS phase
 *     follows a piece move (off by default: the full game, where cannons take orders)
 * @param maxPlies the ply limit, in whole turns, after which the game is decided by the points
 *     beyond the midline, 0 for none
 * @param army the allowed composition of each camp's army; null in the constructor for the default
 *     army of the board (the base army, scaled down on boards whose half cannot hold 16 pieces)
 * @param setupRows how many rows from its edge each camp sets up on; 0 in the constructor for the
 *     fewest rows that hold the army (2 in the base game)
 * @param alliances the camps, their two alliances and their blocks of files (section 11,
 *     "Waterloo"); null in the constructor for the two-army game
 */
public record NapoleonRules(
    int width,
    int height,
    int k,
    Midline midline,
    boolean frightenedHorses,
    boolean drummerPush,
    boolean antique,
    boolean fixedCannons,
    int maxPlies,
    Army army,
    int setupRows,
    Alliances alliances) {

  /** The default ply limit. */
  private static final int DEFAULT_MAX_PLIES = 200;

  /**
   * The largest victory threshold K. An alliance of three camps needs three times K, which stays
   * far inside an int (a K near {@link Integer#MAX_VALUE} wrapped around to a negative need, so
   * that the start position was already decided); no army comes near so many points.
   */
  public static final int MAX_K = 9_999;

  /**
   * The base game: 8 x 8, K = 4, neutral midline, no variant, cannons taking orders, 200 turns,
   * base army on 2 rows.
   */
  public static final NapoleonRules DEFAULT =
      new NapoleonRules(
          8, 8, 4, Midline.NEUTRAL, false, false, false, false, 200, null, 0, Alliances.TWO);

  /** The option names {@link #fromOptions} reads. */
  private static final Set<String> OPTIONS =
      ImmutableSet.of(
          "width",
          "height",
          "k",
          "midline",
          "horses",
          "push",
          "antique",
          "fixed-cannons",
          "max-plies",
          "plies",
          "rows",
          "army",
          "armies",
          "alliances",
          "files");

  /**
   * Checks the components and fills in the implied ones (see the class comment).
   *
   * @param width the board's width, 4 to 26
   * @param height the board's height, 4 to 26
   * @param k the victory threshold, 1 to {@link #MAX_K}
   * @param midline the midline choice
   * @param frightenedHorses the frightened-horses switch
   * @param drummerPush the drummer-push switch
   * @param antique the antique switch
   * @param fixedCannons the fixed-cannons switch
   * @param maxPlies the ply limit, 0 (none) to {@link NapoleonPosition#MAX_PLY}
   * @param army the army, or null for the board's default
   * @param setupRows the setup depth, 1 to 13, or 0 for the fewest rows that hold the army
   * @param alliances the camps and their alliances (section 11), or null for the two-army game
   * @throws IllegalArgumentException if a value is out of range or the midline is null
   */
  public NapoleonRules {
    checkArgument(width >= 4 && width <= Square.MAX_SIDE, "width %s outside 4..26", width);
    checkArgument(height >= 4 && height <= Square.MAX_SIDE, "height %s outside 4..26", height);
    checkArgument(k >= 1 && k <= MAX_K, "K %s outside 1..%s", k, MAX_K);
    checkArgument(midline != null, "midline is null");
    checkArgument(
        maxPlies >= 0 && maxPlies <= NapoleonPosition.MAX_PLY,
        "maxPlies %s outside 0..%s",
        maxPlies,
        NapoleonPosition.MAX_PLY);
    checkArgument(
        setupRows >= 0 && setupRows <= Square.MAX_SIDE / 2,
        "setupRows %s outside 0..%s",
        setupRows,
        Square.MAX_SIDE / 2);
    frightenedHorses |= drummerPush || antique;
    if (alliances == null) {
      alliances = Alliances.TWO;
    }
    if (army == null) {
      army = Army.defaultFor(width, height);
    }
    if (setupRows == 0) {
      setupRows = fewestRows(army, width, alliances);
    }
  }

  /**
   * The rules of a two-army game (section 1 to 10): {@link Alliances} left to the default.
   *
   * @param width the board's width, 4 to 26
   * @param height the board's height, 4 to 26
   * @param k the victory threshold, 1 to {@link #MAX_K}
   * @param midline the midline choice
   * @param frightenedHorses the frightened-horses switch
   * @param drummerPush the drummer-push switch
   * @param antique the antique switch
   * @param fixedCannons the fixed-cannons switch
   * @param maxPlies the ply limit, 0 (none) to {@link NapoleonPosition#MAX_PLY}
   * @param army the army, or null for the board's default
   * @param setupRows the setup depth, 1 to 13, or 0 for the fewest rows that hold the army
   * @throws IllegalArgumentException if a value is out of range or the midline is null
   */
  public NapoleonRules(
      int width,
      int height,
      int k,
      Midline midline,
      boolean frightenedHorses,
      boolean drummerPush,
      boolean antique,
      boolean fixedCannons,
      int maxPlies,
      Army army,
      int setupRows) {
    this(
        width,
        height,
        k,
        midline,
        frightenedHorses,
        drummerPush,
        antique,
        fixedCannons,
        maxPlies,
        army,
        setupRows,
        Alliances.TWO);
  }

  /**
   * The default rules of a game of several armies ("Waterloo", section 11): {@link #DEFAULT} with
   * that many camps in their default alliances ({@code 2/1}, {@code 2/2}) on the default Waterloo
   * board, 16 x 8, files split evenly.
   *
   * @param armies 2 to 4 (2 gives {@link #DEFAULT})
   * @return the rules
   * @throws IllegalArgumentException if armies is outside 2..4
   */
  public static NapoleonRules waterloo(int armies) {
    Alliances alliances = Alliances.of(armies);
    return armies == 2 ? DEFAULT : DEFAULT.withSize(16, 8).withAlliances(alliances);
  }

  /**
   * The setup depth the army needs: with one camp per alliance on every file, the fewest rows that
   * hold it; with blocks of files (several armies, or files given), the fewest rows, at least 2,
   * that hold it in the narrowest block.
   */
  private static int fewestRows(Army army, int width, Alliances alliances) {
    if (alliances.equals(Alliances.TWO)) {
      return Math.max(1, (army.size() + width - 1) / width);
    }
    int narrowest = Math.max(1, alliances.narrowest(width));
    return Math.min(Square.MAX_SIDE / 2, Math.max(2, (army.size() + narrowest - 1) / narrowest));
  }

  /**
   * The number of armies (camps) in the game.
   *
   * @return 2 to 4
   */
  public int armies() {
    return alliances.armies();
  }

  private boolean defaultArmy() {
    return army.equals(Army.defaultFor(width, height));
  }

  private boolean defaultRows() {
    return setupRows == fewestRows(army, width, alliances);
  }

  /**
   * Reads the rules options of a game specification; see the class comment for the names.
   *
   * @param options the options, as {@link io.github.plateau.core.Games#create} passes them
   * @return the rules
   * @throws NotationException for an unknown option, a bad value, or rules whose setups do not fit
   *     the board; its offset points into the specification, at the option to blame
   * @throws IllegalArgumentException if the options are null
   */
  public static NapoleonRules fromOptions(Options options) {
    checkArgument(options != null, "options is null");
    options.requireOnly(OPTIONS);
    if (options.keys().contains("plies") && options.keys().contains("max-plies")) {
      throw errorAt(options, "plies", "give max-plies or its alias plies, not both");
    }
    String midline = options.choice("midline", "neutral", Set.of("neutral", "low", "high"));
    int armies = options.integer("armies", 2, 2, 4);
    int width = options.integer("width", armies > 2 ? 16 : 8, 4, Square.MAX_SIDE);
    int height = options.integer("height", 8, 4, Square.MAX_SIDE);
    int plies = options.integer("plies", DEFAULT_MAX_PLIES, 0, NapoleonPosition.MAX_PLY);
    NapoleonRules rules =
        new NapoleonRules(
            width,
            height,
            options.integer("k", 4, 1, MAX_K),
            Midline.valueOf(midline.toUpperCase(Locale.ROOT)),
            options.flag("horses"),
            options.flag("push"),
            options.flag("antique"),
            options.flag("fixed-cannons"),
            options.integer("max-plies", plies, 0, NapoleonPosition.MAX_PLY),
            army(options),
            options.integer("rows", 0, 1, Square.MAX_SIDE / 2),
            alliances(options, armies, width));
    String problem = rules.problem();
    if (problem != null) {
      throw errorAt(options, blamed(options), problem);
    }
    return rules;
  }

  private static Alliances alliances(Options options, int armies, int width) {
    Alliances alliances = Alliances.of(armies);
    if (options.keys().contains("alliances")) {
      try {
        alliances = Alliances.parse(armies, options.value("alliances").orElseThrow());
      } catch (IllegalArgumentException e) {
        throw errorAt(options, "alliances", "option " + e.getMessage());
      }
    }
    if (options.keys().contains("files")) {
      try {
        alliances = alliances.withFiles(options.value("files").orElseThrow(), width);
      } catch (IllegalArgumentException e) {
        throw errorAt(options, "files", "option " + e.getMessage());
      }
    }
    return alliances;
  }

  private static Army army(Options options) {
    if (!options.keys().contains("army")) {
      return null;
    }
    String text = options.value("army").orElseThrow();
    try {
      return Army.parse(text);
    } catch (IllegalArgumentException e) {
      throw errorAt(options, "army", "option 'army': " + e.getMessage());
    }
  }

  /** The option a setup that does not fit is blamed on: the first given of these. */
  private static String blamed(Options options) {
    for (String key : List.of("rows", "army", "files", "armies", "height", "width")) {
      if (options.keys().contains(key)) {
        return key;
      }
    }
    return options.keys().iterator().next(); // the defaults fit: some option was given
  }

  /** A refusal of an option at its offset in the user's specification. */
  private static NotationException errorAt(Options options, String key, String problem) {
    return options.problem(key, problem);
  }

  /**
   * These rules on another board; an army and a setup depth that were the board's defaults become
   * the new board's.
   *
   * @param width files, 4 to 26
   * @param height ranks, 4 to 26
   * @return the new rules
   * @throws IllegalArgumentException if a side is outside 4..26
   */
  public NapoleonRules withSize(int width, int height) {
    checkArgument(width >= 4 && width <= Square.MAX_SIDE, "width %s outside 4..26", width);
    checkArgument(height >= 4 && height <= Square.MAX_SIDE, "height %s outside 4..26", height);
    return change(
        d -> {
          d.width = width;
          d.height = height;
        });
  }

  /**
   * These rules on a board of another width; see {@link #withSize}.
   *
   * @param width files, 4 to 26
   * @return the new rules
   * @throws IllegalArgumentException if the width is outside 4..26
   */
  public NapoleonRules withWidth(int width) {
    return withSize(width, height);
  }

  /**
   * These rules on a board of another height; see {@link #withSize}.
   *
   * @param height ranks, 4 to 26
   * @return the new rules
   * @throws IllegalArgumentException if the height is outside 4..26
   */
  public NapoleonRules withHeight(int height) {
    return withSize(width, height);
  }

  /**
   * These rules with another victory threshold.
   *
   * @param k points beyond the midline that win, 1 to {@link #MAX_K}
   * @return the new rules
   * @throws IllegalArgumentException if k is outside that range
   */
  public NapoleonRules withK(int k) {
    return change(d -> d.k = k);
  }

  /**
   * These rules with another midline choice.
   *
   * @param midline the choice for boards with an odd number of ranks
   * @return the new rules
   * @throws IllegalArgumentException if the midline is null
   */
  public NapoleonRules withMidline(Midline midline) {
    return change(d -> d.midline = midline);
  }

  /**
   * These rules with the frightened-horses switch set. The drummer push and the antique variant
   * imply it: with either on, frightened horses stay on.
   *
   * @param on the switch
   * @return the new rules
   */
  public NapoleonRules withFrightenedHorses(boolean on) {
    return change(d -> d.frightenedHorses = on);
  }

  /**
   * These rules with the drummer-push switch set. Turning it on turns frightened horses on; turning
   * it off leaves them on (turn them off with {@link #withFrightenedHorses}).
   *
   * @param on the switch
   * @return the new rules
   */
  public NapoleonRules withDrummerPush(boolean on) {
    return change(d -> d.drummerPush = on);
  }

  /**
   * These rules with the antique switch set. Turning it on turns frightened horses on; turning it
   * off leaves them on.
   *
   * @param on the switch
   * @return the new rules
   */
  public NapoleonRules withAntique(boolean on) {
    return change(d -> d.antique = on);
  }

  /**
   * These rules with the fixed-cannons switch set: on, cannons keep their setup orientation and a
   * turn is its piece move alone (no ORDERS phase); off, the full game of section 10.
   *
   * @param on the switch
   * @return the new rules
   */
  public NapoleonRules withFixedCannons(boolean on) {
    return change(d -> d.fixedCannons = on);
  }

  /**
   * These rules with another ply limit.
   *
   * @param maxPlies the limit, 0 for none, at most {@link NapoleonPosition#MAX_PLY}
   * @return the new rules
   * @throws IllegalArgumentException if the limit is out of that range
   */
  public NapoleonRules withMaxPlies(int maxPlies) {
    return change(d -> d.maxPlies = maxPlies);
  }

  /**
   * These rules with another army; a setup depth that was the default becomes the new army's.
   *
   * @param army the allowed composition
   * @return the new rules
   * @throws IllegalArgumentException if the army is null
   */
  public NapoleonRules withArmy(Army army) {
    checkArgument(army != null, "army is null");
    return change(d -> d.army = army);
  }

  /**
   * These rules with another setup depth.
   *
   * @param setupRows the rows each camp sets up on, 1 to 13; 0 for the fewest that hold the army
   * @return the new rules
   * @throws IllegalArgumentException if the depth is out of that range
   */
  public NapoleonRules withSetupRows(int setupRows) {
    return change(d -> d.setupRows = setupRows);
  }

  /**
   * These rules with the camps, alliances and blocks of files of section 11; a setup depth that was
   * the default becomes the new blocks'. The board is kept (see {@link #waterloo} for the default
   * Waterloo board).
   *
   * @param alliances the camps in their alliances
   * @return the new rules
   * @throws IllegalArgumentException if the alliances are null
   */
  public NapoleonRules withAlliances(Alliances alliances) {
    checkArgument(alliances != null, "alliances is null");
    return change(d -> d.alliances = alliances);
  }

  /**
   * These rules with the alliances the option {@code alliances=2/1} gives, on the even split of
   * files; the board is kept.
   *
   * @param text {@code 2/1}, {@code 2/2}, {@code 3/1} (or {@code 1/1})
   * @return the new rules
   * @throws IllegalArgumentException if the text is refused (see {@link Alliances#parse})
   */
  public NapoleonRules withAlliances(String text) {
    return withAlliances(Alliances.parse(alliances.armies(), text));
  }

  /**
   * These rules with another number of armies, in their default alliances on the even split of
   * files; the board is kept.
   *
   * @param armies 2 to 4
   * @return the new rules
   * @throws IllegalArgumentException if armies is outside 2..4
   */
  public NapoleonRules withArmies(int armies) {
    return withAlliances(Alliances.of(armies));
  }

  /**
   * These rules with each camp's block of files given as the option {@code files} writes them.
   *
   * @param files such as {@code a-h.i-p/a-p}
   * @return the new rules
   * @throws IllegalArgumentException if the text is refused (see {@link Alliances#withFiles})
   */
  public NapoleonRules withFiles(String files) {
    return withAlliances(
        Alliances.parse(alliances.armies(), alliances.toString()).withFiles(files, width));
  }

  /**
   * These rules with some components changed by {@code edit}: the one place besides the canonical
   * constructor that names every component, so that each {@code with} method says only what it
   * changes. An army or a setup depth that was the default stays the default (null, 0), so that the
   * constructor works it out again for the new board, army and alliances; the new rules are checked
   * by that constructor.
   */
  private NapoleonRules change(Consumer<Draft> edit) {
    Draft d = new Draft(this);
    edit.accept(d);
    return new NapoleonRules(
        d.width,
        d.height,
        d.k,
        d.midline,
        d.frightenedHorses,
        d.drummerPush,
        d.antique,
        d.fixedCannons,
        d.maxPlies,
        d.army,
        d.setupRows,
        d.alliances);
  }

  /** The components of rules being changed, copied from the rules they start as. */
  private static final class Draft {
    int width;
    int height;
    int k;
    Midline midline;
    boolean frightenedHorses;
    boolean drummerPush;
    boolean antique;
    boolean fixedCannons;
    int maxPlies;
    Army army;
    int setupRows;
    Alliances alliances;

    Draft(NapoleonRules r) {
      width = r.width;
      height = r.height;
      k = r.k;
      midline = r.midline;
      frightenedHorses = r.frightenedHorses;
      drummerPush = r.drummerPush;
      antique = r.antique;
      fixedCannons = r.fixedCannons;
      maxPlies = r.maxPlies;
      army = r.defaultArmy() ? null : r.army;
      setupRows = r.defaultRows() ? 0 : r.setupRows;
      alliances = r.alliances;
    }
  }

  /**
   * The block of files a camp sets up in.
   *
   * @param camp a camp of the game
   * @return its first and last file, 0-based: {@code {first, last}}
   * @throws IllegalArgumentException if the camp is null or not in the game
   */
  int[] block(Camp camp) {
    checkArgument(camp != null, "camp is null");
    return alliances.block(camp.index(), width);
  }

  /** What makes these rules unplayable (the setups do not fit), or null. */
  String problem() {
    for (int camp = 0; camp < alliances.armies(); camp++) {
      int[] b = alliances.block(camp, width);
      if (b[1] >= width) {
        return "files: block " + alliances.files(width) + " is off the " + width + "-file board";
      }
      if (b[1] < b[0]) {
        return "files: the even split of " + width + " files leaves a camp no file";
      }
    }
    if (!alliances.equals(Alliances.TWO)) {
      int narrowest = alliances.narrowest(width);
      if (army.size() > setupRows * narrowest) {
        return "an army of "
            + army.size()
            + " does not fit on "
            + setupRows
            + " rows of the narrowest block of "
            + narrowest
            + " file(s), "
            + alliances.files(width);
      }
    }
    if (2 * setupRows > height) {
      return "the setups of "
          + setupRows
          + " rows each do not fit on "
          + height
          + " ranks (at most "
          + height / 2
          + ")";
    }
    if (army.size() > setupRows * width) {
      return "an army of " + army.size() + " does not fit on " + setupRows + " rows of " + width;
    }
    return null;
  }

  /**
   * The options that differ from the defaults, as a game specification writes them after {@code
   * napoleon:}, in the fixed order of the class comment; {@link #fromOptions} reads them back to
   * equal rules.
   *
   * @return such as {@code "k=5,horses"}, empty for the defaults
   */
  public String toOptions() {
    List<String> parts = new ArrayList<>();
    if (width != (armies() > 2 ? 16 : 8) || height != 8) {
      parts.add("width=" + width);
      parts.add("height=" + height);
    }
    if (k != 4) {
      parts.add("k=" + k);
    }
    if (midline != Midline.NEUTRAL) {
      parts.add("midline=" + midline.name().toLowerCase(Locale.ROOT));
    }
    if (frightenedHorses && !drummerPush && !antique) {
      parts.add("horses");
    }
    if (drummerPush) {
      parts.add("push");
    }
    if (antique) {
      parts.add("antique");
    }
    if (fixedCannons) {
      parts.add("fixed-cannons");
    }
    if (maxPlies != DEFAULT_MAX_PLIES) {
      parts.add("max-plies=" + maxPlies);
    }
    if (!defaultRows()) {
      parts.add("rows=" + setupRows);
    }
    if (!defaultArmy()) {
      parts.add("army=" + army.toOptionText());
    }
    if (armies() > 2) {
      parts.add("armies=" + armies());
    }
    if (!alliances.defaultAlliances()) {
      parts.add("alliances=" + alliances);
    }
    if (!alliances.evenFiles()) {
      parts.add("files=" + alliances.files(width));
    }
    return String.join(",", parts);
  }

  /**
   * The rules by their options, such as {@code "NapoleonRules[k=5,horses]"}.
   *
   * @return the options of {@link #toOptions()} in brackets
   */
  @Override
  public String toString() {
    return "NapoleonRules[" + toOptions() + "]";
  }
}
