package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Perft: counting the leaves of the legal-move tree, to test a move generator against published
 * counts and to debug one's own generator against this one ({@link #divide}).
 *
 * <p>Every method uses the position's {@link Position#perft(int)}, so games with a fast path get it
 * here too.
 */
public final class Perft {
  private Perft() {}

  /**
   * The leaves at exactly {@code depth} plies.
   *
   * @param position the root
   * @param depth plies, 0 or more
   * @param <P> the position type
   * @param <M> the move type
   * @return the leaf count
   * @throws IllegalArgumentException if the depth is negative
   */
  public static <P extends Position<P, M>, M> long perft(P position, int depth) {
    checkArgument(position != null, "position is null");
    checkArgument(depth >= 0, "depth %s is negative", depth);
    return position.perft(depth);
  }

  /**
   * The leaf count below each root move, in the order of {@link Position#legalMoves()}.
   *
   * @param position the root
   * @param depth plies, 1 or more
   * @param <P> the position type
   * @param <M> the move type
   * @return an unmodifiable map from each legal move to its count at {@code depth - 1} below it
   * @throws IllegalArgumentException if the depth is below 1
   */
  public static <P extends Position<P, M>, M> Map<M, Long> divide(P position, int depth) {
    checkArgument(position != null, "position is null");
    checkArgument(depth >= 1, "divide needs a depth of at least 1, not %s", depth);
    Map<M, Long> counts = new LinkedHashMap<>();
    for (M move : position.legalMoves()) {
      counts.put(move, position.play(move).perft(depth - 1));
    }
    return Collections.unmodifiableMap(counts);
  }

  /**
   * The leaves at exactly {@code depth} plies, the root moves shared among threads.
   *
   * @param position the root
   * @param depth plies, 0 or more
   * @param threads worker threads, 1 or more
   * @param <P> the position type
   * @param <M> the move type
   * @return the leaf count, equal to {@link #perft}
   * @throws IllegalArgumentException if the depth is negative or threads below 1
   */
  public static <P extends Position<P, M>, M> long parallel(P position, int depth, int threads) {
    checkArgument(position != null, "position is null");
    checkArgument(depth >= 0, "depth %s is negative", depth);
    checkArgument(threads >= 1, "threads %s must be at least 1", threads);
    if (depth <= 1 || threads == 1) {
      return position.perft(depth);
    }
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<Long>> parts = new ArrayList<>();
      for (M move : position.legalMoves()) {
        P child = position.play(move);
        parts.add(pool.submit(() -> child.perft(depth - 1)));
      }
      long total = 0;
      for (Future<Long> part : parts) {
        total += part.get();
      }
      return total;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("perft interrupted", e);
    } catch (ExecutionException e) {
      throw new IllegalStateException("perft failed: " + e.getCause(), e.getCause());
    } finally {
      pool.shutdownNow();
    }
  }

  /** The generic walk behind {@link Position#perft(int)}: bulk counting at the last ply. */
  static <P extends Position<P, M>, M> long walk(Position<P, M> position, int depth) {
    checkArgument(depth >= 0, "depth %s is negative", depth);
    if (depth == 0) {
      return 1;
    }
    List<M> moves = position.legalMoves();
    if (depth == 1) {
      return moves.size();
    }
    long total = 0;
    for (M move : moves) {
      total += walk(position.play(move), depth - 1);
    }
    return total;
  }
}
