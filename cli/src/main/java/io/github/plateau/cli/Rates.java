package io.github.plateau.cli;

import java.util.Locale;

/** Formats elapsed times and rates for people. */
final class Rates {
  private Rates() {}

  /**
   * An elapsed time.
   *
   * @param nanos nanoseconds
   * @return seconds with three decimals, such as {@code "1.234 s"}
   */
  static String seconds(long nanos) {
    return String.format(Locale.ROOT, "%.3f s", nanos / 1e9);
  }

  /**
   * A rate per second.
   *
   * @param count how many things were done
   * @param nanos in how many nanoseconds
   * @return the rate, rounded to a whole number
   */
  static long perSecond(long count, long nanos) {
    return Math.round(count * 1e9 / Math.max(nanos, 1));
  }
}
