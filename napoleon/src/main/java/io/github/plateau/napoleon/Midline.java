package io.github.plateau.napoleon;

/**
 * Where the midline lies on a board with an odd number of ranks (on an even number of ranks it
 * always lies between the two halves and this choice does not matter).
 */
public enum Midline {
  /** The middle rank is neutral: pieces on it count for nobody. The default. */
  NEUTRAL,
  /** The midline lies just below the middle rank: a SOUTH piece on that rank is beyond it. */
  LOW,
  /** The midline lies just above the middle rank: a NORTH piece on that rank is beyond it. */
  HIGH
}
