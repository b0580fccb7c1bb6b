package io.github.plateau.napoleon;

import io.github.plateau.core.Side;
import java.util.Optional;

/**
 * A camp (a side) of the battle: SOUTH, who moves first in the default start, and NORTH.
 *
 * <p>SOUTH sets up on ranks 1.. and writes its pieces in upper case; NORTH sets up on the last
 * ranks and writes its pieces in lower case.
 */
public enum Camp implements Side {
  /**
   * The camp that starts on rank 1 and the following ranks; its pieces are written in upper case.
   */
  SOUTH('s'),
  /** The camp that starts on the last ranks; its pieces are written in lower case. */
  NORTH('n');

  private static final Camp[] ALL = values();

  private final char letter;

  Camp(char letter) {
    this.letter = letter;
  }

  /**
   * The camp's place in turn order: 0 for SOUTH, 1 for NORTH.
   *
   * @return the index
   */
  @Override
  public int index() {
    return ordinal();
  }

  /**
   * The letter of this camp in the position notation ({@code s} or {@code n}).
   *
   * @return the letter
   */
  public char letter() {
    return letter;
  }

  /**
   * The other camp: the one that moves after this one and the one that moved before it.
   *
   * @return the opposite camp
   */
  public Camp opposite() {
    return this == SOUTH ? NORTH : SOUTH;
  }

  static Camp of(int index) {
    return ALL[index];
  }

  static int count() {
    return ALL.length;
  }

  /**
   * The camp written with a letter.
   *
   * @param letter {@code s} or {@code n}
   * @return the camp, or empty if no camp has that letter
   */
  public static Optional<Camp> fromLetter(char letter) {
    for (Camp camp : ALL) {
      if (camp.letter == letter) {
        return Optional.of(camp);
      }
    }
    return Optional.empty();
  }
}
