package io.github.plateau.core.shuttle;

import io.github.plateau.core.Side;

/** The two sides of the shuttle game. */
public enum Token implements Side {
  /** Moves first. */
  A,
  /** Moves second. */
  B;

  @Override
  public int index() {
    return ordinal();
  }
}
