package io.github.plateau.core.search;

import io.github.plateau.core.MoveList;
import io.github.plateau.core.SearchBoard;
import java.util.Arrays;

/**
 * The order a searcher tries moves in after the table's move (which the searcher tries first,
 * before it orders the others): captures, then two killers per ply (quiet moves that refuted a
 * sibling), then quiet moves by history count. Fixed-size tables; move codes are compared only with
 * codes the current state generated, so a stale killer or table move is simply not found.
 */
final class MoveOrdering {
  private static final int CAPTURE = 1 << 29;
  private static final int KILLER = 1 << 28;
  private static final int HISTORY_MAX = 1 << 20; // stays below KILLER when halved
  private static final int HISTORY_SIZE = 1 << 16;

  private final int[][] killers = new int[Searcher.MAX_PLY][2];
  private final boolean[][] hasKiller = new boolean[Searcher.MAX_PLY][2];
  private final int[] history = new int[HISTORY_SIZE];

  /** Forgets the killers; the history counts carry over, halved, as hints for the next search. */
  void newSearch() {
    for (boolean[] k : hasKiller) {
      k[0] = false;
      k[1] = false;
    }
    for (int i = 0; i < HISTORY_SIZE; i++) {
      history[i] >>= 1;
    }
  }

  /** Forgets the killers and the history counts. */
  void clear() {
    newSearch();
    Arrays.fill(history, 0);
  }

  private static int historyIndex(int move, int side) {
    int h = move * 0x9E3779B1 + side * 0x85EBCA6B; // spreads sparse codes over the table
    return (h ^ (h >>> 16)) & (HISTORY_SIZE - 1);
  }

  /**
   * Sorts the generated moves from index {@code from} on best first: captures, killers, then quiet
   * moves by history. The moves before {@code from} (the table's move, already tried) stay.
   *
   * @param board the board in the state that generated {@code moves}
   * @param moves the generated moves
   * @param from the first index to order
   * @param ply the distance from the root
   * @param scores a scratch array of at least {@code moves.size()} entries
   */
  void order(SearchBoard<?, ?> board, MoveList moves, int from, int ply, int[] scores) {
    int side = board.sideToMove().index();
    for (int i = from; i < moves.size(); i++) {
      int move = moves.get(i);
      int score;
      if (board.isCapture(move)) {
        score = CAPTURE;
      } else if (isKiller(ply, 0, move)) {
        score = KILLER + 1;
      } else if (isKiller(ply, 1, move)) {
        score = KILLER;
      } else {
        score = history[historyIndex(move, side)];
      }
      scores[i] = score;
    }
    moves.sortByScores(scores, from);
  }

  private boolean isKiller(int ply, int slot, int move) {
    return hasKiller[ply][slot] && killers[ply][slot] == move;
  }

  /**
   * Remembers a quiet move that caused a cutoff.
   *
   * @param board the board in the state where the move was generated
   * @param move the move code
   * @param ply the distance from the root
   * @param depth the remaining depth: deeper cutoffs count more
   */
  void cutoff(SearchBoard<?, ?> board, int move, int ply, int depth) {
    if (!isKiller(ply, 0, move)) {
      killers[ply][1] = killers[ply][0];
      hasKiller[ply][1] = hasKiller[ply][0];
      killers[ply][0] = move;
      hasKiller[ply][0] = true;
    }
    int index = historyIndex(move, board.sideToMove().index());
    history[index] += depth * depth;
    if (history[index] > HISTORY_MAX) {
      for (int i = 0; i < HISTORY_SIZE; i++) {
        history[i] >>= 1;
      }
    }
  }
}
