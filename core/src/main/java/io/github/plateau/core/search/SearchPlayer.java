package io.github.plateau.core.search;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.Decision;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Player;
import io.github.plateau.core.Position;
import io.github.plateau.core.Turn;
import java.util.List;

/**
 * A {@link Player} that plays the best move of a {@link Searcher}: it searches the turn's position
 * within the turn's limits, reports each finished depth through the turn, stops when the turn is
 * stopped, and counts the game's earlier positions as repetitions. With a contempt for draws it
 * scores a draw below a level position, so that it plays on rather than repeat one (the values it
 * reports include the contempt). Not thread-safe, as players are not; the table is kept from one
 * decision to the next.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public final class SearchPlayer<P extends Position<P, M>, M> implements Player<P, M> {
  /** The largest contempt for draws: a piece, in the evaluations' usual units. */
  public static final int MAX_CONTEMPT = 1_000;

  private final Contempt<P, M> contempt;
  private final Searcher<P, M> searcher;

  /**
   * A player searching with an evaluation, a draw scoring as a level position.
   *
   * @param evaluation the value of the search's leaves
   * @param tableEntries the transposition table's entries, 1 to 2^26
   * @throws IllegalArgumentException if the evaluation is null or the size out of range
   */
  public SearchPlayer(Evaluation<P, M> evaluation, int tableEntries) {
    this(evaluation, tableEntries, 0);
  }

  /**
   * A player searching with an evaluation and a contempt for draws.
   *
   * @param evaluation the value of the search's leaves
   * @param tableEntries the transposition table's entries, 1 to 2^26
   * @param contempt how much worse than a level position a draw is for the player, in the
   *     evaluation's units, 0 to {@link #MAX_CONTEMPT}
   * @throws IllegalArgumentException if the evaluation is null, or the size or the contempt out of
   *     range
   */
  public SearchPlayer(Evaluation<P, M> evaluation, int tableEntries, int contempt) {
    checkArgument(evaluation != null, "evaluation is null");
    checkArgument(
        contempt >= 0 && contempt <= MAX_CONTEMPT,
        "the contempt must be 0 to %s, not %s",
        MAX_CONTEMPT,
        contempt);
    this.contempt = new Contempt<>(evaluation, contempt);
    this.searcher = new Searcher<>(this.contempt, tableEntries);
  }

  @Override
  public String name() {
    return "search";
  }

  @Override
  public Decision<M> decide(Turn<P, M> turn) {
    checkArgument(turn != null, "turn is null");
    contempt.favour(turn.position().sideToMove().team());
    SearchResult<M> result =
        searcher.search(
            turn.position().searchBoard(),
            turn.limits(),
            earlierHashes(turn.record()),
            turn::report,
            turn::isStopped);
    return Decision.move(result.bestMove());
  }

  private static long[] earlierHashes(GameRecord<?, ?> record) {
    List<? extends Position<?, ?>> positions = record.positions();
    long[] hashes = new long[positions.size() - 1];
    int i = 0;
    for (Position<?, ?> position : positions) { // in order: get(i) alone would cost O(log n)
      if (i < hashes.length) {
        hashes[i++] = position.hash();
      }
    }
    return hashes;
  }
}
