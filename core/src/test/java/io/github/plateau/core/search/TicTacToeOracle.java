package io.github.plateau.core.search;

import io.github.plateau.core.Outcome;
import io.github.plateau.core.Score;
import io.github.plateau.core.tictactoe.Cell;
import io.github.plateau.core.tictactoe.TicTacToe;
import io.github.plateau.core.tictactoe.TicTacToePosition;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/** Exhaustive plain negamax over immutable tic-tac-toe positions: the searcher's reference. */
final class TicTacToeOracle {
  private static final int WIN = 1_000; // a win n plies away is WIN - n

  private TicTacToeOracle() {}

  /** The exact value for the side to move, as mate distance from {@code position}. */
  static Score value(TicTacToePosition position) {
    return toScore(negamax(position, 0));
  }

  /** The exact value for the side to move after {@code move}, seen from before it. */
  static Score valueAfter(TicTacToePosition position, Cell move) {
    return toScore(-negamax(position.play(move), 1));
  }

  /** The exact value for the side to move when it may play only some of its moves. */
  static Score valueAmong(TicTacToePosition position, Collection<Cell> moves) {
    int best = -WIN - 1;
    for (Cell move : moves) {
      best = Math.max(best, -negamax(position.play(move), 1));
    }
    return toScore(best);
  }

  private static Score toScore(int v) {
    return v > 0 ? Score.mateIn(WIN - v) : v < 0 ? Score.mateIn(-(WIN + v)) : Score.centipawns(0);
  }

  private static int negamax(TicTacToePosition position, int ply) {
    Optional<Outcome> outcome = position.outcome();
    if (outcome.isPresent()) {
      if (outcome.get().isDraw()) {
        return 0;
      }
      return outcome.get().isWinFor(position.sideToMove()) ? WIN - ply : ply - WIN;
    }
    int best = -WIN - 1;
    for (Cell move : position.legalMoves()) {
      best = Math.max(best, -negamax(position.play(move), ply + 1));
    }
    return best;
  }

  /** A seeded random undecided position: 0 to 7 random moves from the start. */
  static TicTacToePosition randomPosition(long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    TicTacToePosition position = new TicTacToe().start();
    int plies = random.nextInt(8);
    for (int i = 0; i < plies; i++) {
      List<Cell> moves = position.legalMoves();
      TicTacToePosition next = position.play(moves.get(random.nextInt(moves.size())));
      if (next.outcome().isPresent()) {
        break; // keep the last undecided one
      }
      position = next;
    }
    return position;
  }
}
