package io.github.plateau.benchmarks;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Plies and bytes of game records read or written by a benchmark, reported by JMH as rates: plies
 * per second and bytes per second (divide by 10^6 for the MB/s of {@code docs/benchmarks.md}).
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.OPERATIONS)
public class Plies {
  /** Plies of the main lines read or written in the iteration. */
  public long plies;

  /** Bytes of record text read or written in the iteration. */
  public long bytes;

  /** Starts each iteration from zero. */
  @Setup(Level.Iteration)
  public void reset() {
    plies = 0;
    bytes = 0;
  }
}
