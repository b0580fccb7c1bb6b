package io.github.plateau.draughts;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.Options;
import io.github.plateau.core.text.Quoting;

/**
 * The rules of a draughts game, as a value: the board size, the FMJD draw rules that {@link
 * Draughts#judge} applies to a game's history, and four flags for the rules that tell the national
 * games apart. The defaults ({@link #DEFAULT}) are the international (FMJD) rules; Russian
 * draughts, for instance, is {@code DraughtsRules.brazilian().withMajorityCapture(false)
 * .withPromotionDuringCapture(true)}, and the moves of English checkers are {@code
 * DraughtsRules.brazilian().withMenCaptureBackward(false).withMajorityCapture(false)
 * .withFlyingKings(false)}.
 *
 * <p>Every limit counts plies (a move of one side), 0 meaning no limit; the FMJD numbers, given in
 * moves of each side, are twice as many plies.
 *
 * <p>As registry options ({@link #fromOptions}, {@link #toOptions}), in this fixed order: {@code
 * size=N}, {@code king-move-plies=N}, {@code long-endgame-plies=N}, {@code short-endgame-plies=N},
 * {@code repetitions=N}, {@code backward=true|false}, {@code majority=true|false}, {@code
 * flying=true|false}, {@code promotion=true|false}. The former names {@code kingmoves=N}, {@code
 * endgame16=N} and {@code endgame5=N} count moves of each side and are still read: {@code
 * kingmoves=25} is {@code king-move-plies=50}.
 *
 * @param size the board's side, an even number from 4 to 20 (10 international, 8 Brazilian, 12
 *     Canadian)
 * @param kingMovePlies the game is drawn after this many successive plies made only with kings and
 *     without capture (FMJD 6.2: 25 moves of each side, 50 plies); 0 for no limit
 * @param longEndgamePlies plies still played when three kings, two kings and a man, or a king and
 *     two men face a lone king (FMJD 6.3: 16 moves each, 32 plies); 0 for no limit
 * @param shortEndgamePlies plies still played when two kings, a king and a man, or a king face a
 *     lone king (FMJD 6.4: 5 moves each, 10 plies); 0 for no limit
 * @param repetitions the occurrence of a position (same pieces, same side to move) that draws (FMJD
 *     6.1: the third)
 * @param menCaptureBackward whether men capture backward as well as forward (FMJD 4.2: true); when
 *     false, every jump of a man goes forward
 * @param majorityCapture whether the capture taking the most pieces is compulsory (FMJD 4.13:
 *     true); when false, the player chooses any capture, which must still go on while it can
 * @param flyingKings whether kings move and capture at a distance (FMJD 3.9 and 4.3: true); when
 *     false, a king steps to an adjacent square and captures like a man in all four directions
 * @param promotionDuringCapture whether a man that lands on its far row during a capture is crowned
 *     at once and goes on capturing as a king, as in Russian draughts (FMJD 4.15: false, the man
 *     stays a man unless the capture ends there)
 */
public record DraughtsRules(
    int size,
    int kingMovePlies,
    int longEndgamePlies,
    int shortEndgamePlies,
    int repetitions,
    boolean menCaptureBackward,
    boolean majorityCapture,
    boolean flyingKings,
    boolean promotionDuringCapture) {

  /**
   * The largest ply limit: the draw rules walk back over at most this many plies per move, so that
   * a long game costs the same per move as a short one.
   */
  public static final int MAX_LIMIT_PLIES = 2000;

  /** The largest repetition count. */
  public static final int MAX_REPETITIONS = 100;

  /** The international (FMJD) rules on the 10 x 10 board, the registry's {@code draughts}. */
  public static final DraughtsRules DEFAULT =
      new DraughtsRules(10, 50, 32, 10, 3, true, true, true, false);

  /**
   * Checks the rules.
   *
   * @param size the board's side
   * @param kingMovePlies successive king plies that draw, 0 for no limit
   * @param longEndgamePlies plies of the long endgame limit, 0 for no limit
   * @param shortEndgamePlies plies of the short endgame limit, 0 for no limit
   * @param repetitions the occurrence of a position that draws
   * @param menCaptureBackward whether men capture backward
   * @param majorityCapture whether the largest capture is compulsory
   * @param flyingKings whether kings move and capture at a distance
   * @param promotionDuringCapture whether a man is crowned as it lands on the far row mid-capture
   * @throws IllegalArgumentException if the size is odd or outside 4..20, a limit is outside
   *     0..{@link #MAX_LIMIT_PLIES}, or the repetitions outside 2..{@link #MAX_REPETITIONS}
   */
  public DraughtsRules {
    Geometry.of(size); // validates the size
    checkLimit("kingMovePlies", kingMovePlies);
    checkLimit("longEndgamePlies", longEndgamePlies);
    checkLimit("shortEndgamePlies", shortEndgamePlies);
    checkArgument(
        repetitions >= 2 && repetitions <= MAX_REPETITIONS,
        "repetitions must be from 2 to %s, not %s",
        MAX_REPETITIONS,
        repetitions);
  }

  private static void checkLimit(String name, int plies) {
    checkArgument(
        plies >= 0 && plies <= MAX_LIMIT_PLIES,
        "%s must be from 0 to %s, not %s",
        name,
        MAX_LIMIT_PLIES,
        plies);
  }

  /**
   * FMJD international draughts: the 10 x 10 board and the FMJD draw rules ({@link #DEFAULT}).
   *
   * @return the rules
   */
  public static DraughtsRules international() {
    return DEFAULT;
  }

  /**
   * Brazilian draughts: the international rules on the 8 x 8 board.
   *
   * @return the rules
   */
  public static DraughtsRules brazilian() {
    return ofSize(8);
  }

  /**
   * Canadian draughts: the international rules on the 12 x 12 board.
   *
   * @return the rules
   */
  public static DraughtsRules canadian() {
    return ofSize(12);
  }

  /**
   * The international rules with the FMJD draw numbers on a board of any supported size.
   *
   * @param size an even number from 4 to 20
   * @return the rules
   * @throws IllegalArgumentException if the size is not supported
   */
  public static DraughtsRules ofSize(int size) {
    return DEFAULT.withSize(size);
  }

  /**
   * Reads the registry options of the game {@code draughts} (see the class comment), over the
   * {@link #DEFAULT} rules.
   *
   * @param options the options of a game specification
   * @return the rules
   * @throws IllegalArgumentException if the options are null
   * @throws io.github.plateau.core.NotationException for an unknown option, a bad value, or a rule
   *     given under both its names; the offset points into the specification
   */
  public static DraughtsRules fromOptions(Options options) {
    return fromOptions(Draughts.ID, options);
  }

  /**
   * Reads the registry options of one of the draughts ids over the rules that id stands for; only
   * {@code draughts} takes the option {@code size=N}.
   *
   * @throws IllegalArgumentException if the options are null or the id is not one of {@link
   *     DraughtsProvider#IDS}
   */
  static DraughtsRules fromOptions(String id, Options options) {
    checkArgument(options != null, "options is null");
    return RulesOptions.read(ofId(id), options, id.equals(Draughts.ID));
  }

  /**
   * The rules an id stands for without options.
   *
   * @throws IllegalArgumentException if the id is not one of {@link DraughtsProvider#IDS}
   */
  static DraughtsRules ofId(String id) {
    return switch (id) {
      case Draughts.ID -> DEFAULT;
      case Draughts.BRAZILIAN_ID -> brazilian();
      case Draughts.CANADIAN_ID -> canadian();
      default ->
          throw new IllegalArgumentException(
              "unknown draughts game '" + Quoting.shown(id) + "'; known: " + DraughtsProvider.IDS);
    };
  }

  /**
   * The options that make these rules from the {@link #DEFAULT} ones, in the fixed order of the
   * class comment, each written only when it differs: {@code size=8,majority=false}, or empty for
   * the defaults. {@link #fromOptions} reads it back as equal rules.
   *
   * @return the options text, without the game's id
   */
  public String toOptions() {
    return RulesOptions.write(this, DEFAULT, true);
  }

  /**
   * The options that make these rules from the rules of one of the draughts ids, written as {@link
   * #toOptions()} writes them from the defaults; only {@code draughts} writes {@code size=N}.
   * {@link #fromOptions(String, Options)} reads them back over the same id.
   *
   * @throws IllegalArgumentException if the id is not one of {@link DraughtsProvider#IDS}
   */
  String toOptions(String id) {
    return RulesOptions.write(this, ofId(id), id.equals(Draughts.ID));
  }

  /**
   * The rules as their options text, {@link #toOptions()}.
   *
   * @return {@code ""} for the defaults, else such as {@code "size=8,majority=false"}
   */
  @Override
  public String toString() {
    return toOptions();
  }

  /**
   * These rules on another board.
   *
   * @param value an even number from 4 to 20
   * @return the new rules
   * @throws IllegalArgumentException if the size is not supported
   */
  public DraughtsRules withSize(int value) {
    return with(SIZE, value);
  }

  /**
   * These rules with another king-move limit.
   *
   * @param value plies, 0 for no limit
   * @return the new rules
   * @throws IllegalArgumentException if the value is outside 0..{@link #MAX_LIMIT_PLIES}
   */
  public DraughtsRules withKingMovePlies(int value) {
    return with(KING_MOVE_PLIES, value);
  }

  /**
   * These rules with another long endgame limit (three pieces against a lone king).
   *
   * @param value plies, 0 for no limit
   * @return the new rules
   * @throws IllegalArgumentException if the value is outside 0..{@link #MAX_LIMIT_PLIES}
   */
  public DraughtsRules withLongEndgamePlies(int value) {
    return with(LONG_ENDGAME_PLIES, value);
  }

  /**
   * These rules with another short endgame limit (up to two pieces against a lone king).
   *
   * @param value plies, 0 for no limit
   * @return the new rules
   * @throws IllegalArgumentException if the value is outside 0..{@link #MAX_LIMIT_PLIES}
   */
  public DraughtsRules withShortEndgamePlies(int value) {
    return with(SHORT_ENDGAME_PLIES, value);
  }

  /**
   * These rules with another repetition count.
   *
   * @param value the occurrence of a position that draws, from 2 to {@link #MAX_REPETITIONS}
   * @return the new rules
   * @throws IllegalArgumentException if the value is out of range
   */
  public DraughtsRules withRepetitions(int value) {
    return with(REPETITIONS, value);
  }

  /**
   * These rules with men capturing backward or not.
   *
   * @param value true for the international rule
   * @return the new rules
   */
  public DraughtsRules withMenCaptureBackward(boolean value) {
    return with(MEN_CAPTURE_BACKWARD, value);
  }

  /**
   * These rules with the majority capture compulsory or not.
   *
   * @param value true for the international rule
   * @return the new rules
   */
  public DraughtsRules withMajorityCapture(boolean value) {
    return with(MAJORITY_CAPTURE, value);
  }

  /**
   * These rules with flying or short kings.
   *
   * @param value true for the international rule
   * @return the new rules
   */
  public DraughtsRules withFlyingKings(boolean value) {
    return with(FLYING_KINGS, value);
  }

  /**
   * These rules with a man crowned as it lands on the far row during a capture, or not.
   *
   * @param value false for the international rule
   * @return the new rules
   */
  public DraughtsRules withPromotionDuringCapture(boolean value) {
    return with(PROMOTION_DURING_CAPTURE, value);
  }

  // The indexes of the numbers and of the flags, for the with methods.
  private static final int SIZE = 0;
  private static final int KING_MOVE_PLIES = 1;
  private static final int LONG_ENDGAME_PLIES = 2;
  private static final int SHORT_ENDGAME_PLIES = 3;
  private static final int REPETITIONS = 4;
  private static final int MEN_CAPTURE_BACKWARD = 0;
  private static final int MAJORITY_CAPTURE = 1;
  private static final int FLYING_KINGS = 2;
  private static final int PROMOTION_DURING_CAPTURE = 3;

  /** These rules with one number changed: the constructor lists them all only here. */
  private DraughtsRules with(int number, int value) {
    int[] numbers = numbers();
    numbers[number] = value;
    return new DraughtsRules(numbers, flags());
  }

  /** These rules with one flag changed. */
  private DraughtsRules with(int flag, boolean value) {
    boolean[] flags = flags();
    flags[flag] = value;
    return new DraughtsRules(numbers(), flags);
  }

  /** The size, the three ply limits and the repetitions, in the order of the components. */
  int[] numbers() {
    return new int[] {size, kingMovePlies, longEndgamePlies, shortEndgamePlies, repetitions};
  }

  /** The four flags, in the order of the components: a new array. */
  boolean[] flags() {
    return new boolean[] {menCaptureBackward, majorityCapture, flyingKings, promotionDuringCapture};
  }

  /** The rules of {@link #numbers()} and {@link #flags()}. */
  DraughtsRules(int[] n, boolean[] f) {
    this(n[0], n[1], n[2], n[3], n[4], f[0], f[1], f[2], f[3]);
  }

  /**
   * Whether the four move-rule flags are those of the international rules (the draw numbers and the
   * size may differ).
   *
   * @return true for international moves
   */
  public boolean hasInternationalMoves() {
    return moveRules().isInternational();
  }

  /** The flags that decide the legal moves. */
  MoveRules moveRules() {
    return new MoveRules(menCaptureBackward, majorityCapture, flyingKings, promotionDuringCapture);
  }
}
