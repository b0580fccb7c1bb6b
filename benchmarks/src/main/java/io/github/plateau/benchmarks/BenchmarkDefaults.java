package io.github.plateau.benchmarks;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The settings every benchmark starts from, written once: one thread's state, one fork, operations
 * per second, two warm-up iterations of 3 s and three measured ones of 5 s. A benchmark that
 * measures otherwise gives its own {@code @BenchmarkMode}, {@code @Warmup} or {@code @Measurement};
 * JMH takes the nearest annotation.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 3)
@Measurement(iterations = 3, time = 5)
@Fork(1)
public abstract class BenchmarkDefaults {
  /** For the benchmarks that extend it. */
  protected BenchmarkDefaults() {}
}
