package io.github.plateau.napoleon;

import java.util.Optional;

/** The kinds of piece, with their letter in the notation, their range and their points. */
public enum Kind {
  /** General: moves up to 2 squares, captures, counts double for victory. */
  GENERAL('G', 2, 2, "general", "chariot"),
  /** Drummer: moves up to 2 squares, ignores lines of sight, never captures, is never captured. */
  DRUMMER('D', 2, 0, "drummer", "elephant"),
  /** Infantry: moves up to 3 squares and captures. */
  INFANTRY('I', 3, 1, "infantry", "infantry"),
  /** Cavalry: moves up to 4 squares along diagonals, may jump one piece, captures. */
  CAVALRY('C', 4, 1, "cavalry", "cavalry"),
  /** Cannon (artillery): moves 1 square, never captures, holds a line of sight. */
  CANNON('A', 1, 1, "cannon", "archer");

  private static final Kind[] ALL = values();

  private final char letter;
  private final int range;
  private final int points;
  private final String name;
  private final String antiqueName;

  Kind(char letter, int range, int points, String name, String antiqueName) {
    this.letter = letter;
    this.range = range;
    this.points = points;
    this.name = name;
    this.antiqueName = antiqueName;
  }

  /**
   * The letter of this kind in upper case ({@code G D I C A}); NORTH writes it in lower case.
   *
   * @return the letter
   */
  public char letter() {
    return letter;
  }

  /**
   * The most squares a move of this kind may cover on plain ground (a cavalry on a hill: 5).
   *
   * @return 1 to 4
   */
  public int range() {
    return range;
  }

  /**
   * What a piece of this kind counts beyond the midline: general 2, drummer 0, others 1.
   *
   * @return the points
   */
  public int points() {
    return points;
  }

  /**
   * Whether this kind may ever capture (generals, infantry and cavalry).
   *
   * @return false for cannons and drummers
   */
  public boolean captures() {
    return this != CANNON && this != DRUMMER;
  }

  /**
   * The name of the kind for people: in the antique variant ("Alexandre Strategy") the general is a
   * chariot, the drummer an elephant and the cannon an archer.
   *
   * @param antique whether the antique names are wanted
   * @return a lower-case name
   */
  public String displayName(boolean antique) {
    return antique ? antiqueName : name;
  }

  /**
   * The kind written with a letter, in either case.
   *
   * @param letter one of {@code G D I C A}, upper or lower case
   * @return the kind, or empty if no kind has that letter
   */
  public static Optional<Kind> fromLetter(char letter) {
    char upper = letter >= 'a' && letter <= 'z' ? (char) (letter - 'a' + 'A') : letter;
    for (Kind kind : ALL) {
      if (kind.letter == upper) {
        return Optional.of(kind);
      }
    }
    return Optional.empty();
  }

  static Kind of(int index) {
    return ALL[index];
  }
}
