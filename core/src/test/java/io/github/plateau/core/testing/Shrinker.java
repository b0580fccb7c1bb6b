package io.github.plateau.core.testing;

import io.github.plateau.core.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Shrinks a failing move sequence: removes runs of moves, halving the run length down to one, while
 * the shorter sequence is still playable from the start and still fails. What remains is a sequence
 * from which no single move can be dropped (a local minimum).
 */
public final class Shrinker {
  private Shrinker() {}

  /**
   * The shortest failing sequence found.
   *
   * @param start the position the moves are played from
   * @param moves a sequence for which {@code fails} is true
   * @param fails whether a replayed sequence still shows the failure, given the positions it passes
   *     through (start first)
   * @param <P> the position type
   * @param <M> the move type
   * @return a subsequence of {@code moves} that still fails
   */
  public static <P extends Position<P, M>, M> List<M> shrink(
      P start, List<M> moves, Predicate<List<P>> fails) {
    List<M> best = new ArrayList<>(moves);
    for (int run = Math.max(1, best.size() / 2); run >= 1; run /= 2) {
      boolean removed = true;
      while (removed) {
        removed = false;
        for (int from = 0; from + run <= best.size(); from++) {
          List<M> candidate = new ArrayList<>(best.subList(0, from));
          candidate.addAll(best.subList(from + run, best.size()));
          List<P> line = replay(start, candidate);
          if (line != null && failsQuietly(fails, line)) {
            best = candidate;
            removed = true;
            break;
          }
        }
      }
    }
    return best;
  }

  /** The positions a sequence passes through, or null if one of its moves is not legal. */
  static <P extends Position<P, M>, M> List<P> replay(P start, List<M> moves) {
    List<P> line = new ArrayList<>(moves.size() + 1);
    P position = start;
    line.add(position);
    for (M move : moves) {
      if (!position.isLegal(move)) {
        return null;
      }
      position = position.play(move);
      line.add(position);
    }
    return line;
  }

  private static <P> boolean failsQuietly(Predicate<List<P>> fails, List<P> line) {
    try {
      return fails.test(line);
    } catch (RuntimeException | AssertionError e) {
      return true;
    }
  }
}
