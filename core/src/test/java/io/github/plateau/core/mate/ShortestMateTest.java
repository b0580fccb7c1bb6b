package io.github.plateau.core.mate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Side;
import java.util.Arrays;
import java.util.List;
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
    MateSolver solver = new MateSolver(AttackerMoves.all(), MateLimits.nodes(1_000_000));
    int mates = 0;
    int choices = 0; // the defender's states on the lines where a reply loses sooner
    for (long seed = 0; seed < GAMES; seed++) {
      Dag game = new Dag(seed, LAYERS, WIDTH);
      for (int root = 0; root < 2 * WIDTH; root++) {
        DagPosition position = game.at(root);
        int[] distance = distances(game, position.sideToMove());
        MateResult<Integer> result = solver.solveShortest(position);
        String where = "seed " + seed + ", state " + root;
        if (distance[root] == NONE) {
          assertEquals(MateStatus.NO_MATE, result.status(), where);
          continue;
        }
        mates++;
        assertEquals(MateStatus.MATE, result.status(), where);
        List<Integer> line = result.line();
        int[] left = new int[line.size() + 1];
        left[0] = distance[root];
        int state = root;
        for (int i = 0; i < line.size(); i++) {
          assertTrue(game.hasMove(state, line.get(i)), where + ": " + line);
          if (!game.toMove(state).equals(position.sideToMove())) {
            int resisting = left[0] - i - 1; // the distance the best reply leaves
            choices +=
                Arrays.stream(game.successors(state)).anyMatch(s -> distance[s] < resisting)
                    ? 1
                    : 0;
          }
          state = line.get(i);
          left[i + 1] = distance[state];
        }
        int[] expected = new int[line.size() + 1];
        Arrays.setAll(expected, i -> left[0] - i);
        assertEquals(
            Arrays.toString(expected), Arrays.toString(left), where + ": distances along " + line);
      }
    }
    assertTrue(mates > GAMES, "too few mates: " + mates);
    assertTrue(choices > GAMES, "too few defences to choose: " + choices);
  }
}
