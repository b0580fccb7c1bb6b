package io.github.plateau.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.plateau.core.Games;
import io.github.plateau.core.search.SearchPlayer;
import io.github.plateau.draughts.Draughts;
import io.github.plateau.draughts.DraughtsPosition;
import io.github.plateau.napoleon.Napoleon;
import io.github.plateau.napoleon.NapoleonPosition;
import io.github.plateau.shogi.Shogi;
import io.github.plateau.shogi.ShogiPosition;
import io.github.plateau.xiangqi.Xiangqi;
import io.github.plateau.xiangqi.XiangqiPosition;
import org.junit.jupiter.api.Test;

/**
 * A player's options change only between searches, in every protocol: the player is not used by two
 * threads at once, and a new table takes long to make. A reviewer found NSP, Hub and USI's player
 * options set during a search, the answer to {@code stop} seconds late.
 */
class OptionsDuringASearchTest {
  @Test
  void nspRefusesAnOptionDuringASearch() {
    Napoleon napoleon = new Napoleon();
    SearchPlayer<NapoleonPosition, io.github.plateau.napoleon.Move> player =
        new SearchPlayer<>(Games.evaluation(napoleon).orElseThrow(), 1 << 16);
    try (ServerHarness nsp = new ServerHarness(napoleon, Protocol.NSP, player)) {
      nsp.send("position startpos");
      nsp.send("go infinite");
      nsp.send("setoption name Hash value 8");
      assertEquals(
          "info string error: setoption Hash during a search: send stop first",
          nsp.until("info string error"));
      nsp.send("stop");
      nsp.until("bestmove");
      assertEquals("1", player.options().get("Hash"), "the table is kept");
      nsp.send("setoption name Hash value 2");
      nsp.send("isready");
      nsp.until("readyok");
      assertEquals("2", player.options().get("Hash"), "between searches it changes");
    }
  }

  @Test
  void hubRefusesAParameterDuringASearch() {
    Draughts draughts = new Draughts();
    SearchPlayer<DraughtsPosition, io.github.plateau.draughts.Move> player =
        new SearchPlayer<>(Games.evaluation(draughts).orElseThrow(), 1 << 16);
    try (ServerHarness hub = new ServerHarness(draughts, Protocol.HUB, player)) {
      hub.send("hub");
      hub.until("wait");
      hub.send("init");
      hub.send("level infinite");
      hub.send("go think");
      hub.send("set-param name=Hash value=8");
      assertEquals(
          "error message=\"set-param Hash during a search: send stop first\"",
          hub.until("error message=\"set-param"));
      hub.send("stop");
      hub.until("done");
      assertEquals("1", player.options().get("Hash"), "the table is kept");
    }
  }

  @Test
  void usiRefusesAnOptionDuringASearchAndNamesItsOwnOptions() {
    Shogi shogi = new Shogi();
    SearchPlayer<ShogiPosition, io.github.plateau.shogi.Move> player =
        new SearchPlayer<>(Games.evaluation(shogi).orElseThrow(), 1 << 16);
    try (ServerHarness usi = new ServerHarness(shogi, Protocol.USI, player)) {
      usi.send("usi");
      usi.until("usiok");
      // the player's table is announced as USI_Hash: its own name is no option of this engine
      usi.send("setoption name Hash value 8");
      assertEquals(
          "info string error: no option named Hash; this engine sizes the table with USI_Hash",
          usi.next());
      usi.send("setoption name Bogus value 1");
      assertEquals(
          "info string error: no option named Bogus; this engine's options: USI_Ponder, USI_Hash",
          usi.next());
      usi.send("position startpos");
      usi.send("go infinite");
      usi.send("setoption name USI_Hash value 8");
      assertEquals(
          "info string error: setoption USI_Hash during a search: send stop first",
          usi.until("info string error"));
      usi.send("setoption name Bogus value 1");
      assertEquals(
          "info string error: setoption Bogus during a search: send stop first",
          usi.until("info string error"));
      usi.send("stop");
      usi.until("bestmove");
      assertEquals("1", player.options().get("Hash"), "the table is kept");
    }
  }

  /**
   * UCI and UCCI name an unknown option with the options they announce, and UCCI's table is {@code
   * hashsize}: a reviewer found UCCI taking the player's own {@code Hash}, and every protocol
   * answering an unknown name with the player's message ({@code the search player has Hash}).
   */
  @Test
  void uciAndUcciNameTheirOwnOptions() {
    Xiangqi xiangqi = new Xiangqi();
    SearchPlayer<XiangqiPosition, io.github.plateau.xiangqi.Move> player =
        new SearchPlayer<>(Games.evaluation(xiangqi).orElseThrow(), 1 << 16);
    try (ServerHarness ucci = new ServerHarness(xiangqi, Protocol.UCCI, player)) {
      ucci.send("ucci");
      ucci.until("ucciok");
      ucci.send("setoption Hash 2");
      assertEquals(
          "info string error: no option named Hash; this engine sizes the table with hashsize",
          ucci.next());
      ucci.send("setoption Bogus 1");
      assertEquals(
          "info string error: no option named Bogus; this engine's options: usemillisec, newgame,"
              + " hashsize",
          ucci.next());
      assertEquals("1", player.options().get("Hash"), "the table is kept");
    }
    try (ServerHarness uci = new ServerHarness(xiangqi, Protocol.UCI, player)) {
      uci.send("uci");
      uci.until("uciok");
      uci.send("setoption name Bogus value 1");
      assertEquals(
          "info string error: no option named Bogus; this engine's options: UCI_Variant, Ponder,"
              + " Hash",
          uci.next());
    }
  }
}
