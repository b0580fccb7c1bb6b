package io.github.plateau.engine;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.text.Decimals;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.Objects;

/**
 * A match's clock: {@code moves/time+increment} as chess tools write it ({@code 40/60+0.5}: 60
 * seconds for each 40 moves, plus half a second per move), or with a byoyomi as lishogi writes it
 * ({@code 600|10}: 10 minutes, then 10 seconds per move; {@code 0|5}: 5 seconds per move). Times in
 * seconds, with up to three decimals. Immutable.
 *
 * @param moves the moves per period, 0 for the whole game in one period
 * @param time the time of a period
 * @param increment added after each move
 * @param byoyomi the time each move may take once the main time is spent
 */
public record TimeControl(int moves, Duration time, Duration increment, Duration byoyomi) {

  /**
   * Checks the fields.
   *
   * @param moves the moves per period, 0 for the whole game in one period
   * @param time the time of a period
   * @param increment added after each move
   * @param byoyomi the time each move may take once the main time is spent
   * @throws IllegalArgumentException if a time is null or negative, moves is negative, or the
   *     control gives no time at all
   */
  public TimeControl {
    checkArgument(moves >= 0, "moves %s is negative", moves);
    for (Duration d : new Duration[] {time, increment, byoyomi}) {
      checkArgument(d != null && !d.isNegative(), "a time is null or negative");
    }
    checkArgument(
        !(time.isZero() && increment.isZero() && byoyomi.isZero()), "the clock gives no time");
  }

  /**
   * Reads a time control.
   *
   * @param text such as {@code 40/60+0.5}, {@code 10+0.1}, {@code 300}, {@code 600|10} or {@code
   *     60+1|5}
   * @return the time control
   * @throws IllegalArgumentException if the text is malformed; the message says where
   */
  public static TimeControl parse(String text) {
    checkArgument(text != null, "time control is null");
    String rest = text.strip();
    int moves = 0;
    int slash = rest.indexOf('/');
    if (slash >= 0) {
      String m = rest.substring(0, slash);
      long n =
          Decimals.parse(m).orElseThrow(() -> bad(text, "moves before '/' must be a whole number"));
      if (n <= 0 || n > Integer.MAX_VALUE) {
        throw bad(text, "moves before '/' must be positive");
      }
      moves = (int) n;
      rest = rest.substring(slash + 1);
    }
    Duration byoyomi = Duration.ZERO;
    int bar = rest.indexOf('|');
    if (bar >= 0) {
      byoyomi = seconds(text, rest.substring(bar + 1), "byoyomi");
      rest = rest.substring(0, bar);
    }
    Duration increment = Duration.ZERO;
    int plus = rest.indexOf('+');
    if (plus >= 0) {
      increment = seconds(text, rest.substring(plus + 1), "increment");
      rest = rest.substring(0, plus);
    }
    Duration time = seconds(text, rest, "time");
    try {
      return new TimeControl(moves, time, increment, byoyomi);
    } catch (IllegalArgumentException e) {
      throw bad(text, e.getMessage());
    }
  }

  private static Duration seconds(String whole, String s, String field) {
    // a plain decimal: BigDecimal alone would also read exponents and the digits of other scripts
    BigDecimal d =
        Decimals.parseDecimal(s)
            .filter(n -> !s.startsWith("-"))
            .orElseThrow(
                () -> bad(whole, field + " must be a number of seconds, not " + Messages.quote(s)));
    if (d.scale() > 3 || d.compareTo(BigDecimal.valueOf(1_000_000)) > 0) {
      throw bad(whole, field + " must be 0 to 1000000 seconds with at most 3 decimals");
    }
    return Duration.ofMillis(d.movePointRight(3).longValueExact()); // whole milliseconds: exact
  }

  private static IllegalArgumentException bad(String text, String why) {
    return new IllegalArgumentException(
        "bad time control "
            + Messages.quote(text)
            + ": "
            + why
            + " (forms: moves/time+inc, time+inc, time|byoyomi)");
  }

  @Override
  public String toString() {
    StringBuilder s = new StringBuilder();
    if (moves > 0) {
      s.append(moves).append('/');
    }
    s.append(text(time));
    if (!increment.isZero()) {
      s.append('+').append(text(increment));
    }
    if (!byoyomi.isZero()) {
      s.append('|').append(text(byoyomi));
    }
    return s.toString();
  }

  private static String text(Duration d) {
    return BigDecimal.valueOf(d.toMillis()).movePointLeft(3).stripTrailingZeros().toPlainString();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof TimeControl t
        && moves == t.moves
        && time.equals(t.time)
        && increment.equals(t.increment)
        && byoyomi.equals(t.byoyomi);
  }

  @Override
  public int hashCode() {
    return Objects.hash(moves, time, increment, byoyomi);
  }
}
