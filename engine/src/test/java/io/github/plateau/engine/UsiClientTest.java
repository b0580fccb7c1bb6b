package io.github.plateau.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Decision;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Limits;
import io.github.plateau.core.Player;
import io.github.plateau.core.RandomPlayer;
import io.github.plateau.core.Reason;
import io.github.plateau.core.SearchInfo;
import io.github.plateau.core.Turn;
import io.github.plateau.shogi.Kif;
import io.github.plateau.shogi.Move;
import io.github.plateau.shogi.Shogi;
import io.github.plateau.shogi.ShogiPosition;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** USI engines as players: real ones, Plateau's own server, and engines that misbehave. */
class UsiClientTest {
  private static final Shogi SHOGI = new Shogi();
  private static final String FAIRY = "/usr/games/fairy-stockfish";
  private static final String GPS = "/usr/games/gpsusi";

  /** Plays a game between an engine and the random player; every engine move is checked legal. */
  static GameRecord<ShogiPosition, Move> game(
      Player<ShogiPosition, Move> engine, Limits limits, int maxPlies, long seed) {
    RandomPlayer<ShogiPosition, Move> random = new RandomPlayer<>(seed);
    engine.newGame(SHOGI);
    GameRecord<ShogiPosition, Move> record = GameRecord.start(SHOGI);
    while (!record.isOver() && record.ply() < maxPlies) {
      Player<ShogiPosition, Move> toMove = record.ply() % 2 == 0 ? engine : random;
      Decision<Move> d = toMove.decide(new Turn<>(record, limits));
      record = d.applyTo(record); // throws if the move is not legal
    }
    return record;
  }

  private static void readsBack(GameRecord<ShogiPosition, Move> record) {
    AnnotatedRecord<ShogiPosition, Move> read = Kif.FORMAT.read(SHOGI, Kif.FORMAT.write(record));
    assertEquals(record.moves(), read.record().moves());
  }

  @Test
  void fairyStockfishPlaysLegalMovesAtFixedNodes() {
    assumeTrue(Subprocesses.installed(FAIRY), "Debian's fairy-stockfish is not installed");
    long before = Subprocesses.liveChildren();
    try (EnginePlayer<ShogiPosition, Move> fairy =
        EnginePlayer.start(SHOGI, Protocol.USI, "fairy", List.of(FAIRY))) {
      assertTrue(fairy.options().containsKey("USI_Hash") || fairy.options().containsKey("Hash"));
      for (long seed = 1; seed <= 2; seed++) {
        GameRecord<ShogiPosition, Move> record = game(fairy, Limits.nodes(3000), 120, seed);
        readsBack(record);
        assertTrue(record.ply() > 10, "a game of " + record.ply() + " plies");
      }
    }
    Fakes.assertNoLeak(before);
  }

  @Test
  void gpsShogiPlaysLegalMovesUnderAByoyomi(
      @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
    assumeTrue(Subprocesses.installed(GPS), "Debian's gpsshogi is not installed");
    long before = Subprocesses.liveChildren();
    try (EnginePlayer<ShogiPosition, Move> gps =
        EnginePlayer.start(
            // GPS Shogi writes a log named "<empty>" where it runs: run it in a temporary folder
            SHOGI, Protocol.USI, "gps", List.of("sh", "-c", "cd '" + dir + "' && exec " + GPS))) {
      assertTrue(gps.options().containsKey("LimitDepth"), gps.options().toString());
      gps.setOption("LimitDepth", "4");
      gps.setOption("Thread", "1"); // its second thread would race the test's JVM for the cores
      Limits byoyomi =
          Limits.builder()
              .time(io.github.plateau.shogi.Color.SENTE, Duration.ZERO)
              .time(io.github.plateau.shogi.Color.GOTE, Duration.ZERO)
              .byoyomi(Duration.ofMillis(500))
              .build();
      GameRecord<ShogiPosition, Move> record = game(gps, byoyomi, 40, 5);
      readsBack(record);
    }
    Fakes.assertNoLeak(before);
  }

  @Test
  void plateausOwnServerIsAUsiEngineForTheClient() {
    long before = Subprocesses.liveChildren();
    try (EnginePlayer<ShogiPosition, Move> served =
        EnginePlayer.start(
            SHOGI, Protocol.USI, "served", Subprocesses.serve("shogi", Protocol.USI))) {
      assertEquals("1", served.options().get("Seed"));
      served.setOption("Seed", "9");
      GameRecord<ShogiPosition, Move> record =
          game(served, Limits.moveTime(Duration.ofMillis(20)), 300, 2);
      readsBack(record);
      IllegalArgumentException unknown =
          assertThrows(IllegalArgumentException.class, () -> served.setOption("Depth", "3"));
      assertTrue(unknown.getMessage().contains("has no option named \"Depth\""));
    }
    Fakes.assertNoLeak(before);
  }

  @Test
  void stoppingATurnMakesAnInfiniteSearchAnswer() throws Exception {
    assumeTrue(Subprocesses.installed(FAIRY), "Debian's fairy-stockfish is not installed");
    ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();
    try (EnginePlayer<ShogiPosition, Move> fairy =
        EnginePlayer.start(SHOGI, Protocol.USI, "fairy", List.of(FAIRY))) {
      fairy.newGame(SHOGI);
      List<SearchInfo<Move>> reports = new ArrayList<>();
      Turn<ShogiPosition, Move> turn =
          new Turn<>(GameRecord.start(SHOGI), Limits.infinite(), reports::add);
      timer.schedule(turn::stop, 300, TimeUnit.MILLISECONDS);
      Decision<Move> d = fairy.decide(turn);
      assertTrue(SHOGI.start().isLegal(d.move().orElseThrow()));
      assertTrue(reports.stream().anyMatch(r -> r.score().isPresent() && !r.pv().isEmpty()));
    } finally {
      timer.shutdownNow();
    }
  }

  @Test
  void pondering() {
    assumeTrue(Subprocesses.installed(FAIRY), "Debian's fairy-stockfish is not installed");
    try (EnginePlayer<ShogiPosition, Move> fairy =
        EnginePlayer.start(SHOGI, Protocol.USI, "fairy", List.of(FAIRY))) {
      fairy.setOption("USI_Ponder", "true");
      GameRecord<ShogiPosition, Move> record =
          game(fairy, Limits.moveTime(Duration.ofMillis(50)), 30, 3);
      assertTrue(record.ply() >= 20);
    }
  }

  @Test
  void anEngineThatReadsNoIncrementGetsItAsAByoyomiOutOfItsTime() {
    long before = Subprocesses.liveChildren();
    Limits clock =
        Limits.builder()
            .time(io.github.plateau.shogi.Color.SENTE, Duration.ofMillis(10_000))
            .time(io.github.plateau.shogi.Color.GOTE, Duration.ofMillis(5_000))
            .increment(io.github.plateau.shogi.Color.SENTE, Duration.ofMillis(100))
            .increment(io.github.plateau.shogi.Color.GOTE, Duration.ofMillis(100))
            .build();
    try (EnginePlayer<ShogiPosition, Move> old =
        EnginePlayer.start(
            SHOGI, Protocol.USI, "old", Fakes.command("usi-no-increment.sh"), Fakes.QUICK)) {
      old.newGame(SHOGI);
      // it dies on binc and winc; it resigns on "go btime 9900 wtime 4900 byoyomi 100"
      Decision<Move> d = old.decide(new Turn<>(GameRecord.start(SHOGI), clock));
      assertEquals(Decision.Kind.RESIGN, d.kind());
    }
    Fakes.assertNoLeak(before);
  }

  @Test
  void anEngineThatCannotStartOrCrashesLosesByFoul() {
    long before = Subprocesses.liveChildren();
    EngineException none =
        assertThrows(
            EngineException.class,
            () -> EnginePlayer.start(SHOGI, Protocol.USI, "none", List.of("/nonexistent/engine")));
    assertEquals(Reason.FOUL, none.reason());
    EngineException crash =
        assertThrows(
            EngineException.class,
            () ->
                EnginePlayer.start(
                    SHOGI,
                    Protocol.USI,
                    "crash",
                    Fakes.command("crash-after-hello.sh"),
                    Fakes.QUICK));
    assertEquals(Reason.FOUL, crash.reason());
    assertTrue(crash.getMessage().contains("exited with code 3"), crash.getMessage());
    assertTrue(crash.getMessage().contains("it crashed"), crash.getMessage());
    Fakes.assertNoLeak(before);
  }

  @Test
  void anEngineThatDoesNotAnswerLosesOnTime() {
    long before = Subprocesses.liveChildren();
    EngineException silent =
        assertThrows(
            EngineException.class,
            () ->
                EnginePlayer.start(
                    SHOGI, Protocol.USI, "silent", Fakes.command("silent.sh"), Fakes.QUICK));
    assertEquals(Reason.TIME_FORFEIT, silent.reason());
    try (EnginePlayer<ShogiPosition, Move> hang =
        EnginePlayer.start(
            SHOGI, Protocol.USI, "hang", Fakes.command("usi-hang.sh"), Fakes.QUICK)) {
      long start = System.nanoTime();
      EngineException late =
          assertThrows(
              EngineException.class,
              () ->
                  hang.decide(
                      new Turn<>(
                          GameRecord.start(SHOGI), Limits.moveTime(Duration.ofMillis(100)))));
      assertEquals(Reason.TIME_FORFEIT, late.reason());
      assertTrue(System.nanoTime() - start < Duration.ofSeconds(3).toNanos());
    }
    Fakes.assertNoLeak(before);
  }

  @Test
  void anIllegalOrMalformedMoveLosesByFoul() {
    long before = Subprocesses.liveChildren();
    Turn<ShogiPosition, Move> turn = new Turn<>(GameRecord.start(SHOGI), Limits.nodes(10));
    try (EnginePlayer<ShogiPosition, Move> illegal =
        EnginePlayer.start(
            SHOGI, Protocol.USI, "illegal", Fakes.command("usi-illegal.sh"), Fakes.QUICK)) {
      EngineException e = assertThrows(EngineException.class, () -> illegal.decide(turn));
      assertEquals(Reason.FOUL, e.reason());
      assertTrue(e.getMessage().contains("illegal move \"5i5a\""), e.getMessage());
    }
    try (EnginePlayer<ShogiPosition, Move> garbage =
        EnginePlayer.start(
            SHOGI, Protocol.USI, "garbage", Fakes.command("usi-garbage.sh"), Fakes.QUICK)) {
      assertEquals("a", garbage.options().get("Style"));
      EngineException e = assertThrows(EngineException.class, () -> garbage.decide(turn));
      assertEquals(Reason.FOUL, e.reason());
    }
    try (EnginePlayer<ShogiPosition, Move> bare =
        EnginePlayer.start(
            SHOGI, Protocol.USI, "bare", Fakes.command("usi-bare-bestmove.sh"), Fakes.QUICK)) {
      EngineException e = assertThrows(EngineException.class, () -> bare.decide(turn));
      assertEquals(Reason.FOUL, e.reason());
      assertTrue(e.getMessage().contains("a malformed answer \"bestmove\""), e.getMessage());
    }
    Fakes.assertNoLeak(before);
  }
}
