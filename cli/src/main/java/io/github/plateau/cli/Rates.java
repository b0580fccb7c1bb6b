package io.github.plateau.cli;

/** Formats elapsed times and rates for people. */
final class Rates {
  private Rates() {}

  /**
   * An elapsed time.
   *
   * @param nanos nanoseconds, 0 or more
   * @return seconds with three decimals, rounded half up, such as {@code "1.234 s"}
   */
  static String seconds(long nanos) {
    // by hand rather than with String.format, whose Formatter and locale data cost the command
    // line some milliseconds at every start
    long millis = nanos / 1_000_000 + (nanos % 1_000_000 >= 500_000 ? 1 : 0);
    long fraction = millis % 1000;
    return new StringBuilder()
        .append(millis / 1000)
        .append('.')
        .append(fraction < 100 ? "0" : "")
        .append(fraction < 10 ? "0" : "")
        .append(fraction)
        .append(" s")
        .toString();
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
