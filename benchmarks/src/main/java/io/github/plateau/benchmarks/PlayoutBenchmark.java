package io.github.plateau.benchmarks;

import io.github.plateau.core.Game;
import io.github.plateau.core.Games;
import io.github.plateau.core.Position;
import io.github.plateau.core.RandomPlayer;
import java.util.concurrent.TimeUnit;
import java.util.function.IntSupplier;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Random playouts per second through the public API: from the start position, uniform random legal
 * moves until the position decides the game or {@value #MAX_PLIES} plies.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 3)
@Measurement(iterations = 3, time = 5)
@Fork(1)
public class PlayoutBenchmark {
  static final int MAX_PLIES = 1000;

  /** The game specification. */
  @Param({"shogi", "xiangqi", "draughts", "draughts-brazilian", "draughts-canadian", "napoleon"})
  public String game;

  private IntSupplier playout;

  /** Prepares the game and a seeded player. */
  @Setup
  public void setUp() {
    playout = playoutOf(Games.create(game), 42);
  }

  private static <P extends Position<P, M>, M> IntSupplier playoutOf(Game<P, M> game, long seed) {
    RandomPlayer<P, M> player = new RandomPlayer<>(seed);
    P start = game.start();
    return () -> {
      P position = start;
      int plies = 0;
      while (plies < MAX_PLIES && !position.legalMoves().isEmpty()) {
        position = position.play(player.choose(position));
        plies++;
      }
      return plies;
    };
  }

  /**
   * One random game.
   *
   * @return its length in plies
   */
  @Benchmark
  public int playout() {
    return playout.getAsInt();
  }
}
