package io.github.plateau.benchmarks;

import io.github.plateau.core.Game;
import io.github.plateau.core.Position;
import java.util.List;
import java.util.function.IntSupplier;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.OperationsPerInvocation;

/**
 * Legal-move lists per second through the public API ({@code legalMoves()}, objects included), over
 * a fixed sample of {@value #POSITIONS} midgame positions from seeded random games.
 */
public class LegalMovesBenchmark extends EveryGameBenchmark {
  static final int POSITIONS = 64;

  /** Draws the sample once. */
  @Override
  IntSupplier prepare(Game<?, ?> game) {
    return sampleOf(game);
  }

  private static <P extends Position<P, M>, M> IntSupplier sampleOf(Game<P, M> game) {
    List<Cases.Reached<P, M>> positions = Cases.midgames(game, POSITIONS);
    return () -> {
      int moves = 0;
      for (Cases.Reached<P, M> reached : positions) {
        moves += reached.parent().play(reached.move()).legalMoves().size();
      }
      return moves;
    };
  }

  /**
   * The legal moves of every sampled position.
   *
   * @return the number of moves, so that the work is not optimised away
   */
  @Benchmark
  @OperationsPerInvocation(POSITIONS)
  public int legalMoves() {
    return work();
  }
}
