package io.github.plateau.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.plateau.core.Limits;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import io.github.plateau.core.Repetition;
import io.github.plateau.core.Repetition.Cycle;
import io.github.plateau.core.Score;
import io.github.plateau.core.shuttle.Shuttle;
import io.github.plateau.core.shuttle.ShuttlePosition;
import io.github.plateau.core.shuttle.Step;
import io.github.plateau.core.shuttle.Token;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A game whose every line ends in a repetition: the shuttle's 32 positions, where a line ends at
 * its first repeated position, judged by the rule. Searched deeper than its longest line, the
 * searcher must give the result of the tree of all lines, as an exhaustive walk over them finds it.
 * A repetition's value belongs to the line that reached it, not to the position: a table that kept
 * it for the position gave a transposition reached by another line a value it does not have (18 of
 * these 192 searches won what was lost or drew what was won).
 */
class SearcherCycleTest {
  /** Deeper than any line: a line repeats within 33 plies. */
  private static final int DEPTH = 40;

  private static final List<Repetition<ShuttlePosition, Step>> RULES =
      List.of(
          Repetition.<ShuttlePosition, Step>after(3).withPerpetualCheck(Cycle.SINCE_PREVIOUS),
          Repetition.<ShuttlePosition, Step>after(3)
              .withResult(p -> Outcome.win(a(p) % 2 == 0 ? Token.A : Token.B, Reason.REPETITION)),
          Repetition.<ShuttlePosition, Step>after(3)
              .withPerpetualCheck(Cycle.SINCE_PREVIOUS)
              .withResult(
                  p ->
                      a(p) == b(p)
                          ? Outcome.draw(Reason.REPETITION)
                          : Outcome.win(
                              (a(p) + b(p)) % 3 == 0 ? Token.B : Token.A, Reason.REPETITION)));

  /** A's cell, from the notation "a b S". */
  private static int a(ShuttlePosition p) {
    return p.toString().charAt(0) - '0';
  }

  /** B's cell. */
  private static int b(ShuttlePosition p) {
    return p.toString().charAt(2) - '0';
  }

  @Test
  void everyPositionIsValuedAsTheTreeOfItsLinesIsWhateverTheTable() {
    List<String> wrong = new ArrayList<>();
    int checked = 0;
    for (int r = 0; r < RULES.size(); r++) {
      Shuttle game = new Shuttle(RULES.get(r), false);
      for (int[] setting : new int[][] {{1 << 2, 1}, {1 << 12, 1}, {1 << 12, 2}}) {
        int tableSize = setting[0];
        for (String text : allPositions()) {
          ShuttlePosition root = game.parse(text);
          List<ShuttlePosition> line = new ArrayList<>(List.of(root));
          int expected = lines(RULES.get(r), line);
          SearchResult<Step> result =
              new Searcher<ShuttlePosition, Step>(board -> 50, tableSize, setting[1])
                  .search(root.searchBoard(), Limits.depth(DEPTH), info -> {}, () -> false);
          if (!sameResult(expected, result.score())) {
            wrong.add(
                "rule "
                    + r
                    + ", table "
                    + tableSize
                    + ", threads "
                    + setting[1]
                    + ", "
                    + text
                    + ": "
                    + result.score()
                    + " instead of "
                    + Mates.toScore(expected));
          }
          checked++;
        }
      }
    }
    assertEquals(List.of(), wrong, wrong.size() + " of " + checked + " searches");
  }

  /**
   * Whether the searcher's score gives the tree's result: the same winner, or a draw, and a mate no
   * shorter than the shortest there is. A mate may come out longer: the table may give a position
   * the value it had along another line, where no repetition was in reach, and a value that
   * depended on a repetition judged along the line is never taken from it.
   */
  private static boolean sameResult(int expected, Score found) {
    if (Math.abs(expected) < Mates.MATE_BOUND) {
      return found.equals(Mates.toScore(expected));
    }
    int plies = Mates.MATE - Math.abs(expected);
    return found.mate()
        && Integer.signum(found.value()) == Integer.signum(expected)
        && Math.abs(found.value()) >= plies;
  }

  private static List<String> allPositions() {
    List<String> all = new ArrayList<>();
    for (int a = 0; a < 4; a++) {
      for (int b = 0; b < 4; b++) {
        all.add(a + " " + b + " A");
        all.add(a + " " + b + " B");
      }
    }
    return all;
  }

  /**
   * The value of the tree of lines below the last position of {@code line}, as the searcher scores
   * a repetition: the rule's outcome over the cycle, a mate distance from the root.
   */
  private static int lines(Repetition<ShuttlePosition, Step> rule, List<ShuttlePosition> line) {
    int ply = line.size() - 1;
    ShuttlePosition now = line.get(ply);
    int first = line.subList(0, ply).indexOf(now);
    if (first >= 0) {
      Outcome outcome = rule.judgeCycle(line.subList(first, ply + 1));
      return outcome.isDraw() ? 0 : Mates.decided(outcome.isWinFor(now.sideToMove()), ply);
    }
    int best = Integer.MIN_VALUE;
    for (Step step : now.legalMoves()) {
      line.add(now.play(step));
      best = Math.max(best, -lines(rule, line));
      line.remove(line.size() - 1);
    }
    return best;
  }
}
