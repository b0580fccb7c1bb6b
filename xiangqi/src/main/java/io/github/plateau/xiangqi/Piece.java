package io.github.plateau.xiangqi;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * A piece: its side and its kind.
 *
 * @param color the side it belongs to
 * @param type its kind
 */
public record Piece(Color color, PieceType type) {
  /**
   * A piece.
   *
   * @param color the side it belongs to
   * @param type its kind
   * @throws IllegalArgumentException if either is null
   */
  public Piece {
    checkArgument(color != null, "color is null");
    checkArgument(type != null, "type is null");
  }

  /**
   * The piece's FEN letter: upper case for Red, lower case for Black.
   *
   * @return a letter such as {@code 'R'} or {@code 'k'}
   */
  public char fenLetter() {
    return color == Color.RED ? Character.toUpperCase(type.fenLetter()) : type.fenLetter();
  }

  @Override
  public String toString() {
    return String.valueOf(fenLetter());
  }
}
