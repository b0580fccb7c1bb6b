package io.github.plateau.draughts;

/** The kind of a draughts piece: a man, or a king once a man is crowned. */
public enum Kind {
  /** A man: steps forward, captures by jumping a neighbour. */
  MAN,
  /** A king: a crowned man, moving and capturing in all four directions. */
  KING
}
