package io.github.plateau.engine;

import io.github.plateau.core.Limits;
import io.github.plateau.core.Side;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The clocks of one game under a {@link TimeControl}: each side's time left, the increment after
 * each of its moves, a new period every {@code moves} moves, and the byoyomi once the main time is
 * spent. Not thread-safe: one game, one thread.
 */
final class Clock {
  private final TimeControl control;
  private final Duration margin;
  private final Map<Side, Duration> left = new HashMap<>();
  private final Map<Side, Integer> made = new HashMap<>();

  /**
   * Clocks at the start of a game.
   *
   * @param control the time control
   * @param sides the game's sides
   * @param margin how late a move may come before its side loses on time (pipes and process
   *     scheduling take some time that is not the player's)
   */
  Clock(TimeControl control, List<Side> sides, Duration margin) {
    this.control = control;
    this.margin = margin;
    for (Side s : sides) {
      left.put(s, control.time());
      made.put(s, 0);
    }
  }

  /** The limits of a side's next move: both clocks, increments, byoyomi, moves to go. */
  Limits limits(Side mover) {
    Limits.Builder b = Limits.builder();
    left.forEach(b::time);
    if (!control.increment().isZero()) {
      left.keySet().forEach(s -> b.increment(s, control.increment()));
    }
    if (!control.byoyomi().isZero()) {
      b.byoyomi(control.byoyomi());
    }
    if (control.moves() > 0) {
      b.movesToGo(control.moves() - made.get(mover) % control.moves());
    }
    return b.build();
  }

  /** The longest a side's move may take before it loses on time (the margin included). */
  Duration allowance(Side mover) {
    return left.get(mover).plus(control.byoyomi()).plus(margin);
  }

  /**
   * Charges a move's time to its side.
   *
   * @return false if the side overstepped its time: it loses
   */
  boolean charge(Side mover, Duration used) {
    Duration available = left.get(mover).plus(control.byoyomi()).plus(margin);
    if (used.compareTo(available) > 0) {
      left.put(mover, Duration.ZERO);
      return false;
    }
    Duration rest = left.get(mover).minus(used);
    if (rest.isNegative()) {
      rest = Duration.ZERO; // the move was played in the byoyomi (or the margin)
    }
    rest = rest.plus(control.increment());
    int n = made.get(mover) + 1;
    made.put(mover, n);
    if (control.moves() > 0 && n % control.moves() == 0) {
      rest = rest.plus(control.time());
    }
    left.put(mover, rest);
    return true;
  }

  /** A side's time left. */
  Duration left(Side side) {
    return left.get(side);
  }
}
