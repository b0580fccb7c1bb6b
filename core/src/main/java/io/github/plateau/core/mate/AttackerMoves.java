package io.github.plateau.core.mate;

import io.github.plateau.core.MoveList;
import io.github.plateau.core.SearchBoard;

/**
 * Which of the attacker's legal moves a mate search tries: a mate problem's rule, such as "every
 * attacking move checks" in shogi tsume. The defender always tries every legal move.
 */
@FunctionalInterface
public interface AttackerMoves {

  /**
   * Whether the search tries a legal move of the attacker. The rule may push and pop on the board
   * but must leave it in the state it was given.
   *
   * @param board the board, in a state where the attacker is to move
   * @param move a code that {@link SearchBoard#generate} lists in that state
   * @return true to try the move
   */
  boolean keeps(SearchBoard<?, ?> board, int move);

  /**
   * Lists the legal moves the rule keeps: clears {@code moves}, then adds the codes of {@link
   * SearchBoard#generate} that {@link #keeps} accepts, in generate's order. This default asks
   * {@code keeps} of every move; a rule the board can answer in bulk, as {@link #checksOnly} with
   * {@link SearchBoard#generateChecks}, lists them at once.
   *
   * @param board the board, in a state where the attacker is to move; left in that state
   * @param moves the list to fill; its previous content is discarded
   * @return the number of moves kept
   */
  default int select(SearchBoard<?, ?> board, MoveList moves) {
    int n = board.generate(moves);
    int kept = 0;
    for (int i = 0; i < n; i++) {
      int move = moves.get(i);
      if (keeps(board, move)) {
        moves.set(kept++, move);
      }
    }
    moves.truncate(kept);
    return kept;
  }

  /**
   * Every legal move: the rule for games whose problems are plain "win by force" (draughts,
   * Napoleon).
   *
   * @return the rule that keeps every move
   */
  static AttackerMoves all() {
    return (board, move) -> true;
  }

  /**
   * Only moves after which the side to move is in check: the rule of shogi tsume and xiangqi mate
   * problems.
   *
   * @return the rule that keeps checking moves
   */
  static AttackerMoves checksOnly() {
    return new AttackerMoves() {
      @Override
      public boolean keeps(SearchBoard<?, ?> board, int move) {
        board.push(move);
        boolean check = board.inCheck();
        board.pop();
        return check;
      }

      @Override
      public int select(SearchBoard<?, ?> board, MoveList moves) {
        // the board tells its checks without playing every move
        return board.generateChecks(moves);
      }
    };
  }
}
