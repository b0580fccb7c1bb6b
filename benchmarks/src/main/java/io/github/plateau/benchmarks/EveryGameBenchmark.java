package io.github.plateau.benchmarks;

import io.github.plateau.core.Game;
import io.github.plateau.core.Games;
import java.util.function.IntSupplier;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * A throughput benchmark run on every game and draughts board: the work of one operation is made
 * once per game, before anything is measured, and {@link #work()} runs it.
 */
public abstract class EveryGameBenchmark extends BenchmarkDefaults {
  /** The game specification. */
  @Param({"shogi", "xiangqi", "draughts", "draughts-brazilian", "draughts-canadian", "napoleon"})
  public String game;

  private IntSupplier work;

  /** For the benchmarks that extend it. */
  protected EveryGameBenchmark() {}

  /** Makes the game and its work once. */
  @Setup
  public void setUp() {
    work = prepare(Games.create(game));
  }

  /**
   * The work of one operation on a game.
   *
   * @param game the game of this run
   * @return the work, whose result JMH consumes so that it is not optimised away
   */
  abstract IntSupplier prepare(Game<?, ?> game);

  /**
   * Runs one operation.
   *
   * @return its result
   */
  final int work() {
    return work.getAsInt();
  }
}
