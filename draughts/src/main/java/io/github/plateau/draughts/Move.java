package io.github.plateau.draughts;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A draughts move: the start square, the end square and the set of squares whose pieces it
 * captures, in FMJD numbers. Two capture paths with the same start, end and captured set are one
 * move. Immutable value; ordered by start, end, then captured squares.
 *
 * <p>{@link #toString()} is the short notation ({@code 32-28}, {@code 19x28}); {@link
 * Draughts#formatMove} writes the full path when the short form is ambiguous in a position.
 */
public final class Move implements Comparable<Move> {
  private final int from;
  private final int to;
  private final int[] captured; // ascending, no duplicates

  Move(int from, int to, int[] captured) {
    this.from = from;
    this.to = to;
    this.captured = captured;
  }

  /**
   * A quiet move (no capture).
   *
   * @param from the start square, from 1
   * @param to the end square
   * @return the move
   * @throws IllegalArgumentException if a square is below 1
   */
  public static Move quiet(int from, int to) {
    return capture(from, to);
  }

  /**
   * A move from its parts.
   *
   * @param from the start square, from 1
   * @param to the end square
   * @param captured the squares whose pieces it captures, in any order; none for a quiet move
   * @return the move
   * @throws IllegalArgumentException if a square is below 1 or a captured square is repeated
   */
  public static Move capture(int from, int to, int... captured) {
    checkArgument(captured != null, "captured is null");
    checkArgument(from >= 1 && to >= 1, "squares are numbered from 1, not %s, %s", from, to);
    int[] sorted = captured.clone();
    Arrays.sort(sorted);
    boolean distinct = true;
    for (int i = 0; i < sorted.length; i++) {
      distinct &= sorted[i] >= 1 && (i == 0 || sorted[i] != sorted[i - 1]);
    }
    if (!distinct) {
      throw new IllegalArgumentException(
          "captured squares must be distinct and from 1: " + Arrays.toString(captured));
    }
    return new Move(from, to, sorted);
  }

  /**
   * The square the moving piece starts from.
   *
   * @return a square number, from 1
   */
  public int from() {
    return from;
  }

  /**
   * The square the moving piece ends on (the start square again for a capture that comes back).
   *
   * @return a square number, from 1
   */
  public int to() {
    return to;
  }

  /**
   * The squares of the captured pieces.
   *
   * @return an unmodifiable ascending list, empty for a quiet move
   */
  public List<Integer> captured() {
    return Arrays.stream(captured).boxed().collect(Collectors.toUnmodifiableList());
  }

  /**
   * The number of pieces captured.
   *
   * @return 0 for a quiet move
   */
  public int captureCount() {
    return captured.length;
  }

  /**
   * Whether the move captures.
   *
   * @return true for a capture
   */
  public boolean isCapture() {
    return captured.length > 0;
  }

  /** The captured squares, shared: callers must not modify it. */
  int[] capturedSquares() {
    return captured;
  }

  /**
   * The order of {@link DraughtsPosition#legalMoves()}: by start square, end square, then captured
   * squares compared in ascending order.
   *
   * @param o another move
   * @return negative, zero or positive as this move comes before, with or after {@code o}
   */
  @Override
  public int compareTo(Move o) {
    if (from != o.from) {
      return Integer.compare(from, o.from);
    }
    if (to != o.to) {
      return Integer.compare(to, o.to);
    }
    return Arrays.compare(captured, o.captured);
  }

  /**
   * Whether another move has the same start, end and captured squares (whatever the path).
   *
   * @param o another object
   * @return true for an equal move
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof Move m
        && m.from == from
        && m.to == to
        && Arrays.equals(m.captured, captured);
  }

  /**
   * A hash code consistent with {@link #equals}.
   *
   * @return a hash code
   */
  @Override
  public int hashCode() {
    return (from * 31 + to) * 31 + Arrays.hashCode(captured);
  }

  /**
   * The short notation: {@code 32-28} for a quiet move, {@code 19x28} for a capture.
   *
   * @return the text
   */
  @Override
  public String toString() {
    return from + (isCapture() ? "x" : "-") + to;
  }
}
