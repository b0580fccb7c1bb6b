package io.github.plateau.engine;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.text.Decimals;
import java.math.BigDecimal;
import java.util.Locale;

/**
 * A sequential probability ratio test between two Elo hypotheses: H0, the first player is {@code
 * elo0} stronger, against H1, {@code elo1} stronger, with error rates {@code alpha} (accepting H1
 * when H0 holds) and {@code beta}. The log-likelihood ratio is the generalized SPRT's (see {@link
 * PairResult#llr}); the test accepts H1 at {@code ln((1 - beta) / alpha)} and H0 at {@code ln(beta
 * / (1 - alpha))}.
 *
 * @param elo0 the Elo difference of H0
 * @param elo1 the Elo difference of H1, above elo0
 * @param alpha the false positive rate, in (0, 0.5)
 * @param beta the false negative rate, in (0, 0.5)
 * @param model how results are counted: per game or per game pair
 */
public record Sprt(double elo0, double elo1, double alpha, double beta, Model model) {

  /** How the results of a match are counted. */
  public enum Model {
    /** Per game: win, draw or loss, as cutechess-cli counts them. */
    TRINOMIAL,
    /**
     * Per pair of games on one opening with sides swapped: 0, 0.5, 1, 1.5 or 2 points, as fishtest
     * counts them; it removes the openings' bias from the variance.
     */
    PENTANOMIAL
  }

  /** What the test concludes so far. */
  public enum Decision {
    /** H0 accepted: the first player is not elo1 stronger. */
    H0,
    /** H1 accepted: the first player is at least elo0 stronger. */
    H1,
    /** Neither yet: play on. */
    CONTINUE
  }

  /**
   * Checks the parameters.
   *
   * @param elo0 the Elo difference of H0
   * @param elo1 the Elo difference of H1, above elo0
   * @param alpha the false positive rate, in (0, 0.5)
   * @param beta the false negative rate, in (0, 0.5)
   * @param model how results are counted
   * @throws IllegalArgumentException if a parameter is out of range or null
   */
  public Sprt {
    checkArgument(elo1 > elo0, "elo1 %s must be above elo0 %s", elo1, elo0);
    checkArgument(alpha > 0 && alpha < 0.5, "alpha %s must be in (0, 0.5)", alpha);
    checkArgument(beta > 0 && beta < 0.5, "beta %s must be in (0, 0.5)", beta);
    checkArgument(model != null, "model is null");
  }

  /**
   * Reads the command line form {@code elo0=0,elo1=5,alpha=0.05,beta=0.05[,model=pentanomial]};
   * alpha and beta default to 0.05, the model to pentanomial.
   *
   * @param text the parameters
   * @return the test
   * @throws IllegalArgumentException if the text is malformed or a parameter out of range
   */
  public static Sprt parse(String text) {
    checkArgument(text != null, "sprt is null");
    Double elo0 = null;
    Double elo1 = null;
    double alpha = 0.05;
    double beta = 0.05;
    Model model = Model.PENTANOMIAL;
    for (String part : text.split(",", -1)) {
      int eq = part.indexOf('=');
      if (eq < 0) {
        throw new IllegalArgumentException(
            "expected key=value in the SPRT parameters, not " + Messages.quote(part));
      }
      String key = part.substring(0, eq).strip();
      String value = part.substring(eq + 1).strip();
      switch (key) {
        case "elo0" -> elo0 = number(key, value);
        case "elo1" -> elo1 = number(key, value);
        case "alpha" -> alpha = number(key, value);
        case "beta" -> beta = number(key, value);
        case "model" -> {
          try {
            model = Model.valueOf(value.toUpperCase(Locale.ROOT));
          } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(
                "the SPRT model is trinomial or pentanomial, not " + Messages.quote(value), e);
          }
        }
        default ->
            throw new IllegalArgumentException(
                "unknown SPRT parameter "
                    + Messages.quote(key)
                    + "; they are elo0, elo1, alpha, beta, model");
      }
    }
    if (elo0 == null || elo1 == null) {
      throw new IllegalArgumentException("the SPRT needs elo0 and elo1");
    }
    return new Sprt(elo0, elo1, alpha, beta, model);
  }

  private static double number(String key, String value) {
    // a plain decimal: Double.parseDouble also reads NaN, exponents, hexadecimal and a trailing d
    return Decimals.parseDecimal(value)
        .map(BigDecimal::doubleValue)
        .filter(Double::isFinite)
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    key + " must be a number, not " + Messages.quote(value)));
  }

  /**
   * The bound at which H0 is accepted.
   *
   * @return {@code ln(beta / (1 - alpha))}, negative
   */
  public double lowerBound() {
    return Math.log(beta / (1 - alpha));
  }

  /**
   * The bound at which H1 is accepted.
   *
   * @return {@code ln((1 - beta) / alpha)}, positive
   */
  public double upperBound() {
    return Math.log((1 - beta) / alpha);
  }

  /**
   * The test's conclusion on a pair's results.
   *
   * @param result the results of the first player against the second
   * @return H0, H1 or CONTINUE
   * @throws IllegalArgumentException if the result is null
   */
  public Decision decide(PairResult result) {
    checkArgument(result != null, "result is null");
    double llr = result.llr(this);
    if (llr >= upperBound()) {
      return Decision.H1;
    }
    if (llr <= lowerBound()) {
      return Decision.H0;
    }
    return Decision.CONTINUE;
  }
}
