package io.github.plateau.napoleon;

/**
 * The packed form of a square's content in the mailbox arrays: 0 for an empty square, else {@code
 * (camp + 1) | kind << 2 | orientation << 5} (kind ordinal 0..4, orientation ordinal 0..7, 0 for
 * pieces that are not cannons).
 */
final class Cells {
  static final int EMPTY = 0;
  static final int GENERAL = 0;
  static final int DRUMMER = 1;
  static final int INFANTRY = 2;
  static final int CAVALRY = 3;
  static final int CANNON = 4;

  private Cells() {}

  static int code(int camp, int kind, int orientation) {
    return (camp + 1) | kind << 2 | orientation << 5;
  }

  static int camp(int code) {
    return (code & 3) - 1;
  }

  static int kind(int code) {
    return code >> 2 & 7;
  }

  static int orientation(int code) {
    return code >> 5 & 7;
  }

  static int withOrientation(int code, int orientation) {
    return code & 31 | orientation << 5;
  }
}
