package io.github.plateau.xiangqi;

import java.util.Locale;

/**
 * The integer codes of pieces on the {@link Board}: a kind's ordinal + 1 in the low three bits and
 * a colour bit ({@link #RED} or {@link #BLACK}). Border cells hold {@link #OFF}, which has both
 * colour bits, so that {@code (code & ownBit) == 0} says "empty or enemy" in one test.
 */
final class PieceCodes {
  static final int EMPTY = 0;
  static final int RED = 0x10;
  static final int BLACK = 0x20;
  static final int OFF = 0x30;

  static final int GENERAL = 1;
  static final int ADVISOR = 2;
  static final int ELEPHANT = 3;
  static final int HORSE = 4;
  static final int CHARIOT = 5;
  static final int CANNON = 6;
  static final int SOLDIER = 7;

  /** The kinds by ordinal, copied once: {@code Kind.values()} copies on every call. */
  private static final Kind[] KINDS = Kind.values();

  private PieceCodes() {}

  /** The colour bit of a side, 0 for Red and 1 for Black. */
  static int colorBit(int side) {
    return side == 0 ? RED : BLACK;
  }

  /** The code of a piece of a side (a colour bit) and kind. */
  static int of(int colorBit, Kind kind) {
    return colorBit | kind.ordinal() + 1;
  }

  /** The kind of a piece code. */
  static Kind kind(int code) {
    return KINDS[(code & 7) - 1];
  }

  /** "Red chariot", "Black soldier": a piece as messages name it. */
  static String name(int code) {
    return colorName(code & (RED | BLACK)) + " " + kind(code).name().toLowerCase(Locale.ROOT);
  }

  /** "Red" or "Black", by colour bit. */
  static String colorName(int colorBit) {
    return colorBit == RED ? "Red" : "Black";
  }
}
