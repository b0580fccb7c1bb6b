package io.github.plateau.benchmarks;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Nodes (perft leaves, search nodes) counted by a benchmark, reported by JMH as a rate: the {@code
 * nodes} figure of the tables in {@code docs/benchmarks.md}.
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.OPERATIONS)
public class Nodes {
  /** Nodes counted in the iteration. */
  public long nodes;

  /** Starts each iteration from zero. */
  @Setup(Level.Iteration)
  public void reset() {
    nodes = 0;
  }
}
