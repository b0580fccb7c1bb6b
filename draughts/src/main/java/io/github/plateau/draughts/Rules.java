package io.github.plateau.draughts;

/**
 * The parameters of a draughts game: the board size, the numbers of the FMJD draw rules, which
 * {@link Draughts#judge} applies to a game's history, and four flags for the rules that tell the
 * national games apart. The defaults are the international (FMJD) rules; for instance, Russian
 * draughts is {@code Rules.brazilian().withMajorityCapture(false).withPromotionDuringCapture(true)}
 * and the moves of English checkers are {@code
 * Rules.brazilian().withMenCaptureBackward(false).withMajorityCapture(false).withFlyingKings(false)}.
 *
 * @param size the board's side, an even number from 4 to 20 (10 international, 8 Brazilian, 12
 *     Canadian)
 * @param kingMoveLimit the game is drawn after this many successive moves of each side made only
 *     with kings and without capture (FMJD 6.2: 25)
 * @param longEndgameLimit moves each side may still play when three kings, two kings and a man, or
 *     a king and two men face a lone king (FMJD 6.3: 16)
 * @param shortEndgameLimit moves each side may still play when two kings, a king and a man, or a
 *     king face a lone king (FMJD 6.4: 5)
 * @param repetitions how often the same position with the same side to move draws (FMJD 6.1: 3)
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
public record Rules(
    int size,
    int kingMoveLimit,
    int longEndgameLimit,
    int shortEndgameLimit,
    int repetitions,
    boolean menCaptureBackward,
    boolean majorityCapture,
    boolean flyingKings,
    boolean promotionDuringCapture) {

  /**
   * Checks the parameters.
   *
   * @param size the board's side
   * @param kingMoveLimit successive king moves of each side that draw
   * @param longEndgameLimit moves of each side in the 16-move endgames
   * @param shortEndgameLimit moves of each side in the 5-move endgames
   * @param repetitions occurrences of a position that draw
   * @param menCaptureBackward whether men capture backward
   * @param majorityCapture whether the largest capture is compulsory
   * @param flyingKings whether kings move and capture at a distance
   * @param promotionDuringCapture whether a man is crowned as it lands on the far row mid-capture
   * @throws IllegalArgumentException if the size is odd or outside 4..20, or a limit is below 1
   *     (repetitions below 2)
   */
  public Rules {
    Geometry.of(size); // validates the size
    if (kingMoveLimit < 1 || longEndgameLimit < 1 || shortEndgameLimit < 1) {
      throw new IllegalArgumentException("the move limits must be at least 1");
    }
    if (repetitions < 2) {
      throw new IllegalArgumentException("repetitions must be at least 2, not " + repetitions);
    }
  }

  /**
   * The international move rules with the given board size and draw numbers.
   *
   * @param size the board's side
   * @param kingMoveLimit successive king moves of each side that draw
   * @param longEndgameLimit moves of each side in the 16-move endgames
   * @param shortEndgameLimit moves of each side in the 5-move endgames
   * @param repetitions occurrences of a position that draw
   * @throws IllegalArgumentException if the size is odd or outside 4..20, or a limit is below 1
   *     (repetitions below 2)
   */
  public Rules(
      int size, int kingMoveLimit, int longEndgameLimit, int shortEndgameLimit, int repetitions) {
    this(
        size,
        kingMoveLimit,
        longEndgameLimit,
        shortEndgameLimit,
        repetitions,
        true,
        true,
        true,
        false);
  }

  /**
   * FMJD international draughts: 10 x 10 board and the FMJD draw rules.
   *
   * @return the rules
   */
  public static Rules international() {
    return ofSize(10);
  }

  /**
   * Brazilian draughts: the international rules on the 8 x 8 board.
   *
   * @return the rules
   */
  public static Rules brazilian() {
    return ofSize(8);
  }

  /**
   * Canadian draughts: the international rules on the 12 x 12 board.
   *
   * @return the rules
   */
  public static Rules canadian() {
    return ofSize(12);
  }

  /**
   * The international rules with the FMJD draw numbers on a board of any supported size.
   *
   * @param size an even number from 4 to 20
   * @return the rules
   * @throws IllegalArgumentException if the size is not supported
   */
  public static Rules ofSize(int size) {
    return new Rules(size, 25, 16, 5, 3);
  }

  /**
   * These rules with men capturing backward or not.
   *
   * @param value true for the international rule
   * @return the new rules
   */
  public Rules withMenCaptureBackward(boolean value) {
    return new Rules(
        size,
        kingMoveLimit,
        longEndgameLimit,
        shortEndgameLimit,
        repetitions,
        value,
        majorityCapture,
        flyingKings,
        promotionDuringCapture);
  }

  /**
   * These rules with the majority capture compulsory or not.
   *
   * @param value true for the international rule
   * @return the new rules
   */
  public Rules withMajorityCapture(boolean value) {
    return new Rules(
        size,
        kingMoveLimit,
        longEndgameLimit,
        shortEndgameLimit,
        repetitions,
        menCaptureBackward,
        value,
        flyingKings,
        promotionDuringCapture);
  }

  /**
   * These rules with flying or short kings.
   *
   * @param value true for the international rule
   * @return the new rules
   */
  public Rules withFlyingKings(boolean value) {
    return new Rules(
        size,
        kingMoveLimit,
        longEndgameLimit,
        shortEndgameLimit,
        repetitions,
        menCaptureBackward,
        majorityCapture,
        value,
        promotionDuringCapture);
  }

  /**
   * These rules with a man crowned as it lands on the far row during a capture, or not.
   *
   * @param value false for the international rule
   * @return the new rules
   */
  public Rules withPromotionDuringCapture(boolean value) {
    return new Rules(
        size,
        kingMoveLimit,
        longEndgameLimit,
        shortEndgameLimit,
        repetitions,
        menCaptureBackward,
        majorityCapture,
        flyingKings,
        value);
  }

  /**
   * Whether the four move-rule flags are those of the international rules (the draw numbers and the
   * size may differ).
   *
   * @return true for international moves
   */
  public boolean hasInternationalMoves() {
    return moveRules().equals(MoveRules.INTERNATIONAL);
  }

  /** The flags that decide the legal moves; positions carry them. */
  MoveRules moveRules() {
    return new MoveRules(menCaptureBackward, majorityCapture, flyingKings, promotionDuringCapture);
  }
}
