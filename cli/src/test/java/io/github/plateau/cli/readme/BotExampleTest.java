package io.github.plateau.cli.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.plateau.core.Decision;
import io.github.plateau.core.Player;
import io.github.plateau.core.RandomPlayer;
import io.github.plateau.core.Score;
import io.github.plateau.core.SearchInfo;
import io.github.plateau.core.Turn;
import io.github.plateau.engine.Match;
import io.github.plateau.engine.MatchResult;
import io.github.plateau.engine.TimeControl;
import io.github.plateau.xiangqi.Move;
import io.github.plateau.xiangqi.Xiangqi;
import io.github.plateau.xiangqi.XiangqiPosition;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The engines manual's bot (docs/engines.md): a Player in a match against the random player. */
class BotExampleTest {
  @Test
  void aBotInAMatch() {
    // README:begin
    // A bot: a capture if it can, else the move that leaves the opponent the fewest replies.
    class Greedy implements Player<XiangqiPosition, Move> {
      @Override
      public Decision<Move> decide(Turn<XiangqiPosition, Move> turn) {
        XiangqiPosition position = turn.position();
        Move best = null;
        int bestScore = Integer.MIN_VALUE;
        for (Move move : position.legalMoves()) {
          if (turn.isStopped() && best != null) {
            break; // the clock ran out, or a GUI said stop: answer now
          }
          int capture = position.pieceAt(move.to()).isPresent() ? 1000 : 0;
          int score = capture - position.play(move).legalMoves().size();
          if (score > bestScore) {
            best = move;
            bestScore = score;
          }
        }
        turn.report(SearchInfo.of(1, Score.centipawns(bestScore), List.of(best), 1)); // info
        return Decision.move(best);
      }
    }

    Xiangqi xiangqi = new Xiangqi();
    MatchResult<XiangqiPosition, Move> result =
        Match.builder(xiangqi)
            .entrant("greedy", Greedy::new)
            .entrant("random", () -> new RandomPlayer<>(7))
            .games(4) // two openings, each played with the sides swapped
            .randomPlies(2)
            .timeControl(TimeControl.parse("10+0.1"))
            .build()
            .run();
    String summary =
        result.summaries().get(0); // "greedy vs random: +3 -0 =1, score 87.5%, Elo 338.0 +/- inf"
    String pgn = result.records(); // the four games, players and results in the headers
    // README:end
    assertEquals("greedy vs random: +3 -0 =1, score 87.5%, Elo 338.0 +/- inf", summary);
    assertEquals(4, pgn.split("\\[Round ").length - 1);
  }
}
