package io.github.plateau.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Decision;
import io.github.plateau.core.Games;
import io.github.plateau.core.Limits;
import io.github.plateau.core.RandomPlayer;
import io.github.plateau.core.search.SearchPlayer;
import io.github.plateau.shogi.ImpasseRule;
import io.github.plateau.shogi.Move;
import io.github.plateau.shogi.Shogi;
import io.github.plateau.shogi.ShogiPosition;
import io.github.plateau.shogi.ShogiRules;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/** The USI server, command by command, with bad input and searches stopped from outside. */
class UsiServerTest {
  private static final Shogi SHOGI = new Shogi();

  private static ServerHarness random() {
    return new ServerHarness(SHOGI, Protocol.USI, new RandomPlayer<ShogiPosition, Move>(3));
  }

  @Test
  void theHandshakeNamesThePlayerAndItsOptions() {
    try (ServerHarness usi = random()) {
      usi.send("usi");
      assertEquals("id name random (Plateau)", usi.next());
      assertEquals("id author Plateau", usi.next());
      assertEquals("option name Seed type string default 3", usi.next());
      assertEquals("option name USI_Ponder type check default false", usi.next());
      assertEquals("option name USI_Hash type spin default 16 min 1 max 65536", usi.next());
      assertEquals("usiok", usi.next());
      usi.send("isready");
      assertEquals("readyok", usi.next());
    }
  }

  /** USI defines no searchmoves; YaneuraOu and Fairy-Stockfish read UCI's, and so does Plateau. */
  @Test
  void searchmovesRestrictsTheSearchAsYaneuraOuReadsIt() {
    SearchPlayer<ShogiPosition, Move> player =
        new SearchPlayer<>(Games.evaluation(SHOGI).orElseThrow(), 1 << 16);
    try (ServerHarness usi = new ServerHarness(SHOGI, Protocol.USI, player)) {
      usi.send("position startpos");
      usi.send("go depth 2 searchmoves 1g1f 9g9f");
      String best = usi.until("bestmove").split(" ponder")[0];
      assertTrue(List.of("bestmove 1g1f", "bestmove 9g9f").contains(best), best);
      // a word that is no legal move is said and passed over; the fields after the list are read
      usi.send("go searchmoves 1g1f 5e5d byoyomi 100");
      assertEquals(
          "info string error: searchmoves: \"5e5d\" is no legal move here; it is ignored",
          usi.until("info string"));
      assertEquals("bestmove 1g1f", usi.until("bestmove").split(" ponder")[0]);
      // go mate tries every check: a searchmoves list, before or after it, is said to be ignored
      usi.send("position sfen 4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
      for (String go :
          List.of("go searchmoves G*4b 5i5h mate 1000", "go mate 1000 searchmoves G*4b 5i5h")) {
        usi.send(go);
        assertEquals(
            "info string error: searchmoves is not read by go mate, which tries every check; the"
                + " moves named are ignored",
            usi.until("info string"),
            go);
        assertEquals("checkmate G*5b", usi.until("checkmate"), go);
      }
      usi.send("position startpos");
      usi.send("go depth 1 searchmoves 1a1b");
      usi.until("info string error: searchmoves: \"1a1b\"");
      assertEquals(
          "info string error: searchmoves names no legal move; every move is searched",
          usi.until("info string"));
      usi.until("bestmove");
    }
    // a player that answers another move: said, and the first of those named is played
    Move m7g7f = SHOGI.parseMove(SHOGI.start(), "7g7f");
    try (ServerHarness usi =
        new ServerHarness(
            SHOGI,
            Protocol.USI,
            new TestPlayers.Fixed<ShogiPosition, Move>(Decision.move(m7g7f)))) {
      usi.send("position startpos");
      usi.send("go depth 1 searchmoves 2g2f 1g1f");
      assertEquals(
          "info string error: the player chose 7g7f, not one of the moves asked for; 2g2f, the"
              + " first of them, is played",
          usi.until("info string"));
      assertEquals("bestmove 2g2f", usi.until("bestmove"));
    }
  }

  @Test
  void usiHashSizesTheSearchPlayersTableTooWhichAnnouncesNoHashOfItsOwn() {
    SearchPlayer<ShogiPosition, Move> player =
        new SearchPlayer<>(Games.evaluation(SHOGI).orElseThrow(), 1 << 20);
    try (ServerHarness usi = new ServerHarness(SHOGI, Protocol.USI, player)) {
      List<String> options = usi.handshake("usi", "usiok", "option ");
      assertEquals(
          List.of(
              "option name USI_Ponder type check default false",
              "option name USI_Hash type spin default 16 min 1 max 65536"),
          options);
      usi.send("setoption name USI_Hash value 32");
      usi.send("isready");
      assertEquals("readyok", usi.next());
      assertEquals("32", player.options().get("Hash"));
    }
  }

  @Test
  void aGameIsPlayedFromPositionAndGoWithEveryClockForm() {
    try (ServerHarness usi = random()) {
      usi.send("usinewgame");
      usi.send("position startpos moves 7g7f 3c3d");
      usi.send("go btime 1000 wtime 1000 byoyomi 100");
      String best = usi.until("bestmove");
      Move move = SHOGI.parseMove(SHOGI.start().play(m("7g7f")).play(m2("3c3d")), word(best));
      assertTrue(move != null);
      usi.send("position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1");
      usi.send("go btime 0 wtime 500 binc 100 winc 100");
      usi.until("bestmove");
      usi.send("go movetime 50");
      usi.until("bestmove");
      usi.send("go nodes 100 depth 3");
      usi.until("bestmove");
      usi.send("gameover win");
      usi.send("quit");
      usi.assertEnds(Duration.ofSeconds(5));
    }
  }

  @Test
  void theSeedOptionMakesTheRandomPlayerRepeatable() {
    String first;
    try (ServerHarness usi = random()) {
      usi.send("setoption name Seed value 11");
      usi.send("position startpos");
      usi.send("go movetime 10");
      first = usi.until("bestmove");
    }
    try (ServerHarness usi = random()) {
      usi.send("setoption name Seed value 11");
      usi.send("position startpos");
      usi.send("go movetime 10");
      assertEquals(first, usi.until("bestmove"));
    }
  }

  @Test
  void badLinesAreReportedAndChangeNothing() {
    try (ServerHarness usi = random()) {
      usi.send("fly away");
      assertEquals("info string error: unknown command \"fly\"", usi.next());
      usi.send("position startpos moves 7g7f");
      usi.send("position startpos moves 7g7f 3c3d 8h2b+ 2b2b");
      assertTrue(usi.next().startsWith("info string error: "));
      usi.send("position sfen lnsgkgsnl/9 b - 1");
      assertTrue(usi.next().startsWith("info string error: "));
      usi.send("setoption name Depth value 3");
      assertEquals(
          "info string error: no option named Depth; this engine's options: USI_Ponder, USI_Hash, Seed",
          usi.next());
      usi.send("setoption value 3");
      assertTrue(usi.next().startsWith("info string error: expected setoption name"));
      usi.send("gameover maybe");
      assertTrue(usi.next().contains("gameover takes win, lose or draw"));
      usi.sendBytes(("x".repeat(LineInput.MAX_LINE + 10) + "\n").getBytes(StandardCharsets.UTF_8));
      assertTrue(usi.next().contains("was skipped"));
      // the position is still the one after 7g7f: gote to move
      usi.send("go movetime 10");
      assertEquals(
          "info string error: go after a refused position: the last position read whole is"
              + " searched",
          usi.next());
      String best = usi.until("bestmove");
      assertTrue(SHOGI.start().play(m("7g7f")).isLegal(m2(word(best))), best);
      usi.send("isready");
      assertEquals("readyok", usi.next());
    }
  }

  @Test
  void aGoAfterARefusedFirstPositionSaysSo() {
    try (ServerHarness usi = random()) {
      usi.send("position startpos moves 7g7f 7g7f");
      assertTrue(usi.next().startsWith("info string error: "));
      usi.send("go movetime 10");
      assertEquals(
          "info string error: go after a refused position: the starting position is searched",
          usi.next());
      assertTrue(SHOGI.start().isLegal(m(word(usi.until("bestmove")))));
      usi.send("position startpos moves 7g7f");
      usi.send("go movetime 10"); // the last position was read: no error line
      assertBestmoveAfter7g7f(usi.next());
    }
  }

  @Test
  void goIsAlwaysAnsweredWithABestmoveWhateverItsNumbers() {
    try (ServerHarness usi = random()) {
      usi.send("go byoyomi 10");
      assertEquals(
          "info string error: go before position: the starting position is searched", usi.next());
      assertTrue(SHOGI.start().isLegal(m(word(usi.until("bestmove")))));
      usi.send("position startpos moves 7g7f");
      usi.send("go btime 1000 wtime -5 byoyomi 10");
      assertEquals(
          "info string error: wtime -5 is out of range 0 to 2147483647; 0 is used instead",
          usi.next());
      assertBestmoveAfter7g7f(usi.until("bestmove"));
      usi.send("go depth 99999999999");
      assertEquals(
          "info string error: depth 99999999999 is out of range 0 to 10000; 10000 is used instead",
          usi.next());
      assertBestmoveAfter7g7f(usi.until("bestmove"));
      usi.send("go byoyomi soon");
      assertEquals(
          "info string error: byoyomi must be a whole number, not \"soon\"; it is ignored",
          usi.next());
      assertBestmoveAfter7g7f(usi.until("bestmove")); // "soon" went with byoyomi: said once
      // a field given twice: the last value counts, and the line says so
      usi.send("go nodes 5 depth 1 nodes 6");
      assertEquals(
          "info string error: nodes is given twice in one go; the last one counts", usi.next());
      assertBestmoveAfter7g7f(usi.until("bestmove"));
      usi.send("go nodes 5 btime");
      assertEquals("info string error: btime has no value; it is ignored", usi.next());
      assertBestmoveAfter7g7f(usi.until("bestmove"));
      usi.send("go nodes " + "9".repeat(100));
      assertTrue(usi.next().contains("\"999"), "a long number is quoted short");
      assertBestmoveAfter7g7f(usi.until("bestmove"));
    }
  }

  private static void assertBestmoveAfter7g7f(String line) {
    assertTrue(line.startsWith("bestmove "), line);
    assertTrue(SHOGI.start().play(m("7g7f")).isLegal(m2(word(line))), line);
  }

  @Test
  void stopEndsAnInfiniteSearchWithItsBestMoveAndInfo() throws Exception {
    TestPlayers.UntilStopped<ShogiPosition, Move> player = new TestPlayers.UntilStopped<>();
    try (ServerHarness usi = new ServerHarness(SHOGI, Protocol.USI, player)) {
      usi.send("position startpos");
      usi.send("go infinite");
      String info = usi.next();
      assertTrue(info.startsWith("info depth 3 score cp 42 nodes 1234 pv "), info);
      usi.silent(Duration.ofMillis(200));
      usi.send("stop");
      String best = usi.next();
      assertTrue(best.matches("bestmove \\S+ ponder \\S+"), best);
    }
  }

  @Test
  void aPonderSearchAnswersOnlyAfterPonderhitOrStop() {
    try (ServerHarness usi = random()) {
      usi.send("setoption name USI_Ponder value true");
      usi.send("position startpos moves 7g7f");
      usi.send("go ponder btime 1000 wtime 1000 byoyomi 100");
      usi.silent(Duration.ofMillis(300)); // the random player has decided, but must not say it
      usi.send("ponderhit");
      usi.until("bestmove");
      usi.send("go ponder btime 1000 wtime 1000 byoyomi 100");
      usi.silent(Duration.ofMillis(100));
      usi.send("stop");
      usi.until("bestmove");
    }
  }

  @Test
  void quitDuringASearchEndsTheServerAtOnce() {
    ServerHarness usi =
        new ServerHarness(SHOGI, Protocol.USI, new TestPlayers.UntilStopped<ShogiPosition, Move>());
    usi.send("position startpos");
    usi.send("go infinite");
    usi.until("info");
    usi.send("quit");
    usi.assertEnds(Duration.ofSeconds(5));
  }

  @Test
  void theClockStopsAPlayerThatWouldThinkForever() {
    try (ServerHarness usi =
        new ServerHarness(
            SHOGI, Protocol.USI, new TestPlayers.UntilStopped<ShogiPosition, Move>())) {
      usi.send("position startpos");
      usi.send("go btime 0 wtime 0 byoyomi 200");
      usi.until("bestmove"); // the budget (90% of the byoyomi) stopped the turn
    }
  }

  @Test
  void aGoThatBoundsNothingIsStoppedAfterASecond() {
    try (ServerHarness usi =
        new ServerHarness(
            SHOGI, Protocol.USI, new TestPlayers.UntilStopped<ShogiPosition, Move>())) {
      usi.send("position startpos");
      usi.send("go");
      long start = System.nanoTime();
      usi.until("bestmove");
      long millis = (System.nanoTime() - start) / 1_000_000;
      assertTrue(millis >= ServerSession.UNBOUNDED_BUDGET.toMillis() - 50, millis + " ms");
      usi.send("setoption name USI_Ponder value true");
      usi.send("go ponder"); // after ponderhit, a search as bounded as the go without fields
      usi.send("ponderhit");
      usi.until("bestmove");
    }
  }

  @Test
  void aGoDuringASearchIsRefusedAtOnceAndTheSearchAnswersAlone() {
    // a player still thinking: before, the second go waited 5 s for it, then resigned
    try (ServerHarness usi =
        new ServerHarness(
            SHOGI, Protocol.USI, new TestPlayers.UntilStopped<ShogiPosition, Move>())) {
      usi.send("position startpos");
      usi.send("go infinite");
      usi.until("info");
      usi.send("go infinite");
      assertEquals(
          "info string error: go during a search: send stop first",
          usi.next(Duration.ofSeconds(1)));
      usi.send("isready");
      assertEquals("readyok", usi.next(Duration.ofSeconds(1)));
      usi.send("stop");
      String best = usi.next();
      assertTrue(SHOGI.start().isLegal(m(word(best))), best);
      usi.send("isready");
      assertEquals("readyok", usi.next()); // and no second answer
    }
  }

  @Test
  void resignationsDeclarationsAndFailuresHaveTheirUsiForms() {
    Shogi impasse27 = new Shogi(new ShogiRules(false, 0, ImpasseRule.DECLARATION_27));
    String wins = "RB+P+P1+P+P+P+P/GG2K4/9/9/9/9/9/9/8k b RB 1";
    try (ServerHarness usi =
        new ServerHarness(
            impasse27,
            Protocol.USI,
            new TestPlayers.Fixed<ShogiPosition, Move>(Decision.declareWin()))) {
      usi.send("position sfen " + wins);
      usi.send("go byoyomi 100");
      assertEquals("bestmove win", usi.next());
    }
    try (ServerHarness usi =
        new ServerHarness(
            SHOGI,
            Protocol.USI,
            new TestPlayers.Fixed<ShogiPosition, Move>(Decision.declareWin()))) {
      usi.send("position sfen " + wins);
      usi.send("go byoyomi 100");
      assertTrue(usi.next().contains("these rules have no declaration"));
      assertEquals("bestmove resign", usi.next());
    }
    try (ServerHarness usi =
        new ServerHarness(SHOGI, Protocol.USI, new TestPlayers.Failing<ShogiPosition, Move>())) {
      usi.send("position startpos");
      usi.send("go byoyomi 100");
      assertEquals(
          "info string error: the player failed: the bot's own bug; it resigns", usi.next());
      assertEquals("bestmove resign", usi.next());
      usi.send("isready");
      assertEquals("readyok", usi.next()); // the server goes on
    }
    try (ServerHarness usi = random()) {
      // sente is checkmated: a gold drop on 5b, supported by the pawn on 5c
      usi.send("position sfen 4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1");
      usi.send("go byoyomi 100");
      assertTrue(usi.next().startsWith("info string the game is over"));
      assertEquals("bestmove resign", usi.next());
    }
  }

  @Test
  void goWithZeroesAsksForTheLeastSearch() {
    List<Limits> asked = new CopyOnWriteArrayList<>(); // written on the server's thread
    RandomPlayer<ShogiPosition, Move> random = new RandomPlayer<>(3);
    io.github.plateau.core.Player<ShogiPosition, Move> recording =
        turn -> {
          asked.add(turn.limits());
          return random.decide(turn);
        };
    try (ServerHarness usi = new ServerHarness(SHOGI, Protocol.USI, recording)) {
      usi.send("position startpos");
      usi.send("go movetime 0");
      usi.until("bestmove");
      usi.send("go nodes 0 depth 0");
      usi.until("bestmove");
    }
    assertEquals(Optional.of(Duration.ofMillis(1)), asked.get(0).moveTime(), "movetime 0");
    assertEquals(OptionalLong.of(1), asked.get(1).nodes(), "nodes 0");
    assertEquals(OptionalInt.of(1), asked.get(1).depth(), "depth 0");
  }

  /** Thinks until interrupted, whatever stop says. */
  private static final class Deaf implements io.github.plateau.core.Player<ShogiPosition, Move> {
    @Override
    public Decision<Move> decide(io.github.plateau.core.Turn<ShogiPosition, Move> turn) {
      try {
        Thread.sleep(60_000);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      return Decision.resign();
    }
  }

  @Test
  void aPlayerThatIgnoresStopResignsAndTheServerGoesOn() {
    try (ServerHarness usi = new ServerHarness(SHOGI, Protocol.USI, new Deaf())) {
      usi.send("position startpos");
      usi.send("go infinite");
      usi.send("stop");
      assertEquals(
          "info string error: the player did not stop within 5 s; it resigns",
          usi.next(Duration.ofSeconds(10)));
      assertEquals("bestmove resign", usi.next());
      usi.send("isready");
      assertEquals("readyok", usi.next());
      // the player is still thinking: the next go is answered all the same
      usi.send("go infinite");
      assertEquals(
          "info string error: the player has not returned from its last search;"
              + " it cannot start another; it resigns",
          usi.next(Duration.ofSeconds(10)));
      assertEquals("bestmove resign", usi.next());
    }
  }

  private static Move m(String usi) {
    return SHOGI.parseMove(SHOGI.start(), usi);
  }

  private static Move m2(String usi) {
    return SHOGI.parseMove(SHOGI.start().play(m("7g7f")), usi);
  }

  private static String word(String bestmove) {
    return bestmove.split(" ")[1];
  }
}
