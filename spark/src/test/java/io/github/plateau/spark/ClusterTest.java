package io.github.plateau.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.concurrent.atomic.AtomicLong;
import org.apache.spark.SparkConf;
import org.junit.jupiter.api.Test;

/** The wait for a standalone cluster's executors, on a clock of its own. */
class ClusterTest {
  private final AtomicLong now = new AtomicLong();

  /** Executors that register one by one at the given times (milliseconds), then no more. */
  private int executorsAt(long... registered) {
    int n = 0;
    for (long t : registered) {
      n += now.get() >= t ? 1 : 0;
    }
    return n;
  }

  @Test
  void theWaitEndsOnceTheExecutorsHaveHeldStill() {
    int seen =
        Cluster.awaitExecutors(
            () -> executorsAt(1_500, 2_200, 3_900),
            Integer.MAX_VALUE,
            now::get,
            30_000,
            now::addAndGet);
    assertEquals(3, seen, "the third came 1.7 s after the second: the wait went on");
    assertEquals(3_900 + Cluster.STEADY_MILLIS, now.get(), 100);
  }

  @Test
  void theWaitIsBoundedWhenNoExecutorComes() {
    assertEquals(
        0, Cluster.awaitExecutors(() -> 0, Integer.MAX_VALUE, now::get, 10_000, now::addAndGet));
    assertEquals(10_000, now.get(), 100);
  }

  @Test
  void theWaitIsBoundedWhenExecutorsKeepComing() {
    int seen =
        Cluster.awaitExecutors(
            () -> (int) (now.get() / 1_000), Integer.MAX_VALUE, now::get, 5_000, now::addAndGet);
    assertEquals(5, seen);
    assertEquals(5_000, now.get(), 100);
  }

  @Test
  void theWaitEndsOnceTheExecutorsAskedForAreThere() {
    int seen =
        Cluster.awaitExecutors(() -> executorsAt(500, 900), 2, now::get, 30_000, now::addAndGet);
    assertEquals(2, seen);
    assertEquals(900, now.get(), 100);
  }

  @Test
  void aWaitThatIsNotATimeIsAUsageError() {
    assertThrows(
        IllegalArgumentException.class,
        () -> Cluster.checkSettings(new SparkConf().set(Cluster.EXECUTOR_WAIT, "soon")));
    assertThrows(
        IllegalArgumentException.class,
        () -> Cluster.checkSettings(new SparkConf().set(Cluster.EXECUTOR_WAIT, "-5s")));
    Cluster.checkSettings(new SparkConf().set(Cluster.EXECUTOR_WAIT, "2min"));
  }

  @Test
  void executorsAlreadyThereCostTheSteadyTimeAlone() {
    assertEquals(
        2, Cluster.awaitExecutors(() -> 2, Integer.MAX_VALUE, now::get, 30_000, now::addAndGet));
    assertEquals(Cluster.STEADY_MILLIS, now.get(), 100);
  }
}
