package io.github.plateau.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Decision;
import io.github.plateau.core.Games;
import io.github.plateau.core.RandomPlayer;
import io.github.plateau.core.search.SearchPlayer;
import io.github.plateau.xiangqi.Move;
import io.github.plateau.xiangqi.Xiangqi;
import io.github.plateau.xiangqi.XiangqiPosition;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The UCI and UCCI servers for xiangqi, command by command. */
class UciServerTest {
  private static final Xiangqi XIANGQI = new Xiangqi();

  private static ServerHarness served(Protocol protocol) {
    return new ServerHarness(XIANGQI, protocol, new RandomPlayer<XiangqiPosition, Move>(4));
  }

  private static Move iccs(XiangqiPosition p, String text) {
    return XIANGQI.parseMove(p, text);
  }

  @Test
  void uciHandshakeAndAGameInPikafishsDialect() {
    try (ServerHarness uci = served(Protocol.UCI)) {
      uci.send("uci");
      assertEquals("id name random (Plateau)", uci.next());
      assertEquals("id author Plateau", uci.next());
      assertEquals("option name Seed type string default 4", uci.next());
      assertEquals("option name UCI_Variant type combo default xiangqi var xiangqi", uci.next());
      uci.until("uciok");
      uci.send("isready");
      assertEquals("readyok", uci.next());
      uci.send("ucinewgame");
      uci.send("position startpos moves h2e2 h9g7");
      uci.send("go wtime 1000 btime 1000 winc 10 binc 10 movestogo 20");
      String best = uci.until("bestmove").split(" ")[1];
      XiangqiPosition now = XIANGQI.start().play(iccs(XIANGQI.start(), "h2e2"));
      now = now.play(iccs(now, "h9g7"));
      assertTrue(now.isLegal(iccs(now, best)), best);
      uci.send("position fen " + Xiangqi.START + " moves b0c2");
      uci.send("go movetime 20");
      uci.until("bestmove");
      uci.send("go nodes 100 depth 2");
      uci.until("bestmove");
      uci.send("quit");
      uci.assertEnds(Duration.ofSeconds(5));
    }
  }

  @Test
  void settingUciVariantSwitchesToFairyStockfishsRanks() {
    try (ServerHarness uci = served(Protocol.UCI)) {
      uci.send("setoption name UCI_Variant value xiangqi");
      uci.send("position startpos moves h3e3 h10g8");
      uci.send("go movetime 10");
      String best = uci.until("bestmove");
      assertTrue(best.matches("bestmove [a-i]([1-9]|10)[a-i]([1-9]|10)( ponder \\S+)?"), best);
      uci.send("position startpos moves h2e2");
      assertTrue(
          uci.next().startsWith("info string error: "), "h2e2 is not a move in that dialect");
      uci.send("setoption name UCI_Variant value chess");
      assertEquals("info string error: this engine plays xiangqi only, not \"chess\"", uci.next());
    }
  }

  @Test
  void theGuisHashSizesTheSearchPlayersTableAndIsAnnouncedOnce() {
    SearchPlayer<XiangqiPosition, Move> player =
        new SearchPlayer<>(Games.evaluation(XIANGQI).orElseThrow(), 1 << 20);
    try (ServerHarness uci = new ServerHarness(XIANGQI, Protocol.UCI, player)) {
      assertEquals(
          List.of("option name Hash type spin default 16 min 1 max 65536"),
          uci.handshake("uci", "uciok", "option name Hash "));
      uci.send("setoption name Hash value 64");
      uci.send("setoption name Hash value 0");
      assertTrue(uci.next().startsWith("info string error: Hash takes megabytes"));
      uci.send("isready");
      assertEquals("readyok", uci.next());
      assertEquals("64", player.options().get("Hash"), "a bad value keeps the last");
    }
    try (ServerHarness ucci = new ServerHarness(XIANGQI, Protocol.UCCI, player)) {
      // UCCI's own name for it, a number as in UCI (the player's Hash was announced as a string)
      assertEquals(
          List.of("option hashsize type spin min 1 max 65536 default 64"),
          ucci.handshake("ucci", "ucciok", "option hash"));
      ucci.send("setoption hashsize 2");
      ucci.send("setoption hashsize none");
      assertEquals(
          "info string error: hashsize takes megabytes from 1, not \"none\"; the table is kept",
          ucci.next());
      ucci.send("setoption hashsize 0");
      assertTrue(ucci.next().startsWith("info string error: hashsize takes megabytes from 1"));

      ucci.send("isready");
      assertEquals("readyok", ucci.next());
      assertEquals("2", player.options().get("Hash"));
    }
    // the announced default is the player's table; a resize waits for the search to end
    SearchPlayer<XiangqiPosition, Move> small =
        new SearchPlayer<>(Games.evaluation(XIANGQI).orElseThrow(), 1 << 16);
    try (ServerHarness uci = new ServerHarness(XIANGQI, Protocol.UCI, small)) {
      uci.send("uci");
      uci.until("option name Hash type spin default 1 min 1 max 65536");
      uci.until("uciok");
      uci.send("position startpos");
      uci.send("go infinite");
      uci.send("setoption name Hash value 8");
      assertEquals(
          "info string error: setoption Hash during a search: send stop first",
          uci.until("info string error"));
      uci.send("stop");
      uci.until("bestmove");
      assertEquals("1", small.options().get("Hash"));
    }
  }

  @Test
  void badLinesChangeNothing() {
    try (ServerHarness uci = served(Protocol.UCI)) {
      uci.send("position startpos moves h2e2");
      uci.send("position startpos moves h2e2 h9g7 a0a9");
      assertTrue(uci.next().startsWith("info string error: a0a9 is not legal"));
      uci.send("position fen rnbakabnr/9/1c5c1 w");
      assertTrue(uci.next().startsWith("info string error: "));
      uci.send("position midgame");
      assertTrue(uci.next().contains("expected startpos or fen after position, not \"midgame\""));
      uci.send("setoption name Hash value 0");
      assertEquals(
          "info string error: Hash takes megabytes from 1 to 65536, not \"0\"", uci.next());
      uci.send("setoption name Ponder value maybe");
      assertEquals("info string error: Ponder takes true or false, not \"maybe\"", uci.next());
      uci.send("setoption name Hash value 64");
      uci.send("go movetime 10");
      String best = uci.until("bestmove").split(" ")[1];
      XiangqiPosition after = XIANGQI.start().play(iccs(XIANGQI.start(), "h2e2"));
      assertTrue(after.isLegal(iccs(after, best)), "black answers the position after h2e2");
    }
  }

  @Test
  void goIsAlwaysAnsweredWithABestmoveWhateverItsNumbers() {
    XiangqiPosition start = XIANGQI.start();
    try (ServerHarness uci = served(Protocol.UCI)) {
      uci.send("go movetime 10");
      assertEquals(
          "info string error: go before position: the starting position is searched", uci.next());
      assertLegal(start, uci.until("bestmove"));
      uci.send("position startpos");
      uci.send("go wtime -5 btime 1000 winc 0 binc 0");
      assertEquals(
          "info string error: wtime -5 is out of range 0 to 2147483647; 0 is used instead",
          uci.next());
      assertLegal(start, uci.until("bestmove"));
      uci.send("go depth 99999999999");
      assertTrue(uci.next().contains("depth 99999999999 is out of range 0 to 10000"));
      assertLegal(start, uci.until("bestmove"));
      uci.send("go movestogo many movetime");
      assertEquals(
          "info string error: movestogo must be a whole number, not \"many\"; it is ignored",
          uci.next());
      // the bad value goes with its field: said once, not also as an unknown field
      assertEquals("info string error: movetime has no value; it is ignored", uci.next());
      assertLegal(start, uci.until("bestmove"));
    }
    try (ServerHarness ucci = served(Protocol.UCCI)) {
      ucci.send("position startpos");
      ucci.send("go time -1 increment x opptime 99999999999");
      assertEquals(
          "info string error: time -1 is out of range 0 to 2147483647; 0 is used instead",
          ucci.next());
      assertTrue(ucci.next().contains("increment must be a whole number, not \"x\""));
      assertTrue(ucci.next().contains("opptime 99999999999 is out of range"));
      assertLegal(start, ucci.until("bestmove"));
      ucci.send("go depth");
      assertEquals("info string error: depth has no value; it is ignored", ucci.next());
      assertLegal(start, ucci.until("bestmove"));
    }
  }

  private static void assertLegal(XiangqiPosition p, String bestmove) {
    assertTrue(bestmove.startsWith("bestmove "), bestmove);
    assertTrue(p.isLegal(iccs(p, bestmove.split(" ")[1])), bestmove);
  }

  @Test
  void theHandshakeChoosesBetweenUciAndUcci() {
    try (ServerHarness uci = served(Protocol.UCI)) {
      uci.send("setoption name UCI_Variant value xiangqi"); // ranks 1 to 10 in UCI
      uci.send("ucci");
      assertEquals("ucciok", uci.until("ucci"));
      uci.send("position startpos moves h2e2"); // UCCI's ranks 0 to 9
      uci.send("go time 1 increment 0");
      XiangqiPosition after = XIANGQI.start().play(iccs(XIANGQI.start(), "h2e2"));
      assertLegal(after, uci.until("bestmove"));
      uci.send("quit");
      assertEquals("bye", uci.next());
    }
    try (ServerHarness ucci = served(Protocol.UCCI)) {
      ucci.send("uci");
      assertEquals("uciok", ucci.until("uci"));
      ucci.send("quit");
      ucci.assertEnds(Duration.ofSeconds(5));
    }
  }

  @Test
  void probeIsUccisOnly() {
    try (ServerHarness uci = served(Protocol.UCI)) {
      uci.send("probe startpos");
      assertEquals("info string error: unknown command \"probe\"", uci.next());
      uci.send("isready");
      assertEquals("readyok", uci.next());
    }
    try (ServerHarness ucci = served(Protocol.UCCI)) {
      ucci.send("probe startpos");
      assertEquals("pophash", ucci.next());
    }
  }

  @Test
  void stopAndPonderhitAndQuitDuringASearch() {
    TestPlayers.UntilStopped<XiangqiPosition, Move> player = new TestPlayers.UntilStopped<>();
    try (ServerHarness uci = new ServerHarness(XIANGQI, Protocol.UCI, player)) {
      uci.send("position startpos");
      uci.send("go infinite");
      String info = uci.next();
      assertTrue(info.startsWith("info depth 3 score cp 42 nodes 1234 pv "), info);
      uci.send("stop");
      assertTrue(uci.next().matches("bestmove \\S+ ponder \\S+"));
      uci.send("go ponder wtime 1000 btime 1000");
      uci.next();
      uci.send("ponderhit");
      uci.until("bestmove"); // the budget stops the player after the hit
      uci.send("go infinite");
      uci.next();
      uci.send("quit");
      uci.assertEnds(Duration.ofSeconds(5));
    }
  }

  @Test
  void noMoveIsBestmoveNoneInUciAndNobestmoveInUcci() {
    // red's general is mated by two chariots
    String mated = "3k5/9/9/9/9/9/9/9/r8/r3K4 w - - 0 1";
    try (ServerHarness uci = served(Protocol.UCI)) {
      uci.send("position fen " + mated);
      uci.send("go movetime 10");
      assertTrue(uci.next().startsWith("info string no move to play"));
      assertEquals("bestmove (none)", uci.next());
    }
    try (ServerHarness ucci = served(Protocol.UCCI)) {
      ucci.send("position fen " + mated);
      ucci.send("go time 10");
      assertTrue(ucci.next().startsWith("info string no move to play"));
      assertEquals("nobestmove", ucci.next());
    }
  }

  @Test
  void searchmovesRestrictsTheSearchToTheMovesNamed() {
    XiangqiPosition start = XIANGQI.start();
    List<String> cannons = List.of("bestmove h3e3", "bestmove b3e3");
    SearchPlayer<XiangqiPosition, Move> player =
        new SearchPlayer<>(Games.evaluation(XIANGQI).orElseThrow(), 1 << 16);
    try (ServerHarness uci = new ServerHarness(XIANGQI, Protocol.UCI, player)) {
      uci.send("setoption name UCI_Variant value xiangqi"); // ranks from 1, as Fairy-Stockfish
      uci.send("position startpos");
      uci.send("go depth 2 searchmoves h3e3 b3e3");
      String best = uci.until("bestmove").split(" ponder")[0];
      assertTrue(cannons.contains(best), best);
      // a word that is no legal move is said and passed over; the fields after the list are read
      uci.send("go searchmoves a1a2 z9z9 h3e3 depth 1");
      assertEquals(
          "info string error: searchmoves: \"z9z9\" is no legal move here; it is ignored",
          uci.until("info string"));
      best = uci.until("bestmove").split(" ponder")[0];
      assertTrue(List.of("bestmove a1a2", "bestmove h3e3").contains(best), best);
      uci.send("go depth 1 searchmoves");
      assertEquals(
          "info string error: searchmoves names no legal move; every move is searched",
          uci.until("info string"));
      uci.until("bestmove");
      // the moves of every searchmoves field count: one with none legal searches the others'
      uci.send("go depth 2 searchmoves a1a2 searchmoves zz");
      assertEquals(
          "info string error: searchmoves: \"zz\" is no legal move here; it is ignored",
          uci.until("info string"));
      assertEquals("bestmove a1a2", uci.until("bestmove").split(" ponder")[0]);
      // searchmoves naming only banned moves: said, and every move not banned searched
      uci.send("position startpos");
      uci.send("banmoves h3e3");
      uci.send("go depth 1 searchmoves h3e3");
      assertEquals(
          "info string error: searchmoves names only banned moves; every move not banned is"
              + " searched",
          uci.until("info string"));
      assertFalse(uci.until("bestmove").startsWith("bestmove h3e3"));
    }
    // a player that answers another move: said, and the first of those named is played
    Move h2e2 = iccs(start, "h2e2");
    try (ServerHarness uci =
        new ServerHarness(
            XIANGQI,
            Protocol.UCI,
            new TestPlayers.Fixed<XiangqiPosition, Move>(Decision.move(h2e2)))) {
      uci.send("setoption name UCI_Variant value xiangqi");
      uci.send("position startpos");
      uci.send("go depth 1 searchmoves b3e3 a1a2");
      assertEquals(
          "info string error: the player chose h3e3, not one of the moves asked for; b3e3, the"
              + " first of them, is played",
          uci.until("info string"),
          "in the dialect the GUI speaks");
      assertEquals("bestmove b3e3", uci.until("bestmove"));
    }
  }

  @Test
  void ucciCommandsBanmovesAndBye() {
    try (ServerHarness ucci = served(Protocol.UCCI)) {
      ucci.send("ucci");
      assertEquals("id name random (Plateau)", ucci.next());
      assertEquals("id author Plateau", ucci.next());
      assertEquals("option Seed type string default 4", ucci.next());
      assertEquals("option usemillisec type check default false", ucci.next());
      assertEquals("option newgame type button", ucci.next());
      assertEquals("ucciok", ucci.next());
      ucci.send("setoption usemillisec true");
      // more megabytes than a long holds are more than the most, taken as the most: no error line
      ucci.send("setoption hashsize 99999999999999999999");
      ucci.send("setoption Seed 8");
      ucci.send("setoption newgame");
      ucci.send("isready");
      assertEquals("readyok", ucci.next());
      XiangqiPosition start = XIANGQI.start();
      StringBuilder all = new StringBuilder("banmoves");
      Move keep = start.legalMoves().get(0);
      for (Move m : start.legalMoves()) {
        if (!m.equals(keep)) {
          all.append(' ').append(XIANGQI.formatMove(start, m));
        }
      }
      ucci.send("position startpos");
      ucci.send(all + " zz"); // a word that is no move is said; the others are banned all the same
      assertEquals(
          "info string error: banmoves: \"zz\" is no legal move here; it is ignored", ucci.next());
      ucci.send("go time 500 increment 0 opptime 500 oppincrement 0");
      assertEquals(
          "bestmove " + XIANGQI.formatMove(start, keep),
          ucci.until("bestmove").split(" ponder")[0]);
      ucci.send("go depth 3");
      ucci.until("bestmove"); // banmoves hold until the next position
      ucci.send("probe startpos");
      assertEquals("pophash", ucci.next());
      ucci.send("quit");
      assertEquals("bye", ucci.next());
      ucci.assertEnds(Duration.ofSeconds(5));
    }
  }

  @Test
  void aResigningPlayerInUcci() {
    try (ServerHarness ucci =
        new ServerHarness(
            XIANGQI,
            Protocol.UCCI,
            new TestPlayers.Fixed<XiangqiPosition, Move>(Decision.resign()))) {
      ucci.send("position startpos");
      ucci.send("go depth 1");
      assertTrue(ucci.next().matches("bestmove [a-i][0-9][a-i][0-9] resign"));
    }
  }
}
