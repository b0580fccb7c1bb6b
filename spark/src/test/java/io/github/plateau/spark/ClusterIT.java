package io.github.plateau.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.plateau.core.Game;
import io.github.plateau.core.Games;
import io.github.plateau.core.Perft;
import io.github.plateau.core.Position;
import io.github.plateau.shogi.Csa;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Duration;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The jobs jar on a real Spark standalone cluster: a master and two workers of two cores each on
 * the loopback interface, jobs submitted in client mode by {@code SparkSubmit}. Exact perft with
 * {@code --divide}, a match whose report is local mode's, a self-play dataset read back, and a
 * perft that loses a worker and its executor mid-count and still counts exactly. Run by failsafe at
 * {@code verify}, after the jobs jar is packaged; the last test kills a worker, so the order is
 * fixed.
 */
@Tag("cluster")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ClusterIT {
  private static final Duration START = Duration.ofSeconds(120);
  private static final Duration JOB = Duration.ofSeconds(180);

  /** TaskSetManager's progress line: "Finished task 3.0 in stage 0.0 ... (executor 1) (4/16)". */
  private static final Pattern FINISHED =
      Pattern.compile("Finished task \\S+ in stage .*\\(executor (\\S+)\\) \\((\\d+)/(\\d+)\\)");

  private static Path home;
  private static StandaloneCluster cluster;

  @BeforeAll
  static void startCluster() throws IOException, InterruptedException {
    assumeTrue(
        loopbackWorks(),
        "no usable loopback interface: a standalone cluster on 127.0.0.1 cannot run here");
    Path jobsJar = Path.of(property("plateau.spark.jobsJar"));
    assertTrue(
        Files.isRegularFile(jobsJar),
        jobsJar + " is missing: the cluster test runs at verify, after package builds it");
    List<Path> sparkJars =
        Arrays.stream(
                Files.readString(
                        Path.of(property("plateau.spark.classPath")), StandardCharsets.UTF_8)
                    .strip()
                    .split(java.io.File.pathSeparator))
            .filter(s -> !s.isEmpty())
            .map(Path::of)
            .toList();
    assertTrue(
        sparkJars.stream().anyMatch(p -> p.getFileName().toString().startsWith("spark-core_")),
        "no spark-core jar in " + sparkJars);
    // Plateau reaches the executors in the jobs jar alone, as on a real cluster.
    assertTrue(
        sparkJars.stream().noneMatch(p -> p.getFileName().toString().startsWith("plateau-")),
        "Plateau's own jars in Spark's class path: " + sparkJars);
    // Under target/, kept after the run: the daemons', jobs' and executors' logs are there.
    home = Path.of(property("plateau.spark.clusterHome"));
    if (Files.exists(home)) {
      deleteTree(home);
    }
    Files.createDirectories(home);
    cluster = StandaloneCluster.start(sparkJars, jobsJar, home, 2, START);
  }

  @AfterAll
  static void stopCluster() throws IOException {
    if (cluster != null) {
      cluster.close();
    }
    // Nothing the test started outlives it: no master, worker, executor or driver.
    List<String> left =
        ProcessHandle.current()
            .descendants()
            .filter(ProcessHandle::isAlive)
            .map(h -> h.pid() + " " + h.info().commandLine().orElse("?"))
            .toList();
    if (home != null && Files.exists(home.resolve("jars"))) {
      deleteTree(home.resolve("jars"));
    }
    assertEquals(List.of(), left, "processes left running");
  }

  @Test
  @Order(1)
  void perftDivideIsTheSingleMachineCount() throws InterruptedException, IOException {
    StandaloneCluster.Job job = cluster.submit("perft", "shogi", "4", "--divide");
    assertEquals(0, job.await(JOB), job.stderr());
    StringBuilder expected = new StringBuilder();
    divide(Games.create("shogi"), 4)
        .forEach((m, n) -> expected.append(m).append(' ').append(n).append('\n'));
    expected.append("719731\n");
    assertEquals(expected.toString(), job.stdout());
    assertTrue(!executorsThatFinished(job.stderr()).isEmpty(), "no task ran on an executor");
    // sized from the executors' cores, not from Spark's floor of 2 at the session's start
    int cores = 2 * StandaloneCluster.WORKER_CORES;
    Matcher done =
        Pattern.compile("stage \\d+ \\(plateau perft shogi 4\\): done, (\\d+) tasks")
            .matcher(job.stderr());
    assertTrue(done.find(), "no progress line for the count: " + job.stderr());
    assertEquals(8 * cores, Integer.parseInt(done.group(1)), "tasks for " + cores + " cores");
  }

  @Test
  @Order(2)
  void matchReportIsLocalModes() throws InterruptedException, IOException {
    String[] args = {
      "match",
      "xiangqi",
      "--engine",
      "random=random:5",
      "--engine",
      "search=search:depth=1",
      "--games",
      "4",
      "--random-plies",
      "2",
      "--max-plies",
      "80",
      "--seed",
      "17"
    };
    // Both at once: each waits on its JVM's and Spark's start much of the time.
    StandaloneCluster.Job onCluster = cluster.submit(args);
    StandaloneCluster.Job local = cluster.submitLocal(args);
    assertEquals(0, onCluster.await(JOB), onCluster.stderr());
    assertEquals(0, local.await(JOB), local.stderr());
    String report = onCluster.stdout();
    assertTrue(report.startsWith("random vs search:\n"), report);
    assertEquals(local.stdout(), report);
  }

  @Test
  @Order(3)
  void selfPlayTablesHoldEveryGameAndPosition() throws InterruptedException, IOException {
    Path out = home.resolve("selfplay");
    int games = 6;
    StandaloneCluster.Job job =
        cluster.submit(
            "selfplay",
            "xiangqi",
            "--games",
            String.valueOf(games),
            "--seed",
            "42",
            "--random-plies",
            "2",
            "--max-plies",
            "40",
            "--partitions",
            "3",
            "--out",
            out.toString());
    assertEquals(0, job.await(JOB), job.stderr());

    // Written by the executors, read back here in local mode.
    SparkSession spark = LocalSpark.session();
    Dataset<Row> gameRows = spark.read().parquet(out.resolve("games").toString());
    Dataset<Row> positions = spark.read().parquet(out.resolve("positions").toString());
    List<Long> ids =
        gameRows.select("game_id").collectAsList().stream()
            .map(r -> r.getLong(0))
            .sorted()
            .toList();
    assertEquals(
        java.util.stream.LongStream.range(0, games).boxed().toList(), ids, "one row per game");
    long plies = gameRows.agg(functions.sum("plies")).first().getLong(0);
    assertEquals(plies + games, positions.count(), "one row per position, the last included");
    Dataset<Row> perGame = positions.groupBy("game_id").count();
    long wrong =
        perGame
            .join(gameRows, "game_id")
            .filter(functions.col("count").notEqual(functions.col("plies").plus(1)))
            .count();
    assertEquals(0, wrong, "games whose positions are not their plies + 1");
    assertTrue(
        job.stdout().contains(games + " games, " + (plies + games) + " positions written"),
        job.stdout());
  }

  @Test
  @Order(4)
  void importedRecordsAreWrittenByTheExecutors() throws InterruptedException, IOException {
    Path records = Files.createDirectories(home.resolve("records/deeper"));
    long plies = 0;
    for (int i = 0; i < 4; i++) {
      var game = RandomGames.shogi(i, 20 + 10 * i, i % 2 == 0);
      plies += game.ply();
      Files.writeString(records.resolve(i + ".csa"), Csa.FORMAT.write(game));
    }
    Path out = home.resolve("imported");
    StandaloneCluster.Job job =
        cluster.submit(
            "import",
            "shogi",
            home.resolve("records").toString(),
            "--partitions",
            "3",
            "--out",
            out.toString());
    assertEquals(0, job.await(JOB), job.stderr());
    SparkSession spark = LocalSpark.session();
    assertEquals(4, spark.read().parquet(out.resolve("games").toString()).count());
    assertEquals(plies + 4, spark.read().parquet(out.resolve("positions").toString()).count());
    assertTrue(
        job.stdout()
            .endsWith("4 files, 4 games, " + (plies + 4) + " positions written to " + out + "\n"),
        job.stdout());
  }

  @Test
  @Order(5)
  void perftIsExactWhenAWorkerDiesMidCount() throws InterruptedException, IOException {
    // Shogi 6 at a split of 2 plies: 900 subtrees in many small tasks on both executors.
    StandaloneCluster.Job job = cluster.submit("perft", "shogi", "6", "--split-depth", "2");
    long deadline = System.nanoTime() + JOB.toNanos();
    int[] progress = null;
    // Kill once both executors have finished tasks, so the one killed is busy, and work is left.
    while (progress == null) {
      assertTrue(job.isAlive(), "the job ended before the kill: " + job.stderr());
      assertTrue(System.nanoTime() < deadline, "no progress: " + job.stderr());
      String log = job.stderr();
      if (executorsThatFinished(log).size() >= 2 && cluster.hasExecutor(1)) {
        progress = lastProgress(log);
      } else {
        Thread.sleep(50);
      }
    }
    cluster.killWorker(1);
    System.out.println(
        "worker 1 killed with " + progress[0] + " of " + progress[1] + " tasks done");
    assertTrue(
        progress[0] < progress[1],
        "every task had finished before the kill (" + progress[0] + "/" + progress[1] + ")");

    assertEquals(0, job.await(JOB), job.stderr());
    String log = job.stderr();
    assertTrue(log.contains("Lost executor"), "the driver never saw the executor go: " + log);
    assertEquals("547581517", lastLine(job.stdout()), job.stdout());
  }

  /** The executors named by TaskSetManager's "Finished task" lines. */
  private static Set<String> executorsThatFinished(String log) {
    Set<String> executors = new HashSet<>();
    Matcher m = FINISHED.matcher(log);
    while (m.find()) {
      executors.add(m.group(1));
    }
    return executors;
  }

  /** The last "(k/n)" of the log: tasks finished and tasks in the stage. */
  private static int[] lastProgress(String log) {
    Matcher m = FINISHED.matcher(log);
    int[] last = null;
    while (m.find()) {
      last = new int[] {Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3))};
    }
    return last;
  }

  private static String lastLine(String text) {
    List<String> lines = text.lines().toList();
    return lines.isEmpty() ? "" : lines.get(lines.size() - 1);
  }

  private static <P extends Position<P, M>, M> Map<String, Long> divide(
      Game<P, M> game, int depth) {
    P start = game.start();
    Map<String, Long> counts = new TreeMap<>();
    Perft.divide(start, depth).forEach((m, n) -> counts.put(game.formatMove(start, m), n));
    return counts;
  }

  private static String property(String name) {
    String value = System.getProperty(name);
    assertTrue(value != null, "system property " + name + " is not set: run the test by failsafe");
    return value;
  }

  private static boolean loopbackWorks() {
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getByName(StandaloneCluster.HOST))) {
      return s.getLocalPort() > 0;
    } catch (IOException e) {
      return false;
    }
  }

  private static void deleteTree(Path root) throws IOException {
    // Links are deleted, never followed: jars/ links into Maven's own repository.
    Files.walkFileTree(
        root,
        new SimpleFileVisitor<>() {
          @Override
          public FileVisitResult visitFile(Path file, BasicFileAttributes attrs)
              throws IOException {
            Files.delete(file);
            return FileVisitResult.CONTINUE;
          }

          @Override
          public FileVisitResult postVisitDirectory(Path dir, IOException e) throws IOException {
            Files.delete(dir);
            return FileVisitResult.CONTINUE;
          }
        });
  }
}
