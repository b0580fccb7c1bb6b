package io.github.plateau.draughts;

import static com.google.common.base.Preconditions.checkArgument;

/** A piece on the board: a side and a kind, a man or a king of either colour. */
public enum Piece {
  /** A white man. */
  WHITE_MAN(Color.WHITE, Kind.MAN),
  /** A white king. */
  WHITE_KING(Color.WHITE, Kind.KING),
  /** A black man. */
  BLACK_MAN(Color.BLACK, Kind.MAN),
  /** A black king. */
  BLACK_KING(Color.BLACK, Kind.KING);

  private static final Piece[] BY_INDEX = values();

  private final Color color;
  private final Kind kind;

  Piece(Color color, Kind kind) {
    this.color = color;
    this.kind = kind;
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
   * The piece's kind.
   *
   * @return {@link Kind#MAN} or {@link Kind#KING}
   */
  public Kind kind() {
    return kind;
  }

  /**
   * The piece of a side and kind.
   *
   * @param color the side
   * @param kind a man or a king
   * @return the piece
   * @throws IllegalArgumentException if an argument is null
   */
  public static Piece of(Color color, Kind kind) {
    checkArgument(color != null, "color is null");
    checkArgument(kind != null, "kind is null");
    return BY_INDEX[color.ordinal() * 2 + kind.ordinal()];
  }
}
