package io.github.plateau.draughts;

/** A piece on the board: a man or a king of either colour. */
public enum Piece {
  /** A white man. */
  WHITE_MAN(Color.WHITE, false),
  /** A white king. */
  WHITE_KING(Color.WHITE, true),
  /** A black man. */
  BLACK_MAN(Color.BLACK, false),
  /** A black king. */
  BLACK_KING(Color.BLACK, true);

  private static final Piece[] BY_CODE = values();

  private final Color color;
  private final boolean king;

  Piece(Color color, boolean king) {
    this.color = color;
    this.king = king;
  }

  /**
   * The piece's side.
   *
   * @return its colour
   */
  public Color color() {
    return color;
  }

  /**
   * Whether the piece is a king (it flies along diagonals) rather than a man.
   *
   * @return true for a king
   */
  public boolean isKing() {
    return king;
  }

  /**
   * The piece of a colour and rank.
   *
   * @param color the side
   * @param king true for a king, false for a man
   * @return the piece
   */
  public static Piece of(Color color, boolean king) {
    return BY_CODE[color.ordinal() * 2 + (king ? 1 : 0)];
  }

  /** The cell code of the piece in a board array: 1 to 4, 0 being an empty square. */
  byte code() {
    return (byte) (ordinal() + 1);
  }

  /** The piece of a non-zero cell code. */
  static Piece ofCode(int code) {
    return BY_CODE[code - 1];
  }
}
