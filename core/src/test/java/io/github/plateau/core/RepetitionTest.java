package io.github.plateau.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Repetition.Cycle;
import io.github.plateau.core.shuttle.Shuttle;
import io.github.plateau.core.shuttle.ShuttlePosition;
import io.github.plateau.core.shuttle.Step;
import io.github.plateau.core.shuttle.Token;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The core repetition rule on the shuttle game, where A at 0 and B at 1 ("0 1 A") is the start. Two
 * cycles of four plies come back to it: a quiet one (A back and forth, B back and forth) and a
 * chasing one of eight plies in which A lands on B with every move.
 */
class RepetitionTest {
  private static final String QUIET = "-++-"; // A to 3, B to 2, A to 0, B to 1: no check
  private static final String CHECKS = "++++++++"; // A lands on B with each of its four moves

  private static GameRecord<ShuttlePosition, Step> play(Shuttle game, String steps) {
    GameRecord<ShuttlePosition, Step> record = GameRecord.start(game);
    for (char c : steps.toCharArray()) {
      record = record.play(String.valueOf(c));
    }
    return record;
  }

  private static Shuttle with(Repetition<ShuttlePosition, Step> rule) {
    return new Shuttle(rule, false);
  }

  @Test
  void theThirdOccurrenceEndsAThreefoldGameDrawnAndNotBefore() {
    Shuttle game = with(Repetition.after(3));
    GameRecord<ShuttlePosition, Step> twice = play(game, QUIET);
    assertFalse(twice.isOver());
    assertEquals(2, twice.repetitions());
    GameRecord<ShuttlePosition, Step> thrice = play(game, QUIET + QUIET);
    assertEquals(3, thrice.repetitions());
    assertEquals(Outcome.draw(Reason.REPETITION), thrice.outcome().orElseThrow());
    assertEquals(8, thrice.ply());
  }

  @Test
  void aRuleJudgedOnlyAtSomePositionsLetsTheOthersRepeat() {
    Repetition<ShuttlePosition, Step> rule =
        Repetition.<ShuttlePosition, Step>after(3).judgedOnlyAt(p -> !p.toString().equals("0 1 A"));
    GameRecord<ShuttlePosition, Step> thrice = play(with(rule), QUIET + QUIET);
    assertEquals(3, thrice.repetitions());
    assertFalse(rule.judges(thrice.current()));
    assertFalse(thrice.isOver()); // the start repeated three times, but is not judged
    assertTrue(rule.judges(thrice.positions().get(1)));
    assertTrue(Repetition.<ShuttlePosition, Step>after(3).judges(thrice.current()));
    assertThrows(IllegalArgumentException.class, () -> rule.judges(null));
    assertThrows(IllegalArgumentException.class, () -> rule.judgedOnlyAt(null));
  }

  @Test
  void aFourfoldRuleWaitsForTheFourthOccurrence() {
    Shuttle game = with(Repetition.after(4));
    assertFalse(play(game, QUIET + QUIET).isOver());
    assertTrue(play(game, QUIET + QUIET + QUIET).isOver());
  }

  @Test
  void theSideThatCheckedWithEveryMoveLosesByPerpetualCheck() {
    Shuttle game =
        with(Repetition.<ShuttlePosition, Step>after(3).withPerpetualCheck(Cycle.SINCE_FIRST));
    GameRecord<ShuttlePosition, Step> record = play(game, CHECKS + CHECKS);
    assertEquals(Outcome.win(Token.B, Reason.PERPETUAL_CHECK), record.outcome().orElseThrow());
  }

  @Test
  void theCycleSinceTheFirstOccurrenceIncludesAQuietCycle() {
    String line = QUIET + CHECKS;
    Shuttle sinceFirst =
        with(Repetition.<ShuttlePosition, Step>after(3).withPerpetualCheck(Cycle.SINCE_FIRST));
    Shuttle sincePrevious =
        with(Repetition.<ShuttlePosition, Step>after(3).withPerpetualCheck(Cycle.SINCE_PREVIOUS));
    assertEquals(Outcome.draw(Reason.REPETITION), play(sinceFirst, line).outcome().orElseThrow());
    assertEquals(
        Outcome.win(Token.B, Reason.PERPETUAL_CHECK),
        play(sincePrevious, line).outcome().orElseThrow());
  }

  @Test
  void perpetualChaseLosesForTheOnlyChaserAndChecksComeFirst() {
    List<Integer> cycles = new ArrayList<>();
    Repetition.Chase<ShuttlePosition> bChases =
        (cycle, side) -> {
          cycles.add(cycle.size());
          assertEquals(cycle.get(0), cycle.get(cycle.size() - 1));
          return side == Token.B;
        };
    Shuttle game =
        with(
            Repetition.<ShuttlePosition, Step>after(3)
                .withPerpetualCheck(Cycle.SINCE_PREVIOUS)
                .withPerpetualChase(bChases));
    assertEquals(
        Outcome.win(Token.A, Reason.PERPETUAL_CHASE),
        play(game, QUIET + QUIET).outcome().orElseThrow());
    assertEquals(List.of(5, 5), cycles); // the last cycle: four plies, five positions
    assertEquals(
        Outcome.win(Token.B, Reason.PERPETUAL_CHECK),
        play(game, CHECKS + CHECKS).outcome().orElseThrow());
  }

  @Test
  void chasesByBothSidesCancel() {
    Shuttle game =
        with(Repetition.<ShuttlePosition, Step>after(3).withPerpetualChase((c, s) -> true));
    assertEquals(
        Outcome.draw(Reason.REPETITION), play(game, QUIET + QUIET).outcome().orElseThrow());
  }

  @Test
  void aGameMayEndARepetitionWithItsOwnResult() {
    Outcome points = Outcome.win(Token.A, Reason.REPETITION);
    Shuttle game = with(Repetition.<ShuttlePosition, Step>after(2).withResult(p -> points));
    assertEquals(points, play(game, QUIET).outcome().orElseThrow());
  }

  @Test
  void hashCollisionsNeverCountAsRepetitions() {
    // The weak hash sees A's cell only: "0 3 A", "0 2 B", "0 0 B" collide with the start "0 1 A".
    Shuttle game = new Shuttle(Repetition.after(3), true);
    GameRecord<ShuttlePosition, Step> record = play(game, "-+++-+++");
    assertEquals("0 1 A", record.current().toString());
    assertEquals(2, record.repetitions());
    assertFalse(record.isOver());
    assertEquals(
        Outcome.draw(Reason.REPETITION), play(game, "-+++-+++" + QUIET).outcome().orElseThrow());
  }

  @Test
  void badParametersAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> Repetition.after(1));
    Repetition<ShuttlePosition, Step> rule = Repetition.after(3);
    assertThrows(IllegalArgumentException.class, () -> rule.withPerpetualCheck(null));
    assertThrows(IllegalArgumentException.class, () -> rule.withPerpetualChase(null));
    assertThrows(IllegalArgumentException.class, () -> rule.withResult(null));
    assertThrows(IllegalArgumentException.class, () -> rule.judge(null));
    assertEquals(3, rule.occurrences());
  }

  @Test
  void judgeCycleGivesTheOutcomeTheRuleGivesAtItsLastOccurrence() {
    Repetition<ShuttlePosition, Step> rule =
        Repetition.<ShuttlePosition, Step>after(3).withPerpetualCheck(Cycle.SINCE_PREVIOUS);
    Shuttle game = with(rule);
    GameRecord<ShuttlePosition, Step> record = play(game, CHECKS);
    assertEquals(2, record.repetitions());
    assertTrue(rule.readsCycle());
    assertFalse(Repetition.<ShuttlePosition, Step>after(3).readsCycle());
    assertEquals(Outcome.win(Token.B, Reason.PERPETUAL_CHECK), rule.judgeCycle(record.positions()));
    assertEquals(
        Outcome.draw(Reason.REPETITION),
        Repetition.<ShuttlePosition, Step>after(3).judgeCycle(List.of(record.current())));
    assertThrows(IllegalArgumentException.class, () -> rule.judgeCycle(null));
    assertThrows(IllegalArgumentException.class, () -> rule.judgeCycle(List.of()));
  }
}
