package io.github.plateau.core.text;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import io.github.plateau.core.Side;
import java.util.Optional;

/**
 * The text the PGN family (xiangqi's PGN, draughts' PDN) shares, read and written in one place: tag
 * pairs, result words, annotation marks and move numbers. What differs by game, its tags and its
 * sides, is given by the caller.
 */
public final class PgnText {
  private PgnText() {}

  /**
   * Whether a name can be a tag's: letters, digits, {@code _} and {@code -}, what {@link
   * PgnTokenizer} reads as one.
   *
   * @param name the name
   * @return true if it is not empty and holds only those
   * @throws IllegalArgumentException if the name is null
   */
  public static boolean isTagName(String name) {
    checkArgument(name != null, "name is null");
    for (int i = 0; i < name.length(); i++) {
      if (!PgnTokenizer.isNameChar(name.charAt(i))) {
        return false;
      }
    }
    return !name.isEmpty();
  }

  /**
   * Writes a tag pair and its line break: {@code [Name "value"]}, {@code "} and {@code \} escaped.
   *
   * @param out where the tag goes
   * @param name the tag's name, a {@link #isTagName tag name}
   * @param value its value, one line
   * @throws IllegalArgumentException if an argument is null
   */
  public static void tag(StringBuilder out, String name, String value) {
    checkArgument(out != null && name != null && value != null, "an argument is null");
    out.append('[').append(name).append(" \"");
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c == '"' || c == '\\') {
        out.append('\\');
      }
      out.append(c);
    }
    out.append("\"]\n");
  }

  /**
   * Whether a line of a comment can be written between braces and read back as it is: it holds no
   * {@code }}, and does not start with a tag pair, where the tokenizer ends a comment left open
   * ({@link PgnTokenizer#closingBrace}). The writers write any other line after {@code ;}.
   *
   * @param line a line of a comment, without its line break
   * @return true if braces hold it
   * @throws IllegalArgumentException if the line is null
   */
  public static boolean inBraces(String line) {
    checkArgument(line != null, "line is null");
    return line.indexOf('}') < 0 && !PgnTokenizer.startsTagPair(line, 0);
  }

  /**
   * Whether a mark can be written after a move: {@code $} and digits, or a run of {@code !} and
   * {@code ?}, bracketed or not ({@code (!?)}).
   *
   * @param mark the mark
   * @return true if it is one
   * @throws IllegalArgumentException if the mark is null
   */
  public static boolean isMark(String mark) {
    checkArgument(mark != null, "mark is null");
    if (mark.length() > 1 && mark.charAt(0) == '$') {
      return mark.substring(1).chars().allMatch(c -> c >= '0' && c <= '9');
    }
    String bare =
        mark.length() > 2 && mark.startsWith("(") && mark.endsWith(")")
            ? mark.substring(1, mark.length() - 1)
            : mark;
    return !bare.isEmpty() && bare.chars().allMatch(c -> c == '!' || c == '?');
  }

  /**
   * What a result word states, {@link Reason#ADJUDICATION} being the reason: {@code 1-0} (or {@code
   * 2-0}, as international draughts counts) the first side won, {@code 0-1} (or {@code 0-2}) the
   * second, {@code 1/2-1/2} (or {@code 1-1}) a draw.
   *
   * @param result the word
   * @param first the side the first number counts (White, Red)
   * @param second the other side
   * @return the outcome, or empty for another word ({@code *}: unknown)
   * @throws IllegalArgumentException if an argument is null
   */
  public static Optional<Outcome> outcome(String result, Side first, Side second) {
    checkArgument(result != null && first != null && second != null, "an argument is null");
    return switch (result) {
      case "1-0", "2-0" -> Optional.of(Outcome.win(first, Reason.ADJUDICATION));
      case "0-1", "0-2" -> Optional.of(Outcome.win(second, Reason.ADJUDICATION));
      case "1/2-1/2", "1-1" -> Optional.of(Outcome.draw(Reason.ADJUDICATION));
      default -> Optional.empty();
    };
  }

  /**
   * The result word of an outcome.
   *
   * @param outcome the outcome, or empty if it is unknown
   * @param first the side the first number counts
   * @param international whether a win counts 2 and a draw 1 each ({@code 2-0}, {@code 1-1}), as
   *     international draughts writes, rather than {@code 1-0} and {@code 1/2-1/2}
   * @return the word; {@code *} for an unknown outcome
   * @throws IllegalArgumentException if an argument is null
   */
  public static String result(Optional<Outcome> outcome, Side first, boolean international) {
    checkArgument(outcome != null && first != null, "an argument is null");
    if (outcome.isEmpty()) {
      return "*";
    }
    if (outcome.get().isDraw()) {
      return international ? "1-1" : "1/2-1/2";
    }
    boolean firstWon = outcome.get().winner().orElseThrow().equals(first);
    if (international) {
      return firstWon ? "2-0" : "0-2";
    }
    return firstWon ? "1-0" : "0-1";
  }

  /**
   * The number written before a move: {@code 12.} before the first side's, {@code 12...} before the
   * second side's when it needs one.
   *
   * @param number the move's number, from 1
   * @param firstSide whether the first side makes the move
   * @return the text
   */
  public static String moveNumber(int number, boolean firstSide) {
    return number + (firstSide ? "." : "...");
  }
}
