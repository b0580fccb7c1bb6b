package io.github.plateau.engine;

import io.github.plateau.core.Limits;
import io.github.plateau.draughts.Color;
import java.time.Duration;

/**
 * DXP's time control, as a GAMEREQ carries it: a number of minutes for a number of moves, each from
 * 0 to 999. Plateau reads it as a repeating control: each side has {@code minutes} for its next
 * {@code moves} moves, and gains {@code minutes} again after each {@code moves} of its own moves;
 * {@code moves} 0 puts the whole game in the minutes.
 *
 * @param minutes the thinking time, 1 to 999
 * @param moves the moves it is for, 0 to 999
 */
record DxpClock(int minutes, int moves) {
  /** The most a three-digit field holds. */
  static final int MAX = 999;

  DxpClock {
    if (minutes < 1 || minutes > MAX || moves < 0 || moves > MAX) {
      throw new IllegalArgumentException("a DXP clock of " + minutes + " min / " + moves);
    }
  }

  /**
   * The control an Initiator asks for, so that the Follower's time per move is what the limits give
   * it: its clock as it stands (minutes rounded up; DXP has no increment), or, for a fixed time per
   * move (or a byoyomi), that time as a control of one minute for as many moves as fit in it (or of
   * as many minutes as the move takes, for one move). Limits without a time (depth, nodes,
   * infinite) give the Follower half the time the Initiator waits for a move.
   *
   * @param limits the limits of the Follower's first decision
   * @param follower the Follower's colour
   * @param wait how long the Initiator waits for a move beyond the Follower's time
   * @return the control
   */
  static DxpClock request(Limits limits, Color follower, Duration wait) {
    if (limits.timeLeft(follower).isPresent()) {
      long seconds = limits.timeLeft(follower).get().toSeconds();
      return new DxpClock(
          (int) Math.max(1, Math.min(MAX, (seconds + 59) / 60)),
          Math.min(MAX, limits.movesToGo().orElse(0)));
    }
    Duration perMove = limits.budget(follower).orElse(wait.dividedBy(2));
    return perMove(perMove.isZero() ? Duration.ofMillis(1) : perMove);
  }

  /** One minute for as many moves as last {@code time} each, or a move of whole minutes. */
  private static DxpClock perMove(Duration time) {
    Duration minute = Duration.ofMinutes(1);
    if (time.compareTo(minute) >= 0) {
      long minutes = (time.toSeconds() + 59) / 60;
      return new DxpClock((int) Math.min(MAX, minutes), 1);
    }
    return new DxpClock(1, (int) Math.min(MAX, minute.toNanos() / time.toNanos()));
  }

  /**
   * The limits of the Follower's next move under this control.
   *
   * @param side the Follower's colour
   * @param left the time left on its clock
   * @param played the moves it has played in this game
   * @return its clock, with the moves to the next control when there is one
   */
  Limits limits(Color side, Duration left, int played) {
    Limits.Builder b = Limits.builder().time(side, left);
    if (moves > 0) {
      b.movesToGo(moves - played % moves);
    }
    return b.build();
  }

  /**
   * Whether a side gains {@link #minutes} after playing its {@code played}-th move.
   *
   * @param played the moves it has played, counting the one just made
   * @return true at the end of each control
   */
  boolean renews(int played) {
    return moves > 0 && played % moves == 0;
  }

  /**
   * The time of one control.
   *
   * @return the minutes as a duration
   */
  Duration time() {
    return Duration.ofMinutes(minutes);
  }

  /**
   * The GAMEREQ fields: minutes then moves, three digits each.
   *
   * @return six digits
   */
  String fields() {
    return String.format("%03d%03d", minutes, moves);
  }
}
