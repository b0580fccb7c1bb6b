package io.github.plateau.core.tictactoe;

import io.github.plateau.core.Side;

/** The two sides of tic-tac-toe; X moves first. */
public enum Mark implements Side {
  /** The first player. */
  X,
  /** The second player. */
  O;

  @Override
  public int index() {
    return ordinal();
  }

  Mark other() {
    return this == X ? O : X;
  }
}
