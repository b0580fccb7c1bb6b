package io.github.plateau.shogi;

/**
 * The internal integer codes of pieces on the {@link Board}: a type in the low four bits and the
 * owner in bit 4. Types 1 to 7 are the pieces that may be held in hand, in drop order (pawn to
 * rook), 8 is the king and {@code type + 8} is the promoted form of a type.
 */
final class PieceCodes {
  static final int EMPTY = 0;
  static final int PAWN = 1;
  static final int LANCE = 2;
  static final int KNIGHT = 3;
  static final int SILVER = 4;
  static final int GOLD = 5;
  static final int BISHOP = 6;
  static final int ROOK = 7;
  static final int KING = 8;
  static final int PROMOTION = 8;
  static final int TOKIN = PAWN + PROMOTION;
  static final int PROMOTED_LANCE = LANCE + PROMOTION;
  static final int PROMOTED_KNIGHT = KNIGHT + PROMOTION;
  static final int PROMOTED_SILVER = SILVER + PROMOTION;
  static final int HORSE = BISHOP + PROMOTION;
  static final int DRAGON = ROOK + PROMOTION;

  /** A code that is no piece of either side: the off-board sentinel square holds it. */
  static final int WALL = 32;

  /** The SFEN letter of each unpromoted type, by type. */
  static final String LETTERS = ".PLNSGBRK";

  /** How many pieces of each unpromoted type (and kings) the game has, by type. */
  static final int[] SUPPLY = {0, 18, 4, 4, 4, 4, 2, 2, 2};

  private PieceCodes() {}

  /** A side's name in messages: "sente" for 0, "gote" for 1. */
  static String colorName(int color) {
    return color == 0 ? "sente" : "gote";
  }

  static int code(int color, int type) {
    return type | color << 4;
  }

  static int type(int code) {
    return code & 15;
  }

  static int color(int code) {
    return code >> 4;
  }

  /** The type a piece goes back to in hand: promotion dropped. Not for the king. */
  static int base(int type) {
    return type == KING ? KING : type & 7;
  }

  static boolean promotable(int type) {
    return type >= PAWN && type <= ROOK && type != GOLD;
  }

  static boolean isPromoted(int type) {
    return type > KING;
  }

  /** The type of an SFEN letter in either case, or 0. */
  static int typeOfLetter(char c) {
    char upper = c >= 'a' && c <= 'z' ? (char) (c - 'a' + 'A') : c;
    int type = upper >= 'A' && upper <= 'Z' ? LETTERS.indexOf(upper) : 0;
    return Math.max(type, 0);
  }

  static String name(int type) {
    return switch (type) {
      case PAWN -> "pawn";
      case LANCE -> "lance";
      case KNIGHT -> "knight";
      case SILVER -> "silver";
      case GOLD -> "gold";
      case BISHOP -> "bishop";
      case ROOK -> "rook";
      case KING -> "king";
      case TOKIN -> "tokin";
      case PROMOTED_LANCE -> "promoted lance";
      case PROMOTED_KNIGHT -> "promoted knight";
      case PROMOTED_SILVER -> "promoted silver";
      case HORSE -> "horse";
      case DRAGON -> "dragon";
      default -> "piece";
    };
  }
}
