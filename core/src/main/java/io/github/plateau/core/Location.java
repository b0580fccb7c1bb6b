package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * Where a problem was found in a text: the 0-based offset, the 1-based line and column it falls on
 * and, inside a game record, the ply of the move at fault (1 for the first move of the record).
 *
 * <p>Lines end at {@code \n}, {@code \r\n} or a lone {@code \r}; columns count characters.
 *
 * @param offset 0-based character offset in the text
 * @param line 1-based line number
 * @param column 1-based column on that line
 * @param ply the ply of the move at fault, or 0 when the problem is not in a move
 */
public record Location(int offset, int line, int column, int ply) {
  /**
   * Checks the fields.
   *
   * @param offset 0-based character offset in the text
   * @param line 1-based line number
   * @param column 1-based column on that line
   * @param ply the ply of the move at fault, or 0 when the problem is not in a move
   * @throws IllegalArgumentException if the offset is negative, the line or column is below 1, or
   *     the ply is negative
   */
  public Location {
    checkArgument(offset >= 0, "offset %s is negative", offset);
    checkArgument(line >= 1 && column >= 1, "line %s, column %s: both start at 1", line, column);
    checkArgument(ply >= 0, "ply %s is negative", ply);
  }

  /**
   * The location of an offset in a text.
   *
   * @param text the whole text
   * @param offset 0-based, from 0 to {@code text.length()}
   * @param ply the ply of the move at fault, or 0 for none
   * @return the location
   * @throws IllegalArgumentException if the text is null, the offset lies outside it or the ply is
   *     negative
   */
  public static Location of(String text, int offset, int ply) {
    checkArgument(text != null, "text is null");
    checkArgument(offset >= 0 && offset <= text.length(), "offset %s outside the text", offset);
    checkArgument(ply >= 0, "ply %s is negative", ply);
    int line = 1;
    int lineStart = 0;
    for (int i = 0; i < offset; i++) {
      char c = text.charAt(i);
      if (c == '\n' || (c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n'))) {
        line++;
        lineStart = i + 1;
      }
    }
    return new Location(offset, line, offset - lineStart + 1, ply);
  }

  /** Returns {@code line L, column C} and {@code , ply N} when the ply is known, for messages. */
  @Override
  public String toString() {
    return "line " + line + ", column " + column + (ply > 0 ? ", ply " + ply : "");
  }
}
