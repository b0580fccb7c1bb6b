package io.github.plateau.core.search;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.Score;
import java.util.List;

/**
 * What a {@link Searcher} found: the move to play, its score, the line it expects, how deep it
 * looked and how many nodes it visited.
 *
 * @param bestMove the move to play, legal in the searched state
 * @param score the value of the searched state for its side to move's team
 * @param pv the principal variation, starting with {@code bestMove}
 * @param depth the last depth searched to the end, in plies; 0 if stopped before depth 1 finished
 * @param nodes the nodes visited, quiescence included, by every thread of the search
 * @param <M> the game's move type
 */
public record SearchResult<M>(M bestMove, Score score, List<M> pv, int depth, long nodes) {

  /**
   * Checks and copies the fields.
   *
   * @param bestMove the move to play
   * @param score the score
   * @param pv the principal variation
   * @param depth the depth reached
   * @param nodes the nodes visited
   * @throws IllegalArgumentException if a field is null or a number negative
   */
  public SearchResult {
    checkArgument(bestMove != null && score != null && pv != null, "a field is null");
    checkArgument(depth >= 0 && nodes >= 0, "depth %s or nodes %s negative", depth, nodes);
    pv = List.copyOf(pv);
  }
}
