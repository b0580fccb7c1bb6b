package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;

import com.google.common.collect.ImmutableList;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * What a record says about one move besides the move: a comment, the time the player spent, and the
 * annotation marks ({@code !?}, {@code $14}) as written.
 *
 * @param comment the comment's text, {@code ""} for none; its lines are separated by {@code \n}
 * @param time the time spent on the move, if the record states it
 * @param marks the marks after the move, as written, in order
 */
public record Annotation(String comment, Optional<Duration> time, List<String> marks) {
  /** No comment, no time, no mark. */
  public static final Annotation NONE = new Annotation("", Optional.empty(), List.of());

  /**
   * Checks and copies the fields.
   *
   * @param comment the comment's text, {@code ""} for none
   * @param time the time spent on the move, if the record states it
   * @param marks the marks after the move, as written, in order
   * @throws IllegalArgumentException if a field or mark is null or blank, or the time is negative
   */
  public Annotation {
    checkArgument(comment != null, "comment is null");
    checkArgument(time != null, "time is null");
    checkArgument(time.isEmpty() || !time.get().isNegative(), "the time %s is negative", time);
    checkArgument(marks != null, "marks is null");
    for (String mark : marks) {
      checkArgument(mark != null && !mark.isBlank(), "a mark is null or blank");
    }
    marks = ImmutableList.copyOf(marks);
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
}
