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
import org.apache.spark.api.java.JavaSparkContext;
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

  private static final String DESCRIPTION = "spark.job.description";

  private Cluster() {}

  /** A job description in force until closed. */
  interface Described extends AutoCloseable {
    /** Puts back the calling thread's description from before. */
    @Override
    void close();
  }

  /**
   * Sets the calling thread's job description (what the Spark UI and the progress lines show) until
   * the returned scope closes, then puts back the one before, so that a caller's later jobs are not
   * labelled as these.
   *
   * @param context the session's context
   * @param description the description
   * @return the scope
   */
  static Described describe(JavaSparkContext context, String description) {
    String before = context.getLocalProperty(DESCRIPTION);
    context.setJobDescription(description);
    return () -> context.setLocalProperty(DESCRIPTION, before);
  }

  /**
   * Checks the settings of {@code spark.plateau.*}, before any session starts.
   *
   * @param conf the application's configuration
   * @throws IllegalArgumentException if {@value #EXECUTOR_WAIT} is not a time
   */
  static void checkSettings(SparkConf conf) {
    try {
      DistributedPerft.check(executorWaitMillis(conf) >= 0, EXECUTOR_WAIT + " is negative");
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          EXECUTOR_WAIT + " must be a time such as 30s, not " + conf.get(EXECUTOR_WAIT), e);
    }
  }

  private static long executorWaitMillis(SparkConf conf) {
    return conf.getTimeAsMs(EXECUTOR_WAIT, "30s");
  }

  /**
   * The tasks the session's cluster runs at once: {@code spark.default.parallelism} if set, else
   * the cores of its executors once they have registered (see the class comment). Under dynamic
   * allocation executors come only once tasks wait for them, so there is no wait: the jobs size for
   * the most executors allocation may grant, when that and their cores are set.
   *
   * @param spark the session
   * @return 1 or more
   * @throws IllegalArgumentException if {@value #EXECUTOR_WAIT} is not a time
   */
  static int cores(SparkSession spark) {
    SparkContext context = spark.sparkContext();
    SparkConf conf = context.getConf();
    if (conf.contains("spark.default.parallelism") || context.isLocal()) {
      return Math.max(1, context.defaultParallelism());
    }
    if (conf.getBoolean("spark.dynamicAllocation.enabled", false)) {
      int most = conf.getInt("spark.dynamicAllocation.maxExecutors", Integer.MAX_VALUE);
      int each = conf.getInt("spark.executor.cores", 0);
      return most < Integer.MAX_VALUE && each > 0
          ? (int) Math.min(Integer.MAX_VALUE, (long) most * each)
          : Math.max(1, context.defaultParallelism());
    }
    checkSettings(conf);
    int expected = conf.getInt("spark.executor.instances", Integer.MAX_VALUE);
    int coresMax = conf.getInt("spark.cores.max", Integer.MAX_VALUE);
    // the status tracker lists the driver too
    awaitExecutors(
        () ->
            context.defaultParallelism() >= coresMax
                ? Integer.MAX_VALUE // every core the application may take is there
                : context.statusTracker().getExecutorInfos().length - 1,
        expected,
        () -> TimeUnit.NANOSECONDS.toMillis(System.nanoTime()),
        executorWaitMillis(conf),
        Cluster::sleep);
    return Math.max(1, context.defaultParallelism());
  }

  /**
   * Waits until {@code expected} executors are there, or at least one is and their number has held
   * for {@link #STEADY_MILLIS}, or until {@code boundMillis} have passed.
   *
   * @param executors the executors registered now
   * @param expected the executors asked for, {@link Integer#MAX_VALUE} if unknown
   * @param clock milliseconds, from any origin
   * @param boundMillis the longest wait
   * @param sleep sleeps for the given milliseconds
   * @return the executors at the end of the wait
   */
  static int awaitExecutors(
      IntSupplier executors,
      int expected,
      LongSupplier clock,
      long boundMillis,
      LongConsumer sleep) {
    long start = clock.getAsLong();
    int seen = executors.getAsInt();
    long since = start;
    while (true) {
      long now = clock.getAsLong();
      if (seen >= expected
          || now - start >= boundMillis
          || (seen > 0 && now - since >= STEADY_MILLIS)) {
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
