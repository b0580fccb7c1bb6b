package io.github.plateau.napoleon;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * A new orientation for one of the mover's cannons, part of a turn. Written {@code ,f1=NE} after
 * the piece move; the cannon is named by its square after the piece move.
 *
 * @param square where the cannon stands after the piece move
 * @param direction its new orientation
 */
public record Reorientation(Square square, Direction direction)
    implements Comparable<Reorientation> {
  /**
   * Checks the arguments.
   *
   * @param square where the cannon stands after the piece move
   * @param direction its new orientation
   * @throws IllegalArgumentException for a null argument
   */
  public Reorientation {
    checkArgument(square != null, "square is null");
    checkArgument(direction != null, "direction is null");
  }

  /**
   * Orders reorientations by square, as a turn keeps them.
   *
   * @param other another reorientation
   * @return negative, zero or positive as this one's square comes before, with or after the other's
   */
  @Override
  public int compareTo(Reorientation other) {
    return square.compareTo(other.square);
  }

  /**
   * The reorientation as a turn writes it, without the leading comma.
   *
   * @return such as {@code f1=NE}
   */
  @Override
  public String toString() {
    return square + "=" + direction.name();
  }
}
