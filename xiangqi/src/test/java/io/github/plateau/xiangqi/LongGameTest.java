package io.github.plateau.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.GameRecord;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A legal game of 20,000 plies without a third occurrence of any position, built and read back: the
 * history rules cost the same at every ply (repetition through core's index by hash, the no-capture
 * limit through the halfmove clock), so this runs in seconds. It checks correctness, not time; a
 * history rule that walked the whole game per move would make it run for minutes.
 */
class LongGameTest {
  private static final int PLIES = 20_000;

  /** No no-capture limit: the walk captures nothing for thousands of plies. */
  private final Xiangqi game = new Xiangqi(XiangqiRules.DEFAULT.withNoCapturePlies(0));

  /**
   * Plays, from a middlegame, a deterministic walk that never makes a position occur a third time
   * nor ends the game: at each ply the first move, from a place that rotates, whose position has
   * occurred at most once and is not mate or stalemate; captures only when nothing else fits, so
   * that the board stays full and the positions many.
   */
  private GameRecord<XiangqiPosition, Move> walk() {
    GameRecord<XiangqiPosition, Move> record =
        GameRecord.start(
            game, game.parse("r1bakab1r/9/1cn4c1/p1p1p1p1p/9/9/P1P1P1P1P/1CN4C1/9/R1BAKAB1R w"));
    Map<Long, Integer> seen = new HashMap<>();
    seen.merge(record.current().hash(), 1, Integer::sum);
    while (record.ply() < PLIES) {
      XiangqiPosition position = record.current();
      List<Move> moves = position.legalMoves();
      Move chosen = null;
      for (int pass = 0; pass < 2 && chosen == null; pass++) {
        for (int i = 0; i < moves.size() && chosen == null; i++) {
          Move move = moves.get((i + record.ply() * 7) % moves.size());
          boolean capture = position.pieceAt(move.to()).isPresent();
          XiangqiPosition next = position.play(move);
          if (capture == (pass == 1)
              && seen.getOrDefault(next.hash(), 0) < 2
              && !next.legalMoves().isEmpty()) {
            chosen = move;
          }
        }
      }
      assertTrue(chosen != null, "the walk is stuck at ply " + record.ply());
      record = record.play(chosen);
      seen.merge(record.current().hash(), 1, Integer::sum);
      assertFalse(record.isOver(), "ended at ply " + record.ply() + ": " + record.outcome());
    }
    return record;
  }

  @Test
  void aTwentyThousandPlyGameIsBuiltAndReadBack() {
    GameRecord<XiangqiPosition, Move> record = walk();
    assertEquals(PLIES, record.ply());
    assertTrue(record.repetitions() <= 2);
    List<Move> moves = record.moves();
    List<XiangqiPosition> positions = record.positions();
    for (int i = 0; i < PLIES; i += 997) {
      assertEquals(positions.get(i + 1), positions.get(i).play(moves.get(i)), "ply " + i);
    }
    assertEquals(PLIES, record.current().ply());

    String text = Pgn.FORMAT.in(MoveFormat.ICCS).write(record);
    GameRecord<XiangqiPosition, Move> again = Pgn.FORMAT.read(game, text).record();
    assertEquals(PLIES, again.ply());
    assertEquals(record.current(), again.current());
    assertFalse(again.isOver());
  }
}
