package io.github.plateau.engine;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.Limits;
import io.github.plateau.core.Side;
import java.time.Duration;
import java.util.Optional;

/**
 * A bound a player specification puts on every turn's own limits, such as {@code depth=4}: the
 * turn's depth, nodes or time, whichever is smaller, or the bound alone if the turn sets none or
 * searches until stopped.
 *
 * @param kind what is bounded
 * @param value the bound: plies, nodes or milliseconds, positive
 */
record LimitCap(Kind kind, long value) {
  /** What a cap bounds. */
  enum Kind {
    /** The depth in plies. */
    DEPTH,
    /** The nodes searched. */
    NODES,
    /** The time, in milliseconds. */
    MOVETIME
  }

  LimitCap {
    checkArgument(kind != null, "kind is null");
    checkArgument(value > 0, "the cap %s is not positive", value);
  }

  /**
   * The turn's limits with this cap.
   *
   * @param limits the turn's limits
   * @param side the side to move, whose clock gives the turn's time
   * @return the capped limits
   */
  Limits apply(Limits limits, Side side) {
    // an infinite search has no bounds to keep: the cap alone ends it
    Limits.Builder capped = limits.isInfinite() ? Limits.builder() : limits.toBuilder();
    Limits.Builder bounded =
        switch (kind) {
          case DEPTH ->
              capped.depth((int) Math.min(value, limits.depth().orElse(Integer.MAX_VALUE)));
          case NODES -> capped.nodes(Math.min(value, limits.nodes().orElse(Long.MAX_VALUE)));
          case MOVETIME -> capped.moveTime(shorter(Duration.ofMillis(value), limits.budget(side)));
        };
    return bounded.build();
  }

  private static Duration shorter(Duration cap, Optional<Duration> own) {
    return own.filter(d -> d.compareTo(cap) < 0).filter(d -> !d.isZero()).orElse(cap);
  }
}
