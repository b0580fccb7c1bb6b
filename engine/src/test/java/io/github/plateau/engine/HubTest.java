package io.github.plateau.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Decision;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Games;
import io.github.plateau.core.Limits;
import io.github.plateau.core.RandomPlayer;
import io.github.plateau.core.Reason;
import io.github.plateau.core.Score;
import io.github.plateau.core.Turn;
import io.github.plateau.core.search.SearchPlayer;
import io.github.plateau.draughts.Draughts;
import io.github.plateau.draughts.DraughtsPosition;
import io.github.plateau.draughts.Move;
import io.github.plateau.draughts.Pdn;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** Hub for draughts: the server command by command, the client against it, broken engines. */
class HubTest {
  private static final Draughts DRAUGHTS = new Draughts();
  private static final String START = "W" + "b".repeat(20) + "e".repeat(10) + "w".repeat(20);

  private static ServerHarness served(Draughts game) {
    return new ServerHarness(game, Protocol.HUB, new RandomPlayer<DraughtsPosition, Move>(6));
  }

  @Test
  void positionsAndMovesInHubNotation() {
    assertEquals(START, HubText.position(DRAUGHTS.start()));
    assertEquals(DRAUGHTS.start(), HubText.position(DRAUGHTS, START));
    DraughtsPosition p = DRAUGHTS.start().play(HubText.move(DRAUGHTS.start(), "32-28"));
    p = p.play(HubText.move(p, "19-23"));
    Move capture = HubText.move(p, "28x19x23");
    assertEquals("28x19x23", HubText.move(capture));
    assertThrows(RuntimeException.class, () -> HubText.move(DRAUGHTS.start(), "32-27x"));
    assertThrows(RuntimeException.class, () -> HubText.position(DRAUGHTS, "W" + "e".repeat(49)));
  }

  @Test
  void aMateIsWrittenAsScanWritesTheEndOfTheGameAndReadBack() {
    assertEquals("99.97", HubText.score(Score.mateIn(3)));
    assertEquals("-99.96", HubText.score(Score.mateIn(-4)));
    assertEquals("0.42", HubText.score(Score.centipawns(42)));
    assertEquals("90.01", HubText.score(Score.mateIn(5000)), "beyond 999 plies, written as 999");
    for (int plies = 1; plies < 1000; plies++) {
      assertEquals(Score.mateIn(plies), HubText.score(HubText.score(Score.mateIn(plies))));
      assertEquals(Score.mateIn(-plies), HubText.score(HubText.score(Score.mateIn(-plies))));
    }
    // Scan's bitbase wins (89.xx), the end itself and plain scores are no mate
    assertEquals(Score.centipawns(8995), HubText.score("89.95"));
    assertEquals(Score.centipawns(-10000), HubText.score("-100"));
    assertEquals(Score.centipawns(-3), HubText.score("-0.03"));
    assertThrows(NumberFormatException.class, () -> HubText.score("1e300"));
    assertThrows(NumberFormatException.class, () -> HubText.score("NaN"));
    // served: the search player sees white take black's last man, and Hub says so (it said no
    // score at all after a mate)
    char[] squares = ("W" + "e".repeat(50)).toCharArray();
    squares[28] = 'b';
    squares[32] = 'w';
    SearchPlayer<DraughtsPosition, Move> player =
        new SearchPlayer<>(Games.evaluation(DRAUGHTS).orElseThrow(), 1 << 16);
    try (ServerHarness hub = new ServerHarness(DRAUGHTS, Protocol.HUB, player)) {
      hub.send("hub");
      assertEquals("param name=Hash value=1 type=int min=1 max=65536", hub.until("param name=H"));
      hub.until("wait");
      hub.send("pos pos=" + new String(squares));
      hub.send("level depth=3");
      hub.send("go think");
      String info = hub.until("info");
      assertTrue(info.contains(" score=99.99 "), info);
      assertEquals("done move=32x23x28", hub.until("done"));
    }
  }

  @Test
  void aSessionFromHubToQuit() {
    try (ServerHarness hub = served(DRAUGHTS)) {
      hub.send("hub");
      assertEquals("id name=\"random (Plateau)\" author=Plateau", hub.next());
      assertEquals("param name=variant value=normal type=enum values=normal", hub.next());
      assertEquals("param name=Seed value=6 type=string", hub.next());
      assertEquals("wait", hub.next());
      hub.send("set-param name=variant value=normal");
      hub.send("init");
      assertEquals("ready", hub.next());
      hub.send("new-game");
      hub.send("pos pos=" + START + " moves=\"32-28 19-23\"");
      hub.send("level move-time=0.05");
      hub.send("go think");
      String done = hub.until("done");
      assertTrue(done.startsWith("done move=28x19x23"), done + " (the capture is forced)");
      hub.send("level moves=20 time=60 inc=1");
      hub.send("go think");
      hub.until("done");
      hub.send("ping");
      assertEquals("pong", hub.next());
      hub.send("quit");
      hub.assertEnds(Duration.ofSeconds(5));
    }
  }

  @Test
  void badLinesAreErrorsAndChangeNothing() {
    try (ServerHarness hub = served(DRAUGHTS)) {
      hub.send("pos pos=" + START + " moves=\"32-28\"");
      hub.send("pos pos=" + START + " moves=\"32-28 1-50\"");
      assertTrue(hub.next().startsWith("error message="));
      hub.send("pos pos=Wxyz");
      assertTrue(hub.next().startsWith("error message="));
      hub.send("set-param name=variant value=frisian");
      assertTrue(hub.next().contains("this engine plays normal"));
      hub.send("dance");
      assertTrue(hub.next().contains("unknown command"));
      hub.send("level move-time=0.01");
      hub.send("go think");
      String move = hub.until("done").substring("done move=".length()).split(" ")[0];
      DraughtsPosition after = DRAUGHTS.start().play(HubText.move(DRAUGHTS.start(), "32-28"));
      assertTrue(after.isLegal(HubText.move(after, move)), move);
    }
  }

  @Test
  void goIsAlwaysAnsweredWithDoneWhateverTheLevel() {
    DraughtsPosition start = DRAUGHTS.start();
    try (ServerHarness hub = served(DRAUGHTS)) {
      hub.send("go think"); // no level yet: the player answers when it has decided
      assertEquals(
          "error message=\"go before position: the starting position is searched\"", hub.next());
      assertDone(start, hub.next());
      hub.send("new-game");
      hub.send("level moves=40 time=120 inc=1"); // before pos, as GUIs send it
      hub.send("pos pos=" + START);
      hub.send("go think");
      assertDone(start, hub.next());
      hub.send("level depth=99999999999 time=-3 nodes=many inc=1e308");
      assertEquals(
          "error message=\"depth 99999999999 is out of range 0 to 10000; 10000 is used"
              + " instead\"",
          hub.next());
      assertEquals(
          "error message=\"nodes must be a whole number, not 'many'; it is ignored\"", hub.next());
      assertEquals(
          "error message=\"time -3 is out of range 0 to 1000000000; 0 is used instead\"",
          hub.next());
      assertEquals(
          "error message=\"inc 1e308 is out of range 0 to 1000000000; 1000000000 is used"
              + " instead\"",
          hub.next());
      hub.send("go think");
      assertDone(start, hub.next());
      hub.send("pos pos=" + START + " moves=\"32-28 32-28\"");
      assertTrue(hub.next().startsWith("error message="));
      hub.send("go think"); // the start, read last, is searched, and the error line says so
      assertEquals(
          "error message=\"go after a refused position: the last position read whole is"
              + " searched\"",
          hub.next());
      assertDone(start, hub.next());
      // digits of other scripts are no number in any protocol (Java's BigInteger reads them)
      hub.send("level depth=\u0663");
      assertEquals(
          "error message=\"depth must be a whole number, not '\u0663'; it is ignored\"",
          hub.next());
      // a field level does not read is said so, as an unknown word is (it was ignored silently)
      hub.send("level bogus=1 depth=2");
      assertEquals("error message=\"unknown level field 'bogus'; it is ignored\"", hub.next());
      // an argument given twice: which one was meant is a guess, so nothing is done
      hub.send("level time=10 time=20");
      assertEquals("error message=\"level gives 'time' twice; it is refused\"", hub.next());
      hub.send("go sideways");
      assertEquals("error message=\"go takes think, ponder or analyze; it thinks\"", hub.next());
      assertDone(start, hub.next());
    }
  }

  private static void assertDone(DraughtsPosition p, String done) {
    assertTrue(done.startsWith("done move="), done);
    assertTrue(p.isLegal(HubText.move(p, done.substring(10).split(" ")[0])), done);
  }

  @Test
  void ponderStopAndTheOtherBoards() {
    try (ServerHarness hub =
        new ServerHarness(
            DRAUGHTS, Protocol.HUB, new TestPlayers.UntilStopped<DraughtsPosition, Move>())) {
      hub.send("pos pos=" + START);
      hub.send("level infinite");
      hub.send("go analyze");
      assertTrue(hub.next().startsWith("info depth=3 score=0.42 nodes=1234 pv="));
      hub.send("stop");
      assertTrue(hub.next().startsWith("done move="));
      hub.send("level move-time=1");
      hub.send("go ponder");
      hub.next();
      hub.send("ponder-hit");
      hub.until("done");
      hub.send("level infinite");
      hub.send("go think");
      hub.next();
      hub.send("quit"); // during the search
      hub.assertEnds(Duration.ofSeconds(5));
    }
    Draughts brazilian = (Draughts) Games.create("draughts-brazilian");
    try (ServerHarness hub = served(brazilian)) {
      hub.send("hub");
      assertEquals(
          "param name=variant value=brazilian type=enum values=brazilian", hub.until("param"));
      hub.send("pos pos=" + HubText.position(brazilian.start()));
      hub.send("level depth=1");
      hub.send("go think");
      hub.until("done");
    }
  }

  @Test
  void theClientAgainstPlateausServerAndABrokenEngine() {
    long before = Subprocesses.liveChildren();
    for (String id : new String[] {"draughts", "draughts-canadian"}) {
      Draughts game = (Draughts) Games.create(id);
      try (EnginePlayer<DraughtsPosition, Move> served =
          EnginePlayer.start(game, Protocol.HUB, "served", Subprocesses.serve(id, Protocol.HUB))) {
        assertEquals(HubServer.variant(game), served.options().get("variant"));
        served.newGame(game);
        RandomPlayer<DraughtsPosition, Move> random = new RandomPlayer<>(4);
        GameRecord<DraughtsPosition, Move> record = GameRecord.start(game);
        Limits limits = Limits.moveTime(Duration.ofMillis(10));
        while (!record.isOver() && record.ply() < 150) {
          boolean engine = record.ply() % 2 == 0;
          Decision<Move> d = (engine ? served : random).decide(new Turn<>(record, limits));
          record = d.applyTo(record);
        }
        assertEquals(
            record.moves(),
            Pdn.FORMAT.read(game, Pdn.FORMAT.write(AnnotatedRecord.of(record))).record().moves());
      }
    }
    try (EnginePlayer<DraughtsPosition, Move> illegal =
        EnginePlayer.start(
            DRAUGHTS, Protocol.HUB, "illegal", Fakes.command("hub-illegal.sh"), Fakes.QUICK)) {
      EngineException e =
          assertThrows(
              EngineException.class,
              () -> illegal.decide(new Turn<>(GameRecord.start(DRAUGHTS), Limits.depth(1))));
      assertEquals(Reason.FOUL, e.reason());
    }
    Fakes.assertNoLeak(before);
  }
}
