package io.github.plateau.engine;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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
    for (Matcher word = WORD.matcher(line); word.find(); ) {
      words.add(new int[] {word.start(), word.end()});
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

  /**
   * The next word as a count of a {@code go}-like command, which a GUI waits on whatever it sent:
   * so a bad value is reported to {@code problems} and replaced, never refused. A number out of
   * range 0 to {@code max} (a negative clock, a depth of 99999999999) is clamped into it; a word
   * that is no whole number, or the end of the line, is left unread and the field is ignored.
   *
   * @return the value to use, or empty to ignore the field
   */
  Optional<Long> clamped(String field, long max, Consumer<String> problems) {
    String w = peek();
    if (w.isEmpty()) {
      problems.accept(field + " has no value; it is ignored");
      return Optional.empty();
    }
    Optional<Long> value = clamp(field, w, max, problems);
    if (value.isPresent()) {
      next(field);
    }
    return value;
  }

  /**
   * A word as a count from 0 to {@code max}, as {@link #clamped} reads it: a number out of range is
   * clamped into it, and a word that is no whole number is ignored, each told to {@code problems}.
   *
   * @param field the field's name, for the messages
   * @param w the word
   * @param max the largest value
   * @param problems where what was wrong goes
   * @return the value to use, or empty to ignore the field
   */
  static Optional<Long> clamp(String field, String w, long max, Consumer<String> problems) {
    if (!WHOLE.matcher(w).matches()) {
      problems.accept(
          field + " must be a whole number, not " + Messages.quote(w) + "; it is ignored");
      return Optional.empty();
    }
    BigInteger v = new BigInteger(w);
    if (v.signum() >= 0 && v.compareTo(BigInteger.valueOf(max)) <= 0) {
      return Optional.of(v.longValue());
    }
    long used = v.signum() < 0 ? 0 : max;
    String shown = w.length() <= 20 ? w : Messages.quote(w);
    problems.accept(
        field + " " + shown + " is out of range 0 to " + max + "; " + used + " is used instead");
    return Optional.of(used);
  }

  private static final Pattern WHOLE = Pattern.compile("[+-]?[0-9]+");

  /** A word: what lies between spaces and tabs (other control characters belong to words). */
  private static final Pattern WORD = Pattern.compile("[^ \t]+");
}
