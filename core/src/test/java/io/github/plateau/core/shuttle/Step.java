package io.github.plateau.core.shuttle;

/**
 * A shuttle move: one cell forward or back.
 *
 * @param delta +1 or -1
 */
public record Step(int delta) {
  /** One cell forward. */
  public static final Step FORWARD = new Step(1);

  /** One cell back. */
  public static final Step BACK = new Step(-1);

  @Override
  public String toString() {
    return delta > 0 ? "+" : "-";
  }
}
