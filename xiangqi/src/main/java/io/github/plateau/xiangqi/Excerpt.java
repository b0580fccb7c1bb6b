package io.github.plateau.xiangqi;

import io.github.plateau.core.NotationException;

/**
 * A part of a text being read, such as a move or a FEN inside a game record, so that a problem
 * found in the part is reported at its offset in the whole text, after a context that says where
 * the part belongs ({@code "ply 7: "}).
 *
 * @param whole the whole text
 * @param start where the part begins in it
 * @param end where the part ends (exclusive)
 * @param context the words put before each problem, empty for a text read on its own
 */
record Excerpt(String whole, int start, int end, String context) {
  /** A text read on its own. */
  static Excerpt of(String text) {
    return new Excerpt(text, 0, text.length(), "");
  }

  String text() {
    return whole.substring(start, end);
  }

  int length() {
    return end - start;
  }

  char charAt(int index) {
    return whole.charAt(start + index);
  }

  /** A problem at an offset of the part. */
  NotationException error(String problem, int offset) {
    return new NotationException(context + problem, whole, start + offset);
  }
}
