package io.github.plateau.xiangqi;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.NotationException;

/**
 * A point of the board, named as in ICCS: a file letter {@code a} to {@code i} (a on Red's left)
 * and a rank digit {@code 0} to {@code 9} (0 on Red's side), such as {@code e0}. Each of the 90
 * points has one instance, so squares compare with {@code ==} as well as {@code equals}.
 */
public final class Square {
  /** The number of points on the board. */
  public static final int COUNT = 90;

  private static final Square[] ALL = new Square[COUNT];

  static {
    for (int i = 0; i < COUNT; i++) {
      ALL[i] = new Square(i);
    }
  }

  private final int index;
  private final String name;

  private Square(int index) {
    this.index = index;
    this.name = "" + (char) ('a' + index % 9) + (char) ('0' + index / 9);
  }

  /**
   * The square of a file and a rank.
   *
   * @param file 0 to 8 (a to i)
   * @param rank 0 to 9, from Red's side
   * @return the square
   * @throws IllegalArgumentException if either is out of range
   */
  public static Square of(int file, int rank) {
    checkArgument(file >= 0 && file < 9, "file %s is outside 0..8", file);
    checkArgument(rank >= 0 && rank < 10, "rank %s is outside 0..9", rank);
    return ALL[rank * 9 + file];
  }

  /**
   * The square of an index.
   *
   * @param index 0 to 89, {@code rank * 9 + file}: 0 is a0, 8 is i0, 89 is i9
   * @return the square
   * @throws IllegalArgumentException if the index is out of range
   */
  public static Square ofIndex(int index) {
    checkArgument(index >= 0 && index < COUNT, "square index %s is outside 0..89", index);
    return ALL[index];
  }

  /**
   * Reads a square's ICCS name, in either case.
   *
   * @param text a file letter and a rank digit, such as {@code e0}
   * @return the square
   * @throws NotationException if the text is not such a name
   * @throws IllegalArgumentException if the text is null
   */
  public static Square parse(String text) {
    checkArgument(text != null, "text is null");
    if (text.isEmpty() || !isFile(text.charAt(0))) {
      throw new NotationException("a file is a letter from a to i", text, 0);
    }
    if (text.length() < 2 || text.charAt(1) < '0' || text.charAt(1) > '9') {
      throw new NotationException("a rank is a digit from 0 to 9", text, 1);
    }
    if (text.length() > 2) {
      throw new NotationException("a square is a file letter and a rank digit", text, 2);
    }
    return of((text.charAt(0) | 0x20) - 'a', text.charAt(1) - '0');
  }

  /** A file letter, in either case (ASCII only: no other script's letter folds onto one). */
  static boolean isFile(char c) {
    return c >= 'a' && c <= 'i' || c >= 'A' && c <= 'I';
  }

  /**
   * The square's file.
   *
   * @return 0 to 8 (a to i)
   */
  public int file() {
    return index % 9;
  }

  /**
   * The square's rank.
   *
   * @return 0 to 9, from Red's side
   */
  public int rank() {
    return index / 9;
  }

  /**
   * The square's index.
   *
   * @return 0 to 89, {@code rank * 9 + file}
   */
  public int index() {
    return index;
  }

  /**
   * The square's ICCS name.
   *
   * @return a name such as {@code "e0"}
   */
  @Override
  public String toString() {
    return name;
  }
}
