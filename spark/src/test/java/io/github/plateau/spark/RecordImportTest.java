package io.github.plateau.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.RecordFormat;
import io.github.plateau.core.Side;
import io.github.plateau.core.testing.Corpus;
import io.github.plateau.shogi.Csa;
import io.github.plateau.shogi.Kif;
import io.github.plateau.shogi.Move;
import io.github.plateau.shogi.Shogi;
import io.github.plateau.shogi.ShogiPosition;
import io.github.plateau.xiangqi.Xiangqi;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Record files imported into the self-play tables, read back and checked against the records. */
class RecordImportTest {
  private final SparkSession spark = LocalSpark.session();
  private final Shogi shogi = new Shogi();

  @Test
  void everyGameOfTheFilesUnderAFolderIsWrittenAndRefusedGamesAreCounted(@TempDir Path dir)
      throws IOException {
    Path in = dir.resolve("in");
    Files.createDirectories(in.resolve("deeper"));
    List<GameRecord<ShogiPosition, Move>> three =
        List.of(
            RandomGames.shogi(1, 40, true),
            RandomGames.shogi(2, 30, false),
            RandomGames.shogi(3, 50, true));
    Files.writeString(in.resolve("a.csa"), Csa.FORMAT.write(three.stream().map(this::of).toList()));
    Files.writeString(
        in.resolve("deeper/b.kif"), Kif.FORMAT.write(of(RandomGames.shogi(4, 20, true))));
    // a good game, then one whose third move starts from an empty square
    String bad = "V2.2\nPI\n+\n+7776FU\n-3334FU\n+7776FU\n";
    Files.writeString(
        in.resolve("c.csa"), Csa.FORMAT.write(of(RandomGames.shogi(5, 10, false))) + "/\n" + bad);
    Files.writeString(in.resolve("notes.txt"), "not a record");
    List<RecordFormat.Entry<ShogiPosition, Move>> c =
        Csa.FORMAT.readEach(shogi, Files.readAllBytes(in.resolve("c.csa")), ReadMode.STRICT);
    assertEquals(2, c.size());
    String refusal = c.get(1).failure().orElseThrow().kind();

    Path out = dir.resolve("out");
    RecordImport job =
        RecordImport.of("shogi", List.of(dir.resolve("in").toString()), ReadMode.STRICT, 0);
    RecordImport.Summary s = job.run(spark, out.toString());

    assertEquals(3, s.files());
    assertEquals(5, s.games());
    assertEquals(Map.of(refusal, 1L), s.refused());
    // the refusal located, the game numbered from 1 and the line the file's (the bad game's 6th)
    String cFile = out.getFileSystem().provider().getScheme() + ":" + in.resolve("c.csa");
    int badLine = (int) Csa.FORMAT.write(of(RandomGames.shogi(5, 10, false))).lines().count() + 7;
    assertEquals(
        List.of(
            cFile
                + ": game 2: "
                + c.get(1).failure().orElseThrow().problem()
                + " (line "
                + badLine
                + ", column 1, ply 3)"),
        s.refusals());
    assertEquals(s.positions(), Datasets.checkAgainstRecords(spark, out, "shogi", 5));
    // ids: file in path order (a.csa, c.csa, deeper/b.kif), then game in file
    Map<Long, Row> games = new TreeMap<>();
    spark
        .read()
        .parquet(out.resolve("games").toString())
        .collectAsList()
        .forEach(r -> games.put(r.getLong(0), r));
    long file = 1L << 32;
    assertEquals(List.of(0L, 1L, 2L, file, 2 * file), new ArrayList<>(games.keySet()));
    Row unfinished = games.get(1L);
    assertEquals(30, unfinished.getInt(4));
    assertNull(unfinished.get(6)); // no result stated
    assertNull(unfinished.get(1)); // no seed
    assertEquals("KIF", games.get(2 * file).getString(7));
    Row resigned = games.get(0L);
    Side loser = three.get(0).current().sideToMove();
    assertEquals("RESIGNATION", resigned.getString(6));
    assertEquals(shogi.sides().get(1 - shogi.sides().indexOf(loser)).name(), resigned.getString(5));
  }

  @Test
  void theFirstRefusalsInFileAndGameOrderAreLocated(@TempDir Path dir) throws IOException {
    String bad = "V2.2\nPI\n+\n+7775FU\n";
    Path in = Files.createDirectories(dir.resolve("in"));
    Files.writeString(
        in.resolve("a.csa"), String.join("/\n", java.util.Collections.nCopies(70, bad)));
    Files.writeString(
        in.resolve("b.csa"), String.join("/\n", java.util.Collections.nCopies(60, bad)));
    // one task a file: their refusals come back apart and are merged in file and game order
    RecordImport.Summary s =
        RecordImport.of("shogi", List.of(in.toString()), ReadMode.STRICT, 4)
            .run(spark, dir.resolve("out").toString());
    assertEquals(0, s.games());
    assertEquals(130, s.refusedGames());
    assertEquals(RecordImport.REFUSALS_SHOWN, s.refusals().size());
    List<String> expected = new ArrayList<>();
    for (int i = 0; i < RecordImport.REFUSALS_SHOWN; i++) {
      String file = i < 70 ? "a.csa" : "b.csa";
      int game = i < 70 ? i + 1 : i - 69;
      expected.add(file + ": game " + game + ": (line " + (5 * game - 1) + ",");
    }
    for (int i = 0; i < expected.size(); i++) {
      String shown = s.refusals().get(i);
      String[] parts = expected.get(i).split(": \\(");
      assertTrue(shown.contains("/" + parts[0] + ": "), shown + " is not " + expected.get(i));
      assertTrue(shown.contains(" (" + parts[1]), shown + " is not at " + expected.get(i));
    }
  }

  @Test
  void gzippedFilesAreReadByTheExtensionBeforeGz(@TempDir Path dir) throws IOException {
    Path in = Files.createDirectories(dir.resolve("in"));
    String csa =
        Csa.FORMAT.write(
            List.of(of(RandomGames.shogi(1, 30, true)), of(RandomGames.shogi(2, 20, false))));
    try (var out =
        new java.util.zip.GZIPOutputStream(Files.newOutputStream(in.resolve("a.csa.gz")))) {
      out.write(csa.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }
    Files.writeString(dir.resolve("a.csa"), csa);
    RecordImport.Summary zipped =
        RecordImport.of("shogi", List.of(in.toString()), ReadMode.STRICT, 0)
            .run(spark, dir.resolve("zipped").toString());
    RecordImport.Summary plain =
        RecordImport.of("shogi", List.of(dir.resolve("a.csa").toString()), ReadMode.STRICT, 0)
            .run(spark, dir.resolve("plain").toString());
    assertEquals(2, zipped.games());
    assertEquals(plain.positions(), zipped.positions());
    assertEquals(Map.of(), zipped.refused());
  }

  @Test
  void aFolderReachedAgainThroughALinkIsListedOnce(@TempDir Path dir)
      throws IOException, InterruptedException {
    Path in = Files.createDirectories(dir.resolve("in/sub"));
    Files.writeString(in.resolve("a.csa"), Csa.FORMAT.write(RandomGames.shogi(1, 10, false)));
    Files.createSymbolicLink(in.resolve("up"), dir.resolve("in"));
    Files.createSymbolicLink(dir.resolve("alias"), dir.resolve("in"));
    var hadoop = spark.sparkContext().hadoopConfiguration();
    List<String> files =
        RecordImport.of(
                "shogi",
                List.of(dir.resolve("in").toString(), dir.resolve("alias").toString()),
                ReadMode.STRICT,
                0)
            .files(hadoop);
    // in/sub/a.csa once: not again as in/sub/up/sub/a.csa and deeper, nor through the alias
    assertEquals(1, files.size(), files.toString());
    assertTrue(files.get(0).endsWith("in/sub/a.csa"), files.toString());
    // a link to a file found too adds nothing; a link to nothing and a FIFO are passed over
    Files.createSymbolicLink(in.resolve("b.csa"), in.resolve("a.csa"));
    Files.createSymbolicLink(in.resolve("gone.csa"), dir.resolve("nothing.csa"));
    Path fifo = in.resolve("pipe.csa");
    boolean made = new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0;
    List<String> again =
        RecordImport.of("shogi", List.of(dir.resolve("in").toString()), ReadMode.STRICT, 0)
            .files(hadoop);
    assertEquals(files, again);
    if (made) {
      IllegalArgumentException named =
          assertThrows(
              IllegalArgumentException.class,
              () ->
                  RecordImport.of("shogi", List.of(fifo.toString()), ReadMode.STRICT, 0)
                      .files(hadoop));
      assertTrue(named.getMessage().contains("is not a regular file"), named.getMessage());
    }
  }

  @Test
  void pathsAreCheckedBeforeAnyFileIsRead(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("notes.txt"), "not a record");
    var hadoop = spark.sparkContext().hadoopConfiguration();
    IllegalArgumentException missing =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                RecordImport.of(
                        "shogi", List.of(dir.resolve("none").toString()), ReadMode.STRICT, 0)
                    .files(hadoop));
    assertTrue(missing.getMessage().contains("no such file or folder"), missing.getMessage());
    IllegalArgumentException text =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                RecordImport.of(
                        "shogi", List.of(dir.resolve("notes.txt").toString()), ReadMode.STRICT, 0)
                    .files(hadoop));
    assertTrue(text.getMessage().contains(".csa"), text.getMessage());
    IllegalArgumentException empty =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                RecordImport.of("shogi", List.of(dir.toString()), ReadMode.STRICT, 0)
                    .files(hadoop));
    assertTrue(empty.getMessage().contains("no record file"), empty.getMessage());
    assertThrows(
        IllegalArgumentException.class,
        () -> RecordImport.of("napoleon", List.of(dir.toString()), ReadMode.STRICT, 0));
    assertThrows(
        IllegalArgumentException.class,
        () -> RecordImport.of("shogi", List.of(), ReadMode.STRICT, 0));
    RecordImport job = RecordImport.of("shogi", List.of(dir.toString()), ReadMode.STRICT, 0);
    String out = dir.resolve("out").toString();
    assertThrows(IllegalArgumentException.class, () -> job.run(spark, out, List.of()));
    assertThrows(
        IllegalArgumentException.class,
        () -> job.run(spark, out, java.util.Arrays.asList((String) null)));
    assertFalse(Files.exists(dir.resolve("out")), "nothing written for a refused list");
  }

  /**
   * The xiangqi PGN files of the shared records, imported as played: every game read is written. A
   * folder and single files are named; the one large file (800 KB) is left out to keep the test
   * short.
   */
  @Test
  void theSharedXiangqiRecordsAreImportedAsTheReaderReadsThem(@TempDir Path dir)
      throws IOException {
    Path root = Corpus.require().resolve("xiangqi-pgn");
    List<Path> named = new ArrayList<>(List.of(root.resolve("walker8088__cchess")));
    try (Stream<Path> files = Files.list(root.resolve("maksimKorzh__wukong-xiangqi"))) {
      files.filter(f -> f.toFile().length() < 100_000).sorted().forEach(named::add);
    }
    List<Path> all = new ArrayList<>();
    for (Path p : named) {
      try (Stream<Path> files = Files.walk(p)) {
        files.filter(f -> f.toString().endsWith(".pgn")).forEach(all::add);
      }
    }
    assertTrue(all.size() >= 5, "files: " + all);
    Xiangqi xiangqi = new Xiangqi();
    long read = 0;
    long refused = 0;
    long plies = 0;
    for (Path f : all) {
      for (var entry :
          xiangqi
              .recordFormats()
              .get(0)
              .readEach(xiangqi, Files.readAllBytes(f), ReadMode.AS_PLAYED)) {
        if (entry.record().isPresent()) {
          read++;
          plies += entry.record().get().record().ply() + 1;
        } else {
          refused++;
        }
      }
    }
    RecordImport.Summary s =
        RecordImport.of(
                "xiangqi", named.stream().map(Path::toString).toList(), ReadMode.AS_PLAYED, 0)
            .run(spark, dir.resolve("out").toString());
    assertEquals(all.size(), s.files());
    assertEquals(read, s.games());
    assertEquals(plies, s.positions());
    assertEquals(refused, s.refused().values().stream().mapToLong(Long::longValue).sum());
    assertEquals(plies, spark.read().parquet(dir.resolve("out/positions").toString()).count());
  }

  private AnnotatedRecord<ShogiPosition, Move> of(GameRecord<ShogiPosition, Move> record) {
    return AnnotatedRecord.of(record);
  }
}
