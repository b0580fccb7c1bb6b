package io.github.plateau.cli.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Game;
import io.github.plateau.core.Games;
import io.github.plateau.core.MoveList;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Position;
import io.github.plateau.core.SearchBoard;
import io.github.plateau.core.Side;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The core API manual's generic alpha-beta (docs/api.md), compiled and run on every installed game;
 * {@link ReadmeExamplesTest} keeps the two equal.
 */
class SearchExampleTest {
  // README:begin
  /** The best move by a fixed-depth alpha-beta, for any game; the evaluation is mobility. */
  static <P extends Position<P, M>, M> M bestMove(P position, int depth) {
    SearchBoard<P, M> board = position.searchBoard(); // mutable, owned by this search
    MoveList[] lists = new MoveList[depth + 1]; // one reusable list per ply: no garbage
    for (int i = 0; i <= depth; i++) {
      lists[i] = new MoveList();
    }
    int count = board.generate(lists[depth]);
    int best = lists[depth].get(0);
    int alpha = -1_000_000;
    for (int i = 0; i < count; i++) {
      int score = child(board, lists, lists[depth].get(i), depth - 1, alpha, 1_000_000);
      if (score > alpha) {
        alpha = score;
        best = lists[depth].get(i);
      }
    }
    return board.decode(best); // codes are valid in the state that listed them
  }

  /** A move's score for the side that plays it: the sign flips only where the team changes. */
  static <P extends Position<P, M>, M> int child(
      SearchBoard<P, M> board, MoveList[] lists, int move, int depth, int alpha, int beta) {
    Side mover = board.sideToMove();
    board.push(move);
    int score =
        board.sideToMove().team().equals(mover.team()) // Napoleon's orders, Waterloo's allies
            ? search(board, lists, depth, alpha, beta)
            : -search(board, lists, depth, -beta, -alpha);
    board.pop();
    return score;
  }

  static <P extends Position<P, M>, M> int search(
      SearchBoard<P, M> board, MoveList[] lists, int depth, int alpha, int beta) {
    int count = board.generate(lists[depth]);
    if (count == 0) { // the state decides the game
      Outcome outcome = board.outcome().orElseThrow();
      boolean won = outcome.isWinFor(board.sideToMove());
      return outcome.isDraw() ? 0 : won ? 100_000 - board.ply() : board.ply() - 100_000;
    }
    if (depth == 0) {
      return count; // mobility: the number of legal moves
    }
    for (int i = 0; i < count; i++) {
      int score = child(board, lists, lists[depth].get(i), depth - 1, alpha, beta);
      if (score >= beta) {
        return score;
      }
      alpha = Math.max(alpha, score);
    }
    return alpha;
  }

  // README:end

  private static <P extends Position<P, M>, M> void playsOn(Game<P, M> game) {
    P position = game.start();
    for (int ply = 0; ply < 4 && position.outcome().isEmpty(); ply++) {
      M move = bestMove(position, 2);
      assertTrue(position.isLegal(move), game.id() + ": " + move);
      position = position.play(move);
    }
  }

  @Test
  void theGenericSearchPlaysEveryInstalledGame() {
    List<String> ids = Games.ids();
    assertTrue(ids.size() >= 6, "games: " + ids);
    for (String id : ids) {
      playsOn(Games.create(id));
    }
  }

  @Test
  void itFindsAMateInOne() {
    // Tic-tac-toe, X to move: c1 completes the bottom row.
    Game<?, ?> game = Games.create("tictactoe");
    assertEquals("c1", firstMoveText(game, "..O/.O./XX. X"));
  }

  private static <P extends Position<P, M>, M> String firstMoveText(Game<P, M> game, String text) {
    P position = game.parse(text);
    return game.formatMove(position, bestMove(position, 3));
  }
}
