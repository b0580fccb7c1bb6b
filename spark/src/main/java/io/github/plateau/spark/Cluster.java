package io.github.plateau.spark;

import java.io.IOException;
import java.util.concurrent.TimeUnit;
import java.util.function.IntSupplier;
import java.util.function.LongConsumer;
import java.util.function.LongSupplier;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.SparkConf;
import org.apache.spark.SparkContext;
import org.apache.spark.sql.SparkSession;

/**
 * What the jobs ask of the cluster before they start: how many tasks it runs at once, and whether
 * an output directory may be written.
 *
 * <p>A session's {@code defaultParallelism} counts the cores of the executors registered so far,
 * and a standalone cluster's executors register after the session starts: read at once it is
 * Spark's floor of 2 whatever the cluster. So the jobs wait, with a bound, until executors are
 * there and their number has stopped growing, unless {@code spark.default.parallelism} says how
 * many tasks to size for or the session is local.
 */
final class Cluster {
  /** The longest wait for executors, a Spark time ({@code 30s}, {@code 2min}); 0 not to wait. */
  static final String EXECUTOR_WAIT = "spark.plateau.executorWait";

  /** How long the executors' number must hold still before the wait ends. */
  static final long STEADY_MILLIS = 2_000;

  private static final long POLL_MILLIS = 100;

  private Cluster() {}

  /**
   * The tasks the session's cluster runs at once: {@code spark.default.parallelism} if set, else
   * the cores of its executors once they have registered (see the class comment).
   *
   * @param spark the session
   * @return 1 or more
   */
  static int cores(SparkSession spark) {
    SparkContext context = spark.sparkContext();
    SparkConf conf = context.getConf();
    if (!conf.contains("spark.default.parallelism") && !context.isLocal()) {
      long bound = conf.getTimeAsMs(EXECUTOR_WAIT, "30s");
      // the status tracker lists the driver too
      awaitExecutors(
          () -> context.statusTracker().getExecutorInfos().length - 1,
          () -> TimeUnit.NANOSECONDS.toMillis(System.nanoTime()),
          bound,
          Cluster::sleep);
    }
    return Math.max(1, context.defaultParallelism());
  }

  /**
   * Waits until at least one executor is there and their number has held for {@link
   * #STEADY_MILLIS}, or until {@code boundMillis} have passed.
   *
   * @param executors the executors registered now
   * @param clock milliseconds, from any origin
   * @param boundMillis the longest wait
   * @param sleep sleeps for the given milliseconds
   * @return the executors at the end of the wait
   */
  static int awaitExecutors(
      IntSupplier executors, LongSupplier clock, long boundMillis, LongConsumer sleep) {
    long start = clock.getAsLong();
    int seen = executors.getAsInt();
    long since = start;
    while (true) {
      long now = clock.getAsLong();
      if (now - start >= boundMillis || (seen > 0 && now - since >= STEADY_MILLIS)) {
        return seen;
      }
      sleep.accept(POLL_MILLIS);
      int count = executors.getAsInt();
      if (count != seen) {
        seen = count;
        since = clock.getAsLong();
      }
    }
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for the executors", e);
    }
  }

  /**
   * Refuses an output directory that would mix a job's files with others or cannot be made: it must
   * not exist, or be an empty directory, and no existing folder above it may be a file. Checked
   * before any game is played or any session is started.
   *
   * @param directory the path, on any file system Hadoop reaches
   * @param hadoop the file systems' configuration
   * @param option the option that named it, for the message ({@code --out})
   * @throws IllegalArgumentException if the directory holds something, is a file, sits under a file
   *     or cannot be reached
   */
  static void checkFreshDirectory(String directory, Configuration hadoop, String option) {
    DistributedPerft.check(directory != null && !directory.isBlank(), option + " is empty");
    String problem = null;
    try {
      Path path = new Path(directory);
      FileSystem fs = path.getFileSystem(hadoop);
      Path existing = path;
      while (existing != null && !fs.exists(existing)) {
        existing = existing.getParent();
      }
      if (existing != null) {
        boolean folder = fs.getFileStatus(existing).isDirectory();
        if (!existing.equals(path)) {
          problem = folder ? null : "cannot be made: " + existing + " is a file";
        } else if (!folder) {
          problem = "is a file";
        } else if (fs.listStatus(path).length > 0) {
          problem = "is not empty: choose a new directory";
        }
      }
    } catch (IOException | RuntimeException e) {
      throw new IllegalArgumentException(
          "cannot reach " + option + " " + directory + ": " + e.getMessage(), e);
    }
    DistributedPerft.check(problem == null, option + " " + directory + " " + problem);
  }
}
