package io.github.plateau.draughts;

/**
 * The parameters of a draughts game under international rules: the board size and the numbers of
 * the FMJD draw rules, which {@link Draughts#judge} applies to a game's history.
 *
 * @param size the board's side, an even number from 4 to 20 (10 international, 8 Brazilian, 12
 *     Canadian)
 * @param kingMoveLimit the game is drawn after this many successive moves of each side made only
 *     with kings and without capture (FMJD 6.2: 25)
 * @param longEndgameLimit moves each side may still play when three kings, two kings and a man, or
 *     a king and two men face a lone king (FMJD 6.3: 16)
 * @param shortEndgameLimit moves each side may still play when two kings, a king and a man, or a
 *     king face a lone king (FMJD 6.4: 5)
 * @param repetitions how often the same position with the same side to move draws (FMJD 6.1: 3)
 */
public record Rules(
    int size, int kingMoveLimit, int longEndgameLimit, int shortEndgameLimit, int repetitions) {

  /**
   * Checks the parameters.
   *
   * @param size the board's side
   * @param kingMoveLimit successive king moves of each side that draw
   * @param longEndgameLimit moves of each side in the 16-move endgames
   * @param shortEndgameLimit moves of each side in the 5-move endgames
   * @param repetitions occurrences of a position that draw
   * @throws IllegalArgumentException if the size is odd or outside 4..20, or a limit is below 1
   *     (repetitions below 2)
   */
  public Rules {
    Geometry.of(size); // validates the size
    if (kingMoveLimit < 1 || longEndgameLimit < 1 || shortEndgameLimit < 1) {
      throw new IllegalArgumentException("the move limits must be at least 1");
    }
    if (repetitions < 2) {
      throw new IllegalArgumentException("repetitions must be at least 2, not " + repetitions);
    }
  }

  /**
   * FMJD international draughts: 10 x 10 board and the FMJD draw rules.
   *
   * @return the rules
   */
  public static Rules international() {
    return ofSize(10);
  }

  /**
   * Brazilian draughts: the international rules on the 8 x 8 board.
   *
   * @return the rules
   */
  public static Rules brazilian() {
    return ofSize(8);
  }

  /**
   * Canadian draughts: the international rules on the 12 x 12 board.
   *
   * @return the rules
   */
  public static Rules canadian() {
    return ofSize(12);
  }

  /**
   * The international rules with the FMJD draw numbers on a board of any supported size.
   *
   * @param size an even number from 4 to 20
   * @return the rules
   * @throws IllegalArgumentException if the size is not supported
   */
  public static Rules ofSize(int size) {
    return new Rules(size, 25, 16, 5, 3);
  }
}
