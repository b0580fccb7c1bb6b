package io.github.plateau.napoleon;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.text.Quoting;
import java.util.Optional;

/**
 * A square by file and rank, both from 0: {@code Square(0, 0)} is {@code a1}, on SOUTH's left. A
 * board has at most 26 files and 26 ranks.
 *
 * @param file the file, 0 for {@code a}, at most 25
 * @param rank the rank, 0 for rank 1, at most 25
 */
public record Square(int file, int rank) implements Comparable<Square> {
  /** The most files or ranks of any board. */
  public static final int MAX_SIDE = 26;

  /**
   * Checks the coordinates.
   *
   * @param file the file, 0 for {@code a}
   * @param rank the rank, 0 for rank 1
   * @throws IllegalArgumentException if a coordinate is outside 0..25
   */
  public Square {
    checkArgument(file >= 0 && file < MAX_SIDE, "file %s outside 0..25", file);
    checkArgument(rank >= 0 && rank < MAX_SIDE, "rank %s outside 0..25", rank);
  }

  /**
   * Reads an algebraic square such as {@code e4} or {@code o15}.
   *
   * @param text a lower-case file letter and a rank from 1, without leading zero
   * @return the square
   * @throws IllegalArgumentException if the text is not such a square
   */
  public static Square parse(String text) {
    checkArgument(text != null, "square is null");
    int end = PositionText.squareEnd(text, 0);
    checkArgument(
        end == text.length() && end > 0, "'%s' is not a square such as e4", Quoting.shown(text));
    return new Square(text.charAt(0) - 'a', Integer.parseInt(text.substring(1)) - 1);
  }

  /**
   * The square one step away in a direction.
   *
   * @param direction the direction
   * @param width the board's width
   * @param height the board's height
   * @return the neighbour, or empty if it lies off the board
   * @throws IllegalArgumentException if the direction is null
   */
  public Optional<Square> step(Direction direction, int width, int height) {
    checkArgument(direction != null, "direction is null");
    int f = file + direction.fileStep();
    int r = rank + direction.rankStep();
    return f >= 0 && f < width && r >= 0 && r < height
        ? Optional.of(new Square(f, r))
        : Optional.empty();
  }

  /**
   * Orders squares by rank, then by file: a1, b1, ..., a2, ...
   *
   * @param other another square
   * @return negative, zero or positive as this square comes before, with or after the other
   */
  @Override
  public int compareTo(Square other) {
    return rank != other.rank
        ? Integer.compare(rank, other.rank)
        : Integer.compare(file, other.file);
  }

  /**
   * Whether the other object is the same square. Written out rather than generated: a record's own
   * equals and hashCode are linked at their first call, which spins some fifteen method-handle
   * classes on every command-line start.
   *
   * @param o another object
   * @return true for a square of the same file and rank
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof Square other && other.file == file && other.rank == rank;
  }

  /**
   * A hash code consistent with {@link #equals}, distinct for every square.
   *
   * @return {@code rank * 26 + file}
   */
  @Override
  public int hashCode() {
    return rank * MAX_SIDE + file;
  }

  /**
   * The square in algebraic notation, as {@link #parse} reads it.
   *
   * @return such as {@code e4}
   */
  @Override
  public String toString() {
    return (char) ('a' + file) + Integer.toString(rank + 1);
  }
}
