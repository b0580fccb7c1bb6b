package io.github.plateau.engine;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.text.Decimals;
import java.util.HashSet;
import java.util.OptionalLong;
import java.util.Set;

/**
 * Ending games early on the scores the players report, for engines that report them: a player whose
 * own score stays at or below {@code -resignScore} for {@code resignMoves} of its moves in a row
 * loses by adjudication; a game where both players' scores stay within {@code drawScore} of 0 for
 * {@code drawMoves} moves each, after ply {@code drawFromPly}, is drawn by adjudication. A count of
 * 0 turns its rule off. Mate scores count as beyond any centipawn score.
 *
 * @param resignScore the centipawns a player must be down to count towards resigning
 * @param resignMoves its moves in a row at that score; 0 for no resign rule
 * @param drawScore the centipawns both must stay within
 * @param drawMoves the moves in a row of each; 0 for no draw rule
 * @param drawFromPly the ply from which the draw rule applies
 */
public record Adjudication(
    int resignScore, int resignMoves, int drawScore, int drawMoves, int drawFromPly) {
  /** No adjudication by score: the rules alone end games. */
  public static final Adjudication NONE = new Adjudication(0, 0, 0, 0, 0);

  /**
   * Checks the fields.
   *
   * @param resignScore the centipawns a player must be down
   * @param resignMoves its moves in a row at that score; 0 for no resign rule
   * @param drawScore the centipawns both must stay within
   * @param drawMoves the moves in a row of each; 0 for no draw rule
   * @param drawFromPly the ply from which the draw rule applies
   * @throws IllegalArgumentException if a field is negative
   */
  public Adjudication {
    checkArgument(
        resignScore >= 0
            && resignMoves >= 0
            && drawScore >= 0
            && drawMoves >= 0
            && drawFromPly >= 0,
        "adjudication values must not be negative");
  }

  /**
   * Reads the command line form {@code resign=SCORE/MOVES}, {@code draw=SCORE/MOVES/FROMPLY}, or
   * both separated by a comma, such as {@code resign=600/3,draw=10/8/60}.
   *
   * @param text the rules
   * @return the adjudication
   * @throws IllegalArgumentException if the text is malformed
   */
  public static Adjudication parse(String text) {
    checkArgument(text != null, "adjudication is null");
    int[] resign = {0, 0};
    int[] draw = {0, 0, 0};
    Set<String> seen = new HashSet<>();
    for (String part : text.split(",", -1)) {
      int eq = part.indexOf('=');
      if (eq > 0 && !seen.add(part.substring(0, eq))) {
        throw new IllegalArgumentException(
            part.substring(0, eq + 1) + " is given twice in " + Messages.quote(text));
      }
      if (part.startsWith("resign=")) {
        numbers(part, "resign=".length(), resign);
      } else if (part.startsWith("draw=")) {
        numbers(part, "draw=".length(), draw);
      } else {
        throw new IllegalArgumentException(
            "adjudication is resign=SCORE/MOVES and draw=SCORE/MOVES/FROMPLY, not "
                + Messages.quote(part));
      }
    }
    return new Adjudication(resign[0], resign[1], draw[0], draw[1], draw[2]);
  }

  private static void numbers(String part, int from, int[] into) {
    String[] fields = part.substring(from).split("/", -1);
    if (fields.length != into.length) {
      throw new IllegalArgumentException(
          Messages.quote(part) + " needs " + into.length + " numbers separated by '/'");
    }
    for (int i = 0; i < fields.length; i++) {
      OptionalLong value = Decimals.parse(fields[i]);
      if (value.isEmpty()) {
        throw new IllegalArgumentException(
            Messages.quote(fields[i]) + " in " + Messages.quote(part) + " is not a whole number");
      }
      if (value.getAsLong() > Integer.MAX_VALUE) {
        throw new IllegalArgumentException(
            Messages.quote(fields[i])
                + " in "
                + Messages.quote(part)
                + " is too large: at most "
                + Integer.MAX_VALUE);
      }
      into[i] = (int) value.getAsLong();
      if (into[i] < 0) {
        throw new IllegalArgumentException(
            Messages.quote(fields[i])
                + " in "
                + Messages.quote(part)
                + " is negative: adjudication values are 0 or more");
      }
    }
  }
}
