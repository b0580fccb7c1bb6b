package io.github.plateau.core.search;

import io.github.plateau.core.MoveList;
import io.github.plateau.core.SearchBoard;

/**
 * The moves of one node of a search, handed out in stages, so that a node refuted early lists and
 * orders no more than it tried: the table's move, then the captures of {@link
 * SearchBoard#generateCaptures} by {@link SearchBoard#captureOrder}, then the quiet moves ordered
 * by {@link MoveOrdering} (killers, then history as it stands when the captures are spent). Each
 * legal move is handed out once. A node with a legal table move lists nothing before trying it (the
 * board tests that move alone, {@link SearchBoard#isLegal}), its captures only if it does not
 * refute the node; a node without lists its captures first and every move only when they are spent
 * or there is none.
 *
 * <p>One picker serves one ply of one searcher, node after node: its lists are reused, so a node
 * allocates nothing once they have grown.
 */
final class MovePicker {
  private static final int TABLE = 0;
  private static final int CAPTURES = 1;
  private static final int QUIETS = 2;

  private final MoveList captures = new MoveList(32); // in the board's order, to tell quiets apart
  private final MoveList orderedCaptures = new MoveList(32); // as they are tried
  private final MoveList all = new MoveList(64);
  private final MoveList quiets = new MoveList(64);
  private int[] scores = new int[64];

  private boolean listed; // whether all holds the state's moves
  private boolean capturesListed; // whether captures holds the state's captures
  private boolean capturesOrdered; // whether orderedCaptures holds them, ordered
  private boolean hasTableMove;
  private int tableMove;
  private boolean tableCaptures;
  private int stage;
  private int next; // index of the next move of the stage's list
  private int move;
  private boolean capture;

  /**
   * Starts a node: the board's current state, the table's move if the table has one.
   *
   * @param board the board in the node's state
   * @param tableHit whether the table holds an entry for the state
   * @param tableMove the entry's move; ignored without a hit, skipped if the state does not list it
   * @return false if the state has no legal move (it is decided), true otherwise
   */
  boolean start(SearchBoard<?, ?> board, boolean tableHit, int tableMove) {
    stage = TABLE;
    next = 0;
    listed = false;
    capturesListed = false;
    capturesOrdered = false;
    hasTableMove = false;
    // The table's move is tested alone: where it refutes the node, as it mostly does, no list is
    // made. A legal table move also says the state is not decided.
    if (tableHit && board.isLegal(tableMove)) {
      hasTableMove = true;
      this.tableMove = tableMove;
      tableCaptures = board.isCapture(tableMove);
      return true;
    }
    return listCaptures(board).size() > 0 || listAll(board).size() > 0;
  }

  private MoveList listAll(SearchBoard<?, ?> board) {
    if (!listed) {
      board.generate(all);
      listed = true;
    }
    return all;
  }

  private MoveList listCaptures(SearchBoard<?, ?> board) {
    if (!capturesListed) {
      board.generateCaptures(captures);
      capturesListed = true;
    }
    return captures;
  }

  /**
   * Moves on to the node's next move.
   *
   * @param board the board in the node's state, as at {@link #start}
   * @param ordering the searcher's killers and history, which order the quiet moves
   * @param ply the node's distance from the root
   * @return false once every move has been handed out
   * @throws IllegalStateException if the board lists its captures out of the order of {@link
   *     SearchBoard#generate}, which would hand some moves out twice
   */
  boolean next(SearchBoard<?, ?> board, MoveOrdering ordering, int ply) {
    if (stage == TABLE) {
      stage = CAPTURES;
      if (hasTableMove) {
        move = tableMove;
        capture = tableCaptures;
        return true;
      }
    }
    if (stage == CAPTURES) {
      MoveList list = orderCaptures(board, ordering);
      while (next < list.size()) {
        int code = list.get(next++);
        if (!hasTableMove || code != tableMove) {
          move = code;
          capture = true;
          return true;
        }
      }
      orderQuiets(board, ordering, ply);
      stage = QUIETS;
      next = 0;
    }
    if (next < quiets.size()) { // the quiet stage, the last
      move = quiets.get(next++);
      capture = false;
      return true;
    }
    return false;
  }

  private MoveList orderCaptures(SearchBoard<?, ?> board, MoveOrdering ordering) {
    if (!capturesOrdered) {
      MoveList inBoardOrder = listCaptures(board);
      orderedCaptures.clear();
      for (int i = 0; i < inBoardOrder.size(); i++) {
        orderedCaptures.add(inBoardOrder.get(i));
      }
      ordering.orderCaptures(board, orderedCaptures);
      capturesOrdered = true;
    }
    return orderedCaptures;
  }

  /**
   * Lists the moves that are neither captures nor the table's, best first. The captures are the
   * whole list's in its order ({@link SearchBoard#generateCaptures}), so one walk tells them apart.
   */
  private void orderQuiets(SearchBoard<?, ?> board, MoveOrdering ordering, int ply) {
    MoveList moves = listAll(board);
    quiets.clear();
    int c = 0;
    for (int i = 0; i < moves.size(); i++) {
      int code = moves.get(i);
      if (c < captures.size() && captures.get(c) == code) {
        c++;
      } else if (!hasTableMove || code != tableMove) {
        quiets.add(code);
      }
    }
    if (c < captures.size()) {
      throw new IllegalStateException(
          "the board's captures are not listed in the order of its moves: " + board.position());
    }
    if (scores.length < quiets.size()) {
      scores = new int[Math.max(quiets.size(), 2 * scores.length)];
    }
    ordering.order(quiets, board.sideToMove().index(), ply, scores);
  }

  /**
   * The move handed out by the last {@link #next}.
   *
   * @return its code
   */
  int move() {
    return move;
  }

  /**
   * Whether the move handed out last is a capture.
   *
   * @return true for a capture
   */
  boolean isCapture() {
    return capture;
  }
}
