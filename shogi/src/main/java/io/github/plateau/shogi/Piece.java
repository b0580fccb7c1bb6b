package io.github.plateau.shogi;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.Optional;

/**
 * A piece: its owner and its kind, such as gote's dragon. Each of the 28 pieces has one instance,
 * so pieces compare with {@code ==} as well as {@code equals}; {@code toString()} is the piece as
 * SFEN writes it ({@code P}, {@code +r}).
 */
public final class Piece {
  /** By board code (kind type in the low four bits, color in bit 4); null where no piece is. */
  private static final Piece[] BY_CODE = new Piece[32];

  /** The same pieces wrapped, so that reading a square allocates nothing. */
  private static final Optional<Piece>[] PRESENT = present();

  static {
    for (Color color : Color.values()) {
      for (Kind kind : Kind.values()) {
        int code = PieceCodes.code(color.index(), kind.type());
        BY_CODE[code] = new Piece(color, kind, code);
        PRESENT[code] = Optional.of(BY_CODE[code]);
      }
    }
  }

  private final Color color;
  private final Kind kind;
  private final int code;

  private Piece(Color color, Kind kind, int code) {
    this.color = color;
    this.kind = kind;
    this.code = code;
  }

  @SuppressWarnings("unchecked")
  private static Optional<Piece>[] present() {
    return (Optional<Piece>[]) new Optional<?>[32];
  }

  /**
   * The piece of a side and a kind.
   *
   * @param color the owner
   * @param kind the kind
   * @return the piece
   * @throws IllegalArgumentException if an argument is null
   */
  public static Piece of(Color color, Kind kind) {
    checkArgument(color != null, "color is null");
    checkArgument(kind != null, "kind is null");
    return BY_CODE[PieceCodes.code(color.index(), kind.type())];
  }

  /** The piece of a board code, which must be one. */
  static Piece ofCode(int code) {
    return BY_CODE[code];
  }

  /** The piece of a board cell, wrapped: empty for an empty cell, and no allocation. */
  static Optional<Piece> atCell(int code) {
    return code == PieceCodes.EMPTY ? Optional.empty() : PRESENT[code];
  }

  /**
   * The side that owns the piece.
   *
   * @return sente or gote
   */
  public Color color() {
    return color;
  }

  /**
   * The kind of the piece.
   *
   * @return the kind
   */
  public Kind kind() {
    return kind;
  }

  /** The code of this piece on the board. */
  int code() {
    return code;
  }

  /** Returns the piece as SFEN writes it: upper case for sente, {@code '+'} if promoted. */
  @Override
  public String toString() {
    return PositionText.symbol(code);
  }
}
