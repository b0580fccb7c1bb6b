package io.github.plateau.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.tictactoe.Cell;
import io.github.plateau.core.tictactoe.Mark;
import io.github.plateau.core.tictactoe.TicTacToe;
import io.github.plateau.core.tictactoe.TicTacToePosition;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The player contract: limits, turns, decisions and the random player behind it. */
class PlayerContractTest {
  private final TicTacToe game = new TicTacToe();
  private final GameRecord<TicTacToePosition, Cell> record = GameRecord.start(game);

  @Test
  void aBudgetIsAShareOfTheClockPlusIncrementAndNeverTheWholeClock() {
    Limits clock =
        Limits.builder()
            .time(Mark.X, Duration.ofSeconds(60))
            .time(Mark.O, Duration.ofSeconds(30))
            .increment(Mark.X, Duration.ofSeconds(1))
            .build();
    assertEquals(Duration.ofSeconds(3), clock.budget(Mark.X).orElseThrow()); // 60/30 + 1
    assertEquals(Duration.ofSeconds(1), clock.budget(Mark.O).orElseThrow()); // 30/30
    Limits lastMoves = Limits.builder().time(Mark.X, Duration.ofSeconds(10)).movesToGo(2).build();
    assertEquals(Duration.ofSeconds(5), lastMoves.budget(Mark.X).orElseThrow());
    Limits almostOut =
        Limits.builder()
            .time(Mark.X, Duration.ofMillis(100))
            .increment(Mark.X, Duration.ofSeconds(5))
            .build();
    assertEquals(Duration.ofMillis(90), almostOut.budget(Mark.X).orElseThrow());
    Limits byoyomi =
        Limits.builder().time(Mark.X, Duration.ZERO).byoyomi(Duration.ofSeconds(10)).build();
    assertEquals(Duration.ofSeconds(9), byoyomi.budget(Mark.X).orElseThrow());
    assertEquals(
        Duration.ofMillis(250),
        Limits.moveTime(Duration.ofMillis(250)).budget(Mark.O).orElseThrow());
    assertTrue(Limits.infinite().budget(Mark.X).isEmpty());
    assertTrue(Limits.nodes(1000).budget(Mark.X).isEmpty());
    assertTrue(clock.toBuilder().infinite().build().budget(Mark.X).isEmpty());
  }

  @Test
  void timesBeyondTheLongestCountAsTheLongestAndNeverOverflow() {
    Duration huge = Duration.ofSeconds(Long.MAX_VALUE / 2);
    Duration most = Duration.ofSeconds(Long.MAX_VALUE);
    Limits clock =
        Limits.builder().time(Mark.X, huge).increment(Mark.X, most).byoyomi(most).build();
    Limits sameAsLongest =
        Limits.builder()
            .time(Mark.X, Limits.MAX_TIME)
            .increment(Mark.X, Limits.MAX_TIME)
            .byoyomi(Limits.MAX_TIME)
            .build();
    assertEquals(sameAsLongest.budget(Mark.X), clock.budget(Mark.X));
    assertEquals(Duration.ofSeconds(Long.MAX_VALUE / 2), clock.timeLeft(Mark.X).orElseThrow());
    Limits byoyomiOnly = Limits.builder().byoyomi(most).build();
    assertEquals(
        Limits.MAX_TIME.multipliedBy(9).dividedBy(10), byoyomiOnly.budget(Mark.O).orElseThrow());
    assertEquals(Limits.MAX_TIME, Limits.moveTime(most).budget(Mark.X).orElseThrow());
    Limits tenSeconds = Limits.builder().time(Mark.X, Duration.ofSeconds(10)).byoyomi(most).build();
    assertTrue(tenSeconds.budget(Mark.X).orElseThrow().compareTo(Limits.MAX_TIME) < 0);
  }

  @Test
  void limitsKeepWhatWasSetAndRefuseNonsense() {
    Limits l = Limits.builder().nodes(5).depth(3).movesToGo(7).build();
    assertEquals(5, l.nodes().getAsLong());
    assertEquals(3, l.depth().getAsInt());
    assertEquals(7, l.movesToGo().getAsInt());
    assertTrue(l.timeLeft(Mark.X).isEmpty());
    assertEquals(Duration.ZERO, l.increment(Mark.O));
    assertEquals(l, l.toBuilder().build());
    assertEquals("Limits[movestogo 7, nodes 5, depth 3]", l.toString());
    assertThrows(IllegalArgumentException.class, () -> Limits.nodes(0));
    assertThrows(IllegalArgumentException.class, () -> Limits.depth(-1));
    assertThrows(IllegalArgumentException.class, () -> Limits.moveTime(Duration.ZERO));
    assertThrows(
        IllegalArgumentException.class,
        () -> Limits.builder().time(Mark.X, Duration.ofSeconds(-1)));
    assertThrows(IllegalArgumentException.class, () -> Limits.builder().time(null, Duration.ZERO));
    assertThrows(IllegalArgumentException.class, () -> Limits.builder().byoyomi(null));
    assertThrows(IllegalArgumentException.class, () -> Limits.infinite().budget(null));
  }

  @Test
  void aTurnIsStoppedOnceFromAnotherThreadAndRunsItsActions() throws Exception {
    Turn<TicTacToePosition, Cell> turn = new Turn<>(record, Limits.infinite());
    AtomicInteger runs = new AtomicInteger();
    turn.onStop(runs::incrementAndGet);
    CountDownLatch stopped = new CountDownLatch(1);
    Thread stopper =
        new Thread(
            () -> {
              turn.stop();
              stopped.countDown();
            });
    stopper.start();
    assertTrue(stopped.await(5, TimeUnit.SECONDS));
    stopper.join();
    turn.stop();
    assertTrue(turn.isStopped());
    assertEquals(1, runs.get());
    turn.onStop(runs::incrementAndGet); // already stopped: at once
    assertEquals(2, runs.get());
  }

  @Test
  void aTurnPassesReportsToItsListener() {
    List<SearchInfo<Cell>> reports = new ArrayList<>();
    Turn<TicTacToePosition, Cell> turn = new Turn<>(record, Limits.depth(2), reports::add);
    Cell center = game.parseMove(record.current(), "b2");
    turn.report(SearchInfo.of(2, Score.centipawns(35), List.of(center), 120));
    turn.report(SearchInfo.text("thinking"));
    assertEquals(2, reports.size());
    assertEquals(List.of(center), reports.get(0).pv());
    assertEquals("cp 35", reports.get(0).score().orElseThrow().toString());
    assertEquals("thinking", reports.get(1).text().orElseThrow());
    assertThrows(IllegalArgumentException.class, () -> turn.report(null));
    assertThrows(IllegalArgumentException.class, () -> new Turn<>(null, Limits.infinite()));
  }

  @Test
  void aTurnMayNameTheMovesToChooseAmongAndTheRandomPlayerKeepsToThem() {
    TicTacToePosition start = record.current();
    Cell a1 = game.parseMove(start, "a1");
    Cell c3 = game.parseMove(start, "c3");
    Turn<TicTacToePosition, Cell> some =
        new Turn<>(record, Limits.depth(1), r -> {}, List.of(c3, a1));
    assertEquals(List.of(c3, a1), List.copyOf(some.rootMoves()), "in the order given");
    assertTrue(some.allows(a1));
    assertFalse(some.allows(game.parseMove(start, "b2")));
    Turn<TicTacToePosition, Cell> all = new Turn<>(record, Limits.depth(1));
    assertTrue(all.rootMoves().isEmpty());
    assertTrue(all.allows(game.parseMove(start, "b2")));
    assertFalse(all.allows(null));
    RandomPlayer<TicTacToePosition, Cell> random = new RandomPlayer<>(3);
    for (int i = 0; i < 50; i++) {
      assertTrue(some.allows(random.decide(some).move().orElseThrow()));
    }
    GameRecord<TicTacToePosition, Cell> after = record.play(a1);
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> new Turn<>(after, Limits.depth(1), r -> {}, List.of(a1)));
    assertTrue(e.getMessage().contains("is not a legal move"), e.getMessage());
  }

  @Test
  void decisionsApplyToARecord() {
    Cell move = game.parseMove(record.current(), "a1");
    assertEquals(1, Decision.move(move).applyTo(record).ply());
    assertEquals(
        Reason.RESIGNATION,
        Decision.<Cell>resign().applyTo(record).outcome().orElseThrow().reason());
    assertEquals(
        Mark.O,
        Decision.<Cell>resign().applyTo(record).outcome().orElseThrow().winner().orElseThrow());
    IllegalMoveException none =
        assertThrows(IllegalMoveException.class, () -> Decision.<Cell>declareWin().applyTo(record));
    assertTrue(none.getMessage().contains("no declaration"), none.getMessage());
    Cell other = game.parseMove(record.current(), "c3");
    assertEquals(other, Decision.move(move, other).ponder().orElseThrow());
    assertFalse(Decision.move(move).ponder().isPresent());
    assertEquals(Decision.move(move, other), Decision.move(move, other));
    assertThrows(IllegalArgumentException.class, () -> Decision.move(null));
  }

  @Test
  void aMateScoreHasPlies() {
    assertEquals("mate -4", Score.mateIn(-4).toString());
    assertThrows(IllegalArgumentException.class, () -> Score.mateIn(0));
    // the record's own constructor too (before, it made "mate 0")
    assertThrows(IllegalArgumentException.class, () -> new Score(true, 0));
    assertEquals("cp 0", new Score(false, 0).toString());
  }

  @Test
  void theRandomPlayerDecidesLegalMovesAndTakesItsSeedAsAnOption() {
    RandomPlayer<TicTacToePosition, Cell> player = new RandomPlayer<>();
    assertEquals("1", player.options().get("Seed"));
    Decision<Cell> first = player.decide(new Turn<>(record, Limits.infinite()));
    assertTrue(record.current().isLegal(first.move().orElseThrow()));
    player.setOption("Seed", "1");
    assertEquals(first, player.decide(new Turn<>(record, Limits.infinite())));
    IllegalArgumentException bad =
        assertThrows(IllegalArgumentException.class, () -> player.setOption("Seed", "x"));
    assertTrue(bad.getMessage().contains("whole number"), bad.getMessage());
    assertThrows(IllegalArgumentException.class, () -> player.setOption("Seed", "\u0661"));
    assertThrows(IllegalArgumentException.class, () -> player.setOption("Depth", "3"));
    assertEquals("random", player.name());
    assertTrue(game.setupPhase().isEmpty());
  }
}
