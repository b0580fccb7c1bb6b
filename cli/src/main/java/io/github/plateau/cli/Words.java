package io.github.plateau.cli;

import io.github.plateau.core.text.Quoting;
import java.util.ArrayList;
import java.util.List;

/**
 * A command line split into words as a POSIX shell would: spaces, quotes, backslashes. Nothing is
 * expanded: {@code ~}, {@code $NAME} and a {@code NAME=VALUE} before the program stay as written.
 */
final class Words {
  private Words() {}

  static List<String> split(String line) {
    List<String> words = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    boolean inWord = false;
    char quote = 0;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (quote != 0) {
        if (c == quote) {
          quote = 0;
        } else if (c == '\\' && quote == '"' && i + 1 < line.length()) {
          word.append(line.charAt(++i));
        } else {
          word.append(c);
        }
      } else if (c == '\'' || c == '"') {
        quote = c;
        inWord = true;
      } else if (c == '\\' && i + 1 < line.length()) {
        word.append(line.charAt(++i));
        inWord = true;
      } else if (c == ' ' || c == '\t') {
        if (inWord) {
          words.add(word.toString());
          word.setLength(0);
          inWord = false;
        }
      } else {
        word.append(c);
        inWord = true;
      }
    }
    if (quote != 0) {
      throw new UsageException("unclosed quote in the command '" + Quoting.shown(line) + "'");
    }
    if (inWord) {
      words.add(word.toString());
    }
    return words;
  }
}
