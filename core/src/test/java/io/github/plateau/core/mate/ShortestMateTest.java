package io.github.plateau.core.mate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import io.github.plateau.core.Side;
import io.github.plateau.core.tictactoe.Mark;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link MateSolver#solveShortest} against exhaustive minimax over random layered games, whose many
 * transpositions leave the solver's table with lengths longer than the truth: every state of the
 * reported line must be exactly as far from the win as the plies left, the attacker mating soonest
 * and the defender resisting longest.
 */
class ShortestMateTest {
  private static final int GAMES = 300;
  private static final int LAYERS = 18;
  private static final int WIDTH = 4;
  private static final int NONE = Integer.MAX_VALUE;

  /** The minimax distance to the attacker's win from every state, NONE where it has none. */
  private static int[] distances(Dag game, Side attacker) {
    int[] distance = new int[game.states()];
    for (int state = game.states() - 1; state >= 0; state--) {
      int[] next = game.successors(state);
      if (next.length == 0) {
        distance[state] = game.outcome(state).get().isWinFor(attacker) ? 0 : NONE;
        continue;
      }
      boolean attacking = game.toMove(state).team().equals(attacker.team());
      int best = attacking ? NONE : 0;
      for (int s : next) {
        int d = distance[s] == NONE ? NONE : distance[s] + 1;
        best = attacking ? Math.min(best, d) : Math.max(best, d);
      }
      distance[state] = best;
    }
    return distance;
  }

  @Test
  void everyStateOfTheLineIsAsFarFromTheWinAsThePliesLeft() {
    checkLines(MateLimits.nodes(1_000_000), GAMES, LAYERS, WIDTH);
  }

  /**
   * A table so small that it loses proofs the walk of the line would read: the walk searches again
   * where it must, and a line given is still exact (where the table cannot hold a proof the answer
   * may be {@link MateStatus#UNKNOWN}, never a wrong one).
   */
  @Test
  void aTinyTableLosesProofsButNotTheLine() {
    checkLines(MateLimits.nodes(1_000_000).withTableEntries(64), 60, 30, 8);
  }

  /**
   * A repetition disproves a move only along the line that repeats: reached by another line, the
   * state is searched again. X moves on even states; 1 is O's choice between 2, where X may repeat
   * through 3 or start a mate of 9 plies, and 4, where X must go through 3 to 2 (not a repetition
   * there) or draw.
   */
  @Test
  void aRepetitionOnOneLineDisprovesNothingOnAnother() {
    int[][] successors = new int[16][];
    Outcome[] outcomes = new Outcome[16];
    successors[0] = new int[] {1};
    successors[1] = new int[] {2, 4};
    successors[2] = new int[] {5, 3};
    successors[3] = new int[] {2};
    successors[4] = new int[] {3, 15};
    for (int s = 5; s < 13; s++) {
      successors[s] = new int[] {s + 1};
    }
    successors[13] = new int[0];
    outcomes[13] = Outcome.win(Mark.X, Reason.VICTORY_CONDITION);
    successors[14] = new int[0];
    outcomes[14] = Outcome.draw(Reason.NO_LEGAL_MOVE);
    successors[15] = new int[0];
    outcomes[15] = Outcome.draw(Reason.NO_LEGAL_MOVE);
    Dag game = new Dag(1, successors, outcomes);
    MateSolver solver = new MateSolver(AttackerMoves.all(), MateLimits.nodes(1_000_000));
    MateResult<Integer> shortest = solver.solveShortest(game.at(0));
    assertEquals(MateStatus.MATE, shortest.status());
    assertEquals(List.of(1, 4, 3, 2, 5, 6, 7, 8, 9, 10, 11, 12, 13), shortest.line());
    assertEquals(MateStatus.MATE, solver.solve(game.at(0)).status());
  }

  /**
   * A disproof through a repetition holds only in the search that found it. X moves on even states.
   * From 0 the shortest mate is 0-1-6-8-10-12-14, 6 plies; the search without a bound takes 0-2-4-6
   * first (7 plies), meets 1 from 6, where O's only reply repeats 6, and so disproves 1 along that
   * line. The search bounded at 6 plies then reaches 1 from 0, where nothing repeats: trusting the
   * disproof, it found no mate and the answer was the 7-ply line.
   */
  @Test
  void aRepetitionDisprovesNothingInALaterSearch() {
    int[][] successors = new int[15][];
    Outcome[] outcomes = new Outcome[15];
    Arrays.fill(successors, new int[0]);
    Arrays.fill(outcomes, Outcome.draw(Reason.NO_LEGAL_MOVE));
    successors[0] = new int[] {2, 1};
    successors[1] = new int[] {6};
    successors[2] = new int[] {4};
    successors[4] = new int[] {6};
    successors[6] = new int[] {1, 8};
    for (int s = 8; s < 14; s += 2) {
      successors[s] = new int[] {s + 2};
    }
    for (int s : new int[] {0, 1, 2, 4, 6, 8, 10, 12}) {
      outcomes[s] = null;
    }
    outcomes[14] = Outcome.win(Mark.X, Reason.VICTORY_CONDITION);
    Dag game = new Dag(1, successors, outcomes);
    MateResult<Integer> shortest =
        new MateSolver(AttackerMoves.all(), MateLimits.nodes(100_000)).solveShortest(game.at(0));
    assertEquals(List.of(1, 6, 8, 10, 12, 14), shortest.line());
  }

  /**
   * A mate in 3 beside a ladder of 130 plies where each of X's moves has one reply: the ladder
   * keeps a proof number of 1 all the way down, so a search without a bound climbs it before it
   * looks at the mate (2,432 nodes here, and none within 300,000 when the ladder is 5,000 states
   * wide); the short bounds searched first find it at once.
   */
  @Test
  void aShortMateBesideALadderOfSingleRepliesIsFoundFirst() {
    int width = 34;
    int layers = 132;
    int[][] successors = new int[width * layers][];
    Outcome[] outcomes = new Outcome[width * layers];
    Arrays.fill(successors, new int[0]);
    Arrays.fill(outcomes, Outcome.draw(Reason.NO_LEGAL_MOVE));
    SplittableRandom random = new SplittableRandom(7);
    int rungs = width - 2; // the last two states of layers 2 and 3 are the mate's
    successors[0] = new int[] {width, width + 1};
    successors[width] = new int[] {2 * width}; // the ladder's foot: one reply
    successors[width + 1] = new int[] {3 * width - 1, 3 * width - 2}; // the mate: two replies
    successors[3 * width - 1] = new int[] {4 * width - 1};
    successors[3 * width - 2] = new int[] {4 * width - 2};
    outcomes[4 * width - 1] = Outcome.win(Mark.X, Reason.VICTORY_CONDITION);
    outcomes[4 * width - 2] = Outcome.win(Mark.X, Reason.VICTORY_CONDITION);
    for (int s : new int[] {0, width, width + 1, 3 * width - 1, 3 * width - 2}) {
      outcomes[s] = null;
    }
    for (int layer = 2; layer < layers - 1; layer++) {
      int next = (layer + 1) * width;
      for (int i = 0; i < rungs; i++) {
        int s = layer * width + i;
        outcomes[s] = null;
        successors[s] =
            layer % 2 == 0
                ? random.ints(next, next + rungs).distinct().limit(2 + random.nextInt(2)).toArray()
                : new int[] {next + random.nextInt(rungs)};
      }
    }
    Dag game = new Dag(width, successors, outcomes);
    MateResult<Integer> shortest =
        new MateSolver(AttackerMoves.all(), MateLimits.nodes(1_000)).solveShortest(game.at(0));
    assertEquals(MateStatus.MATE, shortest.status());
    assertEquals(3, shortest.plies(), shortest.line().toString());
  }

  /**
   * Budgets so small that many solves end before their line is walked: a line said {@linkplain
   * MateResult#exact() exact} is exact all the same, and another is still a mate from the root. In
   * these games the table's line is most often as long as the distance anyway; the sample is large
   * enough to hold lines that are not, which a line wrongly said exact would fail on.
   */
  @Test
  void aLineSaidExactIsExactAndAnotherIsAMate() {
    int exact = 0;
    int notExact = 0;
    int offTheDistance = 0; // lines not exact whose length is not the distance to the win
    for (int[] shape : new int[][] {{24, 6}, {30, 8}}) {
      for (int nodes : new int[] {40, 80, 160, 320, 640}) {
        MateSolver solver = new MateSolver(AttackerMoves.all(), MateLimits.nodes(nodes));
        for (long seed = 0; seed < 200; seed++) {
          Dag game = new Dag(seed, shape[0], shape[1]);
          for (int root = 0; root < 2 * shape[1]; root++) {
            DagPosition position = game.at(root);
            int[] distance = distances(game, position.sideToMove());
            MateResult<Integer> result = solver.solveShortest(position);
            String where = nodes + " nodes, seed " + seed + ", state " + root;
            if (result.status() != MateStatus.MATE) {
              continue;
            }
            assertTrue(distance[root] != NONE, where + ": a mate where there is none");
            if (result.exact()) {
              exact++;
              checkExact(game, root, distance, result.line(), where);
              continue;
            }
            notExact++;
            offTheDistance += result.plies() != distance[root] ? 1 : 0;
            int state = root;
            for (int move : result.line()) {
              assertTrue(game.hasMove(state, move), where + ": " + result.line());
              state = move;
            }
            assertEquals(0, distance[state], where + ": the line ends before the win");
          }
        }
      }
    }
    assertTrue(
        exact > 1000 && notExact > 300 && offTheDistance >= 5,
        "too few of a kind: exact "
            + exact
            + ", not exact "
            + notExact
            + ", not exact and off the distance "
            + offTheDistance);
  }

  private static void checkLines(MateLimits limits, int games, int layers, int width) {
    MateSolver solver = new MateSolver(AttackerMoves.all(), limits);
    int mates = 0;
    int choices = 0; // the defender's states on the lines where a reply loses sooner
    int spent = 0; // the searches out of nodes or without a line
    for (long seed = 0; seed < games; seed++) {
      Dag game = new Dag(seed, layers, width);
      for (int root = 0; root < 2 * width; root++) {
        DagPosition position = game.at(root);
        int[] distance = distances(game, position.sideToMove());
        MateResult<Integer> result = solver.solveShortest(position);
        String where = "seed " + seed + ", state " + root;
        if (result.nodes() >= limits.maxNodes()
            || (result.status() == MateStatus.UNKNOWN && distance[root] != NONE)) {
          // out of nodes, the walk may have been cut short (the line is then the table's,
          // unchecked); a table too small to hold a proof may leave no line at all
          spent++;
          continue;
        }
        if (distance[root] == NONE) {
          assertEquals(MateStatus.NO_MATE, result.status(), where);
          continue;
        }
        mates++;
        assertEquals(MateStatus.MATE, result.status(), where);
        assertTrue(result.exact(), where + ": a line walked within the limits is exact");
        choices += checkExact(game, root, distance, result.line(), where);
      }
    }
    assertTrue(spent * 4 <= games * 2 * width, "too many searches out of nodes or lines: " + spent);
    assertTrue(mates > games, "too few mates: " + mates);
    assertTrue(choices > games, "too few defences to choose: " + choices);
  }

  /**
   * Checks that every state of a line from {@code root} is exactly as far from the win as the plies
   * left, and counts the defender's states on it where a reply loses sooner.
   */
  private static int checkExact(
      Dag game, int root, int[] distance, List<Integer> line, String where) {
    Mark attacker = game.toMove(root);
    int choices = 0;
    int[] left = new int[line.size() + 1];
    left[0] = distance[root];
    int state = root;
    for (int i = 0; i < line.size(); i++) {
      assertTrue(game.hasMove(state, line.get(i)), where + ": " + line);
      if (!game.toMove(state).equals(attacker)) {
        int resisting = left[0] - i - 1; // the distance the best reply leaves
        choices +=
            Arrays.stream(game.successors(state)).anyMatch(s -> distance[s] < resisting) ? 1 : 0;
      }
      state = line.get(i);
      left[i + 1] = distance[state];
    }
    int[] expected = new int[line.size() + 1];
    Arrays.setAll(expected, i -> left[0] - i);
    assertEquals(
        Arrays.toString(expected), Arrays.toString(left), where + ": distances along " + line);
    return choices;
  }
}
