package io.github.plateau.draughts;

import io.github.plateau.core.text.PgnTokenizer;

/**
 * Hides a PDN setup command's quotes from the tokenizer: {@code /FEN "..."/} in the move text holds
 * quotes, which outside a tag are no token of the PGN family.
 */
final class PdnMask {
  private PdnMask() {}

  /**
   * The text the tokenizer reads: the original, except that the quotes of a setup command {@code
   * /FEN "..."/} outside tags and comments are blanked, since a quote outside a tag is no token of
   * the PGN family. Offsets are unchanged; the reader reads the setup and reports errors from the
   * original.
   */
  static String masked(String text) {
    if (!text.contains("/FEN")) {
      return text;
    }
    char[] out = text.toCharArray();
    int n = text.length();
    int i = 0;
    while (i < n) {
      char c = text.charAt(i);
      if (c == '{') {
        i = PgnTokenizer.afterComment(text, i); // where the tokenizer ends the comment
      } else if (c == ';' || (c == '%' && (i == 0 || isBreak(text.charAt(i - 1))))) {
        while (i < n && !isBreak(text.charAt(i))) {
          i++;
        }
      } else if (c == '[') {
        i = tagEnd(text, i + 1);
      } else if (c == '/' && text.startsWith("/FEN", i)) {
        // on its line alone: the splitter masks a text line by line, and must mask it alike
        int open = i + 4;
        while (open < n
            && !isBreak(text.charAt(open))
            && Character.isWhitespace(text.charAt(open))) {
          open++;
        }
        int close = open < n && text.charAt(open) == '"' ? closingQuote(text, open + 1) : -1;
        if (close < 0) {
          i = open;
        } else {
          out[open] = ' ';
          out[close] = ' ';
          i = close + 1;
        }
      } else {
        i++;
      }
    }
    return new String(out);
  }

  /** The next quote from {@code from} on its line, or -1. */
  private static int closingQuote(String text, int from) {
    for (int i = from; i < text.length() && !isBreak(text.charAt(i)); i++) {
      if (text.charAt(i) == '"') {
        return i;
      }
    }
    return -1;
  }

  /**
   * Where a tag opened before {@code from} ends: after its {@code ]}, quotes and escapes minded.
   */
  private static int tagEnd(String text, int from) {
    boolean quoted = false;
    int i = from;
    while (i < text.length()) {
      char c = text.charAt(i);
      if (isBreak(c)) {
        return i;
      } else if (quoted && c == '\\') {
        i++;
      } else if (c == '"') {
        quoted = !quoted;
      } else if (!quoted && c == ']') {
        return i + 1;
      }
      i++;
    }
    return i;
  }

  /** Whether a character ends a line. */
  static boolean isBreak(char c) {
    return c == '\n' || c == '\r';
  }
}
