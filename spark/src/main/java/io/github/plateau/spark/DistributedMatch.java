package io.github.plateau.spark;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Game;
import io.github.plateau.core.Position;
import io.github.plateau.core.Reason;
import io.github.plateau.engine.MatchGame;
import io.github.plateau.engine.PairResult;
import io.github.plateau.engine.Sprt;
import java.io.Serializable;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;

/**
 * A match on a Spark cluster: the engine layer's match runner ({@link
 * io.github.plateau.engine.Match}) over game pairs spread across the executors, with the results by
 * reason, the likelihood of superiority, the Elo difference and its interval, and the SPRT, all
 * from the engine layer's {@link PairResult} and {@link Sprt}, printed as {@code plateau match}
 * prints them.
 *
 * <p>Every pairing of the players (two players, or a round robin) plays {@code games} games, in
 * pairs from one opening with the sides swapped. A game pair is one unit of work: its opening and
 * its players' seeds come from the job's seed and the pair's number, so the results are the same
 * however the pairs are partitioned (for players whose moves depend only on their seed; a bot under
 * a real clock depends on the machine's load). With an SPRT the pairs are played in batches and the
 * match stops after the batch where the test concludes, as a distributed engine tester does.
 * Records are written, one file per partition and batch, in the game's first record format that
 * holds many games in one file (CSA, PGN, PDN), else as move lists (Napoleon).
 */
public final class DistributedMatch {
  private final Table table;
  private final int games;
  private final Optional<Sprt> sprt;
  private final int batch;
  private final Optional<String> records;
  private final int partitions;

  private DistributedMatch(Builder b) {
    this.table =
        new Table(
            b.gameSpec,
            b.names,
            b.specs,
            b.clockKind,
            b.clockValue,
            b.randomPlies,
            b.maxPlies,
            b.adjudication,
            b.seed);
    this.games = b.games;
    this.sprt = Optional.ofNullable(b.sprt);
    this.batch = b.batch;
    this.records = Optional.ofNullable(b.records);
    this.partitions = b.partitions;
  }

  /**
   * A builder for a match of a game.
   *
   * @param gameSpec the game, as {@link io.github.plateau.core.Games#create} takes it
   * @return a new builder
   * @throws IllegalArgumentException if the specification is null
   */
  public static Builder builder(String gameSpec) {
    DistributedPerft.check(gameSpec != null, "the game is null");
    return new Builder(gameSpec);
  }

  /**
   * The results of a distributed match.
   *
   * @param pairs the results of each pairing, in the order the players were added
   * @param sprt the test's conclusion for a two-player match with an SPRT, else empty
   * @param gamesPlayed the games played (fewer than asked when the SPRT stopped the match)
   */
  public record Result(List<PairResult> pairs, Optional<Sprt.Decision> sprt, long gamesPlayed) {
    /**
     * Copies the list.
     *
     * @param pairs the results of each pairing
     * @param sprt the test's conclusion, if any
     * @param gamesPlayed the games played
     * @throws IllegalArgumentException if an argument is null
     */
    public Result {
      DistributedPerft.check(pairs != null && sprt != null, "an argument is null");
      pairs = List.copyOf(pairs);
    }

    /**
     * What {@code plateau match} prints: per pairing, the wins and draws by reason, the LOS and the
     * game pairs by points; then the summary lines, one per pairing (with the SPRT's conclusion for
     * a two-player match that ran one).
     *
     * @param test the SPRT the match ran, if any
     * @return the lines, each ending with a newline
     */
    public String report(Optional<Sprt> test) {
      DistributedPerft.check(test != null, "test is null");
      StringBuilder s = new StringBuilder();
      for (PairResult p : pairs) {
        s.append(p.first()).append(" vs ").append(p.second()).append(":\n");
        reasons(s, "  " + p.first() + " wins", p.winsBy());
        reasons(s, "  " + p.second() + " wins", p.lossesBy());
        reasons(s, "  draws", p.drawsBy());
        long[] c = p.pairs();
        s.append(
            String.format(
                Locale.ROOT,
                "  LOS %.1f%%, game pairs [0: %d, 0.5: %d, 1: %d, 1.5: %d, 2: %d]%n",
                100 * p.los(),
                c[0],
                c[1],
                c[2],
                c[3],
                c[4]));
      }
      for (PairResult p : pairs) {
        s.append(p.summary(pairs.size() == 1 ? test : Optional.empty())).append('\n');
      }
      return s.toString();
    }

    private static void reasons(StringBuilder s, String label, Map<Reason, Long> counts) {
      if (counts.isEmpty()) {
        return;
      }
      s.append(label).append(':');
      counts.forEach(
          (r, n) -> s.append(' ').append(r.name().toLowerCase(Locale.ROOT)).append(' ').append(n));
      s.append('\n');
    }
  }

  /**
   * The SPRT this match runs.
   *
   * @return the test, or empty
   */
  public Optional<Sprt> sprt() {
    return sprt;
  }

  /**
   * Plays the match.
   *
   * @param spark the session whose cluster plays
   * @return the results
   * @throws IllegalArgumentException if the session is null, or the records directory holds files
   * @throws IllegalStateException if a game could not be played (a player that cannot be made on an
   *     executor, say), with the executor's exception as the cause
   */
  public Result run(SparkSession spark) {
    return run(spark, line -> {});
  }

  /**
   * Plays the match, reporting each batch.
   *
   * @param spark the session whose cluster plays
   * @param progress receives one line per batch of game pairs
   * @return the results
   * @throws IllegalArgumentException if an argument is null, or the records directory exists and is
   *     not empty, is a file or cannot be made (before any game)
   * @throws IllegalStateException if a game could not be played, with the cause; Spark may also
   *     throw its own {@code SparkException} (undeclared, as Scala throws it) when it aborts the
   *     job
   */
  public Result run(SparkSession spark, Consumer<String> progress) {
    DistributedPerft.check(spark != null && progress != null, "an argument is null");
    List<int[]> pairings = new ArrayList<>();
    for (int i = 0; i < table.names.size(); i++) {
      for (int j = i + 1; j < table.names.size(); j++) {
        pairings.add(new int[] {i, j});
      }
    }
    List<PairResult> results = new ArrayList<>();
    for (int[] p : pairings) {
      results.add(PairResult.empty(table.names.get(p[0]), table.names.get(p[1])));
    }
    int pairsPerPairing = (games + 1) / 2;
    records.ifPresent(
        dir ->
            Cluster.checkFreshDirectory(
                dir, spark.sparkContext().hadoopConfiguration(), "the records directory"));
    int cores = Cluster.cores(spark);
    int perBatch = sprt.isPresent() ? (batch > 0 ? batch : 4 * cores) : pairsPerPairing;
    JavaSparkContext context = JavaSparkContext.fromSparkContext(spark.sparkContext());
    long played = 0;
    Optional<Sprt.Decision> decision = Optional.empty();
    Cluster.Described described = Cluster.describe(context, "plateau match " + table.gameSpec);
    try {
      for (int from = 0; from < pairsPerPairing; from += perBatch) {
        List<Unit> units = new ArrayList<>();
        for (int pair = from; pair < Math.min(pairsPerPairing, from + perBatch); pair++) {
          for (int k = 0; k < pairings.size(); k++) {
            int count = Math.min(2, games - 2 * pair);
            long number = 2L * ((long) pair * pairings.size() + k) + 1;
            units.add(new Unit(k, pairings.get(k)[0], pairings.get(k)[1], pair, count, number));
          }
        }
        Table t = table;
        context.setJobDescription("plateau match " + table.gameSpec + ", pairs from " + from);
        int slices = Math.max(1, Math.min(units.size(), partitions > 0 ? partitions : 4 * cores));
        boolean keep = records.isPresent();
        JavaRDD<Batch> batches =
            context
                .parallelize(units, slices)
                .mapPartitions((Iterator<Unit> it) -> List.of(playAll(t, it, keep)).iterator());
        if (keep) { // two actions, the records' write and the results' collect, over the same games
          batches = batches.persist(StorageLevel.MEMORY_AND_DISK());
        }
        List<Played> all = new ArrayList<>();
        try {
          if (keep) {
            // written from the executors, one text (a whole file) per partition: only the results
            // come back to the driver
            spark
                .createDataset(
                    batches.map(b -> b.text).filter(x -> !x.isEmpty()).rdd(), Encoders.STRING())
                .write()
                .mode(SaveMode.Append)
                .text(records.get());
          }
          batches.map(b -> b.played).collect().forEach(all::addAll);
        } finally {
          batches.unpersist(false);
        }
        all.sort((a, b) -> Long.compare(a.number, b.number));
        for (Played g : all) {
          PairResult r = results.get(g.pairing).withGame(g.points, Reason.valueOf(g.reason));
          if (g.pairHalfPoints >= 0) {
            r = r.withPair(g.pairHalfPoints);
          }
          results.set(g.pairing, r);
          played++;
        }
        progress.accept("games " + played + ": " + String.join("; ", summaries(results)));
        if (sprt.isPresent() && results.size() == 1) {
          Sprt.Decision d = sprt.get().decide(results.get(0));
          decision = Optional.of(d);
          if (d != Sprt.Decision.CONTINUE) {
            break;
          }
        }
      }
    } finally {
      described.close();
    }
    return new Result(results, decision, played);
  }

  private static List<String> summaries(List<PairResult> results) {
    List<String> lines = new ArrayList<>();
    results.forEach(r -> lines.add(r.summary(Optional.empty())));
    return lines;
  }

  /**
   * Runs on an executor: plays each unit, and writes the partition's records as one text where they
   * are kept.
   */
  private static Batch playAll(Table table, Iterator<Unit> units, boolean keepRecords) {
    return playTyped(DistributedPerft.game(table.gameSpec), table, units, keepRecords);
  }

  private static <P extends Position<P, M>, M> Batch playTyped(
      Game<P, M> game, Table table, Iterator<Unit> units, boolean keepRecords) {
    List<Played> played = new ArrayList<>();
    List<AnnotatedRecord<P, M>> records = new ArrayList<>();
    while (units.hasNext()) {
      Unit u = units.next();
      List<MatchGame<P, M>> pair = table.play(game, u.first, u.second, u.count, u.pair, u.pairing);
      int halfPoints = 0;
      for (int g = 0; g < pair.size(); g++) {
        MatchGame<P, M> m = pair.get(g);
        int points = pointsOf(game, m, table.names.get(u.first));
        halfPoints += points;
        boolean closesPair = pair.size() == 2 && g == 1;
        played.add(
            new Played(
                u.pairing,
                u.number + g,
                points,
                m.outcome().reason().name(),
                closesPair ? halfPoints : -1));
        if (keepRecords) {
          records.add(Table.numbered(m, u.number + g));
        }
      }
    }
    String text = records.isEmpty() ? "" : Records.write(game, records, true)[1];
    return new Batch(played, text);
  }

  private static <P extends Position<P, M>, M> int pointsOf(
      Game<P, M> game, MatchGame<P, M> played, String name) {
    return played
        .outcome()
        .winner()
        .map(w -> played.players().get(game.sides().indexOf(w)).equals(name) ? 2 : 0)
        .orElse(1);
  }

  /** A game pair to play: the pairing, its players, the pair's number and its games' numbers. */
  private record Unit(int pairing, int first, int second, int pair, int count, long number)
      implements Serializable {
    private static final long serialVersionUID = 1L;
  }

  /** One game's result, as the driver adds it up. */
  private record Played(int pairing, long number, int points, String reason, int pairHalfPoints)
      implements Serializable {
    private static final long serialVersionUID = 1L;
  }

  /** A partition's games and their records as one file. */
  private record Batch(List<Played> played, String text) implements Serializable {
    private static final long serialVersionUID = 1L;
  }

  /** Builds a {@link DistributedMatch}. Not thread-safe. */
  public static final class Builder {
    private final String gameSpec;
    private final List<String> names = new ArrayList<>();
    private final List<String> specs = new ArrayList<>();
    private int games = 2;
    private String clockKind = "tc";
    private String clockValue = "10+0.1";
    private int randomPlies;
    private long seed = 1;
    private int maxPlies = 1000;
    private String adjudication = "";
    private Sprt sprt;
    private int batch;
    private String records;
    private int partitions;

    private Builder(String gameSpec) {
      this.gameSpec = gameSpec;
    }

    /**
     * Adds a player.
     *
     * @param name its name, unique in the match
     * @param spec {@code random}, {@code random:SEED} or {@code class:NAME}, as {@link
     *     io.github.plateau.engine.Players#create} takes it; the class must be on the executors'
     *     class path (in the jobs jar, or given to {@code spark-submit --jars})
     * @return this builder
     * @throws IllegalArgumentException if an argument is null or the name blank
     */
    public Builder entrant(String name, String spec) {
      DistributedPerft.check(name != null && !name.isBlank(), "a player's name is empty");
      DistributedPerft.check(spec != null, "spec is null");
      names.add(name);
      specs.add(spec);
      return this;
    }

    /**
     * The games each pairing plays (2 by default).
     *
     * @param count 1 or more
     * @return this builder
     * @throws IllegalArgumentException if it is below 1
     */
    public Builder games(int count) {
      DistributedPerft.check(count >= 1, "games must be at least 1, not " + count);
      this.games = count;
      return this;
    }

    /**
     * The clock, as {@code plateau match --tc} takes it ({@code 10+0.1}, the default; {@code
     * 40/60+0.5}; {@code 600|10}).
     *
     * @param text the time control
     * @return this builder
     * @throws IllegalArgumentException if the text is null; a malformed one fails {@link #build}
     */
    public Builder timeControl(String text) {
      return clock("tc", text);
    }

    /**
     * Fixed nodes per move instead of a clock.
     *
     * @param nodes 1 or more
     * @return this builder
     * @throws IllegalArgumentException if it is below 1
     */
    public Builder nodes(long nodes) {
      DistributedPerft.check(nodes >= 1, "nodes must be at least 1, not " + nodes);
      return clock("nodes", Long.toString(nodes));
    }

    /**
     * A fixed search depth per move instead of a clock.
     *
     * @param depth 1 or more
     * @return this builder
     * @throws IllegalArgumentException if it is below 1
     */
    public Builder depth(int depth) {
      DistributedPerft.check(depth >= 1, "depth must be at least 1, not " + depth);
      return clock("depth", Integer.toString(depth));
    }

    /**
     * A fixed time per move instead of a clock.
     *
     * @param time from 1 ms to a day
     * @return this builder
     * @throws IllegalArgumentException if it is null or out of range
     */
    public Builder moveTime(Duration time) {
      DistributedPerft.check(time != null, "time is null");
      DistributedPerft.check(
          time.toMillis() >= 1 && time.compareTo(Duration.ofDays(1)) <= 0,
          "a move time must be 1 ms to a day, not " + time);
      return clock(
          "movetime", new java.math.BigDecimal(time.toMillis()).movePointLeft(3).toString());
    }

    /**
     * Builds on the clock of the command line's options, by name.
     *
     * @param kind {@code tc}, {@code nodes}, {@code depth} or {@code movetime}
     * @param value the option's value
     * @return this builder
     */
    Builder clock(String kind, String value) {
      DistributedPerft.check(value != null, "the clock is null");
      this.clockKind = kind;
      this.clockValue = value;
      return this;
    }

    /**
     * Random openings of this many plies (0, the default: the start position).
     *
     * @param plies 0 to 200
     * @return this builder
     * @throws IllegalArgumentException if out of range
     */
    public Builder randomPlies(int plies) {
      DistributedPerft.check(plies >= 0 && plies <= 200, "random plies must be 0 to 200");
      this.randomPlies = plies;
      return this;
    }

    /**
     * The job's seed (1 by default): the same seed, the same openings and player seeds.
     *
     * @param seed any number
     * @return this builder
     */
    public Builder seed(long seed) {
      this.seed = seed;
      return this;
    }

    /**
     * The plies after the opening beyond which a game is a draw by adjudication (1000 by default).
     *
     * @param plies 1 or more
     * @return this builder
     * @throws IllegalArgumentException if it is below 1
     */
    public Builder maxPlies(int plies) {
      DistributedPerft.check(plies >= 1, "max plies must be at least 1, not " + plies);
      this.maxPlies = plies;
      return this;
    }

    /**
     * Score adjudication, as {@code plateau match --adjudicate} takes it.
     *
     * @param text such as {@code resign=600/3,draw=10/8/60}
     * @return this builder
     * @throws IllegalArgumentException if it is null; a malformed one fails {@link #build}
     */
    public Builder adjudication(String text) {
      DistributedPerft.check(text != null, "adjudication is null");
      this.adjudication = text;
      return this;
    }

    /**
     * An SPRT, as {@code plateau match --sprt} takes it; two players only.
     *
     * @param text such as {@code elo0=0,elo1=5}
     * @return this builder
     * @throws IllegalArgumentException if the text is null or malformed
     */
    public Builder sprt(String text) {
      this.sprt = Sprt.parse(text);
      return this;
    }

    /**
     * The game pairs of one batch when an SPRT runs (default: four per core of the cluster): the
     * test is checked after each batch.
     *
     * @param pairs 1 or more
     * @return this builder
     * @throws IllegalArgumentException if it is below 1
     */
    public Builder batch(int pairs) {
      DistributedPerft.check(pairs >= 1, "a batch must hold at least 1 game pair, not " + pairs);
      this.batch = pairs;
      return this;
    }

    /**
     * The Spark partitions of each batch (default: four per core of the cluster); the results do
     * not depend on it.
     *
     * @param count 1 or more
     * @return this builder
     * @throws IllegalArgumentException if it is below 1
     */
    public Builder partitions(int count) {
      DistributedPerft.check(count >= 1, "partitions must be at least 1, not " + count);
      this.partitions = count;
      return this;
    }

    /**
     * Writes every game's record into this directory (any path Spark writes to: local, HDFS, S3),
     * as text files {@code part-*.txt}.
     *
     * @param directory the directory; it must not exist yet, or be empty, when the match runs
     * @return this builder
     * @throws IllegalArgumentException if it is null or blank
     */
    public Builder records(String directory) {
      DistributedPerft.check(directory != null && !directory.isBlank(), "directory is empty");
      this.records = directory;
      return this;
    }

    /**
     * The match, checked on the driver: the game, every player, the clock and the adjudication.
     *
     * @return the match
     * @throws IllegalArgumentException if the game is unknown, fewer than two players were added,
     *     two share a name, a player cannot be made, the clock or adjudication is malformed, or an
     *     SPRT is asked of more than two players
     */
    public DistributedMatch build() {
      DistributedPerft.check(
          sprt == null || names.size() == 2, "an SPRT tests two players, not " + names.size());
      DistributedMatch match = new DistributedMatch(this);
      match.table.check();
      return match;
    }
  }
}
