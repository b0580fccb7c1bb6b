package io.github.plateau.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.mate.AttackerMoves;
import io.github.plateau.core.mate.MateLimits;
import io.github.plateau.core.mate.MateSolver;
import io.github.plateau.core.testing.MateWalk;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Core's mate solver on xiangqi, by checks as a xiangqi mate problem asks: on seeded endgames of a
 * few red attackers against a black general with some guards, its shortest mate against a plain
 * walk of every checking line up to five plies, and each mating line replayed under the rules.
 */
class XiangqiMateTest {
  private static final Xiangqi GAME = new Xiangqi();
  private static final long SEED = 20261202;
  private static final int POSITIONS = 3_000;
  private static final int WALKED = 5; // plies: mates in 1, 2 and 3 moves
  private static final MateWalk WALK = new MateWalk(AttackerMoves.checksOnly(), WALKED);

  @Test
  void shortestMatesAgreeWithAWalkOfEveryCheck() {
    MateSolver solver = new MateSolver(AttackerMoves.checksOnly(), MateLimits.nodes(50_000));
    SplittableRandom random = new SplittableRandom(SEED);
    int[] mates = new int[WALKED + 1];
    int tried = 0;
    int none = 0;
    while (tried < POSITIONS) {
      XiangqiPosition position = endgame(random);
      if (position == null) {
        continue;
      }
      tried++;
      int walked = WALK.check(solver, position, "seed " + SEED + ", position " + position);
      if (walked > 0) {
        mates[walked]++;
      } else {
        none++;
      }
    }
    String met = "mates by length " + Arrays.toString(mates) + ", none " + none;
    assertTrue(mates[1] >= 200 && mates[3] >= 60 && mates[5] >= 30 && none >= 1_000, met);
  }

  @Test
  void theFacingGeneralsHelpTheRooksMate() {
    // Black's general on d10 may not step onto the open e-file, where red's general faces it; the
    // rook on a9 holds rank 9. Rook b1 to b10, or to d1, mates at once.
    XiangqiPosition position = GAME.parse("3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1");
    MateSolver solver = new MateSolver(AttackerMoves.checksOnly(), MateLimits.nodes(10_000));
    assertEquals(1, WALK.check(solver, position, position.toString()));
  }

  /**
   * A seeded endgame, red to move: the generals in their palaces, two to four of red's rooks,
   * horses, cannons and crossed pawns, black's advisors and elephants on their points; null if the
   * rules refuse it (black in check, the generals facing).
   */
  private static XiangqiPosition endgame(SplittableRandom random) {
    char[][] grid = new char[10][9];
    for (char[] row : grid) {
      Arrays.fill(row, '.');
    }
    put(grid, 'k', random.nextInt(3), 3 + random.nextInt(3));
    put(grid, 'K', 7 + random.nextInt(3), 3 + random.nextInt(3));
    int[][] advisors = {{0, 3}, {0, 5}, {1, 4}, {2, 3}, {2, 5}};
    int[][] elephants = {{0, 2}, {0, 6}, {2, 0}, {2, 4}, {2, 8}, {4, 2}, {4, 6}};
    for (int i = random.nextInt(3); i > 0; i--) {
      int[] at = advisors[random.nextInt(advisors.length)];
      put(grid, 'a', at[0], at[1]);
    }
    for (int i = random.nextInt(3); i > 0; i--) {
      int[] at = elephants[random.nextInt(elephants.length)];
      put(grid, 'b', at[0], at[1]);
    }
    String attackers = "RRNNCCPPP";
    for (int i = 2 + random.nextInt(3); i > 0; i--) {
      char piece = attackers.charAt(random.nextInt(attackers.length()));
      // crossed pawns only (rows 0 to 4, black's half): every such square is a pawn's
      int row = piece == 'P' ? random.nextInt(5) : random.nextInt(10);
      put(grid, piece, row, random.nextInt(9));
    }
    StringBuilder fen = new StringBuilder();
    for (int r = 0; r < 10; r++) {
      int empty = 0;
      for (char c : grid[r]) {
        if (c == '.') {
          empty++;
          continue;
        }
        if (empty > 0) {
          fen.append(empty);
          empty = 0;
        }
        fen.append(c);
      }
      if (empty > 0) {
        fen.append(empty);
      }
      fen.append(r < 9 ? "/" : " w - - 0 1");
    }
    try {
      return GAME.parse(fen.toString());
    } catch (IllegalPositionException e) {
      return null;
    } catch (RuntimeException e) {
      fail("a built endgame is refused other than as an illegal position: " + fen, e);
      return null;
    }
  }

  /** Puts a piece on an empty square; an occupied one keeps its piece. */
  private static void put(char[][] grid, char piece, int row, int column) {
    if (grid[row][column] == '.') {
      grid[row][column] = piece;
    }
  }
}
