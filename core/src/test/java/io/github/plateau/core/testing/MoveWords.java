package io.github.plateau.core.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** The moves of a PGN-family record text (PGN, PDN), read as words, for tests to compare with. */
public final class MoveWords {
  private MoveWords() {}

  /**
   * The moves of a text without comments: its words past the tag lines, less the move numbers and
   * the results.
   *
   * @param text the record's text
   * @param results the format's result words ({@code 1-0}, {@code *}, ...)
   * @return the move words, in their order
   */
  public static List<String> of(String text, Set<String> results) {
    List<String> moves = new ArrayList<>();
    for (String line : text.split("\n")) {
      if (line.startsWith("[")) {
        continue;
      }
      for (String word : line.strip().split(" +")) {
        if (!word.isEmpty() && !word.matches("[0-9]+\\.+") && !results.contains(word)) {
          moves.add(word);
        }
      }
    }
    return moves;
  }
}
