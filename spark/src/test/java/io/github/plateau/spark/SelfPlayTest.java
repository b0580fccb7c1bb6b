package io.github.plateau.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Games;
import io.github.plateau.core.Position;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.RecordFormat;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Row;
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

  /** Checks every position row against its game's record; returns the rows. */
  private long checkAgainstRecords(Path dir, String spec, int count) {
    List<Row> games = spark.read().parquet(dir.resolve("games").toString()).collectAsList();
    List<Row> positions = spark.read().parquet(dir.resolve("positions").toString()).collectAsList();
    assertEquals(count, games.size());
    Map<Long, Map<Integer, Row>> byGame = new HashMap<>();
    for (Row r : positions) {
      byGame.computeIfAbsent(r.getLong(0), k -> new HashMap<>()).put(r.getInt(1), r);
    }
    for (Row g : games) {
      check(Games.create(spec), g, byGame.get(g.getLong(0)));
    }
    return positions.size();
  }

  private static <P extends Position<P, M>, M> void check(
      Game<P, M> game, Row g, Map<Integer, Row> rows) {
    GameRecord<P, M> record = record(game, g.getString(7), g.getString(8));
    List<P> positions = record.positions();
    List<M> moves = record.moves();
    assertEquals(g.getInt(4), moves.size());
    assertEquals(positions.size(), rows.size());
    for (int ply = 0; ply < positions.size(); ply++) {
      Row r = rows.get(ply);
      P p = positions.get(ply);
      assertEquals(p.toString(), r.getString(2), "game " + g.getLong(0) + " ply " + ply);
      assertEquals(p.sideToMove().name(), r.getString(4));
      if (ply < moves.size()) {
        assertEquals(game.formatMove(p, moves.get(ply)), r.getString(3));
      } else {
        assertNull(r.get(3));
      }
      assertEquals(g.get(5), r.get(5));
      assertEquals(g.getString(6), r.getString(6));
      double expected = r.get(5) == null ? 0.5 : r.getString(5).equals(r.getString(4)) ? 1.0 : 0.0;
      assertEquals(expected, r.getDouble(7));
    }
  }

  private static <P extends Position<P, M>, M> GameRecord<P, M> record(
      Game<P, M> game, String format, String text) {
    for (RecordFormat<P, M> f : game.recordFormats()) {
      if (f.name().equals(format)) {
        var all = f.readAll(game, text.getBytes(StandardCharsets.UTF_8), ReadMode.AS_PLAYED);
        assertEquals(1, all.size());
        return all.get(0).record();
      }
    }
    assertEquals(Records.MOVE_LIST, format);
    String[] lines = text.split("\n");
    GameRecord<P, M> r = GameRecord.asPlayed(game, game.parse(lines[1]));
    if (lines.length > 2 && !lines[2].isEmpty()) {
      for (String move : lines[2].split(" ")) {
        r = r.play(game.parseMove(r.current(), move));
      }
    }
    return r;
  }
}
