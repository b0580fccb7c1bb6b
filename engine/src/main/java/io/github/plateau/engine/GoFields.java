package io.github.plateau.engine;

import io.github.plateau.core.Limits;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.Optional;
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

  /** The limits read so far. */
  final Limits.Builder limits = Limits.builder();

  GoFields(Tokens words, Consumer<String> problems) {
    this(words, problems, "go");
  }

  /** Fields of another command than {@code go}, named so in messages: NSP's {@code setup}. */
  GoFields(Tokens words, Consumer<String> problems, String command) {
    this.words = words;
    this.problems = problems;
    this.command = command;
  }

  /** A time in milliseconds, or empty if the field is ignored. */
  Optional<Duration> millis(String field) {
    return time(field, ChronoUnit.MILLIS);
  }

  /** A time in a unit (UCCI counts seconds), or empty if the field is ignored. */
  Optional<Duration> time(String field, ChronoUnit unit) {
    return words.clamped(field, Integer.MAX_VALUE, problems).map(n -> Duration.of(n, unit));
  }

  /** A fixed time for the move; 0 counts as 1 ms. */
  void moveTime(String field) {
    millis(field).ifPresent(t -> limits.moveTime(t.isZero() ? Duration.ofMillis(1) : t));
  }

  /** A node budget; 0 counts as 1. */
  void nodes(String field) {
    words.clamped(field, Long.MAX_VALUE, problems).ifPresent(n -> limits.nodes(Math.max(1, n)));
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
    return words.clamped(field, max, problems).map(Long::intValue);
  }

  /** A word that is no field of the command: reported and skipped. */
  void unknown(String word) {
    problems.accept(
        "unknown " + command + " parameter " + Messages.quote(word) + "; it is ignored");
  }
}
