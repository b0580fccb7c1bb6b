package io.github.plateau.shogi;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.NotationException;
import java.util.Optional;

/**
 * A square of the board, named as in USI and SFEN: a file digit 1 to 9 (9 on sente's left) and a
 * rank letter a to i (a on gote's side), such as {@code 7g}. Each square has one instance.
 */
public final class Square {
  private static final Square[] ALL = new Square[Geometry.SQUARES];

  /** The squares wrapped, so that accessors returning an optional square allocate nothing. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  private static final Optional<Square>[] PRESENT = new Optional[Geometry.SQUARES];

  static {
    for (int i = 0; i < ALL.length; i++) {
      ALL[i] = new Square(i);
      PRESENT[i] = Optional.of(ALL[i]);
    }
  }

  private final int index;

  private Square(int index) {
    this.index = index;
  }

  /**
   * The square of a file and a rank.
   *
   * @param file 1 to 9
   * @param rank 1 to 9 (1 is rank a)
   * @return the square
   * @throws IllegalArgumentException if either is out of range
   */
  public static Square of(int file, int rank) {
    checkArgument(file >= 1 && file <= 9, "file %s is not 1 to 9", file);
    checkArgument(rank >= 1 && rank <= 9, "rank %s is not 1 to 9", rank);
    return ALL[Geometry.square(rank - 1, 9 - file)];
  }

  /**
   * The square of an index.
   *
   * @param index 0 to 80, in SFEN order: 0 is 9a, 8 is 1a, 80 is 1i
   * @return the square
   * @throws IllegalArgumentException if the index is out of range
   */
  public static Square ofIndex(int index) {
    checkArgument(index >= 0 && index < Geometry.SQUARES, "square index %s is not 0 to 80", index);
    return ALL[index];
  }

  /**
   * Reads a square name such as {@code 7g}.
   *
   * @param text the name
   * @return the square
   * @throws NotationException if the text is not a file digit followed by a rank letter
   * @throws IllegalArgumentException if the text is null
   */
  public static Square parse(String text) {
    checkArgument(text != null, "text is null");
    int index = read(text, 0);
    if (text.length() != 2) {
      throw new NotationException("a square is a file digit and a rank letter", text, 2);
    }
    return ALL[index];
  }

  /** Reads the square whose name starts at {@code at}; returns its index. */
  static int read(String text, int at) {
    if (at >= text.length()) {
      throw new NotationException("expected a square such as 7g", text, at);
    }
    char file = text.charAt(at);
    if (file < '1' || file > '9') {
      throw new NotationException(
          "expected a file digit 1 to 9, not " + PositionText.describe(file), text, at);
    }
    if (at + 1 >= text.length()) {
      throw new NotationException("expected a rank letter a to i after the file", text, at + 1);
    }
    char rank = text.charAt(at + 1);
    if (rank < 'a' || rank > 'i') {
      throw new NotationException(
          "expected a rank letter a to i, not " + PositionText.describe(rank), text, at + 1);
    }
    return Geometry.square(rank - 'a', '9' - file);
  }

  /** The square of an index 0 to 80, or {@link Geometry#OFF}, wrapped; no allocation. */
  static Optional<Square> present(int index) {
    return index == Geometry.OFF ? Optional.empty() : PRESENT[index];
  }

  static String name(int index) {
    return "" + (char) ('9' - Geometry.column(index)) + (char) ('a' + Geometry.rank(index));
  }

  /**
   * The index of the square, for arrays indexed by square (a bot's piece-square tables).
   *
   * @return 0 to 80, in SFEN order: 0 is 9a, 80 is 1i
   */
  public int index() {
    return index;
  }

  /**
   * The file.
   *
   * @return 1 to 9, 9 on sente's left
   */
  public int file() {
    return 9 - Geometry.column(index);
  }

  /**
   * The rank.
   *
   * @return 1 to 9: 1 is rank a, on gote's side
   */
  public int rank() {
    return Geometry.rank(index) + 1;
  }

  /** Returns the square's name, such as {@code 7g}. */
  @Override
  public String toString() {
    return name(index);
  }
}
