package io.github.plateau.napoleon;

/**
 * Pieces of the user's text quoted in messages, cut short: an error message must stay readable (and
 * small) whatever the size of the input.
 */
final class Text {
  /** The longest piece of input quoted whole. */
  static final int SHOWN = 40;

  private Text() {}

  /** The text, or its beginning and "..." when it is longer than {@link #SHOWN}. */
  static String cut(String text) {
    return text.length() <= SHOWN ? text : text.substring(0, SHOWN) + "...";
  }
}
