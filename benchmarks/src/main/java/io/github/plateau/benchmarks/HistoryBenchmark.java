package io.github.plateau.benchmarks;

import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Games;
import io.github.plateau.core.MoveList;
import io.github.plateau.core.Position;
import io.github.plateau.core.SearchBoard;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The cost of one more move in a long game: {@link GameRecord#play} with every history rule of the
 * game (repetition, move-count draws) at the end of a record of {@code plies} plies. Flat costs
 * from 1,000 to 100,000 plies show that no rule walks the whole game.
 *
 * <p>The records are seeded random games that avoid every move that would end them, under rules
 * whose game-length limits are off (a xiangqi game cannot last 100,000 plies under the no-capture
 * limit). Draughts is not measured: captures are compulsory and men only move forward, so random
 * play wipes a side out within a few hundred plies, and under the FMJD counts a game cannot reach
 * 100,000 plies at all; its history rules look back at most their own limits.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 3)
public class HistoryBenchmark extends BenchmarkDefaults {
  /** The game, with its count limits off. */
  @Param({"shogi", "xiangqi:no-capture-plies=0", "napoleon:max-plies=0"})
  public String game;

  /** The length of the record before the measured move. */
  @Param({"1000", "10000", "100000"})
  public int plies;

  private Supplier<Object> nextMove;

  /** Builds the long record once. */
  @Setup
  public void setUp() {
    nextMove = longGame(Games.create(game), plies);
  }

  private static <P extends Position<P, M>, M> Supplier<Object> longGame(
      Game<P, M> game, int plies) {
    GameRecord<P, M> record = walk(game, plies + 1, 1);
    GameRecord<P, M> before = record.undo();
    M move = record.lastMove().orElseThrow();
    return () -> before.play(move);
  }

  /**
   * A seeded random game of the given length that no history rule ends: each move is drawn among
   * those that leave the game going on, quiet moves first, so that the material (and with it the
   * number of positions the game can reach) stays large; when no move is left, moves are taken
   * back, twice as many each time that happens in a row.
   */
  static <P extends Position<P, M>, M> GameRecord<P, M> walk(
      Game<P, M> game, int plies, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    GameRecord<P, M> record = GameRecord.start(game);
    MoveList codes = new MoveList();
    int backoff = 1;
    while (record.ply() < plies) {
      SearchBoard<P, M> board = record.current().searchBoard();
      List<M> quiet = new ArrayList<>();
      List<M> captures = new ArrayList<>();
      for (int i = 0, n = board.generate(codes); i < n; i++) {
        (board.isCapture(codes.get(i)) ? captures : quiet).add(board.decode(codes.get(i)));
      }
      GameRecord<P, M> next = tryMoves(record, quiet, random);
      if (next == null) {
        next = tryMoves(record, captures, random);
      }
      if (next != null) {
        record = next;
        backoff = 1;
      } else { // every move ends the game: back off, further each time it happens in a row
        for (int i = 0; i < backoff && record.ply() > 0; i++) {
          record = record.undo();
        }
        backoff = Math.min(2 * backoff, 1 << 10);
      }
    }
    return record;
  }

  /** The record after a random move of {@code moves} that does not end the game, or null. */
  private static <P extends Position<P, M>, M> GameRecord<P, M> tryMoves(
      GameRecord<P, M> record, List<M> moves, SplittableRandom random) {
    while (!moves.isEmpty()) {
      GameRecord<P, M> tried = record.play(moves.remove(random.nextInt(moves.size())));
      if (!tried.isOver()) {
        return tried;
      }
    }
    return null;
  }

  /**
   * One move at the end of the long record.
   *
   * @return the new record, so that the work is not optimised away
   */
  @Benchmark
  public Object playOneMoreMove() {
    return nextMove.get();
  }
}
