package io.github.plateau.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Game;
import io.github.plateau.core.Games;
import io.github.plateau.core.Perft;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.Position;
import io.github.plateau.core.ReadMode;
import io.github.plateau.shogi.Csa;
import io.github.plateau.shogi.Shogi;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.ParentNotDirectoryException;
import org.apache.spark.SparkException;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The spark-submit entry point: the command line's output, and usage errors. */
class MainTest {
  private final SparkSession spark = LocalSpark.session();
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(String... args) {
    return Main.run(
        List.of(args),
        spark,
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  @Test
  void perftDividePrintsWhatTheCommandLinePrints() {
    String fen = "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1";
    assertEquals(0, run("perft", "xiangqi", "3", "--fen", fen, "--divide", "--split-depth", "1"));
    StringBuilder expected = new StringBuilder();
    divide(Games.create("xiangqi"), fen, 3)
        .forEach((m, n) -> expected.append(m).append(' ').append(n).append('\n'));
    expected.append("9850\n");
    assertEquals(expected.toString(), out.toString(StandardCharsets.UTF_8));
  }

  @Test
  void importPrintsWhatItWroteAndWhatItRefused(@TempDir Path dir) throws IOException {
    Path file =
        Files.writeString(
            dir.resolve("two.csa"),
            "V2.2\nPI\n+\n+7776FU\n-3334FU\n/\nV2.2\nPI\n+\n+7776FU\n+7776FU\n");
    String target = dir.resolve("out").toString();
    // a refused game is input refused: status 2, as plateau record gives, the games kept written
    assertEquals(2, run("import", "shogi", file.toString(), "--out", target));
    String text = out.toString(StandardCharsets.UTF_8);
    PlateauException refusal =
        Csa.FORMAT
            .readEach(new Shogi(), Files.readAllBytes(file), ReadMode.STRICT)
            .get(1)
            .failure()
            .orElseThrow();
    assertTrue(text.startsWith("refused, " + refusal.kind() + ": 1\n"), text);
    assertTrue(text.endsWith("1 files, 1 games, 3 positions written to " + target + "\n"), text);
    // located as plateau record locates it: the game's number from 1, the file's line
    String errors = err.toString(StandardCharsets.UTF_8);
    String located = "file:" + file + ": game 2: " + refusal.problem() + " (line 11, column ";
    assertTrue(errors.contains("plateau-spark: " + located), errors);
  }

  @Test
  void matchPrintsTheReportOfTheCommandLine() {
    assertEquals(
        0,
        run(
            "match",
            "draughts-brazilian",
            "--engine",
            "a=random:1",
            "--engine",
            "b=random:2",
            "--games",
            "2",
            "--movetime",
            "5",
            "--max-plies",
            "100"));
    String text = out.toString(StandardCharsets.UTF_8);
    assertTrue(text.startsWith("a vs b:\n"), text);
    assertTrue(text.contains("  LOS "), text);
    assertTrue(text.lines().reduce((x, y) -> y).orElseThrow().startsWith("a vs b: +"), text);
  }

  @Test
  void usageErrorsAreStatusTwoWithOneLine() {
    for (String[] args :
        List.of(
            new String[] {},
            new String[] {"count", "shogi"},
            new String[] {"perft", "shogi"},
            new String[] {"perft", "shogi", "x"},
            new String[] {"perft", "shogi", "65"},
            new String[] {"perft", "shogi", "0", "--divide"},
            new String[] {"perft", "shogi", "3", "--fen"},
            new String[] {"perft", "shogi", "3", "--threads", "2"},
            new String[] {"perft", "go", "3"},
            new String[] {"match", "shogi", "--engine", "a=random"},
            new String[] {"match", "shogi", "--engine", "a", "--engine", "b=random"},
            new String[] {
              "match",
              "shogi",
              "--engine",
              "a=random",
              "--engine",
              "b=random",
              "--tc",
              "1+0",
              "--nodes",
              "9"
            },
            new String[] {"selfplay", "shogi", "--out", "x"},
            new String[] {"selfplay", "shogi", "--games", "1"},
            new String[] {"selfplay", "shogi", "--games", "1", "--out", "x", "--movetime", "0"},
            new String[] {
              "selfplay", "shogi", "--games", "1", "--out", "x", "--nodes", "5", "--depth", "2"
            },
            new String[] {
              "selfplay",
              "shogi",
              "--games",
              "1",
              "--out",
              "x",
              "--player",
              "a",
              "--player",
              "b",
              "--player",
              "c"
            })) {
      err.reset();
      assertEquals(2, run(args), String.join(" ", args));
      String message = err.toString(StandardCharsets.UTF_8);
      assertTrue(message.startsWith("plateau-spark: "), message);
      assertEquals(1, message.lines().count(), message);
    }
  }

  /**
   * Every usage error, the output directories' included, is found by the parse alone: no session is
   * needed, so none starts on the cluster.
   */
  @Test
  void usageErrorsAreFoundBeforeAnySession(@TempDir Path dir) throws IOException {
    Path file = Files.writeString(dir.resolve("file"), "x");
    Path used = Files.createDirectory(dir.resolve("used"));
    Files.writeString(used.resolve("part-0.txt"), "x");
    Configuration local = new Configuration();
    for (String[] args :
        List.of(
            new String[] {"perft", "go", "3"},
            new String[] {"perft", "shogi", "65"},
            new String[] {"perft", "shogi", "3", "--fen", "9/9 b - 1"},
            new String[] {"perft", "shogi", "3", "--split-depth", "3"},
            new String[] {"selfplay", "shogi", "--games", "1", "--out", used.toString()},
            new String[] {"selfplay", "shogi", "--games", "1", "--out", file.toString()},
            new String[] {"selfplay", "shogi", "--games", "1", "--out", file + "/data"},
            new String[] {"import", "shogi", "--out", dir.resolve("new").toString()},
            new String[] {"import", "shogi", used.toString()},
            new String[] {"import", "shogi", file.toString(), "--out", dir + "/new"},
            new String[] {"import", "shogi", dir + "/none", "--out", dir + "/new"},
            new String[] {"import", "shogi", used.toString(), "--out", dir + "/new"},
            new String[] {"import", "napoleon", used.toString(), "--out", dir + "/new"},
            new String[] {
              "import", "shogi", used.toString(), "--out", dir + "/new", "--partitions", "0"
            },
            new String[] {
              "match",
              "shogi",
              "--engine",
              "a=random",
              "--engine",
              "b=random",
              "--records",
              used.toString()
            })) {
      assertThrows(
          IllegalArgumentException.class,
          () -> Main.parse(List.of(args), local),
          String.join(" ", args));
    }
    assertEquals("x", Files.readString(used.resolve("part-0.txt")));
  }

  @Test
  void aFailureOfSparksIsOneLineWithItsRootCause() {
    Exception stageFailure =
        new SparkException(
            "Job aborted due to stage failure: Task 3 in stage 1.0 failed 4 times\n"
                + "\tat org.apache.spark.scheduler.DAGScheduler.failJobAndIndependentStages\n"
                + "\tat scala.Option.foreach",
            new IllegalStateException("the engine died\nwith its log", null));
    assertEquals(
        "SparkException: Job aborted due to stage failure: Task 3 in stage 1.0 failed 4 times"
            + " (IllegalStateException: the engine died)",
        Main.oneLine(stageFailure));
    assertEquals(
        "ParentNotDirectoryException: /data/out (is not a directory)",
        Main.oneLine(new ParentNotDirectoryException("/data/out (is not a directory)")));
    assertEquals(
        "depth must be 1 to 9", Main.oneLine(new IllegalArgumentException("depth must be 1 to 9")));
  }

  @Test
  void progressIsReportedPerStageAndTheThreadsJobLabelsArePutBack() {
    spark.sparkContext().setJobDescription("the caller's own");
    assertEquals(0, run("perft", "shogi", "3"));
    assertEquals(
        "the caller's own", spark.sparkContext().getLocalProperty("spark.job.description"));
    assertEquals(null, spark.sparkContext().getLocalProperty("spark.jobGroup.id"));
    spark.sparkContext().setJobDescription(null);
    String progress = err.toString(StandardCharsets.UTF_8);
    assertTrue(
        progress
            .lines()
            .anyMatch(
                l -> l.matches("stage \\d+ \\(plateau perft shogi 3\\): done, \\d+ tasks, .* s")),
        progress);
  }

  private static <P extends Position<P, M>, M> Map<String, Long> divide(
      Game<P, M> game, String fen, int depth) {
    P root = game.parse(fen);
    Map<String, Long> counts = new TreeMap<>();
    Perft.divide(root, depth).forEach((m, n) -> counts.put(game.formatMove(root, m), n));
    return counts;
  }
}
