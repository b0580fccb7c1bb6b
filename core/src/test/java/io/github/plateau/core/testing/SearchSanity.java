package io.github.plateau.core.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Limits;
import io.github.plateau.core.Position;
import io.github.plateau.core.SearchInfo;
import io.github.plateau.core.search.Evaluation;
import io.github.plateau.core.search.SearchResult;
import io.github.plateau.core.search.Searcher;
import java.util.ArrayList;
import java.util.List;

/**
 * A quick search from a real game's position with a material evaluation: the move is legal, every
 * depth is reported, the score is no mate and within {@code maxScore}, and the principal variation
 * plays out legally. Prints the nodes per second, a rough health figure rather than a benchmark.
 */
public final class SearchSanity {
  private SearchSanity() {}

  /**
   * Searches and checks.
   *
   * @param position the position to search, with legal moves
   * @param evaluation a material count for the side to move's team
   * @param depth the depth to reach
   * @param maxScore the largest sane score's magnitude
   * @param <P> the position type
   * @param <M> the move type
   * @return the result
   */
  public static <P extends Position<P, M>, M> SearchResult<M> check(
      P position, Evaluation<P, M> evaluation, int depth, int maxScore) {
    List<SearchInfo<M>> infos = new ArrayList<>();
    long start = System.nanoTime();
    SearchResult<M> result =
        new Searcher<>(evaluation, 1 << 18)
            .search(position.searchBoard(), Limits.depth(depth), infos::add, () -> false);
    long nanos = Math.max(1, System.nanoTime() - start);
    String game = position.game().name();
    assertTrue(position.isLegal(result.bestMove()), game + ": " + result.bestMove());
    assertEquals(depth, result.depth(), game);
    assertEquals(depth, infos.size(), game);
    assertFalse(result.score().mate(), game + ": " + result.score());
    assertTrue(Math.abs(result.score().value()) <= maxScore, game + ": " + result.score());
    P line = position;
    for (M move : result.pv()) {
      line = line.play(move); // throws on an illegal move
    }
    System.out.printf(
        "%s: depth %d, %s, %d nodes in %d ms, %d nodes/s, pv %s%n",
        game,
        depth,
        result.score(),
        result.nodes(),
        nanos / 1_000_000,
        result.nodes() * 1_000_000_000L / nanos,
        result.pv());
    return result;
  }
}
