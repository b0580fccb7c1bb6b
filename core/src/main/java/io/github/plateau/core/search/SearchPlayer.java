package io.github.plateau.core.search;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.Decision;
import io.github.plateau.core.Player;
import io.github.plateau.core.Position;
import io.github.plateau.core.Turn;

/**
 * A {@link Player} that plays the best move of a {@link Searcher}: it searches the turn's position
 * within the turn's limits, reports each finished depth through the turn, stops when the turn is
 * stopped, and judges repetitions of the game's earlier positions by the game's rule. Not
 * thread-safe, as players are not; the table is kept from one decision to the next.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public final class SearchPlayer<P extends Position<P, M>, M> implements Player<P, M> {
  private final Searcher<P, M> searcher;

  /**
   * A player searching with an evaluation.
   *
   * @param evaluation the value of the search's leaves
   * @param tableEntries the transposition table's entries, 1 to 2^26
   * @throws IllegalArgumentException if the evaluation is null or the size out of range
   */
  public SearchPlayer(Evaluation<P, M> evaluation, int tableEntries) {
    this(evaluation, tableEntries, 1);
  }

  /**
   * A player searching with an evaluation on several threads that share the table ({@link
   * Searcher#Searcher(Evaluation, int, int)}).
   *
   * @param evaluation the value of the search's leaves, thread-safe if {@code threads} is over 1
   * @param tableEntries the transposition table's entries, 1 to 2^26
   * @param threads 1 to {@link Searcher#MAX_THREADS}
   * @throws IllegalArgumentException if the evaluation is null or a number out of range
   */
  public SearchPlayer(Evaluation<P, M> evaluation, int tableEntries, int threads) {
    this.searcher = new Searcher<>(evaluation, tableEntries, threads);
  }

  @Override
  public String name() {
    return "search";
  }

  @Override
  public Decision<M> decide(Turn<P, M> turn) {
    checkArgument(turn != null, "turn is null");
    SearchResult<M> result =
        searcher.search(turn.record(), turn.limits(), turn::report, turn::isStopped);
    return Decision.move(result.bestMove());
  }
}
