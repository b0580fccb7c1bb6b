package io.github.plateau.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Games;
import io.github.plateau.core.Position;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.RecordFormat;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** The datasets of self-play and of imports, read back and checked against their records. */
final class Datasets {
  private Datasets() {}

  /**
   * Checks every position row against the record of its game in {@code games/}.
   *
   * @return the rows of {@code positions/}
   */
  static long checkAgainstRecords(SparkSession spark, Path dir, String spec, int count) {
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
      assertEquals(g.get(6), r.get(6));
      if (g.get(6) == null) { // no outcome: no result either
        assertNull(r.get(7));
      } else {
        double expected =
            r.get(5) == null ? 0.5 : r.getString(5).equals(r.getString(4)) ? 1.0 : 0.0;
        assertEquals(expected, r.getDouble(7));
      }
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
