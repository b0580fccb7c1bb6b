package io.github.plateau.core;

/**
 * A search's evaluation of a position, from the side to move's point of view: centipawns (a
 * hundredth of the game's smallest unit of material) or a forced mate.
 *
 * @param mate true for a mate score
 * @param value centipawns, or for a mate the plies to it: positive when the side to move mates,
 *     negative when it is mated
 */
public record Score(boolean mate, int value) {
  /**
   * Checks the fields.
   *
   * @param mate true for a mate score
   * @param value centipawns, or the plies to the mate
   * @throws IllegalArgumentException if a mate is in 0 plies, as {@link #mateIn} refuses it
   */
  public Score {
    if (mate && value == 0) {
      throw new IllegalArgumentException("a mate score needs a non-zero number of plies");
    }
  }

  /**
   * A material evaluation.
   *
   * @param centipawns the evaluation
   * @return the score
   */
  public static Score centipawns(int centipawns) {
    return new Score(false, centipawns);
  }

  /**
   * A forced mate.
   *
   * @param plies plies to the mate: positive when the side to move mates, negative when it is mated
   * @return the score
   * @throws IllegalArgumentException if plies is 0 (a mate on the board is an outcome, not a score)
   */
  public static Score mateIn(int plies) {
    return new Score(true, plies); // the constructor refuses 0
  }

  @Override
  public String toString() {
    return mate ? "mate " + value : "cp " + value;
  }
}
