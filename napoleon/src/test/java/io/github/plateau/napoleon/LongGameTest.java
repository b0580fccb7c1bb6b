package io.github.plateau.napoleon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A record of tens of thousands of plies is built and read back: the history rules (threefold
 * repetition through core's {@code Repetition}, the ply limit through the position's ply count)
 * cost the same per move however long the game. This checks correctness, not time: a rule that
 * walked the whole game would make it run for minutes.
 */
class LongGameTest {
  private static final int PLIES = 30_000;

  /**
   * Drummers only: they never capture, are never captured and count no points, so the game can end
   * only by repetition or by the ply limit.
   */
  private static NapoleonPosition drummers(Napoleon game) {
    return Fixtures.position(game, "Dc1 Df1 Dd3 dc8 df8 de6", "s");
  }

  /**
   * Plays a deterministic walk: at each ply the move a simple generator points at, or the next one
   * when that one would end the game by repetition; the ply limit may end it.
   */
  private static GameRecord<NapoleonPosition, Move> walk(Napoleon game, int plies) {
    GameRecord<NapoleonPosition, Move> record = GameRecord.start(game, drummers(game));
    long state = 20_260_101L;
    while (!record.isOver() && record.ply() < plies) {
      List<Move> moves = record.current().legalMoves();
      state = state * 6_364_136_223_846_793_005L + 1_442_695_040_888_963_407L;
      int first = (int) ((state >>> 33) % moves.size());
      GameRecord<NapoleonPosition, Move> next = null;
      for (int i = 0; i < moves.size(); i++) {
        next = record.play(moves.get((first + i) % moves.size()));
        if (next.outcome().map(o -> o.reason() != Reason.REPETITION).orElse(true)) {
          break;
        }
      }
      record = next;
    }
    return record;
  }

  @Test
  void aGameOfThirtyThousandPliesIsBuiltAndReadBack() {
    Napoleon game = new Napoleon(NapoleonRules.DEFAULT.withFixedCannons(true).withMaxPlies(0));
    GameRecord<NapoleonPosition, Move> record = walk(game, PLIES);
    assertFalse(record.isOver(), record.toString());
    assertEquals(PLIES, record.ply());
    assertEquals(PLIES, record.current().ply());
    List<NapoleonPosition> positions = record.positions();
    List<Move> moves = record.moves();
    for (int i = 0; i < PLIES; i++) {
      assertEquals(positions.get(i + 1), positions.get(i).play(moves.get(i)), "ply " + i);
      assertEquals(i, positions.get(i).ply());
    }
    assertTrue(record.repetitions() <= 2, "the walk never repeats a position three times");
  }

  @Test
  void thePlyLimitEndsALongGameAtExactlyItsPly() {
    Napoleon game = new Napoleon(NapoleonRules.DEFAULT.withFixedCannons(true).withMaxPlies(12_345));
    GameRecord<NapoleonPosition, Move> record = walk(game, PLIES);
    assertEquals(12_345, record.ply());
    assertEquals(Optional.of(Outcome.draw(Reason.MOVE_LIMIT)), record.outcome());
  }

  @Test
  void threefoldRepetitionIsFoundDeepInALongGame() {
    Napoleon game = new Napoleon(NapoleonRules.DEFAULT.withFixedCannons(true).withMaxPlies(0));
    GameRecord<NapoleonPosition, Move> record = walk(game, 10_000);
    List<Move> cycle = shuttle(record.current());
    int played = 0;
    while (!record.isOver()) {
      record = record.play(cycle.get(played++ % cycle.size()));
    }
    assertEquals(Optional.of(Outcome.draw(Reason.REPETITION)), record.outcome());
    assertEquals(3, record.repetitions());
    assertTrue(played >= 16 && played <= 24, "ended after " + played + " plies of the cycle");
  }

  /**
   * Two drummers of each camp step out, one square each on squares no other step touches, then
   * back: an 8-ply cycle that never moves a piece on three turns of its camp in a row.
   */
  private static List<Move> shuttle(NapoleonPosition p) {
    List<Move> out = new ArrayList<>();
    Set<Square> used = new HashSet<>();
    NapoleonPosition q = p;
    for (int i = 0; i < 4; i++) {
      Set<Square> moved = new HashSet<>();
      if (i >= 2) {
        moved.add(out.get(i - 2).to());
      }
      Move step =
          q.legalMoves().stream()
              .filter(m -> distance(m) == 1 && !moved.contains(m.from()))
              .filter(m -> !used.contains(m.from()) && !used.contains(m.to()))
              .findFirst()
              .orElseThrow();
      used.add(step.from());
      used.add(step.to());
      out.add(step);
      q = q.play(step);
    }
    for (int i = 0; i < 4; i++) {
      out.add(Move.step(out.get(i).to(), out.get(i).from()));
    }
    return out;
  }

  private static int distance(Move m) {
    return Math.max(
        Math.abs(m.to().file() - m.from().file()), Math.abs(m.to().rank() - m.from().rank()));
  }
}
