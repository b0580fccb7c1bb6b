package io.github.plateau.draughts;

/** Pieces of user input quoted in messages: cut and made printable, whatever their length. */
final class Text {
  /** The longest piece of input quoted whole. */
  static final int MAX_QUOTED = 40;

  private Text() {}

  /** The text as a message shows it: at most {@link #MAX_QUOTED} characters, controls escaped. */
  static String shown(String text) {
    String cut = text.length() <= MAX_QUOTED ? text : text.substring(0, MAX_QUOTED) + "...";
    StringBuilder out = new StringBuilder(cut.length());
    for (int i = 0; i < cut.length(); i++) {
      char c = cut.charAt(i);
      if (Character.isISOControl(c)) {
        out.append(String.format("\\u%04x", (int) c));
      } else {
        out.append(c);
      }
    }
    return out.toString();
  }
}
