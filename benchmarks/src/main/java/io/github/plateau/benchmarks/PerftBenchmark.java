package io.github.plateau.benchmarks;

import java.util.function.LongSupplier;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Perft from the published positions, single thread: the {@code nodes} counter is the number of
 * leaves counted per second, the figure of the perft tables in {@code docs/benchmarks.md}.
 */
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 10)
public class PerftBenchmark extends BenchmarkDefaults {
  /** Which case of {@link Cases#PERFT}. */
  @Param({
    "shogi-start-5",
    "shogi-matsuri-3",
    "xiangqi-start-5",
    "xiangqi-middle1-4",
    "xiangqi-middle2-4",
    "xiangqi-middle3-4",
    "xiangqi-middle4-4",
    "xiangqi-middle5-4",
    "draughts-start-9",
    "draughts-woldouby-11",
    "draughts-allkings-6",
    "brazilian-allkings-7",
    "canadian-allkings-5",
    "brazilian-start-9",
    "canadian-start-6",
    "napoleon-start-4",
    "napoleon-orders-6",
    "napoleon-terrain10x10-4",
    "napoleon-15x15-3"
  })
  public String position;

  private LongSupplier perft;

  /** Builds the position once. */
  @Setup
  public void setUp() {
    Cases.Perft c = Cases.PERFT.get(position);
    if (c == null) {
      throw new IllegalArgumentException("no perft case " + position);
    }
    perft = Cases.perft(c);
  }

  /**
   * One perft run.
   *
   * @param counter where the leaves are added
   * @return the leaf count, so that the work is not optimised away
   */
  @Benchmark
  public long perft(Nodes counter) {
    long leaves = perft.getAsLong();
    counter.nodes += leaves;
    return leaves;
  }
}
