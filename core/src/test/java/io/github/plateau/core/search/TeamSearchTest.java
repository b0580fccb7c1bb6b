package io.github.plateau.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.plateau.core.Limits;
import io.github.plateau.core.Score;
import io.github.plateau.core.tictactoe.Cell;
import io.github.plateau.core.tictactoe.TicTacToePosition;
import org.junit.jupiter.api.Test;

class TeamSearchTest {

  /** Plies to the nearest line when both marks cooperate, or -1 if none can be made. */
  private static int nearestLine(TicTacToePosition position, int ply) {
    if (position.outcome().isPresent()) {
      return position.outcome().get().isDraw() ? -1 : ply;
    }
    int best = -1;
    for (Cell move : position.legalMoves()) {
      int line = nearestLine(position.play(move), ply + 1);
      if (line >= 0 && (best < 0 || line < best)) {
        best = line;
      }
    }
    return best;
  }

  @Test
  void alliesKeepTheScoreSignBetweenTheirMoves() {
    Searcher<TicTacToePosition, Cell> searcher = new Searcher<>(board -> 0, 1 << 10);
    for (long seed = 0; seed < 200; seed++) {
      TicTacToePosition position = TicTacToeOracle.randomPosition(seed);
      SearchResult<Cell> result =
          searcher.search(new AlliedBoard(position), Limits.depth(9), info -> {}, () -> false);
      int line = nearestLine(position, 0);
      Score expected = line < 0 ? Score.centipawns(0) : Score.mateIn(line);
      assertEquals(expected, result.score(), "seed " + seed + ", " + position);
      assertEquals(line, line < 0 ? -1 : nearestLine(position.play(result.bestMove()), 1));
    }
  }
}
