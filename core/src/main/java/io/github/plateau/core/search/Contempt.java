package io.github.plateau.core.search;

import io.github.plateau.core.Position;
import io.github.plateau.core.SearchBoard;
import io.github.plateau.core.Side;

/**
 * An evaluation that makes a draw worse than a level position for one team: it adds the contempt to
 * every value for that team to move and takes it off for the others. A searcher scores a draw 0, so
 * a player with contempt plays on rather than repeat a level position; without it, a search whose
 * evaluation sees nothing to gain (an even shogi opening, material only) may walk into a
 * repetition.
 *
 * @param <P> the game's position type
 * @param <M> the game's move type
 */
final class Contempt<P extends Position<P, M>, M> implements Evaluation<P, M> {
  private final Evaluation<P, M> evaluation;
  private final int contempt;
  private Side team;

  /**
   * Contempt for draws over an evaluation.
   *
   * @param evaluation the value of the leaves
   * @param contempt what a draw is worse than a level position, in the evaluation's units
   */
  Contempt(Evaluation<P, M> evaluation, int contempt) {
    this.evaluation = evaluation;
    this.contempt = contempt;
  }

  /**
   * Sets the team that holds draws in contempt: the searching player's.
   *
   * @param team the team of the side to move at the root
   * @return true if the values given so far were for another team (and contempt is not 0): what a
   *     table learned from them is off by twice the contempt
   */
  boolean favour(Side team) {
    boolean changed = contempt != 0 && this.team != null && !this.team.equals(team);
    this.team = team;
    return changed;
  }

  @Override
  public int evaluate(SearchBoard<P, M> board) {
    int value = evaluation.evaluate(board);
    if (contempt == 0 || team == null) {
      return value;
    }
    return board.sideToMove().team().equals(team) ? value + contempt : value - contempt;
  }
}
