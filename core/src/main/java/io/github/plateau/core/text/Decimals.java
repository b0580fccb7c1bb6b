package io.github.plateau.core.text;

import static com.google.common.base.Preconditions.checkArgument;

import java.math.BigDecimal;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Reads decimal numbers written with the ASCII digits {@code 0} to {@code 9} only, as options and
 * command-line arguments give them. {@link Long#parseLong} also accepts the digits of other scripts
 * (so that {@code "١"}, an Arabic-Indic one, would be read as 1) and a leading {@code '+'}, and
 * {@link Double#parseDouble} or {@link BigDecimal#BigDecimal(String)} exponents, {@code NaN} or
 * hexadecimal; a number a person types for a program is read here, where none of these is.
 */
public final class Decimals {
  private Decimals() {}

  /**
   * The value of an optional {@code '-'} followed by one or more ASCII digits, if it fits a long.
   *
   * @param text the text, without surrounding spaces
   * @return the value, or empty if the text is not of that form or its value lies outside the range
   *     of a long
   * @throws IllegalArgumentException if the text is null
   */
  public static OptionalLong parse(String text) {
    checkArgument(text != null, "text is null");
    if (!digits(text, text.startsWith("-") ? 1 : 0, text.length())) {
      return OptionalLong.empty();
    }
    try {
      return OptionalLong.of(Long.parseLong(text));
    } catch (NumberFormatException e) { // ASCII digits that overflow a long
      return OptionalLong.empty();
    }
  }

  /**
   * The value of a plain decimal: an optional {@code '-'}, one or more ASCII digits, and optionally
   * a point followed by one or more ASCII digits, such as {@code "12"}, {@code "-0.5"} or {@code
   * "3.250"} (whose scale, 3, is kept).
   *
   * @param text the text, without surrounding spaces
   * @return the value, or empty if the text is not of that form
   * @throws IllegalArgumentException if the text is null
   */
  public static Optional<BigDecimal> parseDecimal(String text) {
    checkArgument(text != null, "text is null");
    int first = text.startsWith("-") ? 1 : 0;
    int point = text.indexOf('.');
    int end = point < 0 ? text.length() : point;
    boolean plain =
        digits(text, first, end) && (point < 0 || digits(text, point + 1, text.length()));
    return plain ? Optional.of(new BigDecimal(text)) : Optional.empty();
  }

  /** Whether the text holds one or more ASCII digits from {@code start} to {@code end}. */
  private static boolean digits(String text, int start, int end) {
    if (start >= end) {
      return false;
    }
    for (int i = start; i < end; i++) {
      char c = text.charAt(i);
      if (c < '0' || c > '9') {
        return false;
      }
    }
    return true;
  }
}
