package io.github.plateau.draughts;

/**
 * The rule flags of {@link DraughtsRules} that decide which moves are legal, apart from the draw
 * rules: they choose the move generator.
 *
 * @param menCaptureBackward men jump backward as well as forward
 * @param majorityCapture only the captures taking the most pieces are legal
 * @param flyingKings kings move and capture at a distance
 * @param promotionDuringCapture a man landing on its far row mid-capture goes on as a king
 */
record MoveRules(
    boolean menCaptureBackward,
    boolean majorityCapture,
    boolean flyingKings,
    boolean promotionDuringCapture) {

  /** The FMJD rules. */
  static final MoveRules INTERNATIONAL = new MoveRules(true, true, true, false);

  boolean isInternational() {
    // Field by field: a record's own equals is linked at its first call, which spins some twenty
    // method-handle classes on every command-line start.
    return menCaptureBackward && majorityCapture && flyingKings && !promotionDuringCapture;
  }
}
