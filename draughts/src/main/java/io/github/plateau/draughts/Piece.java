package io.github.plateau.draughts;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.Optional;

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

  private static final Piece[] BY_CODE = values();

  /**
   * {@code pieceAt} answers, one per cell code: shared so that reading a square never allocates.
   */
  private static final Optional<Piece>[] AT_CODE = atCode();

  private final Color color;
  private final Kind kind;

  Piece(Color color, Kind kind) {
    this.color = color;
    this.kind = kind;
  }

  @SuppressWarnings("unchecked")
  private static Optional<Piece>[] atCode() {
    Optional<Piece>[] at = (Optional<Piece>[]) new Optional<?>[BY_CODE.length + 1];
    at[0] = Optional.empty();
    for (Piece piece : BY_CODE) {
      at[piece.code()] = Optional.of(piece);
    }
    return at;
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
    return BY_CODE[color.ordinal() * 2 + kind.ordinal()];
  }

  /** The cell code of the piece in a board array: 1 to 4, 0 being an empty square. */
  byte code() {
    return (byte) (ordinal() + 1);
  }

  /** The piece of a non-zero cell code. */
  static Piece ofCode(int code) {
    return BY_CODE[code - 1];
  }

  /** What a square with this cell code (0 for empty) holds, without allocating. */
  static Optional<Piece> atCode(int code) {
    return AT_CODE[code];
  }

  /** Whether a non-zero cell code is a king's. */
  static boolean isKingCode(int code) {
    return (code & 1) == 0;
  }

  /** Whether a non-zero cell code is a white piece's. */
  static boolean isWhiteCode(int code) {
    return code <= 2;
  }

  /** The code of the king a man of this code is crowned into (a king's code stays). */
  static byte crownedCode(int code) {
    return (byte) (code + (code & 1));
  }
}
