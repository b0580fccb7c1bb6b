package io.github.plateau.core.testing;

import io.github.plateau.core.MoveList;
import io.github.plateau.core.SearchBoard;
import io.github.plateau.core.Side;
import io.github.plateau.core.mate.AttackerMoves;

/**
 * The reference a mate solver is held to in the games' tests: a plain walk of every line, the
 * attacker's moves those its rule keeps, every reply of the defender, for games whose sides take
 * turns one move each. Exponential: for short mates of sparse positions only.
 */
public final class MateWalk {
  private final AttackerMoves rule;
  private final int maxPlies;
  private Side attacker;

  /**
   * A walk.
   *
   * @param rule which of the attacker's moves are tried
   * @param maxPlies the longest line walked
   */
  public MateWalk(AttackerMoves rule, int maxPlies) {
    this.rule = rule;
    this.maxPlies = maxPlies;
  }

  /**
   * The fewest plies in which the side to move forces a state that the game scores a win for it, up
   * to the longest line; the board ends where it started.
   *
   * @param board the board, the attacker to move
   * @return the plies, odd, or 0 if there is no such win within the longest line
   */
  public int shortest(SearchBoard<?, ?> board) {
    attacker = board.sideToMove();
    for (int plies = 1; plies <= maxPlies; plies += 2) {
      if (wins(board, plies)) {
        return plies;
      }
    }
    return 0;
  }

  /** Whether the attacker, to move, forces a win within {@code plies} plies. */
  private boolean wins(SearchBoard<?, ?> board, int plies) {
    MoveList moves = new MoveList();
    if (board.generate(moves) == 0) {
      return false; // the attacker's own end: no win of its
    }
    rule.select(board, moves);
    for (int i = 0; i < moves.size(); i++) {
      board.push(moves.get(i));
      boolean won = defenceFails(board, plies - 1);
      board.pop();
      if (won) {
        return true;
      }
    }
    return false;
  }

  /** Whether every reply of the defender, to move, loses within {@code plies} plies. */
  private boolean defenceFails(SearchBoard<?, ?> board, int plies) {
    MoveList replies = new MoveList();
    if (board.generate(replies) == 0) {
      return board.outcome().filter(outcome -> outcome.isWinFor(attacker)).isPresent();
    }
    if (plies == 0) {
      return false;
    }
    for (int i = 0; i < replies.size(); i++) {
      board.push(replies.get(i));
      boolean won = wins(board, plies - 1);
      board.pop();
      if (!won) {
        return false;
      }
    }
    return true;
  }
}
