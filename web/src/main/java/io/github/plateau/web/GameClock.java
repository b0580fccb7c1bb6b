package io.github.plateau.web;

import io.github.plateau.core.Limits;
import io.github.plateau.core.Side;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;

/**
 * The two clocks of a game played with a {@link TimeControl}: each side's main time, the side whose
 * time runs and since when, in milliseconds of the server's time source.
 *
 * <p>A side's time runs from the moment its turn starts. When its turn ends the time it took comes
 * off its main time (past zero, out of its byoyomi, which each turn has whole), then it gains its
 * increment. A side may spend its main time plus one byoyomi on a turn: at that much, it has lost
 * on time. Not thread-safe: the table's lock guards it.
 */
final class GameClock {
  private final TimeControl control;
  private final List<Side> sides;
  private final long[] main; // each side's main time at the start of its turn, by side index
  private Side running; // null while no time runs: before the game starts and after it ends
  private long since; // when the running side's turn started
  private Side spent; // the side that lost on time, whose clock shows nothing left

  GameClock(TimeControl control, List<Side> sides) {
    this.control = control;
    this.sides = List.copyOf(sides);
    this.main = new long[sides.size()];
    Arrays.fill(main, control.initialMillis());
  }

  TimeControl control() {
    return control;
  }

  /** The side whose time runs, or null. */
  Side running() {
    return running;
  }

  /** Starts a side's turn: its time runs from now. */
  void start(Side side, long now) {
    running = side;
    since = now;
  }

  /**
   * Ends the running side's turn: the time it took comes off, its increment is added, and the next
   * side's time starts. The caller has checked that it had not {@link #expired} first.
   */
  void pass(Side next, long now) {
    charge(now);
    main[running.index()] += control.incrementMillis();
    start(next, now);
  }

  /** Stops the time at the game's end; the running side's time taken is charged, no increment. */
  void stop(long now) {
    if (running != null) {
      spent = left(running, now) == 0 ? running : null;
      charge(now);
      running = null;
    }
  }

  private void charge(long now) {
    main[running.index()] = Math.max(0, main[running.index()] - (now - since));
  }

  /**
   * The time a side may still take before it loses: its main time left plus a byoyomi.
   *
   * @return milliseconds, zero or more
   */
  long left(Side side, long now) {
    if (side.equals(spent)) {
      return 0;
    }
    long total = main[side.index()] + control.byoyomiMillis();
    return Math.max(0, side.equals(running) ? total - (now - since) : total);
  }

  /** The main time a side has left, without the byoyomi. */
  private long mainLeft(Side side, long now) {
    long m = main[side.index()];
    return Math.max(0, side.equals(running) ? m - (now - since) : m);
  }

  /** Whether the running side has used up its time. */
  boolean expired(long now) {
    return running != null && left(running, now) == 0;
  }

  /** Each side's main time, to be {@link #restore restored} by an undo. */
  long[] snapshot(long now) {
    long[] values = main.clone();
    if (running != null) {
      values[running.index()] = mainLeft(running, now);
    }
    return values;
  }

  /** Takes back the main times of an earlier turn; the side to move's time runs from now. */
  void restore(long[] values, Side next, long now) {
    System.arraycopy(values, 0, main, 0, main.length);
    spent = null;
    if (next == null) {
      running = null;
    } else {
      start(next, now);
    }
  }

  /** The clock as a bot's {@link Limits}: each side's main time left, the increment, byoyomi. */
  Limits limits(long now) {
    Limits.Builder b = Limits.builder().byoyomi(Duration.ofMillis(control.byoyomiMillis()));
    for (Side side : sides) {
      b.time(side, Duration.ofMillis(mainLeft(side, now)));
      b.increment(side, Duration.ofMillis(control.incrementMillis()));
    }
    return b.build();
  }
}
