package io.github.plateau.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Games;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.ReadMode;
import io.github.plateau.draughts.Draughts;
import io.github.plateau.draughts.DraughtsPosition;
import io.github.plateau.draughts.Move;
import io.github.plateau.draughts.Pdn;
import io.github.plateau.engine.PairResult;
import io.github.plateau.shogi.Csa;
import io.github.plateau.shogi.Shogi;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A small distributed match: results, SPRT, records, and the same games however partitioned. */
class DistributedMatchTest {
  private final SparkSession spark = LocalSpark.session();

  private static DistributedMatch.Builder match() {
    return DistributedMatch.builder("draughts-brazilian")
        .entrant("seeded", "random:5")
        .entrant("byclass", "class:io.github.plateau.core.RandomPlayer")
        .games(6)
        .randomPlies(2)
        .seed(11)
        .maxPlies(120)
        .moveTime(java.time.Duration.ofSeconds(5));
  }

  @Test
  void aSmallMatchCountsEveryGameAndWritesEveryRecord(@TempDir Path dir) throws IOException {
    Path records = dir.resolve("records");
    DistributedMatch m = match().sprt("elo0=0,elo1=200").records(records.toString()).build();
    DistributedMatch.Result r = m.run(spark);
    PairResult p = r.pairs().get(0);
    assertEquals(6, r.gamesPlayed());
    assertEquals(6, p.wins() + p.losses() + p.draws());
    long pairs = 0;
    for (long n : p.pairs()) {
      pairs += n;
    }
    assertEquals(3, pairs);
    assertTrue(r.sprt().isPresent());
    String report = r.report(m.sprt());
    String last = report.lines().reduce((a, b) -> b).orElseThrow();
    assertTrue(last.startsWith("seeded vs byclass: +" + p.wins() + " -" + p.losses()), report);
    assertTrue(last.contains(", SPRT: "), last);

    Draughts game = (Draughts) Games.create("draughts-brazilian");
    TreeMap<Integer, AnnotatedRecord<DraughtsPosition, Move>> byRound = new TreeMap<>();
    for (Path file : parts(records)) {
      for (AnnotatedRecord<DraughtsPosition, Move> a :
          Pdn.FORMAT.readAll(game, Files.readAllBytes(file), ReadMode.AS_PLAYED)) {
        byRound.put(Integer.parseInt(a.headers().get("Round")), a);
      }
    }
    assertEquals(List.of(1, 2, 3, 4, 5, 6), new ArrayList<>(byRound.keySet()));
    long firstWins = 0;
    for (AnnotatedRecord<DraughtsPosition, Move> a : byRound.values()) {
      Optional<Outcome> outcome = a.statedOutcome().or(() -> a.record().outcome());
      Optional<String> winner =
          outcome.orElseThrow().winner().map(w -> a.headers().get(capitalized(w.name())));
      firstWins += winner.equals(Optional.of("seeded")) ? 1 : 0;
    }
    assertEquals(p.wins(), firstWins, byRound.values().toString());
  }

  @Test
  void everyRecordFileIsAWholeFileOfTheFormatThatHoldsMany(@TempDir Path dir) throws IOException {
    Path records = dir.resolve("shogi");
    DistributedMatch.builder("shogi")
        .entrant("a", "random")
        .entrant("b", "random")
        .games(3) // a pair and a lone game, in two partitions: two CSA files
        .maxPlies(20)
        .moveTime(java.time.Duration.ofSeconds(5))
        .partitions(2)
        .records(records.toString())
        .build()
        .run(spark);
    List<Path> files = parts(records);
    assertEquals(2, files.size());
    Shogi shogi = (Shogi) Games.create("shogi");
    List<Integer> sizes = new ArrayList<>();
    for (Path file : files) {
      var games = Csa.FORMAT.readAll(shogi, Files.readAllBytes(file), ReadMode.AS_PLAYED);
      sizes.add(games.size());
      games.forEach(g -> assertEquals(20, g.record().ply()));
    }
    sizes.sort(null);
    assertEquals(List.of(1, 2), sizes);
  }

  /** As self-play's output: records are never mixed with another run's files. */
  @Test
  void aRecordsDirectoryThatHoldsFilesIsRefusedBeforeAnyGame(@TempDir Path dir) throws IOException {
    Files.writeString(dir.resolve("part-old.txt"), "an earlier match");
    DistributedMatch m = match().records(dir.toString()).build();
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> m.run(spark));
    assertTrue(e.getMessage().contains("is not empty"), e.getMessage());
    assertEquals(List.of(dir.resolve("part-old.txt")), parts(dir));
  }

  @Test
  void theResultsDoNotDependOnThePartitioning() {
    String one = match().partitions(1).build().run(spark).report(Optional.empty());
    String three = match().partitions(3).build().run(spark).report(Optional.empty());
    assertEquals(one, three);
  }

  @Test
  void badSettingsAreIllegalArguments() {
    List<DistributedMatch.Builder> bad =
        List.of(
            players("chess", "a=random", "b=random"),
            players("shogi", "a=random"),
            players("shogi", "a=random", "b=class:no.such.Bot"),
            players("shogi", "a=random", "a=random:2"),
            players("shogi", "a=random", "b=random").timeControl("fast"),
            players("shogi", "a=random", "b=random", "c=random").sprt("elo0=0,elo1=5"));
    for (DistributedMatch.Builder builder : bad) {
      assertThrows(IllegalArgumentException.class, builder::build);
    }
    assertThrows(IllegalArgumentException.class, () -> match().games(0));
    assertThrows(IllegalArgumentException.class, () -> match().sprt("elo0=x"));
    assertThrows(IllegalArgumentException.class, () -> match().entrant(" ", "random"));
    assertThrows(IllegalArgumentException.class, () -> DistributedMatch.builder(null));
  }

  /** A builder for a game with players given as NAME=SPEC. */
  private static DistributedMatch.Builder players(String game, String... players) {
    DistributedMatch.Builder builder = DistributedMatch.builder(game);
    for (String p : players) {
      builder.entrant(p.substring(0, p.indexOf('=')), p.substring(p.indexOf('=') + 1));
    }
    return builder;
  }

  private static String capitalized(String side) {
    return side.charAt(0) + side.substring(1).toLowerCase(java.util.Locale.ROOT);
  }

  private static List<Path> parts(Path dir) throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      return files.filter(f -> f.getFileName().toString().startsWith("part-")).sorted().toList();
    }
  }
}
