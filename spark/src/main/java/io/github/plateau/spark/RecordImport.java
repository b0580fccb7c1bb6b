package io.github.plateau.spark;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.Position;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.RecordFormat;
import io.github.plateau.core.RecordStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.net.URI;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.zip.GZIPInputStream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;
import org.apache.spark.util.SerializableConfiguration;
import org.apache.spark.util.TaskCompletionListener;

/**
 * Game records imported into the tables {@link SelfPlay} writes, {@code positions/} and {@code
 * games/}, so that real games and self-play games make one training dataset.
 *
 * <p>The files are named by paths on any file system Hadoop reaches: a folder stands for every file
 * under it, at any depth, whose extension is one of the game's record formats' ({@link
 * RecordFormat#extensions()}); a file named alone must have such an extension too. The driver lists
 * them, sorted by path, and the executors read them, each file by one task, in the format its
 * extension names. Every file is streamed ({@link RecordFormat#stream}), one game's text in memory
 * at a time, whatever its size, and every game is read on its own: a game the format refuses is
 * counted by the kind of its refusal ({@link PlateauException#kind}) and skipped, the others are
 * written; the first {@value #REFUSALS_SHOWN} refusals, in file and game order, come back to the
 * driver located as {@code plateau record} prints them.
 *
 * <p>Game {@code g} (from 0) of file {@code f} (from 0, in path order) gets the {@code game_id}
 * {@code f * 2^32 + g}: the same files give the same dataset, however it is partitioned. Its {@code
 * games/} row has no {@code seed}, {@code first} or {@code second} (the players' names are in the
 * record's headers, kept in {@code record}); {@code format} is the format read and {@code record}
 * the game written back in that format. Its outcome is the record's: the rules' end, else the
 * result the record states; a game that states none has no {@code winner}, {@code reason} or {@code
 * result}.
 */
public final class RecordImport {
  private final String gameSpec;
  private final List<String> paths;
  private final ReadMode mode;
  private final int partitions;

  private RecordImport(String gameSpec, List<String> paths, ReadMode mode, int partitions) {
    this.gameSpec = gameSpec;
    this.paths = paths;
    this.mode = mode;
    this.partitions = partitions;
  }

  /**
   * An import job.
   *
   * @param gameSpec the game, as {@link io.github.plateau.core.Games#create} takes it
   * @param paths files and folders of records, one or more
   * @param mode how strictly to read them
   * @param partitions Spark partitions, 0 for four per core (never more than the files)
   * @return the job
   * @throws IllegalArgumentException if an argument is null, the game is unknown or has no record
   *     format, no path is given, or the partitions are negative
   */
  public static RecordImport of(
      String gameSpec, List<String> paths, ReadMode mode, int partitions) {
    DistributedPerft.check(paths != null && mode != null, "an argument is null");
    DistributedPerft.check(!paths.isEmpty(), "give at least one file or folder of records");
    DistributedPerft.check(paths.stream().allMatch(Objects::nonNull), "a path is null");
    DistributedPerft.check(partitions >= 0, "partitions must not be negative");
    Game<?, ?> game = DistributedPerft.game(gameSpec);
    DistributedPerft.check(
        !game.recordFormats().isEmpty(), game.id() + " has no record format to import");
    return new RecordImport(gameSpec, List.copyOf(paths), mode, partitions);
  }

  /**
   * What an import wrote.
   *
   * @param files the files read
   * @param games the games written
   * @param positions the rows of {@code positions/}
   * @param refused the games refused, by the kind of refusal ({@link PlateauException#kind}),
   *     sorted
   * @param refusals the first {@value #REFUSALS_SHOWN} refusals in file and game order, each {@code
   *     FILE: game N: problem (line L, column C, ply P)} as {@code plateau record} prints them (N
   *     from 1, L the file's line), or {@code FILE: problem} for a file refused whole
   */
  public record Summary(
      long files, long games, long positions, Map<String, Long> refused, List<String> refusals) {
    /**
     * Copies the map and the list.
     *
     * @param files the files read
     * @param games the games written
     * @param positions the rows written
     * @param refused the games refused by kind
     * @param refusals the first refusals, located
     * @throws IllegalArgumentException if one is null
     */
    public Summary {
      DistributedPerft.check(refused != null && refusals != null, "refused is null");
      refused = java.util.Collections.unmodifiableMap(new TreeMap<>(refused));
      refusals = List.copyOf(refusals);
    }

    /**
     * How many games were refused.
     *
     * @return the sum of {@link #refused()}
     */
    public long refusedGames() {
      return refused.values().stream().mapToLong(Long::longValue).sum();
    }
  }

  /** The most refusals a summary shows, located: the first, in file and game order. */
  public static final int REFUSALS_SHOWN = 100;

  /**
   * The files the job reads: every path's files with one of the game's extensions, sorted, each
   * once. Looked at on the driver, before any task.
   *
   * @param hadoop the file systems' configuration
   * @return the files, as qualified paths
   * @throws IllegalArgumentException if a path does not exist or cannot be listed, a file named
   *     alone has no extension of the game's formats, or no file is found
   */
  public List<String> files(Configuration hadoop) {
    DistributedPerft.check(hadoop != null, "hadoop is null");
    Game<?, ?> game = DistributedPerft.game(gameSpec);
    TreeSet<String> found = new TreeSet<>();
    Set<String> listed = new HashSet<>(); // the folders listed, links resolved
    Set<String> real = new HashSet<>(); // the local files found, links resolved
    for (String name : paths) {
      try {
        Path path = new Path(name);
        FileSystem fs = path.getFileSystem(hadoop);
        if (!fs.exists(path)) {
          throw new IllegalArgumentException("no such file or folder: " + name);
        }
        FileStatus status = fs.getFileStatus(path);
        if (status.isDirectory()) {
          walk(fs, path, game, listed, real, found);
        } else if (formatOf(game, path.getName()).isPresent()) {
          if (!add(fs, path, real, found)) {
            throw new IllegalArgumentException(name + " is not a regular file; give a record file");
          }
        } else {
          throw new IllegalArgumentException(
              "cannot tell the record format of "
                  + name
                  + " by its extension ("
                  + game.id()
                  + " reads "
                  + extensions(game)
                  + ")");
        }
      } catch (IOException e) {
        throw new IllegalArgumentException("cannot list " + name + ": " + e.getMessage(), e);
      }
    }
    DistributedPerft.check(
        !found.isEmpty(), "no record file (" + extensions(game) + ") under " + paths);
    return List.copyOf(found);
  }

  /**
   * Adds the record files under a folder, at any depth. Listed folder by folder with {@code
   * listStatus}, whose entries are asked only their path and kind: the local file system's {@code
   * listFiles} starts a process per file to read its permissions, which made 1,000 files take
   * seconds to list. A folder met again through a link (a link back to a folder above it, or to one
   * named too) is listed once: its games would be imported again under other paths.
   */
  private static void walk(
      FileSystem fs,
      Path folder,
      Game<?, ?> game,
      Set<String> listed,
      Set<String> real,
      TreeSet<String> found)
      throws IOException {
    ArrayDeque<Path> folders = new ArrayDeque<>(List.of(folder));
    while (!folders.isEmpty()) {
      Path next = folders.pop();
      if (!listed.add(real(fs, next))) {
        continue;
      }
      for (FileStatus entry : fs.listStatus(next)) {
        Path path = entry.getPath();
        if (entry.isDirectory()) {
          folders.push(path);
        } else if (formatOf(game, path.getName()).isPresent()) {
          add(fs, path, real, found);
        }
      }
    }
  }

  /**
   * Adds a record file, once: a local file by its path with the links resolved, so that a link to a
   * file found too adds nothing. A local file that is no regular file (a FIFO or a device, which a
   * task would block on; a link to nothing) is not added.
   *
   * @return false if the file is not added for not being a regular file
   */
  private static boolean add(FileSystem fs, Path file, Set<String> real, TreeSet<String> found)
      throws IOException {
    Path qualified = fs.makeQualified(file);
    URI uri = qualified.toUri();
    if ("file".equals(uri.getScheme())) {
      java.nio.file.Path local = java.nio.file.Path.of(uri);
      if (!java.nio.file.Files.isRegularFile(local)) {
        return false;
      }
      if (!real.add(local.toRealPath().toString())) {
        return true; // found already, under another name
      }
    }
    found.add(qualified.toString());
    return true;
  }

  /** A folder's path with the links in it resolved, where the file system is the local one. */
  private static String real(FileSystem fs, Path folder) throws IOException {
    URI uri = fs.makeQualified(folder).toUri();
    return "file".equals(uri.getScheme())
        ? java.nio.file.Path.of(uri).toRealPath().toString()
        : uri.toString();
  }

  /**
   * Reads the records and writes {@code positions/} and {@code games/} under a directory.
   *
   * @param spark the session whose cluster reads
   * @param directory any path Spark writes to; it must not exist yet, or be empty
   * @return what was written
   * @throws IllegalArgumentException if an argument is null or blank, the directory exists and is
   *     not empty, is a file or cannot be made, or the paths name no record file (checked before
   *     any file is read)
   * @throws UncheckedIOException if a file cannot be read, on an executor; Spark may also throw its
   *     own {@code SparkException} (undeclared, as Scala throws it) when it aborts the job
   */
  public Summary run(SparkSession spark, String directory) {
    DistributedPerft.check(spark != null, "spark is null");
    return run(spark, directory, files(spark.sparkContext().hadoopConfiguration()));
  }

  /**
   * Reads the records of files already listed, as {@link #files} lists them (a caller that checks
   * the paths before the session starts lists them once), and writes {@code positions/} and {@code
   * games/} under a directory.
   *
   * @param spark the session whose cluster reads
   * @param directory any path Spark writes to; it must not exist yet, or be empty
   * @param files the files, as {@link #files} gives them; the game id of each row counts from its
   *     place in this list
   * @return what was written
   * @throws IllegalArgumentException if an argument is null or blank, the list is empty or holds a
   *     null, or the directory exists and is not empty, is a file or cannot be made
   * @throws UncheckedIOException as {@link #run(SparkSession, String)}
   */
  public Summary run(SparkSession spark, String directory, List<String> files) {
    DistributedPerft.check(spark != null, "spark is null");
    DistributedPerft.check(directory != null && !directory.isBlank(), "directory is empty");
    DistributedPerft.check(
        files != null && !files.isEmpty() && files.stream().allMatch(f -> f != null),
        "no files, or a null among them");
    Configuration hadoop = spark.sparkContext().hadoopConfiguration();
    Cluster.checkFreshDirectory(directory, hadoop, "the output directory");
    List<Object[]> numbered = new ArrayList<>();
    for (int i = 0; i < files.size(); i++) {
      numbered.add(new Object[] {(long) i, files.get(i)});
    }
    int slices =
        (int) Math.min(files.size(), partitions > 0 ? partitions : 4L * Cluster.cores(spark));
    JavaSparkContext context = JavaSparkContext.fromSparkContext(spark.sparkContext());
    Broadcast<SerializableConfiguration> conf =
        context.broadcast(new SerializableConfiguration(hadoop));
    String spec = gameSpec;
    ReadMode m = mode;
    Cluster.Described described =
        Cluster.describe(context, "plateau import " + spec + ", " + files.size() + " files");
    try {
      JavaRDD<Imported> imported =
          context
              .parallelize(numbered, Math.max(1, slices))
              .flatMap(f -> readFile(spec, m, conf.value().value(), (long) f[0], (String) f[1]))
              .persist(StorageLevel.MEMORY_AND_DISK());
      try {
        JavaRDD<Imported> games = imported.filter(i -> i.game != null);
        spark
            .createDataFrame(games.flatMap(i -> i.positions.iterator()), SelfPlay.POSITIONS)
            .write()
            .parquet(directory + "/positions");
        spark
            .createDataFrame(games.map(i -> i.game), SelfPlay.GAMES)
            .write()
            .parquet(directory + "/games");
        Counts counts = imported.aggregate(new Counts(), Counts::add, Counts::merge);
        return new Summary(
            files.size(),
            counts.games,
            counts.rows,
            counts.refused,
            counts.shown.stream().map(Shown::text).toList());
      } finally {
        imported.unpersist(false);
      }
    } finally {
      described.close();
    }
  }

  /** One file's games and refusals, read on an executor. */
  private static Iterator<Imported> readFile(
      String spec, ReadMode mode, Configuration hadoop, long ordinal, String file) {
    return readTyped(DistributedPerft.game(spec), mode, hadoop, ordinal, file);
  }

  /**
   * The games of a file as the task asks for them: the file is streamed, one game's text in memory
   * at a time, and closed when the task ends, however it ends.
   */
  private static <P extends Position<P, M>, M> Iterator<Imported> readTyped(
      Game<P, M> game, ReadMode mode, Configuration hadoop, long ordinal, String file) {
    Path path = new Path(file);
    RecordFormat<P, M> format = formatOf(game, path.getName()).orElseThrow();
    RecordStream<P, M> games;
    try {
      InputStream in = path.getFileSystem(hadoop).open(path);
      games = format.stream(game, gzipped(file) ? gunzip(in) : in, mode);
    } catch (IOException | UncheckedIOException e) {
      throw new UncheckedIOException("cannot read " + file, asIo(e));
    } catch (PlateauException e) { // the file as a whole: its encoding, say
      return List.of(Imported.refused(e, new Shown(ordinal, 0, file + ": " + e.located(1))))
          .iterator();
    }
    TaskContext task = TaskContext.get();
    if (task != null) { // null only when called outside a task
      task.addTaskCompletionListener(
          (TaskCompletionListener)
              done -> {
                try {
                  games.close();
                } catch (IOException e) {
                  // the file was only read: nothing was lost
                }
              });
    }
    return new Iterator<>() {
      @Override
      public boolean hasNext() {
        return games.hasNext();
      }

      @Override
      public Imported next() {
        RecordStream.Item<P, M> item = games.next();
        RecordFormat.Entry<P, M> entry = item.entry();
        if (entry.failure().isPresent()) {
          PlateauException e = entry.failure().get();
          // located here: an exception's location is not serialized
          String text = file + ": game " + item.number() + ": " + e.located(item.line());
          return Imported.refused(e, new Shown(ordinal, item.number(), text));
        }
        long id = (ordinal << 32) + item.number() - 1;
        return imported(game, format, id, entry.record().orElseThrow());
      }
    };
  }

  private static IOException asIo(Exception e) {
    return e instanceof UncheckedIOException u ? u.getCause() : (IOException) e;
  }

  private static <P extends Position<P, M>, M> Imported imported(
      Game<P, M> game, RecordFormat<P, M> format, long id, AnnotatedRecord<P, M> annotated) {
    GameRecord<P, M> record = annotated.record();
    Optional<Outcome> outcome = record.outcome().or(annotated::statedOutcome);
    List<Row> rows = GameRows.positions(game, id, record, outcome);
    Row row =
        RowFactory.create(
            id,
            null,
            null,
            null,
            record.ply(),
            GameRows.winner(outcome),
            GameRows.reason(outcome),
            format.name(),
            format.write(annotated));
    return new Imported(rows, row, null, null);
  }

  /** The format of the game that a file name's extension names, before a {@code .gz}, if any. */
  private static <P extends Position<P, M>, M> Optional<RecordFormat<P, M>> formatOf(
      Game<P, M> game, String name) {
    String plain = gzipped(name) ? name.substring(0, name.length() - 3) : name;
    return game.recordFormats().stream().filter(f -> f.matchesExtension(plain)).findFirst();
  }

  /** Whether a file is gzipped, as its name says ({@code games.csa.gz}). */
  private static boolean gzipped(String name) {
    return name.toLowerCase(java.util.Locale.ROOT).endsWith(".gz");
  }

  /** A gzipped file's bytes decompressed; the file is closed if its header does not read. */
  private static InputStream gunzip(InputStream in) throws IOException {
    try {
      return new GZIPInputStream(in, 1 << 16);
    } catch (IOException | RuntimeException e) {
      in.close();
      throw e;
    }
  }

  private static String extensions(Game<?, ?> game) {
    List<String> all = new ArrayList<>();
    for (RecordFormat<?, ?> format : game.recordFormats()) {
      for (String extension : format.extensions()) {
        all.add("." + extension);
      }
    }
    return String.join(", ", all);
  }

  /** The games written and refused, and the rows, added up on the executors. */
  private static final class Counts implements Serializable {
    private static final long serialVersionUID = 1L;
    private final Map<String, Long> refused = new TreeMap<>();
    private final TreeSet<Shown> shown = new TreeSet<>();
    private long games;
    private long rows;

    Counts add(Imported i) {
      if (i.refusal != null) {
        refused.merge(i.refusal, 1L, Long::sum);
        keep(i.shown);
      } else {
        games++;
        rows += i.positions.size();
      }
      return this;
    }

    /** Keeps the first refusals only: a file of a million bad games sends back a hundred. */
    private void keep(Shown refusal) {
      shown.add(refusal);
      if (shown.size() > REFUSALS_SHOWN) {
        shown.pollLast();
      }
    }

    Counts merge(Counts other) {
      other.refused.forEach((kind, n) -> refused.merge(kind, n, Long::sum));
      other.shown.forEach(this::keep);
      games += other.games;
      rows += other.rows;
      return this;
    }
  }

  /** A refusal located, ordered by file and game. */
  private record Shown(long file, long game, String text)
      implements Serializable, Comparable<Shown> {
    private static final long serialVersionUID = 1L;

    @Override
    public int compareTo(Shown o) {
      return file != o.file ? Long.compare(file, o.file) : Long.compare(game, o.game);
    }
  }

  /** A game read (its rows in both tables) or refused (the kind of refusal, and where). */
  private record Imported(List<Row> positions, Row game, String refusal, Shown shown)
      implements Serializable {
    private static final long serialVersionUID = 1L;

    static Imported refused(PlateauException e, Shown shown) {
      return new Imported(List.of(), null, e.kind(), shown);
    }
  }
}
