package io.github.plateau.core.search;

import java.util.function.BooleanSupplier;

/**
 * When a search must stop: a node budget, a deadline, or a stop signal from another thread. The
 * clock and the signal are read every {@link #CHECK_EVERY} nodes, the node count at every node.
 */
final class Budget {
  /** Nodes between two looks at the clock and the stop signal. */
  static final int CHECK_EVERY = 256;

  private final long maxNodes;
  private final long deadline;
  private final BooleanSupplier stop;
  private long nodes;
  private boolean exhausted;

  /**
   * A budget.
   *
   * @param maxNodes the most nodes to visit, {@link Long#MAX_VALUE} for no limit
   * @param deadline the {@link System#nanoTime()} to stop at, {@link Long#MAX_VALUE} for none
   * @param stop true once another thread asks to stop
   */
  Budget(long maxNodes, long deadline, BooleanSupplier stop) {
    this.maxNodes = maxNodes;
    this.deadline = deadline;
    this.stop = stop;
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
    if (nodes % CHECK_EVERY == 0 && (stop.getAsBoolean() || pastDeadline())) {
      exhausted = true;
      return false;
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
   * The nodes visited.
   *
   * @return the count
   */
  long nodes() {
    return nodes;
  }
}
