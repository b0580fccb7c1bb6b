package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Perft: counting the leaves of the legal-move tree, to test a move generator against published
 * counts and to debug one's own generator against this one ({@link #divide}).
 *
 * <p>Every method uses the position's {@link Position#perft(int)}, so games with a fast path get it
 * here too.
 */
public final class Perft {
  /**
   * The deepest perft any method here or any game's {@link Position#perft} accepts: far beyond what
   * can finish (published counts stop near 15), low enough that per-ply buffers stay small.
   */
  public static final int MAX_DEPTH = 64;

  private Perft() {}

  /**
   * Checks a perft depth, for the games' own fast paths.
   *
   * @param depth the requested depth
   * @throws IllegalArgumentException if it is negative or above {@link #MAX_DEPTH}
   */
  public static void checkDepth(int depth) {
    checkArgument(depth >= 0, "depth %s is negative", depth);
    checkArgument(depth <= MAX_DEPTH, "depth %s is above the limit of %s", depth, MAX_DEPTH);
  }

  /**
   * The leaves at exactly {@code depth} plies.
   *
   * @param position the root
   * @param depth plies, 0 or more
   * @param <P> the position type
   * @param <M> the move type
   * @return the leaf count
   * @throws IllegalArgumentException if the position is null, or the depth is negative or above
   *     {@link #MAX_DEPTH}
   */
  public static <P extends Position<P, M>, M> long perft(P position, int depth) {
    checkArgument(position != null, "position is null");
    checkDepth(depth);
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
   * @throws IllegalArgumentException if the position is null, or the depth is below 1 or above
   *     {@link #MAX_DEPTH}
   */
  public static <P extends Position<P, M>, M> Map<M, Long> divide(P position, int depth) {
    checkArgument(position != null, "position is null");
    checkArgument(depth >= 1, "divide needs a depth of at least 1, not %s", depth);
    checkDepth(depth);
    Map<M, Long> counts = new LinkedHashMap<>();
    for (M move : position.legalMoves()) {
      counts.put(move, position.play(move).perft(depth - 1));
    }
    return Collections.unmodifiableMap(counts);
  }

  /**
   * The leaf count below each root move, counted by several threads: {@link #divide(Position, int)}
   * split the way {@link #parallel} splits.
   *
   * @param position the root
   * @param depth plies, 1 or more
   * @param threads threads counting, the caller's included, 1 or more
   * @param <P> the position type
   * @param <M> the move type
   * @return an unmodifiable map from each legal move, in the order of {@link
   *     Position#legalMoves()}, to its count at {@code depth - 1} below it
   * @throws IllegalArgumentException if the position is null, the depth below 1 or above {@link
   *     #MAX_DEPTH}, or threads below 1
   * @throws IllegalStateException if the calling thread is interrupted while it waits, or a game's
   *     perft fails in one of the threads
   */
  public static <P extends Position<P, M>, M> Map<M, Long> divide(
      P position, int depth, int threads) {
    checkArgument(position != null, "position is null");
    checkArgument(depth >= 1, "divide needs a depth of at least 1, not %s", depth);
    checkDepth(depth);
    checkArgument(threads >= 1, "threads %s must be at least 1", threads);
    ParallelPerft<P, M> split = new ParallelPerft<>(position, depth, threads);
    long[] counts = split.count(threads);
    Map<M, Long> byMove = new LinkedHashMap<>();
    List<M> moves = split.rootMoves();
    for (int i = 0; i < counts.length; i++) {
      byMove.put(moves.get(i), counts[i]);
    }
    return Collections.unmodifiableMap(byMove);
  }

  /**
   * The leaves at exactly {@code depth} plies, counted by several threads. The tree is split below
   * the root into a few hundred subtrees for each thread (the positions one, two or more plies
   * deep), which the threads take in turn, so that they finish together; each subtree is counted by
   * the game's own {@link Position#perft}. Depths 0 and 1 and a single thread are counted on the
   * calling thread.
   *
   * @param position the root
   * @param depth plies, 0 or more
   * @param threads threads counting, the caller's included, 1 or more
   * @param <P> the position type
   * @param <M> the move type
   * @return the leaf count, equal to {@link #perft}
   * @throws IllegalArgumentException if the position is null, the depth negative or above {@link
   *     #MAX_DEPTH}, or threads below 1
   * @throws IllegalStateException if the calling thread is interrupted while it waits, or a game's
   *     perft fails in one of the threads
   */
  public static <P extends Position<P, M>, M> long parallel(P position, int depth, int threads) {
    checkArgument(position != null, "position is null");
    checkDepth(depth);
    checkArgument(threads >= 1, "threads %s must be at least 1", threads);
    if (depth <= 1 || threads == 1) {
      return position.perft(depth);
    }
    long total = 0;
    for (long count : new ParallelPerft<>(position, depth, threads).count(threads)) {
      total += count;
    }
    return total;
  }

  /**
   * The leaves at exactly {@code depth} plies, counted through a {@link SearchBoard} with {@link
   * SearchBoard#push push} and {@link SearchBoard#pop pop} at every node, the last ply included (no
   * bulk counting): the same tree as {@link #perft}, walked the way a search walks it. The board is
   * back in its state when this returns.
   *
   * @param board the root; its state is restored when the walk returns (not if a game's board
   *     throws along the way)
   * @param depth plies, from 0 to {@link #MAX_DEPTH}
   * @return the leaf count, equal to {@code perft(board.position(), depth)}
   * @throws IllegalArgumentException if the board is null or the depth out of range
   */
  public static long pushPop(SearchBoard<?, ?> board, int depth) {
    checkArgument(board != null, "board is null");
    checkDepth(depth);
    List<MoveList> lists = new ArrayList<>(); // one per ply, made as the walk first reaches it
    return pushPop(board, depth, 0, lists);
  }

  private static long pushPop(SearchBoard<?, ?> board, int depth, int ply, List<MoveList> lists) {
    if (depth == 0) {
      return 1;
    }
    if (lists.size() == ply) {
      lists.add(new MoveList());
    }
    MoveList moves = lists.get(ply);
    int count = board.generate(moves);
    long total = 0;
    for (int i = 0; i < count; i++) {
      board.push(moves.get(i));
      total += pushPop(board, depth - 1, ply + 1, lists);
      board.pop();
    }
    return total;
  }

  /** The generic walk behind {@link Position#perft(int)}: bulk counting at the last ply. */
  static <P extends Position<P, M>, M> long walk(Position<P, M> position, int depth) {
    checkDepth(depth);
    return walkChecked(position, depth);
  }

  private static <P extends Position<P, M>, M> long walkChecked(
      Position<P, M> position, int depth) {
    if (depth == 0) {
      return 1;
    }
    List<M> moves = position.legalMoves();
    if (depth == 1) {
      return moves.size();
    }
    long total = 0;
    for (M move : moves) {
      total += walkChecked(position.play(move), depth - 1);
    }
    return total;
  }
}
