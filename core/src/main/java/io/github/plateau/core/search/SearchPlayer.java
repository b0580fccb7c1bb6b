package io.github.plateau.core.search;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.Decision;
import io.github.plateau.core.Game;
import io.github.plateau.core.Player;
import io.github.plateau.core.Position;
import io.github.plateau.core.SearchInfo;
import io.github.plateau.core.Side;
import io.github.plateau.core.TableMemory;
import io.github.plateau.core.Turn;
import io.github.plateau.core.text.Decimals;
import java.util.Map;
import java.util.OptionalLong;

/**
 * A {@link Player} that plays the best move of a {@link Searcher}: it searches the turn's position
 * within the turn's limits, reports each finished depth through the turn, stops when the turn is
 * stopped, and judges repetitions of the game's earlier positions by the game's rule. With a
 * contempt for draws it scores a draw below a level position, so that it plays on rather than
 * repeat one (the values it reports include the contempt). Its one option, {@value #HASH}, sizes
 * the table in megabytes, as engine protocols name it. Not thread-safe, as players are not; the
 * table is kept from one decision to the next.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public final class SearchPlayer<P extends Position<P, M>, M> implements Player<P, M> {
  /** The largest contempt for draws: a piece, in the evaluations' usual units. */
  public static final int MAX_CONTEMPT = 1_000;

  /** The option that sizes the table, in megabytes: {@code Hash}, as UCI names it. */
  public static final String HASH = "Hash";

  /** The most megabytes {@link #HASH} takes: as many as engine protocols announce. */
  public static final int MAX_HASH_MEGABYTES = 65_536;

  private final Contempt<P, M> contempt;
  private final int threads;
  private int hashMegabytes;
  private Searcher<P, M> searcher;

  /**
   * A player searching with an evaluation, a draw scoring as a level position.
   *
   * @param evaluation the value of the search's leaves
   * @param tableEntries the transposition table's entries, 1 to 2^26
   * @throws IllegalArgumentException if the evaluation is null or the size out of range
   */
  public SearchPlayer(Evaluation<P, M> evaluation, int tableEntries) {
    this(evaluation, tableEntries, 0, 1);
  }

  /**
   * A player searching with an evaluation, a contempt for draws, on one or more threads that share
   * the table ({@link Searcher#Searcher(Evaluation, int, int)}).
   *
   * @param evaluation the value of the search's leaves, thread-safe if {@code threads} is over 1
   * @param tableEntries the transposition table's entries, 1 to 2^26
   * @param contempt how much worse than a level position a draw is for the player, in the
   *     evaluation's units, 0 to {@link #MAX_CONTEMPT}
   * @param threads 1 to {@link Searcher#MAX_THREADS}
   * @throws IllegalArgumentException if the evaluation is null, or the size, the contempt or the
   *     threads out of range
   */
  public SearchPlayer(Evaluation<P, M> evaluation, int tableEntries, int contempt, int threads) {
    checkArgument(evaluation != null, "evaluation is null");
    checkArgument(
        contempt >= 0 && contempt <= MAX_CONTEMPT,
        "the contempt must be 0 to %s, not %s",
        MAX_CONTEMPT,
        contempt);
    this.contempt = new Contempt<>(evaluation, contempt);
    this.threads = threads;
    this.searcher = new Searcher<>(this.contempt, tableEntries, threads);
    long bytes = (long) Integer.highestOneBit(tableEntries) * TranspositionTable.ENTRY_BYTES;
    this.hashMegabytes = (int) Math.max(1, bytes >> 20);
  }

  @Override
  public String name() {
    return "search";
  }

  /**
   * The memory its table takes, as made (within {@value #HASH}'s megabytes and a quarter of the
   * heap): what a caller that runs several players at once needs to know of the heap each takes.
   *
   * @return the table's bytes
   */
  public long tableBytes() {
    return searcher.tableBytes();
  }

  /**
   * The player's one option, {@value #HASH}: the table's megabytes.
   *
   * @return {@code Hash} and its value; a table made from a number of entries shows their
   *     megabytes, at least 1
   */
  @Override
  public Map<String, String> options() {
    return Map.of(HASH, Integer.toString(hashMegabytes));
  }

  /**
   * Sizes the table: a new, empty one of the largest power of two entries that fits in the
   * megabytes, in a quarter of the heap (a GUI may grant more than the JVM has) and in
   * 2<sup>26</sup> entries (1 GiB). The move-ordering counts are forgotten too, as by {@link
   * #newGame}.
   *
   * @param name {@value #HASH}
   * @param value a whole number of megabytes from 1 to {@value #MAX_HASH_MEGABYTES}
   * @throws IllegalArgumentException if the name is another or the value no such number; the table
   *     is then kept
   */
  @Override
  public void setOption(String name, String value) {
    checkArgument(HASH.equals(name), "no option named %s; the search player has %s", name, HASH);
    OptionalLong megabytes = Decimals.parse(value == null ? "" : value);
    if (megabytes.isEmpty()
        || megabytes.getAsLong() < 1
        || megabytes.getAsLong() > MAX_HASH_MEGABYTES) {
      throw new IllegalArgumentException(
          HASH + " takes megabytes from 1 to " + MAX_HASH_MEGABYTES + ", not \"" + value + "\"");
    }
    hashMegabytes = (int) megabytes.getAsLong();
    searcher =
        new Searcher<>(
            contempt, tableEntries(hashMegabytes, Runtime.getRuntime().maxMemory()), threads);
  }

  /** The table entries that fit in the megabytes and a quarter of the heap. */
  static int tableEntries(int megabytes, long heapBytes) {
    return TableMemory.entries(
        megabytes, heapBytes, TranspositionTable.ENTRY_BYTES, 1, TranspositionTable.MAX_ENTRIES);
  }

  /**
   * Forgets the table and the move-ordering counts: a new game learns nothing from the last.
   *
   * @param game the game about to be played
   */
  @Override
  public void newGame(Game<P, M> game) {
    searcher.clear();
  }

  @Override
  public Decision<M> decide(Turn<P, M> turn) {
    checkArgument(turn != null, "turn is null");
    Side team = turn.position().sideToMove().team();
    if (contempt.favour(team)) {
      searcher.clear(); // the table's values hold the other team's contempt
    }
    int asked = turn.limits().depth().orElse(0);
    if (asked > Searcher.MAX_DEPTH) { // said, so that a GUI asking for more knows why it stops
      String deepest = Integer.toString(Searcher.MAX_DEPTH);
      turn.report(
          SearchInfo.text(
              "depth "
                  + asked
                  + " is beyond the search's deepest, "
                  + deepest
                  + ": it searches "
                  + deepest
                  + " plies"));
    }
    SearchResult<M> result =
        searcher.search(
            turn.record(), turn.limits(), turn::report, turn::isStopped, turn.rootMoves());
    return Decision.move(result.bestMove());
  }
}
