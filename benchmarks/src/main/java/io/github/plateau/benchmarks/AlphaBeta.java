package io.github.plateau.benchmarks;

import io.github.plateau.core.MoveList;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Position;
import io.github.plateau.core.SearchBoard;
import io.github.plateau.core.Side;
import java.util.List;

/**
 * A fixed-depth alpha-beta (negamax) with a static evaluation at the leaves (which, as in most
 * engines, are evaluated without listing their moves), written twice: once on a {@link SearchBoard}
 * and once on immutable positions. Both visit the moves in the same order ({@code generate} lists
 * them in the order of {@code legalMoves()}), so both walk the same tree and count the same nodes.
 * The score's sign flips only where the side to move changes: a turn may be several moves of one
 * side (Napoleon Strategy's piece move, cannon orders and {@code end}).
 *
 * @param <P> the position type
 * @param <M> the move type
 */
final class AlphaBeta<P extends Position<P, M>, M> {
  /** Far above any evaluation: the score of a decided game. */
  static final int WIN = 1_000_000;

  private final Evaluation<P, M> evaluation;
  private final MoveList[] lists;
  private long nodes;

  AlphaBeta(Evaluation<P, M> evaluation, int maxDepth) {
    this.evaluation = evaluation;
    this.lists = new MoveList[maxDepth + 1];
    for (int i = 0; i < lists.length; i++) {
      lists[i] = new MoveList();
    }
  }

  /** The nodes visited since the last call, then reset. */
  long takeNodes() {
    long n = nodes;
    nodes = 0;
    return n;
  }

  /** The score of the board's state searched {@code depth} plies deep, with push and pop. */
  int search(SearchBoard<P, M> board, int depth, int alpha, int beta) {
    nodes++;
    if (depth == 0) {
      return evaluation.of(board);
    }
    MoveList moves = lists[depth];
    int count = board.generate(moves);
    if (count == 0) {
      return decided(board.outcome().orElseThrow(), board.sideToMove(), board.ply());
    }
    Side mover = board.sideToMove();
    for (int i = 0; i < count; i++) {
      board.push(moves.get(i));
      int score =
          board.sideToMove().team().equals(mover.team())
              ? search(board, depth - 1, alpha, beta)
              : -search(board, depth - 1, -beta, -alpha);
      board.pop();
      if (score >= beta) {
        return score;
      }
      alpha = Math.max(alpha, score);
    }
    return alpha;
  }

  /** The same search on immutable positions: {@code legalMoves()} and {@code play()}. */
  int search(P position, int depth, int alpha, int beta, int ply) {
    nodes++;
    if (depth == 0) {
      return evaluation.of(position);
    }
    List<M> moves = position.legalMoves();
    if (moves.isEmpty()) {
      return decided(position.outcome().orElseThrow(), position.sideToMove(), ply);
    }
    for (M move : moves) {
      P next = position.play(move);
      int score =
          next.sideToMove().team().equals(position.sideToMove().team())
              ? search(next, depth - 1, alpha, beta, ply + 1)
              : -search(next, depth - 1, -beta, -alpha, ply + 1);
      if (score >= beta) {
        return score;
      }
      alpha = Math.max(alpha, score);
    }
    return alpha;
  }

  /** A decided state: a draw is 0, a win or loss of the side to move the sooner the larger. */
  private static int decided(Outcome outcome, Side toMove, int ply) {
    if (outcome.isDraw()) {
      return 0;
    }
    return outcome.isWinFor(toMove) ? WIN - ply : -WIN + ply;
  }
}
