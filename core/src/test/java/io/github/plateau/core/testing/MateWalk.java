package io.github.plateau.core.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.MoveList;
import io.github.plateau.core.Position;
import io.github.plateau.core.SearchBoard;
import io.github.plateau.core.Side;
import io.github.plateau.core.mate.AttackerMoves;
import io.github.plateau.core.mate.MateResult;
import io.github.plateau.core.mate.MateSolver;
import io.github.plateau.core.mate.MateStatus;
import java.util.List;

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
   * Holds a solver's shortest mate to the walk: a mate the walk finds is the solver's, exact and as
   * long; where the walk finds none, the solver has none as short; a mating line is replayed, its
   * moves legal, the attacker's kept by the rule, the last state a win for the attacker.
   *
   * @param solver the solver, with the walk's rule
   * @param position the position, the attacker to move
   * @param where what a failure names: the seed and the position
   * @return the walk's length, 0 for none
   */
  public <P extends Position<P, M>, M> int check(MateSolver solver, P position, String where) {
    int walked = shortest(position.searchBoard());
    MateResult<M> result = solver.solveShortest(position);
    if (walked > 0) {
      assertEquals(MateStatus.MATE, result.status(), "a mate in " + walked + ", " + where);
      assertTrue(result.exact(), where);
      assertEquals(walked, result.plies(), "its length, " + where + ": " + result.line());
    } else {
      assertFalse(
          result.status() == MateStatus.MATE && result.plies() <= maxPlies,
          "no mate within " + maxPlies + " plies, yet " + result.line() + ", " + where);
    }
    if (result.status() == MateStatus.MATE) {
      replay(position, result.line(), where);
    }
    return walked;
  }

  private <P extends Position<P, M>, M> void replay(P start, List<M> line, String where) {
    SearchBoard<P, M> board = start.searchBoard();
    Side side = board.sideToMove();
    for (int i = 0; i < line.size(); i++) {
      M move = line.get(i);
      String at = "move " + i + " " + move + ", " + where;
      assertTrue(board.position().legalMoves().contains(move), at);
      int code = board.encode(move);
      if (i % 2 == 0) {
        assertTrue(rule.keeps(board, code), "the rule keeps " + at);
      }
      board.push(code);
    }
    MoveList left = new MoveList();
    assertEquals(0, board.generate(left), "the line ends the game, " + where);
    assertTrue(board.outcome().filter(o -> o.isWinFor(side)).isPresent(), "a win, " + where);
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
