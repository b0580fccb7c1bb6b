package io.github.plateau.engine;

/** Quoting of untrusted text in messages: cut short, control characters escaped. */
final class Messages {
  private static final int MAX_QUOTED = 60;

  private Messages() {}

  /**
   * Quotes text a peer or a user sent, so that a message stays one short line.
   *
   * @param text the text
   * @return the text in double quotes, cut to {@value #MAX_QUOTED} characters
   */
  static String quote(String text) {
    StringBuilder s = new StringBuilder("\"");
    int n = Math.min(text.length(), MAX_QUOTED);
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      if (c < ' ' || c == 0x7f) {
        s.append(String.format("\\u%04x", (int) c));
      } else {
        s.append(c);
      }
    }
    if (text.length() > MAX_QUOTED) {
      s.append("...");
    }
    return s.append('"').toString();
  }
}
