package io.github.plateau.draughts;

import io.github.plateau.core.Side;

/** The two sides of draughts. White moves first and starts on the high square numbers. */
public enum Color implements Side {
  /** The first player, moving up the board toward square 1. */
  WHITE,
  /** The second player, moving down the board toward the highest square. */
  BLACK;

  @Override
  public int index() {
    return ordinal();
  }

  /**
   * The other side.
   *
   * @return the opponent
   */
  public Color opponent() {
    return this == WHITE ? BLACK : WHITE;
  }

  /**
   * The letter FEN and PDN use for this side.
   *
   * @return {@code 'W'} or {@code 'B'}
   */
  public char letter() {
    return this == WHITE ? 'W' : 'B';
  }
}
