package io.github.plateau.draughts;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link Draughts#pliesBeforeCounts} is a lower bound: in seeded random games, a game drawn by the
 * king-move or an endgame count at ply e was, at every earlier ply p, said to last at least e - p
 * more plies. The mate solver bounds its lines by it.
 */
class CountsBeforeTest {
  @Test
  void noCountEndsAGameSoonerThanSaid() {
    Draughts game = new Draughts();
    int counted = 0;
    for (long seed = 1; seed <= 4000; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      GameRecord<DraughtsPosition, Move> record = GameRecord.start(game);
      List<Integer> said = new ArrayList<>();
      while (!record.isOver() && record.ply() < 600) {
        said.add(game.pliesBeforeCounts(record));
        List<Move> moves = record.current().legalMoves();
        record = record.play(moves.get(random.nextInt(moves.size())));
      }
      Outcome outcome = record.outcome().orElse(null);
      if (outcome == null
          || outcome.reason() != Reason.KING_MOVES_LIMIT
              && outcome.reason() != Reason.ENDGAME_LIMIT) {
        continue;
      }
      counted++;
      int end = record.ply();
      for (int p = 0; p < said.size(); p++) {
        assertTrue(
            end - p >= said.get(p),
            "seed " + seed + ": at ply " + p + " said " + said.get(p) + ", drawn at " + end);
      }
    }
    assertTrue(counted >= 15, counted + " games drawn by a count");
  }
}
