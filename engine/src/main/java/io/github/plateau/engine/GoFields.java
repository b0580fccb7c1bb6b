package io.github.plateau.engine;

import io.github.plateau.core.Limits;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The numbers of a {@code go} command (and of NSP's {@code setup}), read leniently into {@link
 * Limits}: a GUI waits for the answer to {@code go} whatever it sent, so a bad field is reported
 * and then clamped or ignored (see {@link Tokens#clamped}), and the search runs on the rest.
 */
final class GoFields {
  /** The deepest search a GUI may ask for, in plies. */
  static final int MAX_DEPTH = 10_000;

  /** The most moves to the next time control. */
  static final int MAX_MOVES = 10_000;

  private final Tokens words;
  private final Consumer<String> problems;
  private final String command;
  private final Set<String> fields;
  private final Set<String> given = new HashSet<>();

  /** The limits read so far. */
  final Limits.Builder limits = Limits.builder();

  /**
   * The fields of a command.
   *
   * @param words the command's words after its name
   * @param problems where each problem's line goes
   * @param command the command's name, for messages: {@code go}, or NSP's {@code setup}
   * @param fields the command's field names: a bad value followed by one leaves it to be read as a
   *     field, any other bad value is passed over with it
   */
  GoFields(Tokens words, Consumer<String> problems, String command, Set<String> fields) {
    this.words = words;
    this.problems = problems;
    this.command = command;
    this.fields = fields;
  }

  /**
   * The command's next word. A field given before in the same command is said: the last value
   * counts, where Hub refuses such a command ({@code searchmoves} lists join, and are not said).
   */
  String next() {
    String word = words.next("");
    if (fields.contains(word) && !word.equals("searchmoves") && !given.add(word)) {
      problems.accept(word + " is given twice in one " + command + "; the last one counts");
    }
    return word;
  }

  /**
   * A field's value as {@link Tokens#clamped} reads it; a bad value that is no field name is passed
   * over with the field, said once ({@code movetime abc}: not also an unknown field).
   */
  private Optional<Long> clamped(String field, long max) {
    Optional<Long> value = words.clamped(field, max, problems);
    if (value.isEmpty() && words.hasNext() && !fields.contains(words.peek())) {
      words.next(field);
    }
    return value;
  }

  /** A time in milliseconds, or empty if the field is ignored. */
  Optional<Duration> millis(String field) {
    return time(field, ChronoUnit.MILLIS);
  }

  /** A time in a unit (UCCI counts seconds), or empty if the field is ignored. */
  Optional<Duration> time(String field, ChronoUnit unit) {
    return clamped(field, Integer.MAX_VALUE).map(n -> Duration.of(n, unit));
  }

  /** A fixed time for the move; 0 counts as 1 ms. */
  void moveTime(String field) {
    millis(field).ifPresent(t -> limits.moveTime(t.isZero() ? Duration.ofMillis(1) : t));
  }

  /** A node budget; 0 counts as 1. */
  void nodes(String field) {
    clamped(field, Long.MAX_VALUE).ifPresent(n -> limits.nodes(Math.max(1, n)));
  }

  /** A depth budget in plies; 0 counts as 1. */
  void depth(String field) {
    whole(field, MAX_DEPTH).ifPresent(d -> limits.depth(Math.max(1, d)));
  }

  /** The moves to the next time control; 0 counts as 1. */
  void movesToGo(String field) {
    whole(field, MAX_MOVES).ifPresent(n -> limits.movesToGo(Math.max(1, n)));
  }

  /** A whole number from 0 to {@code max}, or empty if the field is ignored. */
  Optional<Integer> whole(String field, int max) {
    return clamped(field, max).map(Long::intValue);
  }

  /** A word that is no field of the command: reported and skipped. */
  void unknown(String word) {
    problems.accept(
        "unknown " + command + " parameter " + Messages.quote(word) + "; it is ignored");
  }
}
