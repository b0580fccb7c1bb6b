package io.github.plateau.draughts;

/**
 * Squares as PDN writes them: FMJD numbers ({@code 32}) or algebraic names ({@code c3}), the files
 * {@code a}, {@code b}, ... from the left as White sees the board and the ranks from White's side,
 * {@code a1} being the dark corner square at White's bottom left.
 */
final class PdnSquares {
  private PdnSquares() {}

  /** The algebraic name of a square. */
  static String name(Geometry g, int square) {
    return String.valueOf((char) ('a' + g.column(square))) + (g.size - g.row(square));
  }

  /**
   * The square a name stands for.
   *
   * @param file the file letter, {@code a} for the leftmost
   * @param rank the rank, 1 for White's first row
   * @return the square, 0 if the name is off the board, -1 if it names a light square
   */
  static int square(Geometry g, char file, int rank) {
    int col = file - 'a';
    int row = g.size - rank;
    if (col < 0 || col >= g.size || row < 0 || row >= g.size) {
      return 0;
    }
    int square = g.at(row, col);
    return square == 0 ? -1 : square;
  }

  /**
   * A move in standard numeric notation ({@code 32-28}, {@code 28x19x10}) with algebraic squares
   * and the given capture sign instead.
   */
  static String algebraic(Geometry g, String numeric, char captureSign) {
    StringBuilder out = new StringBuilder(numeric.length() + 4);
    int i = 0;
    while (i < numeric.length()) {
      char c = numeric.charAt(i);
      if (c >= '0' && c <= '9') {
        int end = i;
        while (end < numeric.length() && numeric.charAt(end) >= '0' && numeric.charAt(end) <= '9') {
          end++;
        }
        out.append(name(g, Integer.parseInt(numeric.substring(i, end))));
        i = end;
      } else {
        out.append(c == 'x' ? captureSign : c);
        i++;
      }
    }
    return out.toString();
  }

  /** The number of an algebraic square written in {@code s[from, end)}, as {@link #square}. */
  static int square(Geometry g, String s, int from, int end) {
    return square(g, s.charAt(from), Integer.parseInt(s.substring(from + 1, end)));
  }
}
