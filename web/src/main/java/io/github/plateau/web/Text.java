package io.github.plateau.web;

/** Quoting of text a client sent, so that an error message stays one short line. */
final class Text {
  private static final int MAX_QUOTED = 60;

  private Text() {}

  static String quote(String text) {
    StringBuilder s = new StringBuilder("'");
    int n = Math.min(text.length(), MAX_QUOTED);
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      s.append(c < ' ' || c == 0x7f ? '?' : c);
    }
    return s.append(text.length() > MAX_QUOTED ? "...'" : "'").toString();
  }
}
