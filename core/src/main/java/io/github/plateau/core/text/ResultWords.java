package io.github.plateau.core.text;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.Set;

/**
 * The words that end a game ({@code 1-0}, {@code *}, ...), as {@link PgnTokenizer} and {@link
 * PgnSplitter} look for them in a text: made once per format's reader or splitter, and asked of
 * each word. A word is compared only with the results of its length, and most words (moves, whose
 * lengths no result has) with none.
 */
final class ResultWords {
  private final String[] words;
  // Bit n: a result has n characters (bit 63: 63 or more).
  private final long lengths;

  private ResultWords(String[] words, long lengths) {
    this.words = words;
    this.lengths = lengths;
  }

  /**
   * The result words of a set.
   *
   * @throws IllegalArgumentException if the set or a result is null
   */
  static ResultWords of(Set<String> results) {
    checkArgument(results != null, "results is null");
    String[] words = new String[results.size()];
    long lengths = 0;
    int i = 0;
    for (String result : results) {
      checkArgument(result != null, "a result is null");
      words[i++] = result;
      lengths |= 1L << Math.min(result.length(), 63);
    }
    return new ResultWords(words, lengths);
  }

  /**
   * Whether the characters of a text from {@code start} to {@code end} are a result, all of them.
   */
  boolean matches(String text, int start, int end) {
    int length = end - start;
    if ((lengths >>> Math.min(length, 63) & 1) == 0) {
      return false;
    }
    for (String word : words) {
      if (word.length() == length && text.regionMatches(start, word, 0, length)) {
        return true;
      }
    }
    return false;
  }
}
