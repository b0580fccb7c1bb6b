package io.github.plateau.engine;

/**
 * The statistics of a match, by the usual formulas of engine testing: the logistic Elo of an
 * expected score, {@code -400 log10(1/s - 1)}; its 95% interval from the normal approximation of
 * the mean score (per game, or per game pair); the likelihood of superiority {@code (1 + erf((W -
 * L) / sqrt(2 (W + L)))) / 2}; and the generalized SPRT's log-likelihood ratio in Van den Bergh's
 * approximation, {@code N (s1 - s0) (2 mean - s0 - s1) / (2 variance)}, as fishtest and
 * cutechess-cli compute it.
 */
final class Stats {
  /** The normal quantile of a two-sided 95% interval. */
  static final double Z95 = 1.959963984540054;

  private Stats() {}

  /** The Elo difference of an expected score; infinite at 0 and 1. */
  static double elo(double score) {
    if (score <= 0) {
      return Double.NEGATIVE_INFINITY;
    }
    if (score >= 1) {
      return Double.POSITIVE_INFINITY;
    }
    return -400 * Math.log10(1 / score - 1);
  }

  /** The expected score of an Elo difference. */
  static double score(double elo) {
    return 1 / (1 + Math.pow(10, -elo / 400));
  }

  /**
   * Half the width of the 95% Elo interval of a mean score.
   *
   * @param values the possible results of one unit (a game: 0, 0.5, 1; a pair: 0 to 1 by 0.25)
   * @param counts how many units had each result
   * @return the margin, infinite if the interval reaches a score of 0 or 1, NaN without data
   */
  static double eloMargin(double[] values, long[] counts) {
    long n = total(counts);
    if (n == 0) {
      return Double.NaN;
    }
    double mean = mean(values, counts);
    double se = Math.sqrt(variance(values, counts) / n);
    double lo = mean - Z95 * se;
    double hi = mean + Z95 * se;
    if (lo <= 0 || hi >= 1) {
      return Double.POSITIVE_INFINITY; // the interval reaches a certain loss or win
    }
    return (elo(hi) - elo(lo)) / 2;
  }

  /** The likelihood that the first player is the stronger, from wins and losses. */
  static double los(long wins, long losses) {
    if (wins + losses == 0) {
      return 0.5;
    }
    return 0.5 * (1 + erf((wins - losses) / Math.sqrt(2.0 * (wins + losses))));
  }

  /**
   * The generalized SPRT's log-likelihood ratio of H1 (elo1) against H0 (elo0).
   *
   * @param values the possible results of one unit
   * @param counts how many units had each result
   * @return the ratio, 0 before any result
   */
  static double llr(double[] values, long[] counts, double elo0, double elo1) {
    long n = total(counts);
    if (n == 0) {
      return 0;
    }
    // As fishtest does, an empty outcome counts as 0.001 of one, so that a run of identical
    // results still has a variance and the test can conclude.
    double[] c = new double[counts.length];
    double sum = 0;
    for (int i = 0; i < c.length; i++) {
      c[i] = counts[i] == 0 ? 1e-3 : counts[i];
      sum += c[i];
    }
    double mean = 0;
    for (int i = 0; i < c.length; i++) {
      mean += values[i] * c[i] / sum;
    }
    double variance = 0;
    for (int i = 0; i < c.length; i++) {
      variance += c[i] / sum * (values[i] - mean) * (values[i] - mean);
    }
    double s0 = score(elo0);
    double s1 = score(elo1);
    return n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance);
  }

  static double mean(double[] values, long[] counts) {
    double sum = 0;
    for (int i = 0; i < values.length; i++) {
      sum += values[i] * counts[i];
    }
    return sum / total(counts);
  }

  static double variance(double[] values, long[] counts) {
    double mean = mean(values, counts);
    double sum = 0;
    for (int i = 0; i < values.length; i++) {
      sum += counts[i] * (values[i] - mean) * (values[i] - mean);
    }
    return sum / total(counts);
  }

  static long total(long[] counts) {
    long n = 0;
    for (long c : counts) {
      n += c;
    }
    return n;
  }

  /** The error function, by Abramowitz and Stegun's 7.1.26 (error below 1.5e-7). */
  static double erf(double x) {
    double t = 1 / (1 + 0.3275911 * Math.abs(x));
    double poly =
        t
            * (0.254829592
                + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
    double y = 1 - poly * Math.exp(-x * x);
    return x >= 0 ? y : -y;
  }
}
