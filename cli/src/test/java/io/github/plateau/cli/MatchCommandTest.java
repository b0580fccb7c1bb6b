package io.github.plateau.cli;

import static io.github.plateau.cli.MainTest.assertUsageError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code plateau match}: the summary line, records, options, and real engines. */
class MatchCommandTest {
  private static final Pattern SUMMARY =
      Pattern.compile(
          "(\\S+) vs (\\S+): \\+(\\d+) -(\\d+) =(\\d+), score (\\d+\\.\\d)%,"
              + " Elo (-?\\d+\\.\\d|-?inf|nan) \\+/- (\\d+\\.\\d|inf|nan)(, SPRT: (H0|H1|continue))?");
  private static final String FAIRY = "/usr/games/fairy-stockfish";

  @Test
  void randomPlayersOnEveryGameEndWithTheSummaryLine(@TempDir Path dir) throws IOException {
    for (String game : List.of("shogi", "xiangqi", "draughts", "napoleon")) {
      Path records = dir.resolve(game + ".txt");
      Cli.Result r =
          Cli.run(
              "match",
              game,
              "--engine",
              "a=random:1",
              "--engine",
              "b=random:2",
              "--games",
              "4",
              "--tc",
              "30+1",
              "--random-plies",
              "2",
              "--max-plies",
              "200",
              "--records",
              records.toString());
      assertEquals(0, r.status(), r.err());
      var m = SUMMARY.matcher(r.lastLine());
      assertTrue(m.matches(), r.lastLine());
      int played =
          Integer.parseInt(m.group(3))
              + Integer.parseInt(m.group(4))
              + Integer.parseInt(m.group(5));
      assertEquals(4, played);
      assertEquals(4, r.err().lines().filter(l -> l.startsWith("game ")).count(), r.err());
      assertTrue(Files.size(records) > 0);
      if (!game.equals("napoleon")) {
        String format = game.equals("shogi") ? "csa" : game.equals("xiangqi") ? "pgn" : "pdn";
        Path renamed = dir.resolve(game + "." + format);
        Files.move(records, renamed);
        Cli.Result read = Cli.run("record", game, renamed.toString());
        assertEquals(0, read.status(), read.err());
        assertEquals(4, read.lines().size(), read.out());
      }
    }
  }

  @Test
  void aRoundRobinPrintsOneSummaryPerPairLast() {
    Cli.Result r =
        Cli.run(
            "match",
            "xiangqi",
            "--engine",
            "a=random:1",
            "--engine",
            "b=random:2",
            "--engine",
            "c=random:3",
            "--games",
            "2",
            "--movetime",
            "0.01",
            "--max-plies",
            "100");
    assertEquals(0, r.status(), r.err());
    List<String> lines = r.lines();
    List<String> last = lines.subList(lines.size() - 3, lines.size());
    assertTrue(last.get(0).startsWith("a vs b: "), r.out());
    assertTrue(last.get(1).startsWith("a vs c: "), r.out());
    assertTrue(last.get(2).startsWith("b vs c: "), r.out());
  }

  @Test
  void openingsFromAFileOfPositions(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("openings.txt");
    Files.writeString(
        file,
        "# two openings\nrnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1\n"
            + "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2\n");
    Cli.Result r =
        Cli.run(
            "match",
            "xiangqi",
            "--engine",
            "a=random:1",
            "--engine",
            "b=random",
            "--games",
            "4",
            "--nodes",
            "1",
            "--openings",
            file.toString(),
            "--max-plies",
            "60");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.lastLine().startsWith("a vs b: "));
    Files.writeString(file, "not a position\n");
    Cli.Result bad =
        Cli.run(
            "match",
            "xiangqi",
            "--engine",
            "a=random",
            "--engine",
            "b=random",
            "--openings",
            file.toString());
    assertEquals(2, bad.status());
    assertTrue(bad.err().contains("line 1"), bad.err());
  }

  @Test
  void badArgumentsAreUsageErrors() {
    assertUsageError(Cli.run("match", "shogi", "--engine", "a=random"), "two --engine");
    // a game of three armies was an internal error (exit 3) from the match's builder
    assertUsageError(
        Cli.run("match", "napoleon:armies=3", "--engine", "a=random", "--engine", "b=random"),
        "a match seats two players; ");
    assertUsageError(
        Cli.run(
            "match",
            "shogi",
            "--engine",
            "a=search:depth=1",
            "--engine",
            "b=random",
            "--option",
            "a.Hash=1",
            "--option",
            "a.Hash=2"),
        "--option a.Hash given twice");
    assertUsageError(
        Cli.run("match", "shogi", "--engine", "a=random", "--engine", "a=random"),
        "two engines are named a");
    assertUsageError(
        Cli.run("match", "shogi", "--engine", "a=random", "--engine", "b=random", "--tc", "40/"),
        "bad time control");
    assertUsageError(
        Cli.run(
            "match",
            "shogi",
            "--engine",
            "a=random",
            "--engine",
            "b=random",
            "--tc",
            "1",
            "--nodes",
            "5"),
        "give one of");
    assertUsageError(
        Cli.run(
            "match", "shogi", "--engine", "a=random", "--engine", "b=random", "--sprt", "elo0=1"),
        "needs elo0 and elo1");
    assertUsageError(
        Cli.run("match", "shogi", "--engine", "a=random", "--engine", "b=class:x.Y"), "no class");
    assertUsageError(
        Cli.run(
            "match",
            "shogi",
            "--engine",
            "a=random",
            "--engine",
            "b=random",
            "--option",
            "c.Seed=1"),
        "--option names no engine: c");
    // a built-in player's unknown option or bad value: before, a foul in every game, status 0
    assertUsageError(
        Cli.run(
            "match",
            "xiangqi",
            "--engine",
            "s=search:depth=1",
            "--engine",
            "r=random",
            "--option",
            "s.Contempt=5"),
        "--option of s: ");
    assertUsageError(
        Cli.run(
            "match",
            "shogi",
            "--engine",
            "a=random",
            "--engine",
            "b=random",
            "--option",
            "b.Seed=x"),
        "--option of b: ");
    assertUsageError(
        Cli.run("match", "shogi", "--engine", "a=random", "--engine", "b=random", "--games", "0"),
        "--games must be 1");
    assertUsageError(
        Cli.run(
            "match",
            "shogi",
            "--engine",
            "a=random",
            "--engine",
            "b=random",
            "--protocol",
            "b=uci"),
        "uci does not carry Shogi");
    assertUsageError(
        Cli.run(
            "match",
            "draughts",
            "--engine",
            "a=random",
            "--engine",
            "b=dxp:127.0.0.1:1",
            "--concurrency",
            "2"),
        "a DXP engine plays one game at a time");
    assertUsageError(
        Cli.run("match", "draughts", "--engine", "a=random", "--engine", "b=dxp:localhost"),
        "a DXP engine is dxp:HOST:PORT");
    assertUsageError(
        Cli.run(
            "match",
            "shogi",
            "--engine",
            "a=random",
            "--engine",
            "b=random",
            "--concurrency",
            "257"),
        "--concurrency must be 1 to 256, not 257");
    assertUsageError(
        Cli.run(
            "match",
            "shogi",
            "--engine",
            "a=random",
            "--engine",
            "b=random",
            "--start-timeout",
            "0"),
        "--start-timeout must be 1 to 600, not 0");
  }

  @Test
  void numbersAreAsciiDigitsOnly() {
    // Java's parsers read the digits of every script ("\u0661" is an Arabic-Indic 1), BigDecimal
    // and Double also exponents: a number typed for the command line is plain decimal.
    String[][] cases = {
      {"shogi", "--games", "\u0662", "--games must be a whole number"},
      {"shogi", "--seed", "\u0661", "--seed must be a whole number"},
      {"shogi", "--tc", "\u0661\u0660+0.1", "bad time control"},
      {"shogi", "--tc", "1e1+0.1", "bad time control"},
      {"shogi", "--tc", "\u0664/10+0.1", "bad time control"},
      {"shogi", "--sprt", "elo0=1e1,elo1=5", "elo0 must be a number"},
      {"shogi", "--sprt", "elo0=NaN,elo1=5", "elo0 must be a number"},
      {"shogi", "--adjudicate", "draw=\u0664/10/20", "is not a whole number"},
      // a whole number past an int was called "not a whole number"; a part given twice was taken
      {"shogi", "--adjudicate", "resign=99999999999/2", "is too large: at most 2147483647"},
      {"shogi", "--adjudicate", "resign=500/2,resign=3/3", "resign= is given twice"},
      {"shogi", "--adjudicate", "resign=-5/2", "\"-5\" in \"resign=-5/2\" is negative"},
    };
    for (String[] c : cases) {
      assertUsageError(
          Cli.run("match", c[0], "--engine", "a=random", "--engine", "b=random", c[1], c[2]), c[3]);
    }
    assertUsageError(
        Cli.run("match", "shogi", "--engine", "a=random:\u0661", "--engine", "b=random"),
        "seed must be a whole number");
    assertUsageError(
        Cli.run("match", "draughts", "--engine", "a=random", "--engine", "b=dxp:localhost:\u0661"),
        "the DXP port must be a number");
  }

  @Test
  void searchTablesThatTheHeapCannotHoldAtOnceAreRefusedBeforeTheFirstGame() {
    // a table of a quarter of the heap or 1 GiB (Hash is capped there), 256 games at once: more
    // than any heap (the match ran out of memory in its games, exit 1, before this check); a
    // search player behind a limit counts too
    assertUsageError(
        Cli.run(
            "match",
            "xiangqi",
            "--engine",
            "big=search:depth=2",
            "--engine",
            "random=random",
            "--option",
            "big.Hash=65536",
            "--concurrency",
            "256",
            "--games",
            "512"),
        "the search tables (big ",
        "times 256 games at once take ",
        "lower --concurrency");
    Map<String, Long> tables = new LinkedHashMap<>();
    tables.put("a", 16L << 20);
    tables.put("b", 16L << 20);
    MatchCommand.checkHeap(tables, 6, 256L << 20); // 192 MB of 256: three quarters, allowed
    InputException e =
        assertThrows(InputException.class, () -> MatchCommand.checkHeap(tables, 7, 256L << 20));
    assertEquals(
        "the search tables (a 16 MB, b 16 MB) times 7 games at once take 224 MB, more than three"
            + " quarters of Java's heap (256 MB): lower --concurrency or the tables' Hash (--option"
            + " NAME.Hash=MB), or give Java a larger heap (-Xmx)",
        e.getMessage());
  }

  @Test
  void theHeapCheckCountsTheGamesThatCanRunAtOnce() {
    // one pair, four games: two tasks of a pair of games each, so two tables at once whatever the
    // concurrency (the check multiplied by 256 and refused)
    Cli.Result r =
        Cli.run(
            "match",
            "draughts",
            "--engine",
            "a=search:depth=1",
            "--engine",
            "b=random",
            "--option",
            "a.Hash=65536",
            "--concurrency",
            "256",
            "--games",
            "4",
            "--max-plies",
            "20");
    assertEquals(0, r.status(), r.err());
  }

  @Test
  void aLossByFoulPrintsItsReason() {
    Cli.Result r =
        Cli.run(
            "match",
            "shogi",
            "--engine",
            "crash=sh -c 'echo out of memory >&2; exit 134'",
            "--engine",
            "random=random",
            "--games",
            "2",
            "--tc",
            "10+0.1");
    assertEquals(0, r.status(), r.err());
    List<String> games = r.err().lines().filter(l -> l.startsWith("game ")).toList();
    assertEquals(2, games.size(), r.err());
    for (String line : games) {
      assertTrue(line.contains("random wins by FOUL"), line);
      assertTrue(line.contains("exited with code 134; its last error output: out of memory"), line);
    }
  }

  @Test
  void aMissingProgramOrARecordsFileThatCannotBeWrittenIsRefusedBeforeTheFirstGame(
      @TempDir Path dir) {
    Cli.Result missing =
        Cli.run(
            "match",
            "shogi",
            "--engine",
            "gone=" + dir.resolve("no-such-engine") + " --flag",
            "--engine",
            "random=random");
    assertEquals(2, missing.status(), missing.err());
    assertTrue(missing.err().contains("engine gone: no program "), missing.err());
    assertFalse(missing.err().contains("game 1/"), missing.err());
    Cli.Result unknown =
        Cli.run(
            "match", "shogi", "--engine", "gone=no-such-engine-here", "--engine", "random=random");
    assertEquals(2, unknown.status(), unknown.err());
    assertTrue(unknown.err().contains("not found on the PATH"), unknown.err());
    for (Path records : List.of(dir.resolve("no-folder").resolve("games.csa"), dir)) {
      Cli.Result r =
          Cli.run(
              "match",
              "shogi",
              "--engine",
              "a=random",
              "--engine",
              "b=random",
              "--records",
              records.toString());
      assertEquals(2, r.status(), r.err());
      assertTrue(r.err().contains("--records " + records), r.err());
      assertFalse(r.err().contains("game 1/"), r.err());
    }
  }

  @Test
  void anEngineThatNeverAnswersCostsATimeBoundedByTheClock() {
    long start = System.nanoTime();
    Cli.Result r =
        Cli.run(
            "match",
            "shogi",
            "--engine",
            "mute=sh -c 'exec sleep 600'",
            "--engine",
            "random=random",
            "--games",
            "2",
            "--tc",
            "1+0.01");
    Duration took = Duration.ofNanos(System.nanoTime() - start);
    assertEquals(0, r.status(), r.err());
    assertEquals(
        2, r.err().lines().filter(l -> l.contains("random wins by TIME_FORFEIT")).count(), r.err());
    // 5 s to start at this clock (was 30 s whatever the clock): a generous bound for 2 games
    assertTrue(took.compareTo(Duration.ofSeconds(40)) < 0, took + "\n" + r.err());
  }

  /** One game at a move time against a served random player that takes 6 s to start. */
  private static Cli.Result slowStarterMatch(String movetime, String... more) {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    String served =
        java
            + " -cp "
            + System.getProperty("java.class.path")
            + " io.github.plateau.cli.Main engine shogi --player random:3";
    List<String> args =
        new ArrayList<>(
            List.of(
                "match",
                "shogi",
                "--engine",
                "slow=sh -c 'sleep 6; exec " + served + "'",
                "--engine",
                "random=random",
                "--games",
                "1",
                "--movetime",
                movetime,
                "--max-plies",
                "20"));
    args.addAll(List.of(more));
    return Cli.run(args.toArray(String[]::new));
  }

  @Test
  void aSlowStartingEngineNeedsALongerStartTimeoutThanAFastClockGives() {
    Cli.Result fast = slowStarterMatch("0.05"); // 5 s to start at 0.05 s a move
    assertEquals(0, fast.status(), fast.err());
    assertTrue(fast.err().contains("random wins by TIME_FORFEIT (slow failed before"), fast.err());
    Cli.Result patient = slowStarterMatch("0.05", "--start-timeout", "60");
    assertEquals(0, patient.status(), patient.err());
    assertTrue(patient.err().contains("game 1/1 "), patient.err());
    // the start is what is tested: a move of the engine's fresh JVM may still overrun 0.05 s
    assertFalse(patient.err().contains("slow failed before"), patient.err());
  }

  @Test
  void fairyStockfishAgainstPlateausServedRandomPlayer() {
    assumeTrue(Files.isExecutable(Path.of(FAIRY)), "Debian's fairy-stockfish is not installed");
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    String served =
        java
            + " -cp "
            + System.getProperty("java.class.path")
            + " io.github.plateau.cli.Main engine shogi";
    Cli.Result r =
        Cli.run(
            "match",
            "shogi",
            "--engine",
            "fairy=" + FAIRY,
            "--engine",
            "plateau=" + served,
            "--games",
            "2",
            "--tc",
            "0|0.1",
            "--option",
            "plateau.Seed=7",
            "--sprt",
            "elo0=0,elo1=50");
    assertEquals(0, r.status(), r.err());
    var m = SUMMARY.matcher(r.lastLine());
    assertTrue(m.matches(), r.lastLine());
    assertEquals("2", m.group(3), r.out() + r.err());
  }

  @Test
  void aMatchOverDxpAgainstAServedPlayer() throws Exception {
    String javaBin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process server =
        new ProcessBuilder(
                javaBin,
                "-cp",
                System.getProperty("java.class.path"),
                "io.github.plateau.cli.Main",
                "engine",
                "draughts",
                "--protocol",
                "dxp",
                "--port",
                "0",
                "--player",
                "random:3")
            .redirectOutput(ProcessBuilder.Redirect.DISCARD)
            .start();
    try (var err =
        new java.io.BufferedReader(
            new java.io.InputStreamReader(
                server.getErrorStream(), java.nio.charset.StandardCharsets.UTF_8))) {
      String first = err.readLine();
      assertTrue(first != null && first.startsWith("dxp: listening on 127.0.0.1:"), first);
      String port = first.substring(first.lastIndexOf(':') + 1);
      Cli.Result r =
          Cli.run(
              "match",
              "draughts",
              "--engine",
              "local=random:5",
              "--engine",
              "remote=dxp:127.0.0.1:" + port,
              "--games",
              "2",
              "--tc",
              "60",
              "--max-plies",
              "300");
      assertEquals(0, r.status(), r.err());
      assertTrue(SUMMARY.matcher(r.lastLine()).matches(), r.lastLine());
      // both games were played over the connection: none lost because the remote was not reached
      assertEquals(2, r.err().lines().filter(l -> l.startsWith("game ")).count(), r.err());
      assertFalse(r.err().contains("FOUL"), r.err());
      assertFalse(r.err().contains("TIME_FORFEIT"), r.err());
      assertEquals("dxp: connection from", err.readLine().replaceAll(" /127.*", ""));
    } finally {
      server.destroyForcibly();
      server.waitFor();
    }
  }
}
