package io.github.plateau.core.text;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.OptionalLong;

/**
 * Reads a decimal integer written with the ASCII digits {@code 0} to {@code 9} only, as options and
 * command-line arguments give them. {@link Long#parseLong} also accepts the digits of other scripts
 * (so that {@code "١"}, an Arabic-Indic one, would be read as 1) and a leading {@code '+'}; a
 * number a person types for a program is read here, where neither is.
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
    int first = text.startsWith("-") ? 1 : 0;
    if (first == text.length()) {
      return OptionalLong.empty();
    }
    for (int i = first; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c < '0' || c > '9') {
        return OptionalLong.empty();
      }
    }
    try {
      return OptionalLong.of(Long.parseLong(text));
    } catch (NumberFormatException e) { // ASCII digits that overflow a long
      return OptionalLong.empty();
    }
  }
}
