package io.github.plateau.napoleon;

/**
 * The packed form of a square's content in the mailbox arrays: 0 for an empty square, else {@code
 * (camp + 1) | k << 3} where camp is the {@link Camp} ordinal (0 to 4) and k the kind ordinal (0 to
 * 3), or {@code 4 + orientation} for a cannon (orientation ordinal 0 to 7). Every code is below 96,
 * so it fits a byte, and reads back by shifts and masks (the mailbox generator reads one per step);
 * the camp of {@link #EMPTY} reads -1.
 */
final class PieceCodes {
  static final int EMPTY = 0;
  static final int GENERAL = 0;
  static final int DRUMMER = 1;
  static final int INFANTRY = 2;
  static final int CAVALRY = 3;
  static final int CANNON = 4;

  /** The bits of the camp field. */
  private static final int CAMP_BITS = 3;

  private PieceCodes() {}

  static int code(int camp, int kind, int orientation) {
    return camp + 1 | (kind == CANNON ? CANNON + orientation : kind) << CAMP_BITS;
  }

  static int camp(int code) {
    return (code & 7) - 1;
  }

  static int kind(int code) {
    return Math.min(code >> CAMP_BITS, CANNON);
  }

  static int orientation(int code) {
    return Math.max((code >> CAMP_BITS) - CANNON, 0);
  }

  static int withOrientation(int code, int orientation) {
    return code & 7 | CANNON + orientation << CAMP_BITS;
  }
}
