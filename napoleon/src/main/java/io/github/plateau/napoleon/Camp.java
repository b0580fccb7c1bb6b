package io.github.plateau.napoleon;

import io.github.plateau.core.Side;
import java.util.Optional;

/**
 * A camp (a side) of the battle: SOUTH, who moves first in the default start, and NORTH; in a game
 * of several armies (section 11 of the rules, "Waterloo") also the allied camps {@link #SOUTH_2},
 * {@link #NORTH_2} and {@link #SOUTH_3}.
 *
 * <p>SOUTH's alliance sets up on ranks 1.. and writes its pieces in upper case; NORTH's alliance
 * sets up on the last ranks and writes its pieces in lower case. An allied camp's pieces carry one
 * prime per place after the alliance's first camp: {@code I'} for {@link #SOUTH_2}, {@code c'} for
 * {@link #NORTH_2}, {@code ANE''} for {@link #SOUTH_3}. Camps are numbered by their place in turn
 * order ({@link #index()}): SOUTH 0, NORTH 1, SOUTH_2 2, and NORTH_2 (two against two) or SOUTH_3
 * (three against one) 3, never both in one game. A camp's {@link #team()} is its alliance's first
 * camp, SOUTH or NORTH.
 */
public enum Camp implements Side {
  /**
   * The camp that starts on rank 1 and the following ranks; its pieces are written in upper case.
   */
  SOUTH('s', 0, 0),
  /** The camp that starts on the last ranks; its pieces are written in lower case. */
  NORTH('n', 1, 0),
  /** SOUTH's ally (Waterloo): second camp of SOUTH's alliance, written {@code s'}, {@code I'}. */
  SOUTH_2('s', 2, 1),
  /** NORTH's ally (two against two): written {@code n'}, {@code i'}. */
  NORTH_2('n', 3, 1),
  /** SOUTH's second ally (three against one): written {@code s''}, {@code I''}. */
  SOUTH_3('s', 3, 2);

  private final char letter;
  private final int index;
  private final int place;

  Camp(char letter, int index, int place) {
    this.letter = letter;
    this.index = index;
    this.place = place;
  }

  /**
   * The camp's place in turn order, its index in {@link Napoleon#sides()}: 0 for SOUTH, 1 for
   * NORTH, 2 for SOUTH_2, 3 for NORTH_2 or SOUTH_3.
   *
   * @return the index
   */
  @Override
  public int index() {
    return index;
  }

  /**
   * The camp's alliance, named by its first camp: SOUTH for SOUTH, SOUTH_2 and SOUTH_3, NORTH for
   * NORTH and NORTH_2. Allies win and lose together.
   *
   * @return SOUTH or NORTH
   */
  @Override
  public Camp team() {
    return letter == 's' ? SOUTH : NORTH;
  }

  /**
   * The letter of this camp's alliance in the position notation ({@code s} or {@code n}).
   *
   * @return the letter
   */
  public char letter() {
    return letter;
  }

  /**
   * The camp's place in its alliance: 0 for SOUTH and NORTH, 1 for SOUTH_2 and NORTH_2, 2 for
   * SOUTH_3; the notation writes as many primes after its letter.
   *
   * @return 0 to 2
   */
  public int place() {
    return place;
  }

  /**
   * The camp as the notation writes it: its letter and one prime per place.
   *
   * @return {@code s}, {@code n}, {@code s'}, {@code n'} or {@code s''}
   */
  public String notation() {
    return letter + "'".repeat(place);
  }

  /**
   * The other camp of a two-army game: the one that moves after this one and the one that moved
   * before it. In a game of several armies, the other alliance's first camp.
   *
   * @return the opposite camp
   */
  public Camp opposite() {
    return letter == 's' ? NORTH : SOUTH;
  }

  /** Every camp by its ordinal, the camp number of the packed boards ({@link PieceCodes}). */
  static final Camp[] ALL = values();

  /** The alliance of a camp ordinal: 0 for SOUTH's, 1 for NORTH's. */
  static final int[] ALLIANCE = {0, 1, 0, 1, 0};

  /** The camp of an alliance (0 SOUTH's, 1 NORTH's) at a place in it, or null. */
  static Camp of(int alliance, int place) {
    for (Camp camp : values()) {
      if (camp.place == place && (camp.letter == 's') == (alliance == 0)) {
        return camp;
      }
    }
    return null;
  }

  /**
   * The camp written with a letter: the first camp of that alliance.
   *
   * @param letter {@code s} or {@code n}
   * @return SOUTH or NORTH, or empty if no camp has that letter
   */
  public static Optional<Camp> fromLetter(char letter) {
    return letter == 's'
        ? Optional.of(SOUTH)
        : letter == 'n' ? Optional.of(NORTH) : Optional.empty();
  }
}
