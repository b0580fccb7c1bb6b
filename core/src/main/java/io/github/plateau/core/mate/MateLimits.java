package io.github.plateau.core.mate;

import java.time.Duration;
import java.util.Optional;
import java.util.function.BooleanSupplier;

/**
 * The bounds of one mate search: the most nodes to visit, an optional time budget, the size of the
 * transposition table (fixed memory, {@value #ENTRY_BYTES} bytes an entry), the longest line looked
 * at, and a stop signal another thread may raise.
 *
 * @param maxNodes the most nodes the search visits, 1 or more; a node is one expansion of a state
 * @param time the wall-clock budget, positive and at most {@link #MAX_TIME}, or empty for none
 * @param tableEntries the transposition table's entries, a power of two from 16 to 2<sup>26</sup>
 * @param maxPlies the longest line searched, from 1 to {@link #MAX_PLIES}: deeper states count as
 *     not won for the attacker
 * @param stop read every {@value #POLL_INTERVAL} nodes, from the searching thread: once it answers
 *     true the search ends, {@link MateStatus#UNKNOWN} as when the nodes run out; {@link #NEVER}
 *     for none
 */
public record MateLimits(
    long maxNodes, Optional<Duration> time, int tableEntries, int maxPlies, BooleanSupplier stop) {

  /** The deepest line any search looks at: the bound on the solver's recursion. */
  public static final int MAX_PLIES = 128;

  /** The longest time budget: a day, so that a deadline in nanoseconds cannot overflow. */
  public static final Duration MAX_TIME = Duration.ofDays(1);

  /** The stop signal that never stops a search: the one {@link #nodes} gives. */
  public static final BooleanSupplier NEVER = () -> false;

  /**
   * The nodes between two looks at the clock and the stop signal: a stop is obeyed within a
   * fraction of a millisecond.
   */
  public static final int POLL_INTERVAL = 256;

  /**
   * The memory of one table entry, in bytes, rounded up: its own 37 and, in a game with pieces in
   * hand, a quarter of an entry by placement and hand (25), made when first used.
   */
  public static final int ENTRY_BYTES = 44;

  /**
   * The table size {@link #nodes} gives: 2<sup>18</sup> entries, 11.5 MB. Searches of millions of
   * nodes find more with a larger table (docs/benchmarks.md, "Mate solving").
   */
  public static final int DEFAULT_TABLE_ENTRIES = 1 << 18;

  /**
   * Checks the bounds.
   *
   * @param maxNodes the most nodes, 1 or more
   * @param time the time budget, or empty
   * @param tableEntries the table's entries, a power of two from 16 to 2<sup>26</sup>
   * @param maxPlies the longest line, from 1 to {@link #MAX_PLIES}
   * @param stop the stop signal, or {@link #NEVER}
   * @throws IllegalArgumentException if a bound is out of its range, or {@code time} or {@code
   *     stop} is null
   */
  public MateLimits {
    if (maxNodes < 1) {
      throw new IllegalArgumentException("maxNodes must be 1 or more, not " + maxNodes);
    }
    if (time == null) {
      throw new IllegalArgumentException("time is null: use Optional.empty() for no budget");
    }
    if (time.isPresent()
        && (time.get().isNegative() || time.get().isZero() || time.get().compareTo(MAX_TIME) > 0)) {
      throw new IllegalArgumentException(
          "time must be positive and at most " + MAX_TIME + ", not " + time.get());
    }
    if (tableEntries < 16 || tableEntries > 1 << 26 || Integer.bitCount(tableEntries) != 1) {
      throw new IllegalArgumentException(
          "tableEntries must be a power of two from 16 to 2^26, not " + tableEntries);
    }
    if (maxPlies < 1 || maxPlies > MAX_PLIES) {
      throw new IllegalArgumentException(
          "maxPlies must be from 1 to " + MAX_PLIES + ", not " + maxPlies);
    }
    if (stop == null) {
      throw new IllegalArgumentException("stop is null: use MateLimits.NEVER for no signal");
    }
  }

  /**
   * A node budget with no time budget, the default table, lines up to {@link #MAX_PLIES} and no
   * stop signal.
   *
   * @param maxNodes the most nodes, 1 or more
   * @return the limits
   * @throws IllegalArgumentException if {@code maxNodes} is below 1
   */
  public static MateLimits nodes(long maxNodes) {
    return new MateLimits(maxNodes, Optional.empty(), DEFAULT_TABLE_ENTRIES, MAX_PLIES, NEVER);
  }

  /**
   * These limits with a time budget.
   *
   * @param budget the wall-clock budget, positive and at most {@link #MAX_TIME}
   * @return the new limits
   * @throws IllegalArgumentException if the budget is null, zero, negative or too long
   */
  public MateLimits withTime(Duration budget) {
    if (budget == null) {
      throw new IllegalArgumentException("budget is null");
    }
    return new MateLimits(maxNodes, Optional.of(budget), tableEntries, maxPlies, stop);
  }

  /**
   * These limits with another table size.
   *
   * @param entries a power of two from 16 to 2<sup>26</sup>
   * @return the new limits
   * @throws IllegalArgumentException if {@code entries} is out of range
   */
  public MateLimits withTableEntries(int entries) {
    return new MateLimits(maxNodes, time, entries, maxPlies, stop);
  }

  /**
   * These limits with another longest line.
   *
   * @param plies from 1 to {@link #MAX_PLIES}
   * @return the new limits
   * @throws IllegalArgumentException if {@code plies} is out of range
   */
  public MateLimits withMaxPlies(int plies) {
    return new MateLimits(maxNodes, time, tableEntries, plies, stop);
  }

  /**
   * These limits with a stop signal, for a search that another thread may end early: a GUI's {@code
   * stop}, say.
   *
   * @param signal read every {@value #POLL_INTERVAL} nodes on the searching thread; true ends the
   *     search with {@link MateStatus#UNKNOWN}
   * @return the new limits
   * @throws IllegalArgumentException if the signal is null
   */
  public MateLimits withStop(BooleanSupplier signal) {
    if (signal == null) {
      throw new IllegalArgumentException("signal is null: use MateLimits.NEVER for none");
    }
    return new MateLimits(maxNodes, time, tableEntries, maxPlies, signal);
  }
}
