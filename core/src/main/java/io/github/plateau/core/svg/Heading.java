package io.github.plateau.core.svg;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.List;

/**
 * A piece that faces a direction and may be turned, as a board page offers it: Napoleon Strategy's
 * cannons. Names are the game's own: squares as {@link Drawing#squares} names them, directions in
 * the game's notation.
 *
 * @param square where the piece stands
 * @param direction where it faces now
 * @param directions where it may be turned to, in the order a page offers them
 */
public record Heading(String square, String direction, List<String> directions) {
  /**
   * Checks the parts and copies the list.
   *
   * @param square where the piece stands
   * @param direction where it faces now
   * @param directions where it may be turned to
   * @throws IllegalArgumentException if a part is null or empty
   */
  public Heading {
    checkArgument(square != null && !square.isEmpty(), "a heading's square is empty");
    checkArgument(direction != null && !direction.isEmpty(), "a heading's direction is empty");
    checkArgument(directions != null && !directions.isEmpty(), "a heading has no direction");
    directions = List.copyOf(directions);
  }
}
