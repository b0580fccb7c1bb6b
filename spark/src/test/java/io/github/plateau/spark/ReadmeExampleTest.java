package io.github.plateau.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Spark manual's example of the Java API ({@code <!-- spark-example: ReadmeExampleTest -->} in
 * {@code docs/spark.md}) is the region of this test between its markers, letter for letter, so it
 * compiles and runs.
 */
class ReadmeExampleTest {
  private static final Pattern BLOCK =
      Pattern.compile(
          "<!-- spark-example: ReadmeExampleTest -->\\s*```java\\n(.*?)```", Pattern.DOTALL);

  @Test
  void theExampleRuns(@TempDir Path dir) {
    SparkSession spark = LocalSpark.session();
    String out = dir.resolve("dataset").toString();
    // README:begin
    DistributedPerft.Result perft = DistributedPerft.count(spark, "shogi", Optional.empty(), 4);
    long leaves = perft.total(); // 719731, the same as start.perft(4) on one machine
    DistributedMatch match =
        DistributedMatch.builder("draughts-brazilian")
            .entrant("mine", "class:io.github.plateau.core.RandomPlayer") // a Player class
            .entrant("random", "random:7")
            .games(4) // two openings, each played with the sides swapped
            .randomPlies(2)
            .moveTime(Duration.ofSeconds(1))
            .seed(5) // the same seed, the same games, however Spark partitions them
            .build();
    String report = match.run(spark).report(match.sprt()); // as `plateau match` prints it
    SelfPlay.Summary data =
        SelfPlay.of("xiangqi", "random", "random", 2, 42, 60, 0, 0).run(spark, out);
    long rows = data.positions(); // rows of out/positions, one per position
    // README:end
    assertEquals(719_731L, leaves);
    assertEquals(true, report.startsWith("mine vs random:\n"), report);
    assertEquals(2, data.games());
    assertEquals(
        rows, spark.read().parquet(dir.resolve("dataset").resolve("positions").toString()).count());
  }

  @Test
  void theReadmeShowsTheRegion() throws IOException {
    String readme = Files.readString(Path.of("..", "docs", "spark.md"));
    Matcher m = BLOCK.matcher(readme);
    assertEquals(true, m.find(), "no spark-example block in docs/spark.md");
    String source =
        Files.readString(Path.of("src/test/java/io/github/plateau/spark/ReadmeExampleTest.java"));
    assertEquals(region(source), m.group(1));
  }

  private static String region(String source) {
    List<String> lines = new ArrayList<>();
    boolean inside = false;
    for (String line : source.split("\n")) {
      if (line.strip().equals("// README:end")) {
        break;
      }
      if (inside) {
        lines.add(line.length() >= 4 ? line.substring(4) : line.strip());
      }
      inside |= line.strip().equals("// README:begin");
    }
    return String.join("\n", lines) + "\n";
  }
}
