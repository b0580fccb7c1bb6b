package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * A repetition rule, the one implementation every game uses from its {@link Game#judge}: when the
 * current position has occurred a given number of times ({@link GameRecord#repetitions()}), the
 * game ends. Parameters say how: a side that checked on every one of its moves of the repetition
 * cycle loses by {@link Reason#PERPETUAL_CHECK}, a side that chased perpetually (a game's own test)
 * loses by {@link Reason#PERPETUAL_CHASE}, and any other repetition ends with a result the game
 * chooses (a draw by default).
 *
 * <p>Immutable and thread-safe. The cost of {@link #judge} does not grow with the length of the
 * game: it visits the earlier positions with the current position's hash, and walks the cycle only
 * when the repetition ends the game.
 *
 * <pre>{@code
 * Repetition<ShogiPosition, Move> sennichite =
 *     Repetition.<ShogiPosition, Move>after(4).withPerpetualCheck(Cycle.SINCE_FIRST);
 * }</pre>
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public final class Repetition<P extends Position<P, M>, M> {

  /** Which moves form the repetition cycle that perpetual check and chase look at. */
  public enum Cycle {
    /** From the first of the counted occurrences to now (shogi's sennichite). */
    SINCE_FIRST,
    /** From the latest earlier occurrence to now (xiangqi). */
    SINCE_PREVIOUS
  }

  /**
   * A game's test for perpetual chase over a repetition cycle.
   *
   * @param <P> the position type
   */
  @FunctionalInterface
  public interface Chase<P> {
    /**
     * Whether a side chased perpetually in a cycle.
     *
     * @param cycle the cycle's positions, oldest first; the first and last are the same position
     * @param side a side of the game
     * @return true if every move of that side in the cycle chased
     */
    boolean chases(List<P> cycle, Side side);
  }

  private final int occurrences;
  private final Cycle checkCycle; // null: no perpetual-check rule
  private final Chase<P> chase; // null: no perpetual-chase rule
  private final Function<P, Outcome> result;
  private final Predicate<P> judged; // the positions the rule may end the game at

  private Repetition(
      int occurrences,
      Cycle checkCycle,
      Chase<P> chase,
      Function<P, Outcome> result,
      Predicate<P> judged) {
    this.occurrences = occurrences;
    this.checkCycle = checkCycle;
    this.chase = chase;
    this.result = result;
    this.judged = judged;
  }

  /**
   * The rule that ends a game, drawn by {@link Reason#REPETITION}, when a position occurs for the
   * given time.
   *
   * @param occurrences the occurrence that ends the game, 2 or more (3 for threefold repetition)
   * @param <P> the position type
   * @param <M> the move type
   * @return the rule
   * @throws IllegalArgumentException if {@code occurrences} is below 2
   */
  public static <P extends Position<P, M>, M> Repetition<P, M> after(int occurrences) {
    checkArgument(
        occurrences >= 2, "a repetition needs 2 or more occurrences, not %s", occurrences);
    return new Repetition<P, M>(occurrences, null, null, new Draw<P>(), p -> true);
  }

  /**
   * This rule, and a side that gave check with every one of its moves of the cycle, while another
   * side did not, loses by {@link Reason#PERPETUAL_CHECK} (games of two sides).
   *
   * @param cycle which moves are looked at
   * @return the new rule
   * @throws IllegalArgumentException if {@code cycle} is null
   */
  public Repetition<P, M> withPerpetualCheck(Cycle cycle) {
    checkArgument(cycle != null, "cycle is null");
    return new Repetition<>(occurrences, cycle, chase, result, judged);
  }

  /**
   * This rule, and when no side checked perpetually, a side that chased perpetually, while the
   * other did not, loses by {@link Reason#PERPETUAL_CHASE} (games of two sides). The chase is
   * looked for over the cycle of the perpetual-check rule, {@link Cycle#SINCE_PREVIOUS} without
   * one.
   *
   * @param chase the game's test
   * @return the new rule
   * @throws IllegalArgumentException if {@code chase} is null
   */
  public Repetition<P, M> withPerpetualChase(Chase<P> chase) {
    checkArgument(chase != null, "chase is null");
    return new Repetition<>(occurrences, checkCycle, chase, result, judged);
  }

  /**
   * This rule, ending any other repetition with a result of the game's choosing (a count of points,
   * say) instead of a draw.
   *
   * @param result the outcome for the repeated position
   * @return the new rule
   * @throws IllegalArgumentException if {@code result} is null
   */
  public Repetition<P, M> withResult(Function<P, Outcome> result) {
    checkArgument(result != null, "result is null");
    return new Repetition<>(occurrences, checkCycle, chase, result, judged);
  }

  /**
   * This rule, ending the game only at the positions a test accepts: a game whose turn has phases
   * (Napoleon Strategy's orders after a piece move) judges repetition at the start of a turn only,
   * where the side to move can no longer change the position it reached.
   *
   * @param where true at the positions where a repetition may end the game
   * @return the new rule
   * @throws IllegalArgumentException if {@code where} is null
   */
  public Repetition<P, M> judgedOnlyAt(Predicate<P> where) {
    checkArgument(where != null, "where is null");
    return new Repetition<>(occurrences, checkCycle, chase, result, where);
  }

  /**
   * Whether the rule may end the game at a position, as {@link #judgedOnlyAt} says (everywhere by
   * default): a searcher that meets a repetition on its path asks before it ends the line there.
   *
   * @param position a position of the game
   * @return true if a repetition of it ends the game
   * @throws IllegalArgumentException if the position is null
   */
  public boolean judges(P position) {
    checkArgument(position != null, "position is null");
    return judged.test(position);
  }

  /**
   * The occurrence that ends the game.
   *
   * @return 2 or more
   */
  public int occurrences() {
    return occurrences;
  }

  /**
   * How the repetition rule ends the game now, if it does.
   *
   * @param record a game whose current position does not decide it by itself
   * @return the outcome, or empty if the current position has not occurred often enough
   * @throws IllegalArgumentException if the record is null
   */
  public Optional<Outcome> judge(GameRecord<P, M> record) {
    checkArgument(record != null, "record is null");
    // A position whose hash was met fewer times than a repetition needs ends nothing: asked first,
    // it spares building the positions of records that no longer hold them (a reader asks this of
    // every ply of a game).
    if (!record.mayRepeat(occurrences - 1) || !judged.test(record.current())) {
      return Optional.empty();
    }
    GameRecord<P, M> latest = record.earlierOccurrence();
    GameRecord<P, M> first = latest;
    int seen = latest == null ? 1 : 2;
    while (seen < occurrences && first != null) {
      first = first.earlierOccurrence();
      seen++;
    }
    if (first == null) {
      return Optional.empty();
    }
    GameRecord<P, M> from = checkCycle == Cycle.SINCE_FIRST ? first : latest;
    // A view of the history: a rule that decides after a few positions never pays for a long cycle.
    return Optional.of(judgeCycle(record.positions().subList(from.ply(), record.ply() + 1)));
  }

  /**
   * Whether {@link #judgeCycle} reads the positions of the cycle (perpetual check or chase) rather
   * than only its last position: a searcher that finds a repetition on its path builds the cycle
   * only then.
   *
   * @return true if the rule has a perpetual-check or a perpetual-chase test
   */
  public boolean readsCycle() {
    return checkCycle != null || chase != null;
  }

  /**
   * How this rule ends the game when the cycle's last position has occurred often enough, the cycle
   * being the moves since an earlier occurrence: {@link #judge} over the game's cycle, and a
   * searcher over the cycle on its path, which it takes as the repetition that ends the game.
   *
   * @param cycle positions oldest first, the first and last the same position, each the previous
   *     one after a move; only the last is read if {@link #readsCycle} is false
   * @return the outcome
   * @throws IllegalArgumentException if the cycle is null or empty
   */
  public Outcome judgeCycle(List<P> cycle) {
    checkArgument(cycle != null && !cycle.isEmpty(), "the cycle is null or empty");
    P now = cycle.get(cycle.size() - 1);
    if (!readsCycle()) {
      return result.apply(now);
    }
    List<Side> sides = now.game().sides();
    if (checkCycle != null) {
      boolean[] checkedAlways = checkers(cycle, sides.size());
      Optional<Side> loser = theOnly(checkedAlways, sides);
      if (loser.isPresent()) {
        return winOver(loser.get(), sides, Reason.PERPETUAL_CHECK);
      }
      if (anyTrue(checkedAlways)) { // every side checked: no one chased either
        return result.apply(now);
      }
    }
    if (chase != null) {
      boolean[] chased = new boolean[sides.size()];
      for (Side side : sides) {
        chased[side.index()] = chase.chases(cycle, side);
      }
      Optional<Side> loser = theOnly(chased, sides);
      if (loser.isPresent()) {
        return winOver(loser.get(), sides, Reason.PERPETUAL_CHASE);
      }
    }
    return result.apply(now);
  }

  /**
   * By side index: whether the side moved in the cycle and every one of its moves gave check. Read
   * from the latest move back, it stops once every side has a move that did not check.
   */
  private static boolean[] checkers(List<? extends Position<?, ?>> cycle, int sides) {
    boolean[] moved = new boolean[sides];
    boolean[] always = new boolean[sides];
    Arrays.fill(always, true);
    int quiet = 0; // sides with a move that did not check
    for (int i = cycle.size() - 1; i >= 1 && quiet < sides; i--) {
      int mover = cycle.get(i - 1).sideToMove().index();
      moved[mover] = true;
      if (always[mover] && !cycle.get(i).inCheck()) {
        always[mover] = false;
        quiet++;
      }
    }
    for (int s = 0; s < sides; s++) {
      always[s] &= moved[s];
    }
    return always;
  }

  private static Optional<Side> theOnly(boolean[] flags, List<Side> sides) {
    if (sides.size() != 2 || flags[0] == flags[1]) {
      return Optional.empty();
    }
    return Optional.of(sides.get(flags[0] ? 0 : 1));
  }

  private static boolean anyTrue(boolean[] flags) {
    for (boolean flag : flags) {
      if (flag) {
        return true;
      }
    }
    return false;
  }

  private static Outcome winOver(Side loser, List<Side> sides, Reason reason) {
    return Outcome.win(sides.get(1 - loser.index()), reason);
  }

  /**
   * The default result, a draw by repetition: a class rather than a lambda, as every game makes a
   * rule when it starts and a program's first lambda costs some milliseconds of its start-up.
   */
  private static final class Draw<P> implements Function<P, Outcome> {
    @Override
    public Outcome apply(P position) {
      return Outcome.draw(Reason.REPETITION);
    }
  }
}
