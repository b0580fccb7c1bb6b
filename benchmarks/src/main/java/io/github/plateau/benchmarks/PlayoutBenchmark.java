package io.github.plateau.benchmarks;

import io.github.plateau.core.Game;
import io.github.plateau.core.Position;
import io.github.plateau.core.RandomPlayer;
import java.util.function.IntSupplier;
import org.openjdk.jmh.annotations.Benchmark;

/**
 * Random playouts per second through the public API: from the start position, uniform random legal
 * moves until the position decides the game or {@value #MAX_PLIES} plies.
 */
public class PlayoutBenchmark extends EveryGameBenchmark {
  static final int MAX_PLIES = 1000;

  /** Prepares the game and a seeded player. */
  @Override
  IntSupplier prepare(Game<?, ?> game) {
    return playoutOf(game, 42);
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
    return work();
  }
}
