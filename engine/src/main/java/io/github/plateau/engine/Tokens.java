package io.github.plateau.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * A protocol command split into words at spaces and tabs, read from left to right; it remembers
 * where each word starts so that free text (an option's value, an {@code info string}) is taken
 * whole from the original line.
 */
final class Tokens {
  private final String line;
  private final List<int[]> words = new ArrayList<>();
  private int next;

  Tokens(String line) {
    this.line = line;
    int i = 0;
    while (i < line.length()) {
      while (i < line.length() && isSpace(line.charAt(i))) {
        i++;
      }
      int start = i;
      while (i < line.length() && !isSpace(line.charAt(i))) {
        i++;
      }
      if (i > start) {
        words.add(new int[] {start, i});
      }
    }
  }

  boolean hasNext() {
    return next < words.size();
  }

  /** The next word; fails with a message naming what was expected. */
  String next(String expected) {
    if (!hasNext()) {
      throw new IllegalArgumentException("expected " + expected + " at the end of the line");
    }
    int[] w = words.get(next++);
    return line.substring(w[0], w[1]);
  }

  /** The next word without taking it, or "" at the end. */
  String peek() {
    if (!hasNext()) {
      return "";
    }
    int[] w = words.get(next);
    return line.substring(w[0], w[1]);
  }

  /** The rest of the line from the next word on, as written; "" at the end. */
  String rest() {
    if (!hasNext()) {
      return "";
    }
    String r = line.substring(words.get(next)[0]).strip();
    next = words.size();
    return r;
  }

  /** The words up to (not including) a stop word or the end, joined by single spaces. */
  String until(String stop) {
    StringBuilder s = new StringBuilder();
    while (hasNext() && !peek().equals(stop)) {
      if (s.length() > 0) {
        s.append(' ');
      }
      s.append(next(""));
    }
    return s.toString();
  }

  /** The next word as a count from 0 to {@code max}; the message names the field. */
  long count(String field, long max) {
    String w = next("a number after " + field);
    long v;
    try {
      v = Long.parseLong(w);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          field + " must be a whole number, not " + Messages.quote(w), e);
    }
    if (v < 0 || v > max) {
      throw new IllegalArgumentException(field + " " + v + " is out of range 0 to " + max);
    }
    return v;
  }

  private static boolean isSpace(char c) {
    return c == ' ' || c == '\t';
  }
}
