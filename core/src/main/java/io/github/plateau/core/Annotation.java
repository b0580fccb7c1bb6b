package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;

import com.google.common.collect.ImmutableList;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a record says about one move besides the move: a comment, the time the player spent, and the
 * annotation marks ({@code !?}, {@code $14}) as written.
 *
 * @param comment the comment's text, {@code ""} for none; its lines are separated by {@code \n}, as
 *     every format reads them ({@code \r\n} and {@code \r} are made {@code \n})
 * @param time the time spent on the move, if the record states it
 * @param marks the marks after the move, as written, in order
 */
public record Annotation(String comment, Optional<Duration> time, List<String> marks) {
  /**
   * A move's elapsed time in a comment, DGT's {@code [%emt 0:01:05]}: the time spent on it; the
   * hours have as many digits as {@link #emt} writes for any {@link Duration}.
   */
  private static final Pattern EMT =
      Pattern.compile("\\[%emt\\s+([0-9]{1,16}):([0-5][0-9]):([0-5][0-9])(?:\\.([0-9]{1,9}))?\\]");

  /** No comment, no time, no mark. */
  public static final Annotation NONE = new Annotation("", Optional.empty(), List.of());

  /**
   * Checks and copies the fields.
   *
   * @param comment the comment's text, {@code ""} for none; {@code \r\n} and {@code \r} are made
   *     {@code \n}
   * @param time the time spent on the move, if the record states it
   * @param marks the marks after the move, as written, in order
   * @throws IllegalArgumentException if a field or mark is null or blank, or the time is negative
   */
  public Annotation {
    checkArgument(comment != null, "comment is null");
    comment = withLineFeeds(comment);
    checkArgument(time != null, "time is null");
    checkArgument(time.isEmpty() || !time.get().isNegative(), "the time %s is negative", time);
    checkArgument(marks != null, "marks is null");
    for (String mark : marks) {
      checkArgument(mark != null && !mark.isBlank(), "a mark is null or blank");
    }
    marks = ImmutableList.copyOf(marks);
  }

  /**
   * A comment's text with its lines separated by {@code \n} alone, as every format reads a
   * comment's lines: so that a comment written and read again is equal.
   */
  static String withLineFeeds(String text) {
    return text.indexOf('\r') < 0 ? text : text.replace("\r\n", "\n").replace('\r', '\n');
  }

  /**
   * An annotation as PGN and PDN write it, from a comment that may hold a move's time as DGT's
   * clock command {@code [%emt h:mm:ss]} (or {@code [%emt h:mm:ss.fff]}, the hours of 1 to 16
   * digits): one such command becomes the time and leaves the comment; a comment with two, or with
   * one past the longest {@link Duration}, is kept as written, without a time.
   *
   * @param written the comment as written, {@code ""} for none
   * @param marks the marks after the move
   * @return the annotation
   * @throws IllegalArgumentException if an argument or mark is null, or a mark blank
   */
  public static Annotation ofComment(String written, List<String> marks) {
    checkArgument(written != null, "comment is null");
    Matcher m = EMT.matcher(written);
    if (!m.find()) {
      return new Annotation(written, Optional.empty(), marks);
    }
    int start = m.start();
    int end = m.end();
    String fraction = m.group(4) == null ? "" : m.group(4);
    Duration time;
    try {
      time =
          Duration.ofSeconds(
              Math.addExact(
                  Math.multiplyExact(Long.parseLong(m.group(1)), 3600L),
                  Long.parseLong(m.group(2)) * 60 + Long.parseLong(m.group(3))),
              fraction.isEmpty() ? 0 : Long.parseLong((fraction + "00000000").substring(0, 9)));
    } catch (ArithmeticException e) {
      return new Annotation(written, Optional.empty(), marks); // past any Duration: not a time
    }
    if (m.find()) {
      return new Annotation(written, Optional.empty(), marks); // two times: left as written
    }
    String before = written.substring(0, start).strip();
    String after = written.substring(end).strip();
    String rest = before.isEmpty() || after.isEmpty() ? before + after : before + " " + after;
    return new Annotation(rest, Optional.of(time), marks);
  }

  /**
   * An annotation with a comment alone.
   *
   * @param text the text, {@code ""} for none
   * @return the annotation
   * @throws IllegalArgumentException if the text is null
   */
  public static Annotation comment(String text) {
    return new Annotation(text, Optional.empty(), List.of());
  }

  /**
   * Whether this says nothing.
   *
   * @return true for no comment, no time and no mark
   */
  public boolean isEmpty() {
    return comment.isEmpty() && time.isEmpty() && marks.isEmpty();
  }

  /**
   * The same annotation with another comment.
   *
   * @param text the text, {@code ""} for none
   * @return the annotation
   * @throws IllegalArgumentException if the text is null
   */
  public Annotation withComment(String text) {
    return new Annotation(text, time, marks);
  }

  /**
   * The same annotation with another time.
   *
   * @param spent the time spent, or empty
   * @return the annotation
   * @throws IllegalArgumentException if the time is null or negative
   */
  public Annotation withTime(Optional<Duration> spent) {
    return new Annotation(comment, spent, marks);
  }

  /**
   * A move's time as PGN and PDN comments hold it: the DGT clock command {@code [%emt h:mm:ss]},
   * with the fraction of a second when there is one ({@code [%emt 0:01:05.25]}).
   *
   * @param time the time spent, zero or more
   * @return the command
   * @throws IllegalArgumentException if the time is null or negative
   */
  public static String emt(Duration time) {
    checkArgument(time != null && !time.isNegative(), "the time %s is negative", time);
    long seconds = time.getSeconds();
    String text = String.format("%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60);
    if (time.getNano() != 0) {
      text += "." + String.format("%09d", time.getNano()).replaceAll("0+$", "");
    }
    return "[%emt " + text + "]";
  }

  /**
   * The comment followed by the time as {@link #emt}, as PGN and PDN write them in one comment.
   *
   * @return the text, {@code ""} when there is neither comment nor time
   */
  public String commentWithTime() {
    if (time.isEmpty()) {
      return comment;
    }
    return comment.isEmpty() ? emt(time.get()) : comment + " " + emt(time.get());
  }
}
