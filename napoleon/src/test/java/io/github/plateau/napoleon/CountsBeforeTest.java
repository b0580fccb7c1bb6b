package io.github.plateau.napoleon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Games;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link Napoleon#pliesBeforeCounts} counts moves to the ply limit, whose counter counts turns: in
 * seeded random games under a short limit, with and without cannon orders, the game drawn by the
 * limit after move e was said at every earlier move p to last at least e - p moves more; from the
 * start, 24 moves (12 turns of a piece move and {@code end}), or 12 under {@code fixed-cannons}.
 */
class CountsBeforeTest {
  @Test
  void theLimitEndsNoGameSoonerThanSaid() {
    for (String id : List.of("napoleon:max-plies=12", "napoleon:max-plies=12,fixed-cannons")) {
      Napoleon game = (Napoleon) Games.create(id);
      int limited = 0;
      for (long seed = 1; seed <= 200; seed++) {
        SplittableRandom random = new SplittableRandom(seed);
        GameRecord<NapoleonPosition, Move> record = GameRecord.start(game);
        List<Integer> said = new ArrayList<>();
        while (!record.isOver()) {
          said.add(game.pliesBeforeCounts(record));
          List<Move> moves = record.current().legalMoves();
          record = record.play(moves.get(random.nextInt(moves.size())));
        }
        Outcome outcome = record.outcome().orElseThrow();
        if (outcome.reason() != Reason.MOVE_LIMIT) {
          continue;
        }
        limited++;
        int end = record.ply();
        for (int p = 0; p < said.size(); p++) {
          assertTrue(
              end - p >= said.get(p),
              id
                  + ", seed "
                  + seed
                  + ": at move "
                  + p
                  + " said "
                  + said.get(p)
                  + ", ended at "
                  + end);
        }
        assertEquals(
            fixed(id) ? 12 : 24,
            said.get(0),
            id + ": from the start, the fewest moves to the limit");
      }
      assertTrue(limited >= 50, id + ": " + limited + " games ended by the limit");
    }
  }

  /**
   * With allies, a camp without a move passes: one move ends its turn. A reviewer's line drew after
   * 7 moves where 8 were said.
   */
  @Test
  void aPassIsATurnOfOneMove() {
    Napoleon game = (Napoleon) Games.create("napoleon:armies=3,max-plies=4");
    GameRecord<NapoleonPosition, Move> record =
        GameRecord.start(game, game.parse("4g11/16/16/16/16/16/16/G15 s' - 0 -"));
    int said = game.pliesBeforeCounts(record);
    for (String move : List.of("pass", "e8-f8", "end", "a1-c1", "end", "f8-g8", "end")) {
      record = record.play(game.parseMove(record.current(), move));
    }
    assertEquals(Reason.MOVE_LIMIT, record.outcome().orElseThrow().reason());
    assertTrue(said <= record.ply(), "said " + said + ", drawn after " + record.ply());
  }

  private static boolean fixed(String id) {
    return id.endsWith("fixed-cannons");
  }
}
