package io.github.plateau.xiangqi;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.Arrays;
import java.util.Optional;

/**
 * A piece: its side and its kind.
 *
 * @param color the side it belongs to
 * @param kind its kind
 */
public record Piece(Color color, Kind kind) {
  /**
   * {@code Optional.of(piece)} by the board's piece code, empty for an empty cell: no allocation.
   */
  @SuppressWarnings("unchecked")
  private static final Optional<Piece>[] BY_CODE =
      (Optional<Piece>[]) new Optional<?>[PieceCodes.OFF];

  static {
    Arrays.fill(BY_CODE, Optional.empty());
    for (Color color : Color.values()) {
      for (Kind kind : Kind.values()) {
        Piece piece = new Piece(color, kind);
        BY_CODE[piece.code()] = Optional.of(piece);
      }
    }
  }

  /**
   * A piece.
   *
   * @param color the side it belongs to
   * @param kind its kind
   * @throws IllegalArgumentException if either is null
   */
  public Piece {
    checkArgument(color != null, "color is null");
    checkArgument(kind != null, "kind is null");
  }

  /** The board's code of this piece: a colour bit and the kind's ordinal + 1. */
  int code() {
    return PieceCodes.of(PieceCodes.colorBit(color.index()), kind);
  }

  /** The piece of a board code, or empty for {@link Board#EMPTY}; the same object every time. */
  static Optional<Piece> ofCode(int code) {
    return BY_CODE[code];
  }

  /**
   * The piece's FEN letter: upper case for Red, lower case for Black.
   *
   * @return a letter such as {@code 'R'} or {@code 'k'}
   */
  public char fenLetter() {
    return color == Color.RED ? Character.toUpperCase(kind.fenLetter()) : kind.fenLetter();
  }

  /**
   * The piece's FEN letter as a text.
   *
   * @return a text such as {@code "R"} or {@code "k"}
   */
  @Override
  public String toString() {
    return String.valueOf(fenLetter());
  }
}
