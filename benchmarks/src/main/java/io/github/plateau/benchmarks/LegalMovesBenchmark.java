package io.github.plateau.benchmarks;

import io.github.plateau.core.Game;
import io.github.plateau.core.Games;
import io.github.plateau.core.Position;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.IntSupplier;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Legal-move lists per second through the public API ({@code legalMoves()}, objects included), over
 * a fixed sample of {@value #POSITIONS} midgame positions from seeded random games.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 3)
@Measurement(iterations = 3, time = 5)
@Fork(1)
public class LegalMovesBenchmark {
  static final int POSITIONS = 64;

  /** The game specification. */
  @Param({"shogi", "xiangqi", "draughts", "draughts-brazilian", "draughts-canadian", "napoleon"})
  public String game;

  private IntSupplier allMoves;

  /** Draws the sample once. */
  @Setup
  public void setUp() {
    allMoves = sampleOf(Games.create(game));
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
    return allMoves.getAsInt();
  }
}
