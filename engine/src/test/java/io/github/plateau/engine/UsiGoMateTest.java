package io.github.plateau.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Games;
import io.github.plateau.core.RandomPlayer;
import io.github.plateau.core.mate.MateLimits;
import io.github.plateau.core.mate.MateSolver;
import io.github.plateau.shogi.Move;
import io.github.plateau.shogi.Shogi;
import io.github.plateau.shogi.ShogiPosition;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** USI's {@code go mate}, answered by core's mate solver, and checked against Debian's gpsusi. */
class UsiGoMateTest {
  private static final Shogi SHOGI = new Shogi();
  private static final String MATE_IN_1 = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1";
  private static final String MATE_IN_3 = "8k/9/7R1/9/9/9/9/9/K8 b S 1";
  private static final String NO_MATE = "4k4/9/9/9/9/9/9/9/4K4 b G 1";

  /**
   * Microcosmos (Hashimoto Koji, 1995), a mate in 1,525 plies: no search within these tests' time
   * proves or disproves it, so a search of it is still running when stopped. (A sharp position of a
   * recorded game served before, until the solver grew fast enough to answer it within the 300 ms
   * the tests wait.)
   */
  private static final String HARD =
      "g1+P1k1+P+P+L/1p3P3/+R+p2pp1pl/1NNsg+p2+R/+b+nL+P1+p3/1P3ssP1/2P1+Ps2N/4+P1P1L/+B5G1g b - 1";

  /** How soon the answer must follow stop: the solver reads its signal every 256 nodes. */
  private static final Duration STOP_PATIENCE = Duration.ofSeconds(2);

  private static ServerHarness server() {
    return new ServerHarness(SHOGI, Protocol.USI, new RandomPlayer<ShogiPosition, Move>(3));
  }

  private static String goMate(String sfen, String budget) {
    try (ServerHarness usi = server()) {
      usi.send("position sfen " + sfen);
      usi.send("go mate " + budget);
      return usi.until("checkmate");
    }
  }

  /** Plays the answer's moves and checks that they end in a mate of the side that did not start. */
  private static int assertMates(String sfen, String answer) {
    String[] words = answer.split(" ");
    assertEquals("checkmate", words[0], answer);
    ShogiPosition start = SHOGI.parse(sfen);
    ShogiPosition at = start;
    for (int i = 1; i < words.length; i++) {
      at = at.play(SHOGI.parseMove(at, words[i]));
    }
    assertTrue(at.legalMoves().isEmpty(), sfen + ": " + answer + " leaves moves");
    assertTrue(
        at.outcome().orElseThrow().isWinFor(start.sideToMove()), sfen + ": " + answer + " loses");
    return words.length - 1;
  }

  @Test
  void theTableIsMadeOncePerSizeAndKeptForTheNextGoMate() {
    // A table of a GiB took seconds to make at every go mate, outside its budget and its stop.
    UsiMate mate = new UsiMate(SHOGI);
    mate.prepare(16); // on isready
    MateSolver made = mate.solver(UsiMate.tableEntries(16));
    assertSame(made, mate.solver(UsiMate.tableEntries(16)));
    String answer =
        mate.answer(
            GameRecord.start(SHOGI, SHOGI.parse(MATE_IN_1)),
            UsiMate.limits(Optional.empty(), MateLimits.NEVER, 16));
    assertEquals(1, assertMates(MATE_IN_1, answer), answer);
    assertSame(made, mate.solver(UsiMate.tableEntries(16)), "go mate kept the table");
    mate.prepare(32);
    assertNotSame(made, mate.solver(UsiMate.tableEntries(32)), "another size, another table");
  }

  @Test
  void aMateInOneIsAnsweredWithItsMove() {
    String answer = goMate(MATE_IN_1, "5000");
    assertEquals(1, assertMates(MATE_IN_1, answer), answer);
  }

  @Test
  void aMateInThreeIsAnsweredWithAShortestLine() {
    String answer = goMate(MATE_IN_3, "infinite");
    assertEquals(3, assertMates(MATE_IN_3, answer), answer);
  }

  @Test
  void aPositionWithoutMateIsAnsweredNomate() {
    assertEquals("checkmate nomate", goMate(NO_MATE, "5000"));
  }

  @Test
  void aTinyTimeIsAnsweredWithAnAllowedWord() {
    String answer = goMate(MATE_IN_3, "0");
    if (!Set.of("checkmate timeout", "checkmate nomate").contains(answer)) {
      assertMates(MATE_IN_3, answer);
    }
  }

  @Test
  void theInputLoopAnswersWhileAMateIsSearched() {
    try (ServerHarness usi = server()) {
      usi.send("position sfen " + MATE_IN_3);
      usi.send("go mate 5000");
      usi.send("isready");
      List<String> lines =
          List.of(usi.next(Duration.ofSeconds(10)), usi.next(Duration.ofSeconds(10)));
      assertTrue(lines.contains("readyok"), lines.toString());
      assertTrue(lines.stream().anyMatch(l -> l.startsWith("checkmate ")), lines.toString());
    }
  }

  @Test
  void usiHashSizesTheMateTable() {
    long heap = 8L << 30;
    assertEquals(1 << 14, UsiMate.tableEntries(1, heap));
    assertEquals(1 << 18, UsiMate.tableEntries(16, heap)); // the default: 11.5 MB of 16
    assertEquals(1 << 20, UsiMate.tableEntries(64, heap));
    assertEquals(1 << 25, UsiMate.tableEntries(65536, heap)); // a quarter of the heap: 1.5 GB
    assertEquals(1 << 26, UsiMate.tableEntries(65536, 64L << 30)); // the solver's largest table
    assertEquals(1 << 22, UsiMate.tableEntries(4096, 1L << 30)); // 256 MB of a 1 GB heap
    assertEquals(16, UsiMate.tableEntries(1, 0)); // the smallest table, whatever the heap
    try (ServerHarness usi = server()) {
      usi.send("setoption name USI_Hash value 64");
      usi.send("position sfen " + MATE_IN_3);
      usi.send("go mate 5000");
      assertEquals(3, assertMates(MATE_IN_3, usi.until("checkmate")));
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"0", "65537", "lots", "-16", "+16", "\u0661\u0666"})
  void aBadHashSizeIsAnErrorAndKeepsTheOldOne(String value) {
    try (ServerHarness usi = server()) {
      usi.send("setoption name USI_Hash value " + value);
      assertEquals(
          "info string error: USI_Hash takes megabytes from 1 to 65536, not \"" + value + "\"",
          usi.next());
      usi.send("position sfen " + MATE_IN_1);
      usi.send("go mate 5000");
      assertEquals(1, assertMates(MATE_IN_1, usi.until("checkmate")));
    }
  }

  @Test
  void aBadBudgetIsAnErrorAndTheGoMateIsStillAnswered() {
    try (ServerHarness usi = server()) {
      usi.send("position sfen " + MATE_IN_1);
      usi.send("go mate soon");
      assertEquals(
          "info string error: mate must be a whole number, not \"soon\"; it is ignored",
          usi.next());
      assertEquals(1, assertMates(MATE_IN_1, usi.next())); // searched as infinite
      usi.send("go mate");
      assertEquals("info string error: mate has no value; it is ignored", usi.next());
      assertEquals(1, assertMates(MATE_IN_1, usi.next()));
      usi.send("go mate -5");
      assertEquals(
          "info string error: mate -5 is out of range 0 to 86400000; 0 is used instead",
          usi.next());
      assertTrue(usi.next().startsWith("checkmate"));
    }
  }

  @Test
  void wordsAfterTheBudgetAreErrorsAndTheGoMateIsStillAnswered() {
    try (ServerHarness usi = server()) {
      usi.send("position sfen " + MATE_IN_1);
      usi.send("go mate 5000 extra");
      assertEquals("info string error: unknown go parameter \"extra\"; it is ignored", usi.next());
      assertEquals(1, assertMates(MATE_IN_1, usi.next()));
      usi.send("go mate soon depth 3");
      assertEquals(
          "info string error: mate must be a whole number, not \"soon\"; it is ignored",
          usi.next());
      assertEquals("info string error: unknown go parameter \"depth\"; it is ignored", usi.next());
      assertEquals("info string error: unknown go parameter \"3\"; it is ignored", usi.next());
      assertEquals(1, assertMates(MATE_IN_1, usi.next()));
    }
  }

  /**
   * Under a ply limit, {@code go mate} counts the game's plies: a reviewer's mate in 3 after four
   * plies of a game drawn at its sixth was answered, as if the game started at the position.
   */
  @Test
  void goMateCountsTheGamesPliesUnderAPlyLimit() {
    Shogi limited = (Shogi) Games.create("shogi:max-plies=6");
    String moves = " moves 9i9h 1a1b 9h9i 1b1a";
    for (String[] c :
        new String[][] {{"", "checkmate 3c1c+ 1a2a G*2b"}, {moves, "checkmate timeout"}}) {
      try (ServerHarness usi =
          new ServerHarness(limited, Protocol.USI, new RandomPlayer<ShogiPosition, Move>(3))) {
        usi.send("position sfen 8k/9/6R2/9/9/9/9/9/K8 b G 1" + c[0]);
        usi.send("go mate 5000");
        assertEquals(c[1], usi.until("checkmate"), c[0]);
      }
    }
  }

  @Test
  void aGoOrAPositionDuringAMateSearchIsRefusedAtOnce() {
    try (ServerHarness usi = server()) {
      usi.send("position sfen " + HARD);
      usi.send("go mate infinite");
      usi.send("go mate infinite");
      assertEquals("info string error: go during a search: send stop first", usi.next());
      usi.send("go btime 1000 wtime 1000");
      assertEquals("info string error: go during a search: send stop first", usi.next());
      usi.send("position sfen " + MATE_IN_1);
      assertEquals("info string error: position during a search: send stop first", usi.next());
      // go mate's table is in use: a reviewer found it made anew beside it (the player has none)
      usi.send("setoption name USI_Hash value 1");
      assertEquals(
          "info string error: setoption USI_Hash during a search: send stop first", usi.next());
      usi.send("ponderhit");
      assertEquals(
          "info string error: ponderhit during a mate search, which does not ponder; it is"
              + " ignored",
          usi.next());
      usi.send("stop");
      assertEquals("checkmate timeout", usi.next(STOP_PATIENCE));
      usi.send("go mate 5000"); // still the hard position
      usi.silent(Duration.ofMillis(100));
      usi.send("stop");
      assertEquals("checkmate timeout", usi.next(STOP_PATIENCE));
    }
  }

  @Test
  void quitDuringAMateSearchAnswersItFirst() {
    try (ServerHarness usi = server()) {
      usi.send("position sfen " + HARD);
      usi.send("go mate 600000");
      usi.silent(Duration.ofMillis(100));
      usi.send("quit");
      assertEquals("checkmate timeout", usi.next(STOP_PATIENCE));
      usi.assertEnds(STOP_PATIENCE);
    }
  }

  @Test
  void gpsShogiAgreesOnMateAndNomate(@TempDir Path dir) {
    try (GpsUsi gps = new GpsUsi(dir)) {
      for (String sfen : List.of(MATE_IN_1, MATE_IN_3, NO_MATE)) {
        String ours = goMate(sfen, "5000");
        String theirs = gps.goMate(sfen, 5000);
        assertEquals(verdict(ours), verdict(theirs), sfen + ": " + ours + " / " + theirs);
      }
    }
  }

  @ParameterizedTest(name = "go mate {0}")
  @ValueSource(strings = {"infinite", "600000"})
  void stopEndsTheMateSearchWithTimeout(String budget) {
    try (ServerHarness usi = server()) {
      usi.send("position sfen " + HARD);
      usi.send("go mate " + budget);
      usi.silent(Duration.ofMillis(300)); // still searching
      usi.send("stop");
      assertEquals("checkmate timeout", usi.next(STOP_PATIENCE));
      usi.send("position sfen " + MATE_IN_1);
      usi.send("go mate 5000");
      assertEquals(1, assertMates(MATE_IN_1, usi.until("checkmate")));
    }
  }

  @Test
  void aNewGameStopsTheMateSearch() {
    try (ServerHarness usi = server()) {
      usi.send("position sfen " + HARD);
      usi.send("go mate infinite");
      usi.silent(Duration.ofMillis(300));
      usi.send("usinewgame");
      assertEquals("checkmate timeout", usi.next(STOP_PATIENCE));
    }
  }

  @Test
  void stopWithoutASearchSaysNothing() {
    try (ServerHarness usi = server()) {
      usi.send("position sfen " + MATE_IN_1);
      usi.send("go mate 5000");
      usi.until("checkmate");
      usi.send("stop");
      usi.send("isready");
      assertEquals("readyok", usi.next());
    }
  }

  private static String verdict(String answer) {
    return answer.equals("checkmate nomate")
        ? "nomate"
        : answer.split(" ").length > 1 ? "mate" : answer;
  }
}
