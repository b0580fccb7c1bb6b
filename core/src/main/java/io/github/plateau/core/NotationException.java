package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;
import static java.util.Objects.requireNonNull;

/**
 * Text that does not follow a notation: a malformed position string, move, game record or game
 * specification. It names the problem and the offset (0-based, in characters) in the input where it
 * was found.
 */
public class NotationException extends PlateauException {
  private static final long serialVersionUID = 1L;

  /** The longest input shown whole in the message. */
  private static final int MAX_SHOWN = 120;

  /** The longest problem text kept whole: a longer one quotes too much of the input. */
  private static final int MAX_PROBLEM = 240;

  /** The text being read. */
  private final String input;

  /** Where the problem is in {@link #input}. */
  private final int offset;

  /**
   * Creates an exception for a problem found in {@code input} at {@code offset}.
   *
   * @param problem what is wrong, without the position (it is appended); a problem longer than 240
   *     characters is shortened in its middle
   * @param input the whole text being read
   * @param offset where the problem is, from 0 to {@code input.length()}
   * @throws IllegalArgumentException if the offset lies outside the input
   */
  public NotationException(String problem, String input, int offset) {
    this(problem, input, offset, 0);
  }

  /**
   * Creates an exception for a problem found in a move of a game record: the message also names the
   * line, the column and the ply.
   *
   * @param problem what is wrong, without the position (it is appended)
   * @param input the whole text being read
   * @param offset where the problem is, from 0 to {@code input.length()}
   * @param ply the ply of the move at fault (1 for the record's first move), or 0 if the problem is
   *     not in a move
   * @throws IllegalArgumentException if the offset lies outside the input or the ply is negative
   */
  public NotationException(String problem, String input, int offset, int ply) {
    super(describe(problem, input, offset, ply), problem, locate(input, offset, ply));
    this.input = input;
    this.offset = offset;
  }

  static Location locate(String input, int offset, int ply) {
    requireNonNull(input, "input");
    checkArgument(offset >= 0 && offset <= input.length(), "offset %s outside the input", offset);
    return Location.of(input, offset, ply);
  }

  /**
   * The message for a problem in a text: the offset, and for a text of several lines or a move the
   * line, column and ply, then an excerpt around the offset, all on one line.
   */
  static String describe(String problem, String input, int offset, int ply) {
    requireNonNull(problem, "problem");
    Location where = locate(input, offset, ply);
    boolean detailed = where.line() > 1 || ply > 0 || input.indexOf('\n') >= 0;
    return printable(shortened(problem))
        + " at offset "
        + offset
        + (detailed ? " (" + where + ")" : "")
        + " of \""
        + printable(excerpt(input, offset))
        + "\"";
  }

  /** A problem that quotes a huge token keeps its start and end. */
  private static String shortened(String problem) {
    if (problem.length() <= MAX_PROBLEM) {
      return problem;
    }
    return problem.substring(0, MAX_PROBLEM - 40)
        + "..."
        + problem.substring(problem.length() - 37);
  }

  /** Long inputs (whole game records) are shown around the offset only. */
  private static String excerpt(String input, int offset) {
    if (input.length() <= MAX_SHOWN) {
      return input;
    }
    int from = Math.max(0, offset - MAX_SHOWN / 2);
    int to = Math.min(input.length(), from + MAX_SHOWN);
    from = Math.max(0, to - MAX_SHOWN);
    return (from > 0 ? "..." : "") + input.substring(from, to) + (to < input.length() ? "..." : "");
  }

  /** Keeps the message on one line whatever the input holds. */
  private static String printable(String input) {
    StringBuilder out = new StringBuilder(input.length());
    for (int i = 0; i < input.length(); i++) {
      char c = input.charAt(i);
      if (c == '\n') {
        out.append("\\n");
      } else if (c == '\r') {
        out.append("\\r");
      } else if (c == '\t') {
        out.append("\\t");
      } else if (Character.isISOControl(c)) {
        out.append(String.format("\\u%04x", (int) c));
      } else {
        out.append(c);
      }
    }
    return out.toString();
  }

  /**
   * The text that was being read.
   *
   * @return the whole input
   */
  public String input() {
    return input;
  }

  /**
   * Where in the input the problem was found.
   *
   * @return a 0-based character offset, at most {@code input().length()}
   */
  public int offset() {
    return offset;
  }
}
