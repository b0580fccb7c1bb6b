package io.github.plateau.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Game;
import io.github.plateau.core.Games;
import io.github.plateau.core.Perft;
import io.github.plateau.core.Position;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;

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

  private static <P extends Position<P, M>, M> Map<String, Long> divide(
      Game<P, M> game, String fen, int depth) {
    P root = game.parse(fen);
    Map<String, Long> counts = new TreeMap<>();
    Perft.divide(root, depth).forEach((m, n) -> counts.put(game.formatMove(root, m), n));
    return counts;
  }
}
