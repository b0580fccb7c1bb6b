package io.github.plateau.core.svg;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * Where one square of a board is drawn: a rectangle in the picture's units. Every game places its
 * squares its own way; the marks of {@link SvgOptions} (last move, rings, arrows, click targets)
 * are then drawn on these boxes alike.
 *
 * @param x the left edge
 * @param y the top edge
 * @param width the width, positive
 * @param height the height, positive
 */
public record Box(double x, double y, double width, double height) {
  /**
   * Checks the size.
   *
   * @param x the left edge
   * @param y the top edge
   * @param width the width
   * @param height the height
   * @throws IllegalArgumentException if the width or height is not positive
   */
  public Box {
    checkArgument(width > 0 && height > 0, "a box's sides must be positive");
  }

  /**
   * A square box.
   *
   * @param x the left edge
   * @param y the top edge
   * @param side the width and height
   * @return the box
   * @throws IllegalArgumentException if the side is not positive
   */
  public static Box square(double x, double y, double side) {
    return new Box(x, y, side, side);
  }

  /**
   * A square box centred on a point, for boards whose pieces stand on points (xiangqi).
   *
   * @param cx the centre's x
   * @param cy the centre's y
   * @param side the width and height
   * @return the box
   * @throws IllegalArgumentException if the side is not positive
   */
  public static Box around(double cx, double cy, double side) {
    return new Box(cx - side / 2, cy - side / 2, side, side);
  }

  /**
   * The centre's x.
   *
   * @return x plus half the width
   */
  public double centreX() {
    return x + width / 2;
  }

  /**
   * The centre's y.
   *
   * @return y plus half the height
   */
  public double centreY() {
    return y + height / 2;
  }
}
