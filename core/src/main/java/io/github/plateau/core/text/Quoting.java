package io.github.plateau.core.text;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * Quotes a piece of user input inside a message: cut short and made printable, so that a message
 * stays one readable line whatever the input (a megabyte of FEN, a control character). Every module
 * quotes input here, so that all messages show it alike.
 */
public final class Quoting {
  /** The longest piece of input shown whole; a longer one is cut there and ends in "...". */
  public static final int MAX_SHOWN = 40;

  private Quoting() {}

  /**
   * The text as a message shows it: its first {@value #MAX_SHOWN} characters followed by {@code
   * "..."} when it is longer, each control character written as a {@code \}{@code uXXXX} escape.
   *
   * @param text the input to quote
   * @return the text to put in a message
   * @throws IllegalArgumentException if the text is null
   */
  public static String shown(String text) {
    return shown(text, MAX_SHOWN);
  }

  /**
   * The text as a message shows it, cut after {@code max} characters.
   *
   * @param text the input to quote
   * @param max how many characters are shown at most, at least 1
   * @return the text to put in a message
   * @throws IllegalArgumentException if the text is null or max is below 1
   */
  public static String shown(String text, int max) {
    checkArgument(text != null, "text is null");
    checkArgument(max >= 1, "max %s is below 1", max);
    int end = Math.min(text.length(), max);
    StringBuilder out = new StringBuilder(end + 3);
    for (int i = 0; i < end; i++) {
      char c = text.charAt(i);
      if (Character.isISOControl(c)) {
        out.append(String.format("\\u%04x", (int) c));
      } else {
        out.append(c);
      }
    }
    return text.length() > max ? out.append("...").toString() : out.toString();
  }

  /**
   * The text as {@link #shown(String)} shows it, between single quotes: for a message where the
   * input stands among other words.
   *
   * @param text the input to quote
   * @return the text in quotes, to put in a message
   * @throws IllegalArgumentException if the text is null
   */
  public static String quoted(String text) {
    return quoted(text, MAX_SHOWN);
  }

  /**
   * The text as {@link #shown(String, int)} shows it, between single quotes.
   *
   * @param text the input to quote
   * @param max how many characters are shown at most, at least 1
   * @return the text in quotes, to put in a message
   * @throws IllegalArgumentException if the text is null or max is below 1
   */
  public static String quoted(String text, int max) {
    return "'" + shown(text, max) + "'";
  }
}
