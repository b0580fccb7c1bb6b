package io.github.plateau.shogi;

import io.github.plateau.core.Side;

/** The two sides of shogi, in turn order: sente (black, moves first) and gote (white). */
public enum Color implements Side {
  /** Sente, black: moves first, starts at the bottom (ranks g to i), upper-case in SFEN. */
  SENTE,
  /** Gote, white: moves second, starts at the top (ranks a to c), lower-case in SFEN. */
  GOTE;

  /**
   * The side's place in turn order.
   *
   * @return 0 for sente, 1 for gote
   */
  @Override
  public int index() {
    return ordinal();
  }

  /**
   * The other side.
   *
   * @return gote for sente and sente for gote
   */
  public Color opposite() {
    return this == SENTE ? GOTE : SENTE;
  }
}
