package io.github.plateau.core.search;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;

/**
 * When a search must stop: a node budget, a time budget, or a stop signal from another thread. The
 * clock and the signal are read every {@link #CHECK_EVERY} nodes, the node count at every node.
 * Past half the time budget the calling thread begins no new depth: it would rarely finish (a
 * helper thread does, to help the calling thread's last depth).
 *
 * <p>In a search on several threads each thread has its own budget, and all add their counts to one
 * shared total every {@link #CHECK_EVERY} nodes: the node limit is the threads' sum, checked
 * against that total at those intervals from each thread's {@link #CHECK_EVERY}th node on, and the
 * nodes reported are the total.
 */
final class Budget {
  /** Nodes between two looks at the clock and the stop signal. */
  static final int CHECK_EVERY = 256;

  private static final Duration CENTURY = Duration.ofDays(36_525);

  private final long maxNodes;
  private final long started;
  private final long deadline;
  private final long halfway;
  private final BooleanSupplier stop;
  private final AtomicLong total; // every thread's nodes, as each last added them
  private long nodes;
  private long added; // the part of nodes already in total
  private boolean exhausted;

  /**
   * A budget.
   *
   * @param maxNodes the most nodes to visit, {@link Long#MAX_VALUE} for no limit
   * @param time the time to search, empty for no limit
   * @param started when the search began ({@link System#nanoTime}): the time counts from there
   * @param toTheDeadline whether a new depth may begin past half the time (a helper thread's: the
   *     calling thread's last depth, which may run to the deadline, is then still helped)
   * @param stop true once another thread asks to stop
   * @param total the count shared by the search's threads, 0 at its start
   */
  Budget(
      long maxNodes,
      Optional<Duration> time,
      long started,
      boolean toTheDeadline,
      BooleanSupplier stop,
      AtomicLong total) {
    this.maxNodes = maxNodes;
    this.started = started;
    // a budget beyond a century is no limit; toNanos would overflow on the largest durations
    long nanos = time.filter(t -> t.compareTo(CENTURY) < 0).map(Duration::toNanos).orElse(-1L);
    this.deadline = nanos < 0 ? Long.MAX_VALUE : started + nanos;
    this.halfway = nanos < 0 || toTheDeadline ? Long.MAX_VALUE : started + nanos / 2;
    this.stop = stop;
    this.total = total;
  }

  /**
   * Whether a new depth may begin: the budget is not spent and half the time is left.
   *
   * @return true to go one depth deeper
   */
  boolean mayDeepen() {
    return !exhausted && !(halfway != Long.MAX_VALUE && System.nanoTime() - halfway >= 0);
  }

  /**
   * Counts a node if the budget allows it.
   *
   * @return false, from now on, once the budget is spent: the node must not be searched
   */
  boolean visit() {
    if (exhausted || nodes >= maxNodes) {
      exhausted = true;
      return false;
    }
    if (nodes % CHECK_EVERY == 0) {
      long all = total.addAndGet(nodes - added);
      added = nodes;
      // A thread's first CHECK_EVERY nodes are its own: the others' count stops it only after them,
      // so that a thread that starts late still searches (before, the calling thread of a search
      // on many threads under a node limit often finished no depth).
      if (stop.getAsBoolean() || pastDeadline() || nodes > 0 && all >= maxNodes) {
        exhausted = true;
        return false;
      }
    }
    nodes++;
    return true;
  }

  private boolean pastDeadline() {
    return deadline != Long.MAX_VALUE && System.nanoTime() - deadline >= 0;
  }

  /**
   * Whether the budget ran out: the search in progress is incomplete.
   *
   * @return true once spent
   */
  boolean exhausted() {
    return exhausted;
  }

  /**
   * The time since the budget began.
   *
   * @return the time
   */
  Duration elapsed() {
    return Duration.ofNanos(System.nanoTime() - started);
  }

  /** Adds this thread's nodes not yet in the shared total: its search is over. */
  void flush() {
    total.addAndGet(nodes - added);
    added = nodes;
  }

  /**
   * The nodes visited: this thread's, and the others' as they last added them to the total.
   *
   * @return the count
   */
  long nodes() {
    return total.get() + nodes - added;
  }
}
