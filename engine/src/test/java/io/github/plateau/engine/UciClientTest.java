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
import io.github.plateau.xiangqi.Move;
import io.github.plateau.xiangqi.Pgn;
import io.github.plateau.xiangqi.Xiangqi;
import io.github.plateau.xiangqi.XiangqiPosition;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** UCI and UCCI engines as players: Fairy-Stockfish, Plateau's own servers, broken engines. */
class UciClientTest {
  private static final Xiangqi XIANGQI = new Xiangqi();
  private static final String FAIRY = "/usr/games/fairy-stockfish";

  static GameRecord<XiangqiPosition, Move> game(
      Player<XiangqiPosition, Move> engine, Limits limits, int maxPlies, long seed) {
    RandomPlayer<XiangqiPosition, Move> random = new RandomPlayer<>(seed);
    engine.newGame(XIANGQI);
    GameRecord<XiangqiPosition, Move> record = GameRecord.start(XIANGQI);
    while (!record.isOver() && record.ply() < maxPlies) {
      Player<XiangqiPosition, Move> toMove = record.ply() % 2 == 1 ? engine : random;
      record = toMove.decide(new Turn<>(record, limits)).applyTo(record);
    }
    assertEquals(
        record.moves(),
        Pgn.FORMAT.read(XIANGQI, Pgn.FORMAT.write(AnnotatedRecord.of(record))).record().moves());
    return record;
  }

  @Test
  void fairyStockfishOverUciWithItsRanksFromOne() {
    assumeTrue(Subprocesses.installed(FAIRY), "Debian's fairy-stockfish is not installed");
    long before = Subprocesses.liveChildren();
    try (EnginePlayer<XiangqiPosition, Move> fairy =
        EnginePlayer.start(XIANGQI, Protocol.UCI, "fairy", List.of(FAIRY))) {
      assertEquals("xiangqi", fairy.options().get("UCI_Variant"));
      for (long seed = 1; seed <= 2; seed++) {
        GameRecord<XiangqiPosition, Move> record = game(fairy, Limits.nodes(2000), 150, seed);
        assertTrue(record.isOver(), "Fairy-Stockfish beats the random player: " + record);
      }
      List<SearchInfo<Move>> reports = new ArrayList<>();
      Decision<Move> d =
          fairy.decide(new Turn<>(GameRecord.start(XIANGQI), Limits.depth(6), reports::add));
      assertTrue(XIANGQI.start().isLegal(d.move().orElseThrow()));
      SearchInfo<Move> last = reports.get(reports.size() - 1);
      assertTrue(last.depth().getAsInt() >= 5 && !last.pv().isEmpty(), last.toString());
      // a turn among two rook moves it would never play: sent as searchmoves, kept to
      XiangqiPosition start = XIANGQI.start();
      List<Move> rooks =
          List.of(XIANGQI.parseMove(start, "a0a1"), XIANGQI.parseMove(start, "i0i1"));
      Decision<Move> among =
          fairy.decide(new Turn<>(GameRecord.start(XIANGQI), Limits.depth(6), r -> {}, rooks));
      assertTrue(rooks.contains(among.move().orElseThrow()), among.toString());
    }
    Fakes.assertNoLeak(before);
  }

  @Test
  void fairyStockfishOverUcci() {
    assumeTrue(Subprocesses.installed(FAIRY), "Debian's fairy-stockfish is not installed");
    long before = Subprocesses.liveChildren();
    try (EnginePlayer<XiangqiPosition, Move> fairy =
        EnginePlayer.start(XIANGQI, Protocol.UCCI, "fairy-ucci", List.of(FAIRY))) {
      GameRecord<XiangqiPosition, Move> record = game(fairy, Limits.depth(4), 150, 3);
      assertTrue(record.ply() > 4);
    }
    Fakes.assertNoLeak(before);
  }

  @Test
  void fairyStockfishPondersOverUci() {
    assumeTrue(Subprocesses.installed(FAIRY), "Debian's fairy-stockfish is not installed");
    try (EnginePlayer<XiangqiPosition, Move> fairy =
        EnginePlayer.start(XIANGQI, Protocol.UCI, "fairy", List.of(FAIRY))) {
      fairy.setOption("Ponder", "true");
      game(fairy, Limits.moveTime(Duration.ofMillis(30)), 30, 4);
    }
  }

  @Test
  void plateausOwnServersAreEnginesForTheClients() {
    long before = Subprocesses.liveChildren();
    for (Protocol p : List.of(Protocol.UCI, Protocol.UCCI)) {
      try (EnginePlayer<XiangqiPosition, Move> served =
          EnginePlayer.start(XIANGQI, p, "served", Subprocesses.serve("xiangqi", p))) {
        served.setOption("Seed", "5");
        game(served, Limits.moveTime(Duration.ofMillis(20)), 200, 6);
      }
    }
    Fakes.assertNoLeak(before);
  }

  @Test
  void brokenEnginesLoseByTheDocumentedReason() {
    long before = Subprocesses.liveChildren();
    Turn<XiangqiPosition, Move> turn =
        new Turn<>(GameRecord.start(XIANGQI), Limits.moveTime(Duration.ofMillis(100)));
    try (EnginePlayer<XiangqiPosition, Move> illegal =
        EnginePlayer.start(
            XIANGQI, Protocol.UCI, "illegal", Fakes.command("uci-illegal.sh"), Fakes.QUICK)) {
      EngineException e = assertThrows(EngineException.class, () -> illegal.decide(turn));
      assertEquals(Reason.FOUL, e.reason());
    }
    try (EnginePlayer<XiangqiPosition, Move> hang =
        EnginePlayer.start(
            XIANGQI, Protocol.UCCI, "hang", Fakes.command("ucci-hang.sh"), Fakes.QUICK)) {
      assertEquals("true", hang.options().get("usemillisec"));
      EngineException e = assertThrows(EngineException.class, () -> hang.decide(turn));
      assertEquals(Reason.TIME_FORFEIT, e.reason());
    }
    EngineException crash =
        assertThrows(
            EngineException.class,
            () ->
                EnginePlayer.start(
                    XIANGQI,
                    Protocol.UCCI,
                    "crash",
                    Fakes.command("crash-after-hello.sh"),
                    Fakes.QUICK));
    assertEquals(Reason.FOUL, crash.reason());
    Fakes.assertNoLeak(before);
  }
}
