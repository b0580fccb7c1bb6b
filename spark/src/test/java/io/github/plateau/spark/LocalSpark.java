package io.github.plateau.spark;

import org.apache.spark.sql.SparkSession;

/**
 * The one Spark session of the module's tests: local mode on two cores, no web UI, bound to the
 * loopback interface, few shuffle partitions, and results brought back to the driver limited to 1
 * MB. Made on first use and shared by every test class (surefire runs them in one JVM); Spark stops
 * it when the JVM exits.
 */
final class LocalSpark {
  private LocalSpark() {}

  /**
   * The shared session.
   *
   * @return the session, on {@code local[2]}
   */
  static SparkSession session() {
    return Holder.SESSION;
  }

  private static final class Holder {
    static final SparkSession SESSION =
        SparkSession.builder()
            .appName("plateau-spark tests")
            .master("local[2]")
            .config("spark.ui.enabled", "false")
            .config("spark.driver.host", "127.0.0.1")
            .config("spark.driver.bindAddress", "127.0.0.1")
            .config("spark.sql.shuffle.partitions", "2")
            .config("spark.default.parallelism", "2")
            // Spark's least: a job that brought its rows back to the driver fails
            .config("spark.driver.maxResultSize", "1m")
            .getOrCreate();
  }
}
