package io.github.plateau.xiangqi;

import io.github.plateau.core.Side;

/** The two sides of xiangqi. Red moves first and plays up the board, from rank 0. */
public enum Color implements Side {
  /** The first player, uppercase letters in FEN, ranks 0 to 4 on its side of the river. */
  RED,
  /** The second player, lowercase letters in FEN, ranks 5 to 9 on its side of the river. */
  BLACK;

  /**
   * The side's place in the turn order.
   *
   * @return 0 for Red, 1 for Black
   */
  @Override
  public int index() {
    return ordinal();
  }

  /**
   * The other side.
   *
   * @return {@link #BLACK} for {@link #RED} and the reverse
   */
  public Color opposite() {
    return this == RED ? BLACK : RED;
  }
}
