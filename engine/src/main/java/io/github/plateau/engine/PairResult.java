package io.github.plateau.engine;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.Reason;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The results of one player against another in a match, from the first player's view: wins, losses
 * and draws, each by reason, the game pairs (one opening, sides swapped) by points, and the
 * statistics: score, Elo with its 95% interval, likelihood of superiority, SPRT. Immutable.
 */
public final class PairResult {
  private static final double[] GAME = {0, 0.5, 1};
  private static final double[] PAIR = {0, 0.25, 0.5, 0.75, 1};

  private final String first;
  private final String second;
  private final long[] games; // losses, draws, wins
  private final long[] pairs; // pairs by the first player's half points, 0 to 4
  private final Map<Reason, Long> winsBy;
  private final Map<Reason, Long> lossesBy;
  private final Map<Reason, Long> drawsBy;

  private PairResult(
      String first,
      String second,
      long[] games,
      long[] pairs,
      Map<Reason, Long> winsBy,
      Map<Reason, Long> lossesBy,
      Map<Reason, Long> drawsBy) {
    this.first = first;
    this.second = second;
    this.games = games.clone();
    this.pairs = pairs.clone();
    this.winsBy = Collections.unmodifiableMap(copy(winsBy));
    this.lossesBy = Collections.unmodifiableMap(copy(lossesBy));
    this.drawsBy = Collections.unmodifiableMap(copy(drawsBy));
  }

  /**
   * No game yet.
   *
   * @param first the first player's name
   * @param second the second player's name
   * @return the empty result
   * @throws IllegalArgumentException if a name is null
   */
  public static PairResult empty(String first, String second) {
    checkArgument(first != null && second != null, "a name is null");
    return new PairResult(
        first,
        second,
        new long[3],
        new long[5],
        new EnumMap<>(Reason.class),
        new EnumMap<>(Reason.class),
        new EnumMap<>(Reason.class));
  }

  /**
   * This result with one more game.
   *
   * @param points the first player's points: 0, 1 (a draw) or 2, in half points
   * @param reason how the game ended
   * @return the new result
   * @throws IllegalArgumentException if points is not 0, 1 or 2, or the reason is null
   */
  public PairResult withGame(int points, Reason reason) {
    checkArgument(points >= 0 && points <= 2, "points %s must be 0, 1 or 2 half points", points);
    checkArgument(reason != null, "reason is null");
    long[] g = games.clone();
    g[points]++;
    Map<Reason, Long> w = copy(winsBy);
    Map<Reason, Long> l = copy(lossesBy);
    Map<Reason, Long> d = copy(drawsBy);
    (points == 2 ? w : points == 0 ? l : d).merge(reason, 1L, Long::sum);
    return new PairResult(first, second, g, pairs, w, l, d);
  }

  /**
   * This result with one more game pair counted (its two games are added by {@link #withGame}).
   *
   * @param halfPoints the first player's half points over the pair, 0 to 4
   * @return the new result
   * @throws IllegalArgumentException if the points are out of range
   */
  public PairResult withPair(int halfPoints) {
    checkArgument(halfPoints >= 0 && halfPoints <= 4, "pair points %s out of 0..4", halfPoints);
    long[] p = pairs.clone();
    p[halfPoints]++;
    return new PairResult(first, second, games, p, winsBy, lossesBy, drawsBy);
  }

  private static EnumMap<Reason, Long> copy(Map<Reason, Long> counts) {
    EnumMap<Reason, Long> m = new EnumMap<>(Reason.class);
    m.putAll(counts);
    return m;
  }

  /**
   * The first player's name.
   *
   * @return the name
   */
  public String first() {
    return first;
  }

  /**
   * The second player's name.
   *
   * @return the name
   */
  public String second() {
    return second;
  }

  /**
   * The first player's wins.
   *
   * @return the count
   */
  public long wins() {
    return games[2];
  }

  /**
   * The first player's losses.
   *
   * @return the count
   */
  public long losses() {
    return games[0];
  }

  /**
   * The draws.
   *
   * @return the count
   */
  public long draws() {
    return games[1];
  }

  /**
   * The games played.
   *
   * @return the count
   */
  public long games() {
    return games[0] + games[1] + games[2];
  }

  /**
   * The game pairs completed, by the first player's half points (0 to 4).
   *
   * @return a copy of the five counts
   */
  public long[] pairs() {
    return pairs.clone();
  }

  /**
   * The first player's wins by reason.
   *
   * @return an unmodifiable map
   */
  public Map<Reason, Long> winsBy() {
    return winsBy;
  }

  /**
   * The first player's losses by reason.
   *
   * @return an unmodifiable map
   */
  public Map<Reason, Long> lossesBy() {
    return lossesBy;
  }

  /**
   * The draws by reason.
   *
   * @return an unmodifiable map
   */
  public Map<Reason, Long> drawsBy() {
    return drawsBy;
  }

  /**
   * The first player's score.
   *
   * @return (wins + draws / 2) / games, or NaN before any game
   */
  public double score() {
    return games() == 0 ? Double.NaN : (wins() + draws() / 2.0) / games();
  }

  /**
   * The Elo difference of the score.
   *
   * @return the difference, infinite for a score of 0 or 1
   */
  public double elo() {
    return Stats.elo(score());
  }

  /**
   * Half the width of the 95% interval of the Elo difference: per game pair when pairs were counted
   * (pentanomial), else per game (trinomial).
   *
   * @return the margin, infinite when the interval reaches a score of 0 or 1
   */
  public double eloMargin() {
    return Stats.total(pairs) > 0 ? Stats.eloMargin(PAIR, pairs) : Stats.eloMargin(GAME, games);
  }

  /**
   * The likelihood of superiority: the chance that the first player is the stronger.
   *
   * @return a probability
   */
  public double los() {
    return Stats.los(wins(), losses());
  }

  /**
   * The SPRT's log-likelihood ratio under a test's hypotheses and model.
   *
   * @param sprt the test
   * @return the ratio
   */
  public double llr(Sprt sprt) {
    checkArgument(sprt != null, "sprt is null");
    return sprt.model() == Sprt.Model.PENTANOMIAL
        ? Stats.llr(PAIR, pairs, sprt.elo0(), sprt.elo1())
        : Stats.llr(GAME, games, sprt.elo0(), sprt.elo1());
  }

  /**
   * The summary line: {@code NAME1 vs NAME2: +W -L =D, score P%, Elo E +/- I}, then {@code , SPRT:
   * H0|H1|continue} when a test is given. The score has one decimal, the Elo and its margin one
   * decimal; an infinite Elo is {@code inf} or {@code -inf}, an unknown one {@code nan}.
   *
   * @param sprt the test, or empty
   * @return the line
   */
  public String summary(Optional<Sprt> sprt) {
    checkArgument(sprt != null, "sprt is null");
    String line =
        String.format(
            Locale.ROOT,
            "%s vs %s: +%d -%d =%d, score %s%%, Elo %s +/- %s",
            first,
            second,
            wins(),
            losses(),
            draws(),
            number(100 * score()),
            number(elo()),
            number(eloMargin()));
    return sprt.map(
            t ->
                line
                    + ", SPRT: "
                    + t.decide(this)
                        .name()
                        .toLowerCase(Locale.ROOT)
                        .replace("h0", "H0")
                        .replace("h1", "H1"))
        .orElse(line);
  }

  private static String number(double d) {
    if (Double.isNaN(d)) {
      return "nan";
    }
    if (Double.isInfinite(d)) {
      return d > 0 ? "inf" : "-inf";
    }
    return String.format(Locale.ROOT, "%.1f", d + 0.0); // + 0.0: no "-0.0"
  }

  @Override
  public String toString() {
    return summary(Optional.empty());
  }
}
