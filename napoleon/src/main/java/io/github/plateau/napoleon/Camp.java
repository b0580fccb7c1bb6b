package io.github.plateau.napoleon;

import io.github.plateau.core.Side;

/**
 * A camp (a side) of the battle. The base game has two, SOUTH and NORTH; the type names no count so
 * that the several-player variant ("Waterloo") can add camps later.
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
   * The camp that moves after this one.
   *
   * @return the next camp in turn order
   */
  public Camp next() {
    return ALL[(ordinal() + 1) % ALL.length];
  }

  /**
   * The camp that moved before this one.
   *
   * @return the previous camp in turn order
   */
  public Camp previous() {
    return ALL[(ordinal() + ALL.length - 1) % ALL.length];
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
  public static java.util.Optional<Camp> fromLetter(char letter) {
    for (Camp camp : ALL) {
      if (camp.letter == letter) {
        return java.util.Optional.of(camp);
      }
    }
    return java.util.Optional.empty();
  }
}
