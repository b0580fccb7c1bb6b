package io.github.plateau.core.testing;

import io.github.plateau.core.Game;
import io.github.plateau.core.GameProvider;
import io.github.plateau.core.MoveList;
import io.github.plateau.core.Position;
import io.github.plateau.core.SearchBoard;
import io.github.plateau.core.search.Evaluation;
import io.github.plateau.core.search.ViewEvaluation;
import io.github.plateau.core.tictactoe.TicTacToe;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Checks of a game's evaluation over seeded random playouts on one search board: at every state the
 * value lies strictly within {@link Evaluation#LIMIT} and equals the value of a fresh search board
 * made from the same position, so that the board's incremental state (counts kept by push and pop)
 * never drifts from what the position holds.
 */
public final class EvaluationChecks {
  private EvaluationChecks() {}

  /**
   * Plays {@code games} random games from a start, each at most {@code maxPlies} long, and checks
   * every state they pass through; then pops back to the start and checks its value again.
   *
   * @param start where every game starts
   * @param evaluation the evaluation under test
   * @param seed the first seed; game {@code i} uses {@code seed + i}
   * @param games how many games
   * @param maxPlies the longest game
   * @param <P> the position type
   * @param <M> the move type
   * @throws AssertionError naming the seed and the ply of the first failure
   */
  public static <P extends Position<P, M>, M> void checkPlayouts(
      P start, Evaluation<P, M> evaluation, long seed, int games, int maxPlies) {
    MoveList moves = new MoveList();
    for (int g = 0; g < games; g++) {
      SplittableRandom random = new SplittableRandom(seed + g);
      SearchBoard<P, M> board = start.searchBoard();
      int first = evaluation.evaluate(board);
      int plies = 0;
      while (plies < maxPlies && board.generate(moves) > 0) {
        check(board, evaluation, "seed " + (seed + g) + ", ply " + plies);
        board.push(moves.get(random.nextInt(moves.size())));
        plies++;
      }
      for (int i = 0; i < plies; i++) {
        board.pop();
      }
      int back = evaluation.evaluate(board);
      if (back != first) {
        throw new AssertionError(
            "seed " + (seed + g) + ": the start is worth " + first + ", " + back + " after pops");
      }
    }
  }

  private static <P extends Position<P, M>, M> void check(
      SearchBoard<P, M> board, Evaluation<P, M> evaluation, String where) {
    int value = evaluation.evaluate(board);
    if (Math.abs(value) >= Evaluation.LIMIT) {
      throw new AssertionError(where + ": " + value + " is beyond the limit");
    }
    int fresh = evaluation.evaluate(board.position().searchBoard());
    if (fresh != value) {
      throw new AssertionError(
          where + ": " + value + " on the played board, " + fresh + " on a fresh one");
    }
  }

  /**
   * The value of a position, checked to be the same read from the position and from its search
   * board.
   *
   * @param evaluation the evaluation under test
   * @param position a position, which is its game's board view
   * @param <P> the position type
   * @param <M> the move type
   * @return the value
   * @throws AssertionError if the two values differ
   */
  public static <P extends Position<P, M>, M> int agreedValue(
      ViewEvaluation<P, M, ? super P> evaluation, P position) {
    int value = evaluation.evaluate(position.searchBoard());
    int read = evaluation.of(position);
    if (read != value) {
      throw new AssertionError(
          position + ": " + value + " on its search board, " + read + " on the position");
    }
    return value;
  }

  /**
   * Checks that a provider serves an evaluation for its game and none for tic-tac-toe, and that
   * both refuse null arguments with {@link IllegalArgumentException}.
   *
   * @param provider the game's provider
   * @param game a game of the provider
   * @param evaluation the game's default evaluation
   * @param <P> the position type
   * @param <M> the move type
   * @throws AssertionError naming what is wrong
   */
  public static <P extends Position<P, M>, M> void checkServedBy(
      GameProvider provider, Game<P, M> game, ViewEvaluation<P, M, ?> evaluation) {
    Optional<Evaluation<P, M>> served = provider.evaluation(game);
    if (served.isEmpty() || served.get().getClass() != evaluation.getClass()) {
      throw new AssertionError(provider + " serves " + served + " for " + game);
    }
    if (provider.evaluation(new TicTacToe()).isPresent()) {
      throw new AssertionError(provider + " serves an evaluation for tic-tac-toe");
    }
    refused(() -> provider.evaluation(null), "game is null");
    refused(() -> evaluation.evaluate(null), "board is null");
    refused(() -> evaluation.of(null), "view is null");
  }

  private static void refused(Runnable call, String message) {
    try {
      call.run();
    } catch (IllegalArgumentException e) {
      if (!message.equals(e.getMessage())) {
        throw new AssertionError("refused with " + e.getMessage() + ", not " + message, e);
      }
      return;
    }
    throw new AssertionError("not refused: " + message);
  }
}
