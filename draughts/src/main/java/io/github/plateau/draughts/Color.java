package io.github.plateau.draughts;

import io.github.plateau.core.Side;

/** The two sides of draughts. White moves first and starts on the high square numbers. */
public enum Color implements Side {
  /** The first player, moving up the board toward square 1. */
  WHITE,
  /** The second player, moving down the board toward the highest square. */
  BLACK;

  /**
   * The side's place in the turn order: 0 for White, 1 for Black.
   *
   * @return the index of this side in {@link Draughts#sides()}
   */
  @Override
  public int index() {
    return ordinal();
  }

  /**
   * The other side.
   *
   * @return the opponent
   */
  public Color opposite() {
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

  /** The side as messages name it: "white" or "black". */
  String word() {
    return this == WHITE ? "white" : "black";
  }
}
