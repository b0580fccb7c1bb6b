package io.github.plateau.core.search;

import io.github.plateau.core.MoveList;
import io.github.plateau.core.SearchBoard;
import java.util.Arrays;

/**
 * The order of a searcher's moves after the table's: the captures by the board's {@link
 * SearchBoard#captureOrder} (on the games' boards, the most valuable piece taken first), then the
 * quiet moves ({@link MovePicker}): two killers per ply (quiet moves that refuted a sibling), then
 * the others by history count. Fixed-size tables; a killer is compared only with codes the current
 * state lists, so one from another state is simply not found.
 */
final class MoveOrdering {
  private static final int KILLER = 1 << 28;
  private static final int HISTORY_MAX = 1 << 20; // stays below KILLER when halved
  private static final int HISTORY_SIZE = 1 << 16;
  private static final int TOUCHED_MAX = HISTORY_SIZE >> 4;

  private final int[][] killers = new int[Searcher.MAX_PLY][2];
  private final boolean[][] hasKiller = new boolean[Searcher.MAX_PLY][2];
  private final int[] history = new int[HISTORY_SIZE];
  // The indices of the non-zero counts, each once, while they fit: clear() and halving pass over
  // those alone. A pass over the whole table costs as much as a short search's first thousand
  // nodes.
  private final int[] touched = new int[TOUCHED_MAX];
  private int touchedCount; // TOUCHED_MAX + 1 once more did not fit: the passes take every count
  private int[] captureScores = new int[32];

  /** Forgets the killers; the history counts carry over, halved, as hints for the next search. */
  void newSearch() {
    forgetKillers();
    halve();
  }

  private void halve() {
    if (touchedCount > TOUCHED_MAX) {
      for (int i = 0; i < HISTORY_SIZE; i++) {
        history[i] >>= 1;
      }
    } else {
      for (int i = touchedCount - 1; i >= 0; i--) {
        if ((history[touched[i]] >>= 1) == 0) { // dropped, so that none is listed twice
          touched[i] = touched[--touchedCount];
        }
      }
    }
  }

  private void forgetKillers() {
    for (boolean[] k : hasKiller) {
      k[0] = false;
      k[1] = false;
    }
  }

  /** Forgets the killers and the history counts. */
  void clear() {
    forgetKillers(); // the counts are zeroed, not halved first
    if (touchedCount > TOUCHED_MAX) {
      Arrays.fill(history, 0);
    } else {
      for (int i = 0; i < touchedCount; i++) {
        history[touched[i]] = 0;
      }
    }
    touchedCount = 0;
  }

  static int historyIndex(int move, int side) {
    int h = move * 0x9E3779B1 + side * 0x85EBCA6B; // spreads sparse codes over the table
    return (h ^ (h >>> 16)) & (HISTORY_SIZE - 1);
  }

  /**
   * Sorts quiet moves best first: the two killers, then the others by history count, ties in their
   * listed order.
   *
   * @param quiets quiet moves of the current state
   * @param side the index of the side to move
   * @param ply the distance from the root
   * @param scores a scratch array of at least {@code quiets.size()} entries
   */
  void order(MoveList quiets, int side, int ply, int[] scores) {
    for (int i = 0; i < quiets.size(); i++) {
      int move = quiets.get(i);
      int score;
      if (isKiller(ply, 0, move)) {
        score = KILLER + 1;
      } else if (isKiller(ply, 1, move)) {
        score = KILLER;
      } else {
        score = history[historyIndex(move, side)];
      }
      scores[i] = score;
    }
    quiets.sortByScores(scores, 0);
  }

  /**
   * Sorts captures best first by {@link SearchBoard#captureOrder}, ties in their listed order.
   *
   * @param board the board in the state that listed them
   * @param captures captures of the current state
   */
  void orderCaptures(SearchBoard<?, ?> board, MoveList captures) {
    int n = captures.size();
    if (n < 2) {
      return;
    }
    if (captureScores.length < n) {
      captureScores = new int[Math.max(n, 2 * captureScores.length)];
    }
    for (int i = 0; i < n; i++) {
      captureScores[i] = board.captureOrder(captures.get(i));
    }
    captures.sortByScores(captureScores, 0);
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
    if (history[index] == 0 && touchedCount <= TOUCHED_MAX) {
      if (touchedCount < TOUCHED_MAX) {
        touched[touchedCount] = index;
      }
      touchedCount++;
    }
    history[index] += depth * depth;
    if (history[index] > HISTORY_MAX) {
      halve();
    }
  }
}
