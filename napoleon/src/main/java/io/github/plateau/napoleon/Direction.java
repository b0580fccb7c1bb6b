package io.github.plateau.napoleon;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.Optional;

/**
 * The eight directions of movement and of a cannon's orientation. N points toward the last rank
 * (NORTH's side), E toward the higher files.
 */
public enum Direction {
  /** Toward the last rank. */
  N(0, 1),
  /** Toward the last rank and the higher files. */
  NE(1, 1),
  /** Toward the higher files. */
  E(1, 0),
  /** Toward rank 1 and the higher files. */
  SE(1, -1),
  /** Toward rank 1. */
  S(0, -1),
  /** Toward rank 1 and file a. */
  SW(-1, -1),
  /** Toward file a. */
  W(-1, 0),
  /** Toward the last rank and file a. */
  NW(-1, 1);

  private static final Direction[] ALL = values();

  private final int fileStep;
  private final int rankStep;

  Direction(int fileStep, int rankStep) {
    this.fileStep = fileStep;
    this.rankStep = rankStep;
  }

  /**
   * How a step in this direction changes the file.
   *
   * @return -1, 0 or 1
   */
  public int fileStep() {
    return fileStep;
  }

  /**
   * How a step in this direction changes the rank.
   *
   * @return -1, 0 or 1
   */
  public int rankStep() {
    return rankStep;
  }

  /**
   * Whether this is a diagonal direction (NE, SE, SW, NW).
   *
   * @return true for a diagonal
   */
  public boolean isDiagonal() {
    return fileStep != 0 && rankStep != 0;
  }

  /**
   * The direction pointing the other way.
   *
   * @return the opposite direction
   */
  public Direction opposite() {
    return ALL[(ordinal() + 4) % 8];
  }

  /**
   * The direction with a name, as written in the notation ({@code N NE E SE S SW W NW}).
   *
   * @param name the name, upper case
   * @return the direction, or empty if no direction has that name
   * @throws IllegalArgumentException if the name is null
   */
  public static Optional<Direction> fromName(String name) {
    checkArgument(name != null, "name is null");
    for (Direction d : ALL) {
      if (d.name().equals(name)) {
        return Optional.of(d);
      }
    }
    return Optional.empty();
  }

  /**
   * The direction of a one-square step.
   *
   * @param fileStep -1, 0 or 1
   * @param rankStep -1, 0 or 1
   * @return the direction, or empty for a step of (0, 0) or outside those values
   */
  public static Optional<Direction> of(int fileStep, int rankStep) {
    for (Direction d : ALL) {
      if (d.fileStep == fileStep && d.rankStep == rankStep) {
        return Optional.of(d);
      }
    }
    return Optional.empty();
  }

  static Direction of(int index) {
    return ALL[index];
  }
}
