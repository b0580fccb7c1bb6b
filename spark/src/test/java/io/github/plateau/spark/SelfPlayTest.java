package io.github.plateau.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Small self-play datasets read back and checked against their records. */
class SelfPlayTest {
  private final SparkSession spark = LocalSpark.session();

  @Test
  void draughtsPositionsMatchTheirPdnRecordsAndTheSeedFixesTheDataset(@TempDir Path dir) {
    SelfPlay.Summary s =
        SelfPlay.of("draughts-brazilian", "random", "random:3", 6, 42, 200, 0, 3)
            .run(spark, dir.resolve("a").toString());
    assertEquals(6, s.games());
    assertEquals(s.positions(), checkAgainstRecords(dir.resolve("a"), "draughts-brazilian", 6));

    SelfPlay.of("draughts-brazilian", "random", "random:3", 6, 42, 200, 0, 1)
        .run(spark, dir.resolve("b").toString());
    assertEquals(rows(dir.resolve("a")), rows(dir.resolve("b")));

    SelfPlay again = SelfPlay.of("draughts-brazilian", "random", "random", 1, 1, 9, 0, 0);
    String taken = dir.resolve("a").toString();
    assertThrows(IllegalArgumentException.class, () -> again.run(spark, taken));
  }

  /**
   * Forty long xiangqi games hold megabytes of rows and records, more than the session lets the
   * driver receive (1 MB): only their counts come back.
   */
  @Test
  void aDatasetLargerThanTheDriversResultLimitIsWritten(@TempDir Path dir) {
    SelfPlay.Summary s =
        SelfPlay.of("xiangqi", "random", "random", 40, 5, 400, 0, 4).run(spark, dir.toString());
    assertEquals(40, s.games());
    long rows = spark.read().parquet(dir.resolve("positions").toString()).count();
    assertEquals(rows, s.positions());
    assertTrue(rows > 40 * 100, "long games: " + rows);
    assertEquals(40, s.outcomes().values().stream().mapToLong(Long::longValue).sum());
  }

  @Test
  void anOutputDirectoryThatHoldsAnythingOrIsAFileIsRefused(@TempDir Path dir) throws Exception {
    SelfPlay job = SelfPlay.of("shogi", "random", "random", 1, 1, 9, 0, 0);
    Files.writeString(dir.resolve("notes.txt"), "mine");
    IllegalArgumentException full =
        assertThrows(IllegalArgumentException.class, () -> job.run(spark, dir.toString()));
    assertTrue(full.getMessage().contains("is not empty"), full.getMessage());
    String under = dir.resolve("notes.txt").resolve("data").toString();
    IllegalArgumentException file =
        assertThrows(IllegalArgumentException.class, () -> job.run(spark, under));
    assertTrue(file.getMessage().contains("notes.txt is a file"), file.getMessage());
    assertEquals("mine", Files.readString(dir.resolve("notes.txt")));
  }

  @Test
  void napoleonWithoutARecordFormatWritesMoveLists(@TempDir Path dir) {
    SelfPlay.of("napoleon", "random", "random", 2, 7, 16, 0, 0).run(spark, dir.toString());
    checkAgainstRecords(dir, "napoleon", 2);
  }

  @Test
  void badSettingsAreIllegalArguments() {
    assertThrows(
        IllegalArgumentException.class,
        () -> SelfPlay.of("chess", "random", "random", 1, 1, 9, 0, 0));
    assertThrows(
        IllegalArgumentException.class,
        () -> SelfPlay.of("shogi", "class:no.Such", "random", 1, 1, 9, 0, 0));
    assertThrows(
        IllegalArgumentException.class,
        () -> SelfPlay.of("shogi", "random", "random", 0, 1, 9, 0, 0));
    assertThrows(
        IllegalArgumentException.class,
        () -> SelfPlay.of("shogi", "random", "random", 1, 1, 0, 0, 0));
    assertThrows(
        IllegalArgumentException.class,
        () -> SelfPlay.of("shogi", "random", "random", 1, 1, 9, 201, 0));
  }

  private List<String> rows(Path dir) {
    List<String> rows = new ArrayList<>();
    spark
        .read()
        .parquet(dir.resolve("positions").toString())
        .collectAsList()
        .forEach(r -> rows.add(r.toString()));
    rows.sort(null);
    return rows;
  }

  private long checkAgainstRecords(Path dir, String spec, int count) {
    return Datasets.checkAgainstRecords(spark, dir, spec, count);
  }
}
