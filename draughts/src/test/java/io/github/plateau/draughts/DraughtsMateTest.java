package io.github.plateau.draughts;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.mate.AttackerMoves;
import io.github.plateau.core.mate.MateLimits;
import io.github.plateau.core.mate.MateSolver;
import io.github.plateau.core.testing.MateWalk;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Core's mate solver on international draughts, where a forced win is the rules' own (the side left
 * without a move loses) and every move is tried: on seeded sparse positions, its shortest win
 * against a plain walk of every line up to five plies, and each winning line replayed.
 */
class DraughtsMateTest {
  private static final Draughts GAME = new Draughts();
  private static final long SEED = 20261202;
  private static final int POSITIONS = 2_000;
  private static final int WALKED = 5;
  private static final MateWalk WALK = new MateWalk(AttackerMoves.all(), WALKED);

  @Test
  void shortestWinsAgreeWithAWalkOfEveryLine() {
    // lines bounded at the walk's length: flying kings make long searches of a lost cause costly
    MateSolver solver =
        new MateSolver(AttackerMoves.all(), MateLimits.nodes(50_000).withMaxPlies(WALKED));
    SplittableRandom random = new SplittableRandom(SEED);
    int[] wins = new int[WALKED + 1];
    int none = 0;
    for (int tried = 0; tried < POSITIONS; ) {
      DraughtsPosition position = sparse(random);
      if (position == null) {
        continue;
      }
      tried++;
      int walked = WALK.check(solver, position, "seed " + SEED + ", position " + position);
      if (walked > 0) {
        wins[walked]++;
      } else {
        none++;
      }
    }
    String met = "wins by length " + Arrays.toString(wins) + ", none " + none;
    assertTrue(wins[1] >= 100 && wins[3] >= 100 && wins[5] >= 80 && none >= 700, met);
  }

  /**
   * A seeded sparse position, white to move: one to four white pieces against one to three black
   * ones, a third of them kings, men off their own promotion rows; null if the rules refuse it.
   */
  private static DraughtsPosition sparse(SplittableRandom random) {
    TreeSet<Integer> taken = new TreeSet<>();
    String white = pieces(random, 1 + random.nextInt(4), taken, 6, 50);
    String black = pieces(random, 1 + random.nextInt(3), taken, 1, 45);
    if (black.isEmpty()) {
      return null; // its square was white's
    }
    try {
      return GAME.parse("W:W" + white + ":B" + black);
    } catch (IllegalPositionException e) {
      return null;
    }
  }

  /** Pieces on free squares, men from {@code low} to {@code high}, kings anywhere. */
  private static String pieces(
      SplittableRandom random, int count, TreeSet<Integer> taken, int low, int high) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < count; i++) {
      boolean king = random.nextInt(3) == 0;
      int square = king ? 1 + random.nextInt(50) : low + random.nextInt(high - low + 1);
      if (!taken.add(square)) {
        continue;
      }
      out.append(out.length() > 0 ? "," : "").append(king ? "K" : "").append(square);
    }
    return out.toString();
  }
}
