package io.github.plateau.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Decision;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Games;
import io.github.plateau.core.Limits;
import io.github.plateau.core.Player;
import io.github.plateau.core.RandomPlayer;
import io.github.plateau.core.Reason;
import io.github.plateau.core.SetupPhase;
import io.github.plateau.core.Side;
import io.github.plateau.core.Turn;
import io.github.plateau.core.search.SearchPlayer;
import io.github.plateau.napoleon.Camp;
import io.github.plateau.napoleon.Move;
import io.github.plateau.napoleon.Napoleon;
import io.github.plateau.napoleon.NapoleonPosition;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** NSP, the Napoleon Strategy Protocol: the server command by command, the client, failures. */
class NspTest {
  private static final Napoleon NAPOLEON = new Napoleon();

  private static ServerHarness served() {
    return new ServerHarness(NAPOLEON, Protocol.NSP, new RandomPlayer<NapoleonPosition, Move>(5));
  }

  @Test
  void waterlooIsNotCarried() {
    assertTrue(Protocol.NSP.supports(new Napoleon()));
    Napoleon waterloo = new Napoleon(io.github.plateau.napoleon.NapoleonRules.waterloo(3));
    assertTrue(!Protocol.NSP.supports(waterloo), "NSP names SOUTH and NORTH only");
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Protocol.defaultFor(waterloo));
    assertTrue(e.getMessage().contains("no engine protocol"), e.getMessage());
    IllegalArgumentException match =
        assertThrows(IllegalArgumentException.class, () -> Match.builder(waterloo));
    assertTrue(match.getMessage().contains("seats two players"), match.getMessage());
  }

  @Test
  void theSearchPlayersTableIsAnnouncedAsANumberOfMegabytes() {
    SearchPlayer<NapoleonPosition, Move> player =
        new SearchPlayer<>(Games.evaluation(NAPOLEON).orElseThrow(), 1 << 16);
    try (ServerHarness nsp = new ServerHarness(NAPOLEON, Protocol.NSP, player)) {
      // a string before, where UCI announces the same option as a spin
      assertEquals(
          List.of("option name Hash type spin default 1 min 1 max 65536"),
          nsp.handshake("nsp", "nspok", "option name "));
      nsp.send("setoption name Hash value 2");
      nsp.send("isready");
      assertEquals("readyok", nsp.next());
      assertEquals("2", player.options().get("Hash"));
    }
  }

  @Test
  void handshakeSetupsPositionsAndGo() {
    try (ServerHarness nsp = served()) {
      nsp.send("nsp");
      assertEquals("id name random (Plateau)", nsp.next());
      assertEquals("id author Plateau", nsp.next());
      assertEquals("id variant Napoleon Strategy", nsp.next());
      assertEquals("option name Seed type string default 5", nsp.next());
      assertEquals("nspok", nsp.next());
      nsp.send("isready");
      assertEquals("readyok", nsp.next());
      nsp.send("newgame");
      nsp.send("setup south movetime 100");
      String south = nsp.next();
      assertTrue(south.startsWith("setup south "), south);
      nsp.send("setup north");
      String north = nsp.next();
      SetupPhase<NapoleonPosition, Move> phase = NAPOLEON.setupPhase().orElseThrow();
      phase.check(Camp.SOUTH, south.split(" ")[2]);
      phase.check(Camp.NORTH, north.split(" ")[2]);
      nsp.send(
          "position setups " + south.split(" ")[2] + " " + north.split(" ")[2] + " first north");
      nsp.send("go southtime 1000 northtime 1000 movetime 50");
      String best = nsp.until("bestmove");
      NapoleonPosition start =
          phase.start(
              Map.of(Camp.SOUTH, south.split(" ")[2], Camp.NORTH, north.split(" ")[2]), Camp.NORTH);
      assertTrue(start.isLegal(NAPOLEON.parseMove(start, best.split(" ")[1])), best);
      nsp.send(
          "position startpos moves "
              + NAPOLEON.formatMove(NAPOLEON.start(), NAPOLEON.start().legalMoves().get(0)));
      nsp.send("go nodes 10");
      nsp.until("bestmove");
      nsp.send("position fen " + NAPOLEON.start());
      nsp.send("go depth 1");
      nsp.until("bestmove");
      nsp.send("quit");
      nsp.assertEnds(Duration.ofSeconds(5));
    }
  }

  @Test
  void positionLinesReadMovesAndTheWholeTurnsOfOlderLines() {
    NapoleonPosition start = NAPOLEON.start();
    NapoleonPosition orders = start.play(NAPOLEON.parseMove(start, "c2-c4"));
    NapoleonPosition turns =
        NAPOLEON.playTurn(NAPOLEON.playTurn(start, "c2-c4,a2=NE"), "c7-c5,h7=E");
    try (ServerHarness nsp = served()) {
      // one move a word: SOUTH is in the ORDERS phase, so the answer is an order or end
      nsp.send("position startpos moves c2-c4");
      nsp.send("go movetime 10");
      Move best = NAPOLEON.parseMove(orders, nsp.until("bestmove").split(" ")[1]);
      assertTrue(best.isOrder() || best.isEnd(), best.toString());
      // moves, then a whole turn as lines wrote it before orders were moves
      nsp.send("position startpos moves c2-c4 a2=NE end c7-c5,h7=E");
      nsp.send("go movetime 10");
      assertTrue(turns.isLegal(NAPOLEON.parseMove(turns, nsp.until("bestmove").split(" ")[1])));
      // whole turns only: a piece move in an ORDERS phase first ends the open turn
      nsp.send("position startpos moves c2-c4,a2=NE c7-c5,h7=E");
      nsp.send("go movetime 10");
      assertTrue(turns.isLegal(NAPOLEON.parseMove(turns, nsp.until("bestmove").split(" ")[1])));
      nsp.send("position startpos moves c2-c4 c7-c5,h7=E");
      nsp.send("go movetime 10");
      NapoleonPosition kept = NAPOLEON.playTurn(NAPOLEON.playTurn(start, "c2-c4"), "c7-c5,h7=E");
      assertTrue(kept.isLegal(NAPOLEON.parseMove(kept, nsp.until("bestmove").split(" ")[1])));
    }
  }

  @Test
  void badLinesChangeNothing() {
    try (ServerHarness nsp = served()) {
      nsp.send("setup east");
      assertEquals("info string error: a camp is south or north, not \"east\"", nsp.next());
      nsp.send("position startpos");
      nsp.send("position setups ZZ/ZZ ccaSggicc/aSiiidiiaS first south");
      assertTrue(nsp.next().startsWith("info string error: "));
      nsp.send("position startpos moves z9-z10");
      assertTrue(nsp.next().startsWith("info string error: "));
      nsp.send("go movetime 10");
      String best = nsp.until("bestmove").split(" ")[1];
      assertTrue(NAPOLEON.start().isLegal(NAPOLEON.parseMove(NAPOLEON.start(), best)));
    }
  }

  @Test
  void goAndSetupAreAlwaysAnsweredWhateverTheirNumbers() {
    NapoleonPosition start = NAPOLEON.start();
    try (ServerHarness nsp = served()) {
      nsp.send("go movetime 10");
      assertEquals(
          "info string error: go before position: the starting position is searched", nsp.next());
      assertLegal(start, nsp.until("bestmove"));
      nsp.send("position startpos");
      nsp.send("go southtime -5 northtime 1000");
      assertEquals(
          "info string error: southtime -5 is out of range 0 to 2147483647; 0 is used instead",
          nsp.next());
      assertLegal(start, nsp.until("bestmove"));
      nsp.send("go depth 99999999999");
      assertTrue(nsp.next().contains("depth 99999999999 is out of range 0 to 10000"));
      assertLegal(start, nsp.until("bestmove"));
      nsp.send("go sideways nodes");
      assertTrue(nsp.next().contains("unknown go parameter \"sideways\""));
      assertEquals("info string error: nodes has no value; it is ignored", nsp.next());
      assertLegal(start, nsp.until("bestmove"));
      nsp.send("setup north movetime soon");
      assertTrue(nsp.next().contains("movetime must be a whole number, not \"soon\""));
      assertTrue(nsp.until("setup").startsWith("setup north "));
    }
  }

  /** Chooses its setup only when told to stop. */
  private static final class SetupUntilStopped implements Player<NapoleonPosition, Move> {
    @Override
    public String chooseSetup(
        SetupPhase<NapoleonPosition, Move> phase, Side side, Turn<NapoleonPosition, Move> turn) {
      TestPlayers.awaitStop(turn);
      return phase.defaultSetup(side);
    }

    @Override
    public Decision<Move> decide(Turn<NapoleonPosition, Move> turn) {
      return Decision.move(turn.position().legalMoves().get(0));
    }
  }

  @Test
  void theClockStopsAPlayerThatWouldChooseItsSetupForever() {
    try (ServerHarness nsp = new ServerHarness(NAPOLEON, Protocol.NSP, new SetupUntilStopped())) {
      nsp.send("setup north movetime 200");
      assertEquals(
          "setup north " + NAPOLEON.setupPhase().orElseThrow().defaultSetup(Camp.NORTH),
          nsp.next());
      nsp.send("isready");
      assertEquals("readyok", nsp.next());
    }
  }

  private static void assertLegal(NapoleonPosition p, String bestmove) {
    assertTrue(bestmove.startsWith("bestmove "), bestmove);
    assertTrue(p.isLegal(NAPOLEON.parseMove(p, bestmove.split(" ")[1])), bestmove);
  }

  @Test
  void stopAndQuitDuringASearch() {
    try (ServerHarness nsp =
        new ServerHarness(
            NAPOLEON, Protocol.NSP, new TestPlayers.UntilStopped<NapoleonPosition, Move>())) {
      nsp.send("position startpos");
      nsp.send("go infinite");
      assertTrue(nsp.next().startsWith("info depth 3 score cp 42 nodes 1234 pv "));
      nsp.send("stop");
      assertTrue(nsp.next().startsWith("bestmove "));
      nsp.send("go infinite");
      nsp.next();
      nsp.send("quit");
      nsp.assertEnds(Duration.ofSeconds(5));
    }
  }

  /**
   * {@code go ... searchmoves}: the server searches only the moves named; the client sends a turn's
   * moves so, and the served engine keeps to them.
   */
  @Test
  void searchmovesRestrictTheSearchBothWays() {
    NapoleonPosition start = NAPOLEON.start();
    List<Move> legal = start.legalMoves();
    List<Move> two = List.of(legal.get(legal.size() - 1), legal.get(legal.size() / 2));
    String names =
        NAPOLEON.formatMove(start, two.get(0)) + " " + NAPOLEON.formatMove(start, two.get(1));
    SearchPlayer<NapoleonPosition, Move> player =
        new SearchPlayer<>(Games.evaluation(NAPOLEON).orElseThrow(), 1 << 16);
    try (ServerHarness nsp = new ServerHarness(NAPOLEON, Protocol.NSP, player)) {
      nsp.send("position startpos");
      nsp.send("go depth 2 searchmoves " + names);
      String best = nsp.until("bestmove");
      assertTrue(two.contains(NAPOLEON.parseMove(start, best.split(" ")[1])), best);
      nsp.send("go searchmoves zz depth 1");
      assertEquals(
          "info string error: searchmoves: \"zz\" is no legal move here; it is ignored",
          nsp.until("info string"));
      assertEquals(
          "info string error: searchmoves names no legal move; every move is searched",
          nsp.until("info string"));
      nsp.until("bestmove");
      // a setup has no searchmoves: the word is an unknown field there
      nsp.send("setup south searchmoves " + names);
      assertTrue(nsp.until("info string").contains("searchmoves"));
      nsp.until("setup south");
    }
    long before = Subprocesses.liveChildren();
    try (EnginePlayer<NapoleonPosition, Move> served =
        EnginePlayer.start(
            NAPOLEON, Protocol.NSP, "served", Subprocesses.serve("napoleon", Protocol.NSP))) {
      for (int seed = 1; seed <= 5; seed++) {
        served.setOption("Seed", String.valueOf(seed));
        Decision<Move> among =
            served.decide(
                new Turn<>(
                    GameRecord.start(NAPOLEON),
                    Limits.moveTime(Duration.ofMillis(20)),
                    r -> {},
                    two));
        assertTrue(two.contains(among.move().orElseThrow()), among.toString());
      }
    }
    Fakes.assertNoLeak(before);
  }

  @Test
  void theClientPlaysWholeGamesWithSetupsThroughTheProtocol() {
    long before = Subprocesses.liveChildren();
    try (EnginePlayer<NapoleonPosition, Move> served =
        EnginePlayer.start(
            NAPOLEON, Protocol.NSP, "served", Subprocesses.serve("napoleon", Protocol.NSP))) {
      served.setOption("Seed", "3");
      RandomPlayer<NapoleonPosition, Move> random = new RandomPlayer<>(9);
      SetupPhase<NapoleonPosition, Move> phase = NAPOLEON.setupPhase().orElseThrow();
      GameRecord<NapoleonPosition, Move> before0 = GameRecord.start(NAPOLEON);
      Limits limits = Limits.moveTime(Duration.ofMillis(20));
      for (int g = 0; g < 2; g++) {
        served.newGame(NAPOLEON);
        String south = served.chooseSetup(phase, Camp.SOUTH, new Turn<>(before0, limits));
        String north = random.chooseSetup(phase, Camp.NORTH, new Turn<>(before0, limits));
        GameRecord<NapoleonPosition, Move> record =
            GameRecord.start(
                NAPOLEON, phase.start(Map.of(Camp.SOUTH, south, Camp.NORTH, north), Camp.SOUTH));
        while (!record.isOver() && record.ply() < 200) {
          boolean engine = record.current().sideToMove() == Camp.SOUTH;
          record = (engine ? served : random).decide(new Turn<>(record, limits)).applyTo(record);
        }
        assertTrue(record.ply() > 0);
      }
    }
    Fakes.assertNoLeak(before);
  }

  @Test
  void aBadSetupOrAnotherVariantLosesByFoul() {
    long before = Subprocesses.liveChildren();
    try (EnginePlayer<NapoleonPosition, Move> bad =
        EnginePlayer.start(
            NAPOLEON, Protocol.NSP, "bad", Fakes.command("nsp-bad-setup.sh"), Fakes.QUICK)) {
      EngineException e =
          assertThrows(
              EngineException.class,
              () ->
                  bad.chooseSetup(
                      NAPOLEON.setupPhase().orElseThrow(),
                      Camp.SOUTH,
                      new Turn<>(
                          GameRecord.start(NAPOLEON), Limits.moveTime(Duration.ofMillis(50)))));
      assertEquals(Reason.FOUL, e.reason());
      assertTrue(e.getMessage().contains("an illegal setup"), e.getMessage());
    }
    Napoleon other = (Napoleon) io.github.plateau.core.Games.create("napoleon:horses");
    EngineException variant =
        assertThrows(
            EngineException.class,
            () ->
                EnginePlayer.start(
                    other, Protocol.NSP, "served", Subprocesses.serve("napoleon", Protocol.NSP)));
    assertEquals(Reason.FOUL, variant.reason());
    Fakes.assertNoLeak(before);
  }
}
