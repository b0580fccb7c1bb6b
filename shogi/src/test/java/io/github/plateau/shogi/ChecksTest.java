package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.MoveList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The search board's checking moves ({@link ShogiSearchBoard#generateChecks}, told by {@link
 * Checks} from the board as it stands) against the legal moves filtered by playing each and asking
 * whether the opponent is in check: on positions built for each way a move checks or must not, and
 * along seeded playouts that prefer checks and captures, so that kings stand in the open.
 */
class ChecksTest {
  private static final Shogi GAME = new Shogi();

  private static final List<String> STARTS = PlayoutStarts.STARTS;

  private static final long SEED = 20261128;
  private static final int PLAYOUTS = 300;
  private static final int PLIES = 120;

  /** What the playouts met, so that a test that checked nothing of a kind fails. */
  private int states;

  private int dropChecks;
  private int promotionChecks; // a promotion that checks where its unpromoted twin does not
  private int discoveredChecks; // a check the moved piece does not give itself
  private int dropChecksAskedFirst; // drop checks listed before the state's moves were

  @Test
  void playoutsListTheFilteredChecksOfGenerate() {
    for (int walk = 0; walk < PLAYOUTS; walk++) {
      long seed = SEED + walk;
      SplittableRandom random = new SplittableRandom(seed);
      ShogiPosition start = GAME.parse(STARTS.get(walk % STARTS.size()));
      ShogiSearchBoard board = start.searchBoard();
      MoveList moves = new MoveList();
      for (int ply = 0; ply < PLIES; ply++) {
        String where = "seed " + seed + ", ply " + ply + ": " + board;
        // Half the states are asked for their checks before their moves are listed.
        int[] first = random.nextBoolean() ? checks(board) : null;
        int n = board.generate(moves);
        int[] all = moves.toArray();
        int[] expected = filtered(board, all);
        if (first != null) {
          assertArrayEquals(expected, first, "checks asked first, " + where);
          dropChecksAskedFirst += (int) Arrays.stream(first).filter(MoveCodes::isDrop).count();
        }
        assertArrayEquals(expected, checks(board), where);
        tally(board, expected);
        if (n == 0) {
          break;
        }
        board.push(pick(board, random, all, expected));
      }
    }
    String met =
        states
            + " states, "
            + dropChecks
            + " drop checks, "
            + promotionChecks
            + " promotion checks, "
            + discoveredChecks
            + " discovered checks, "
            + dropChecksAskedFirst
            + " drop checks asked first";
    assertTrue(states > 20_000, met);
    assertTrue(dropChecks > 10_000 && promotionChecks > 1_000 && discoveredChecks > 500, met);
    assertTrue(dropChecksAskedFirst > 4_000, met); // found without listing the other drops
  }

  @Test
  void aDropThatAnswersACheckMayGiveOne() {
    // The rook on 1i checks the king on 5i; a rook or lance put between them on 3i checks 3a.
    ShogiSearchBoard board = GAME.parse("6k2/9/9/9/9/9/9/9/4K3r b RL 1").searchBoard();
    List<String> checks = usi(board, checks(board));
    assertTrue(checks.containsAll(List.of("R*3i", "L*3i")), checks.toString());
    assertArrayEquals(filtered(board, all(board)), checks(board));
  }

  @Test
  void aPieceLeavingALineGivesDiscoveredCheck() {
    // The rook on 5i stands behind the silver on 5e, on the file of the king on 5a.
    ShogiSearchBoard board = GAME.parse("4k4/9/9/9/4S4/9/9/9/4R3K b - 1").searchBoard();
    List<String> checks = usi(board, checks(board));
    assertEquals(Set.of("5e6d", "5e4d", "5e6f", "5e4f"), Set.copyOf(checks));
    assertFalse(checks.contains("5e5d"), "the silver still blocks the file on 5d");
  }

  @Test
  void aPinnedPieceChecksOnlyAlongItsPin() {
    // The gold on 9e is pinned by the rook on 9a: 8d would check the king on 8c but is illegal.
    ShogiSearchBoard board = GAME.parse("r8/9/1k7/9/G8/9/9/9/K8 b - 1").searchBoard();
    assertEquals(List.of("9e9d"), usi(board, checks(board)));
    assertArrayEquals(filtered(board, all(board)), checks(board));
  }

  @Test
  void aPawnDropMateIsNeverListed() {
    // P*1b would mate the king on 1a (the gold guards 1b and 2b, the knight 2a): forbidden.
    ShogiSearchBoard board = GAME.parse("8k/9/6NG1/9/9/9/9/9/K8 b P 1").searchBoard();
    List<String> checks = usi(board, checks(board));
    assertFalse(checks.contains("P*1b"), checks.toString());
    assertTrue(checks.contains("2c2b"), checks.toString());
    assertArrayEquals(filtered(board, all(board)), checks(board));
  }

  @Test
  void aPromotionChecksWhereTheUnpromotedMoveDoesNot() {
    // A silver on 3c does not attack 2c beside it; a promoted silver does.
    ShogiSearchBoard board = GAME.parse("9/9/7k1/5S3/9/9/9/9/K8 b - 1").searchBoard();
    List<String> checks = usi(board, checks(board));
    assertTrue(checks.contains("4d3c+"), checks.toString());
    assertFalse(checks.contains("4d3c"), checks.toString());
    assertArrayEquals(filtered(board, all(board)), checks(board));
  }

  @Test
  void anAnalysisOfThePushedStateComesBackAfterPop() {
    ShogiSearchBoard board = GAME.parse(STARTS.get(4)).searchBoard();
    int[] before = checks(board);
    MoveList moves = new MoveList();
    board.generate(moves);
    board.push(moves.get(0));
    checks(board);
    board.pop();
    assertArrayEquals(before, checks(board));
    assertThrows(IllegalArgumentException.class, () -> board.generateChecks(null));
  }

  /** The board's checking moves, its count checked against its list. */
  private static int[] checks(ShogiSearchBoard board) {
    MoveList moves = new MoveList();
    moves.add(-1); // stale content, to be discarded
    long hash = board.hash();
    int n = board.generateChecks(moves);
    assertEquals(n, moves.size());
    assertEquals(hash, board.hash(), "generateChecks changed the board");
    return moves.toArray();
  }

  private static int[] all(ShogiSearchBoard board) {
    MoveList moves = new MoveList();
    board.generate(moves);
    return moves.toArray();
  }

  /** The codes of {@code all} after whose push the opponent is in check, in their order. */
  private static int[] filtered(ShogiSearchBoard board, int[] all) {
    List<Integer> kept = new ArrayList<>();
    for (int code : all) {
      board.push(code);
      if (board.inCheck()) {
        kept.add(code);
      }
      board.pop();
    }
    return kept.stream().mapToInt(Integer::intValue).toArray();
  }

  /** Checks half of the time when there is one, captures being likely among the other moves. */
  private static int pick(
      ShogiSearchBoard board, SplittableRandom random, int[] all, int[] checks) {
    if (checks.length > 0 && random.nextInt(2) == 0) {
      return checks[random.nextInt(checks.length)];
    }
    for (int tries = 0; tries < 4; tries++) {
      int code = all[random.nextInt(all.length)];
      if (board.isCapture(code)) {
        return code;
      }
    }
    return all[random.nextInt(all.length)];
  }

  /** Counts the kinds of checks of a state, for the coverage the playout test asks for. */
  private void tally(ShogiSearchBoard board, int[] checks) {
    states++;
    for (int code : checks) {
      if (MoveCodes.isDrop(code)) {
        dropChecks++;
        continue;
      }
      if (MoveCodes.isPromotion(code) && !contains(checks, code & ~MoveCodes.PROMOTION)) {
        promotionChecks++;
      }
      board.push(code);
      if (!movedPieceAttacksKing(board, MoveCodes.to(code))) {
        discoveredChecks++;
      }
      board.pop();
    }
  }

  /**
   * Whether the piece on {@code square}, of the side that just moved, attacks the king of the side
   * to move, alone: its steps, or its slides up to the first occupied square.
   */
  private static boolean movedPieceAttacksKing(ShogiSearchBoard board, int square) {
    Board b = board.board;
    int king = b.kings[b.side];
    int piece = b.cells[square];
    for (int t : Geometry.STEPS[piece][square]) {
      if (t == king) {
        return true;
      }
    }
    for (int d : Geometry.SLIDES[piece]) {
      for (int t = Geometry.NEXT[d * Geometry.ROW + square]; t != Geometry.OFF; ) {
        if (t == king) {
          return true;
        }
        if (b.cells[t] != PieceCodes.EMPTY) {
          break;
        }
        t = Geometry.NEXT[d * Geometry.ROW + t];
      }
    }
    return false;
  }

  private static boolean contains(int[] codes, int code) {
    for (int c : codes) {
      if (c == code) {
        return true;
      }
    }
    return false;
  }

  private static List<String> usi(ShogiSearchBoard board, int[] codes) {
    List<String> names = new ArrayList<>();
    for (int code : codes) {
      names.add(MoveCodes.toUsi(code));
    }
    return names;
  }
}
