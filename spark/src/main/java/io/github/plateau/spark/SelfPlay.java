package io.github.plateau.spark;

import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Position;
import io.github.plateau.engine.MatchGame;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.storage.StorageLevel;

/**
 * Self-play datasets on a Spark cluster: seeded games between two players, written as Parquet for
 * training evaluation networks.
 *
 * <p>Game {@code n} (from 0) is played by the engine layer's match runner with its own seed, mixed
 * from the job's seed and {@code n}: its opening and its players' seeds, so the dataset is the same
 * however the games are partitioned. The first player has the first side in the even games, the
 * second in the odd ones. The output directory gets two Parquet tables:
 *
 * <ul>
 *   <li>{@code positions/}, one row per position of every game, the last included: {@code game_id}
 *       (long), {@code ply} (int, 0 for the start), {@code position} (the game's notation), {@code
 *       move} (the move played there in the game's notation; null at the last position), {@code
 *       side_to_move}, {@code winner} (the winning side's name, null for a draw), {@code reason}
 *       (how the game ended, a {@link io.github.plateau.core.Reason} name) and {@code result} (the
 *       game's result for the side to move: 1, 0.5 or 0).
 *   <li>{@code games/}, one row per game: {@code game_id}, {@code seed}, {@code first} and {@code
 *       second} (the players' names in side order), {@code plies}, {@code winner}, {@code reason},
 *       {@code format} (the record format's name, or {@code moves}) and {@code record} (the game in
 *       the game's first record format that holds one game, else three lines: headers, start
 *       position, moves).
 * </ul>
 *
 * <p>{@link RecordImport} writes the same two tables from game records. Its games have no {@code
 * seed} and no {@code first} or {@code second}, and a game whose record states no result has no
 * {@code reason}, {@code winner} or {@code result}: those columns are nullable. Self-play fills
 * them all.
 */
public final class SelfPlay {
  /** The schema of {@code positions/}. */
  public static final StructType POSITIONS =
      new StructType()
          .add("game_id", DataTypes.LongType, false)
          .add("ply", DataTypes.IntegerType, false)
          .add("position", DataTypes.StringType, false)
          .add("move", DataTypes.StringType, true)
          .add("side_to_move", DataTypes.StringType, false)
          .add("winner", DataTypes.StringType, true)
          .add("reason", DataTypes.StringType, true)
          .add("result", DataTypes.DoubleType, true);

  /** The schema of {@code games/}. */
  public static final StructType GAMES =
      new StructType()
          .add("game_id", DataTypes.LongType, false)
          .add("seed", DataTypes.LongType, true)
          .add("first", DataTypes.StringType, true)
          .add("second", DataTypes.StringType, true)
          .add("plies", DataTypes.IntegerType, false)
          .add("winner", DataTypes.StringType, true)
          .add("reason", DataTypes.StringType, true)
          .add("format", DataTypes.StringType, false)
          .add("record", DataTypes.StringType, false);

  /** The most games one job plays. */
  public static final long MAX_GAMES = 100_000_000L;

  private final Table table;
  private final long games;
  private final int partitions;

  private SelfPlay(Table table, long games, int partitions) {
    this.table = table;
    this.games = games;
    this.partitions = partitions;
  }

  /**
   * A self-play job.
   *
   * @param gameSpec the game, as {@link io.github.plateau.core.Games#create} takes it
   * @param first the first player: {@code random}, {@code random:SEED} or {@code class:NAME}
   * @param second the second player, likewise
   * @param games how many games, 1 to {@link #MAX_GAMES}
   * @param seed the job's seed
   * @param maxPlies plies after the opening beyond which a game is a draw by adjudication, 1 or
   *     more
   * @param randomPlies random opening plies, 0 to 200
   * @param partitions Spark partitions, 0 for four per core
   * @return the job
   * @throws IllegalArgumentException if the game is unknown, a player cannot be made, or a number
   *     is out of range
   */
  public static SelfPlay of(
      String gameSpec,
      String first,
      String second,
      long games,
      long seed,
      int maxPlies,
      int randomPlies,
      int partitions) {
    DistributedPerft.check(first != null && second != null, "a player is null");
    DistributedPerft.check(
        games >= 1 && games <= MAX_GAMES, "games must be 1 to " + MAX_GAMES + ", not " + games);
    DistributedPerft.check(maxPlies >= 1, "max plies must be at least 1, not " + maxPlies);
    DistributedPerft.check(randomPlies >= 0 && randomPlies <= 200, "random plies must be 0 to 200");
    DistributedPerft.check(partitions >= 0, "partitions must not be negative");
    String firstName = first.equals(second) ? first + "#1" : first;
    String secondName = first.equals(second) ? second + "#2" : second;
    Table table =
        new Table(
            gameSpec,
            List.of(firstName, secondName),
            List.of(first, second),
            "movetime",
            "1",
            randomPlies,
            maxPlies,
            "",
            seed);
    table.check();
    return new SelfPlay(table, games, partitions);
  }

  /**
   * The same job with a clock, as {@code plateau match --tc} takes it (the default is a second a
   * move, which the random player does not need).
   *
   * @param text such as {@code 10+0.1}
   * @return the new job
   * @throws IllegalArgumentException if the text is null or malformed
   */
  public SelfPlay timeControl(String text) {
    DistributedPerft.check(text != null, "the time control is null");
    return new SelfPlay(table.withClock("tc", text), games, partitions);
  }

  /**
   * The same job with fixed nodes per move instead of a clock.
   *
   * @param nodes 1 or more
   * @return the new job
   * @throws IllegalArgumentException if it is below 1
   */
  public SelfPlay nodes(long nodes) {
    DistributedPerft.check(nodes >= 1, "nodes must be at least 1, not " + nodes);
    return new SelfPlay(table.withClock("nodes", Long.toString(nodes)), games, partitions);
  }

  /**
   * The same job with a fixed search depth per move instead of a clock.
   *
   * @param depth 1 or more
   * @return the new job
   * @throws IllegalArgumentException if it is below 1
   */
  public SelfPlay depth(int depth) {
    DistributedPerft.check(depth >= 1, "depth must be at least 1, not " + depth);
    return new SelfPlay(table.withClock("depth", Integer.toString(depth)), games, partitions);
  }

  /**
   * The same job with a fixed time per move, as {@code --movetime} takes it.
   *
   * @param seconds such as {@code 0.5}, from 0.001 to 86400
   * @return the new job
   * @throws IllegalArgumentException if it is null, malformed or out of range
   */
  public SelfPlay moveTime(String seconds) {
    DistributedPerft.check(seconds != null, "the move time is null");
    Table.seconds(seconds);
    return new SelfPlay(table.withClock("movetime", seconds), games, partitions);
  }

  /**
   * What a job wrote.
   *
   * @param games the games played
   * @param positions the rows of {@code positions/}
   * @param outcomes the games by outcome ({@code "first wins by CHECKMATE"}, {@code "draw by
   *     ADJUDICATION"}, ...), sorted
   */
  public record Summary(long games, long positions, Map<String, Long> outcomes) {
    /**
     * Copies the map.
     *
     * @param games the games played
     * @param positions the rows written
     * @param outcomes the games by outcome
     * @throws IllegalArgumentException if it is null
     */
    public Summary {
      DistributedPerft.check(outcomes != null, "outcomes is null");
      outcomes = java.util.Collections.unmodifiableMap(new TreeMap<>(outcomes));
    }
  }

  /**
   * Plays the games and writes {@code positions/} and {@code games/} under a directory.
   *
   * @param spark the session whose cluster plays
   * @param directory any path Spark writes to; it must not exist yet, or be empty
   * @return what was written
   * @throws IllegalArgumentException if an argument is null or blank, or the directory exists and
   *     is not empty, is a file or cannot be made (checked before any game is played)
   * @throws IllegalStateException if a game could not be played, with the cause; Spark may also
   *     throw its own {@code SparkException} (undeclared, as Scala throws it) when it aborts the
   *     job
   */
  public Summary run(SparkSession spark, String directory) {
    DistributedPerft.check(spark != null, "spark is null");
    DistributedPerft.check(directory != null && !directory.isBlank(), "directory is empty");
    Cluster.checkFreshDirectory(
        directory, spark.sparkContext().hadoopConfiguration(), "the output directory");
    int cores = Cluster.cores(spark);
    int slices = (int) Math.min(games, partitions > 0 ? partitions : 4L * cores);
    List<long[]> ranges = new ArrayList<>();
    for (int i = 0; i < slices; i++) {
      ranges.add(new long[] {games * i / slices, games * (i + 1) / slices});
    }
    Table t = table;
    JavaSparkContext context = JavaSparkContext.fromSparkContext(spark.sparkContext());
    Cluster.Described described =
        Cluster.describe(context, "plateau selfplay " + table.gameSpec + ", " + games + " games");
    try {
      JavaRDD<Played> played =
          context
              .parallelize(ranges, slices)
              .flatMap(r -> playRange(t, r[0], r[1]).iterator())
              .persist(StorageLevel.MEMORY_AND_DISK());
      try {
        spark
            .createDataFrame(played.flatMap(p -> p.positions.iterator()), POSITIONS)
            .write()
            .parquet(directory + "/positions");
        spark.createDataFrame(played.map(p -> p.game), GAMES).write().parquet(directory + "/games");
        // only the counts come back, in one pass over the cached games: the games themselves
        // would overflow the driver
        Counts counts = played.aggregate(new Counts(), Counts::add, Counts::merge);
        return new Summary(games, counts.rows, counts.outcomes);
      } finally {
        played.unpersist(false);
      }
    } finally {
      described.close();
    }
  }

  private static List<Played> playRange(Table table, long from, long to) {
    return playTyped(DistributedPerft.game(table.gameSpec), table, from, to);
  }

  private static <P extends Position<P, M>, M> List<Played> playTyped(
      Game<P, M> game, Table table, long from, long to) {
    List<Played> out = new ArrayList<>();
    for (long id = from; id < to; id++) {
      boolean swapped = id % 2 == 1;
      MatchGame<P, M> m = table.play(game, swapped ? 1 : 0, swapped ? 0 : 1, 1, id).get(0);
      GameRecord<P, M> record = m.record().record();
      Outcome outcome = m.outcome();
      String winner = GameRows.winner(Optional.of(outcome));
      String reason = outcome.reason().name();
      List<M> moves = record.moves();
      List<Row> rows = GameRows.positions(game, id, record, Optional.of(outcome));
      String[] text = Records.write(game, List.of(Table.numbered(m, id)), false);
      Row gameRow =
          RowFactory.create(
              id,
              Seeds.of(table.seed, id),
              m.players().get(0),
              m.players().get(1 % m.players().size()),
              moves.size(),
              winner,
              reason,
              text[0],
              text[1]);
      String who = outcome.winner().map(w -> m.players().get(game.sides().indexOf(w))).orElse("");
      String described = who.isEmpty() ? "draw by " + reason : who + " wins by " + reason;
      out.add(new Played(rows, gameRow, described));
    }
    return out;
  }

  /** The games by outcome and the rows of {@code positions/}, added up on the executors. */
  private static final class Counts implements Serializable {
    private static final long serialVersionUID = 1L;
    private final Map<String, Long> outcomes = new TreeMap<>();
    private long rows;

    Counts add(Played game) {
      outcomes.merge(game.outcome, 1L, Long::sum);
      rows += game.positions.size();
      return this;
    }

    Counts merge(Counts other) {
      other.outcomes.forEach((outcome, n) -> outcomes.merge(outcome, n, Long::sum));
      rows += other.rows;
      return this;
    }
  }

  /** One game: its rows in both tables, and its outcome for the summary. */
  private record Played(List<Row> positions, Row game, String outcome) implements Serializable {
    private static final long serialVersionUID = 1L;
  }
}
