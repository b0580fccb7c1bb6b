package io.github.plateau.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.plateau.core.RandomPlayer;
import io.github.plateau.shogi.Move;
import io.github.plateau.shogi.Shogi;
import io.github.plateau.shogi.ShogiPosition;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** USI's {@code go mate}, answered by core's mate solver, and checked against Debian's gpsusi. */
class UsiGoMateTest {
  private static final Shogi SHOGI = new Shogi();
  private static final String MATE_IN_1 = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1";
  private static final String MATE_IN_3 = "8k/9/7R1/9/9/9/9/9/K8 b S 1";
  private static final String NO_MATE = "4k4/9/9/9/9/9/9/9/4K4 b G 1";
  private static final String GPS = "/usr/games/gpsusi";

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
  void aBadBudgetIsAnError() {
    try (ServerHarness usi = server()) {
      usi.send("position sfen " + MATE_IN_1);
      usi.send("go mate soon");
      assertEquals(
          "info string error: go mate takes milliseconds or infinite, not \"soon\"", usi.next());
    }
  }

  @Test
  void gpsShogiAgreesOnMateAndNomate(@TempDir Path dir) throws IOException {
    assumeTrue(Subprocesses.installed(GPS), "Debian's gpsshogi is not installed");
    for (String sfen : List.of(MATE_IN_1, MATE_IN_3, NO_MATE)) {
      String ours = goMate(sfen, "5000");
      String theirs = gpsMate(dir, sfen);
      assertEquals(verdict(ours), verdict(theirs), sfen + ": " + ours + " / " + theirs);
    }
  }

  private static String verdict(String answer) {
    return answer.equals("checkmate nomate")
        ? "nomate"
        : answer.split(" ").length > 1 ? "mate" : answer;
  }

  private static String gpsMate(Path dir, String sfen) throws IOException {
    // it writes a log named "<empty>" where it runs
    Process gps = new ProcessBuilder("sh", "-c", "cd '" + dir + "' && exec " + GPS).start();
    try (PrintStream in = new PrintStream(gps.getOutputStream(), true, StandardCharsets.UTF_8);
        BufferedReader out =
            new BufferedReader(
                new InputStreamReader(gps.getInputStream(), StandardCharsets.UTF_8))) {
      in.println("usi");
      readUntil(out, "usiok");
      in.println("isready");
      readUntil(out, "readyok");
      in.println("position sfen " + sfen);
      in.println("go mate 5000");
      String answer = readUntil(out, "checkmate");
      in.println("quit");
      return answer;
    } finally {
      gps.destroy();
    }
  }

  private static String readUntil(BufferedReader out, String prefix) throws IOException {
    for (String line = out.readLine(); line != null; line = out.readLine()) {
      if (line.startsWith(prefix)) {
        return line;
      }
    }
    throw new IOException("gpsusi ended before " + prefix);
  }
}
