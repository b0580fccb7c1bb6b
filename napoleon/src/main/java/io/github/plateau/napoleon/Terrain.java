package io.github.plateau.napoleon;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.Optional;

/**
 * Terrain squares (variant 6), fixed at the start of a game. Their effects:
 *
 * <ul>
 *   <li>VILLAGE: a cavalry standing on it cannot jump; an infantry or cannon on it cannot be
 *       captured by cavalry; it blocks lines of sight and is never in one (unless the cannon stands
 *       on a hill).
 *   <li>MARSH: cavalry and cannons may not enter it or pass over it (cavalry: not to capture, not
 *       by jumping); an infantry on it cannot capture.
 *   <li>FOREST: cannons may not enter it; an infantry on it cannot be captured by cavalry and
 *       cannot capture; it blocks lines of sight and is never in one (unless the cannon stands on a
 *       hill).
 *   <li>HILL: a cavalry on it has a range of 5; a cannon on it sees over villages, forests and
 *       pieces; an infantry on it cannot be captured by infantry; it blocks every line of sight and
 *       is in the line of sight only of a cannon that itself stands on a hill.
 * </ul>
 */
public enum Terrain {
  /** A village. */
  VILLAGE('V'),
  /** A marsh. */
  MARSH('M'),
  /** A forest. */
  FOREST('F'),
  /** A hill. */
  HILL('H');

  private final char letter;

  Terrain(char letter) {
    this.letter = letter;
  }

  /**
   * The letter of this terrain in the position notation ({@code V M F H}).
   *
   * @return the letter
   */
  public char letter() {
    return letter;
  }

  /**
   * Whether a piece of a kind may enter (or stand on) this terrain: marshes refuse cavalry and
   * cannons, forests refuse cannons.
   *
   * @param kind the kind
   * @return true if the kind may stand here
   * @throws IllegalArgumentException if the kind is null
   */
  public boolean admits(Kind kind) {
    checkArgument(kind != null, "kind is null");
    return switch (this) {
      case MARSH -> kind != Kind.CAVALRY && kind != Kind.CANNON;
      case FOREST -> kind != Kind.CANNON;
      default -> true;
    };
  }

  /**
   * The terrain written with a letter.
   *
   * @param letter one of {@code V M F H}
   * @return the terrain, or empty if no terrain has that letter
   */
  public static Optional<Terrain> fromLetter(char letter) {
    for (Terrain t : values()) {
      if (t.letter == letter) {
        return Optional.of(t);
      }
    }
    return Optional.empty();
  }
}
