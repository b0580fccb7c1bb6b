package io.github.plateau.xiangqi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.MoveList;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What a quiescence search asks of the search board: {@link XiangqiSearchBoard#generateCaptures}
 * against the captures among the position's legal moves, and {@link
 * XiangqiSearchBoard#hasLegalMove} against the outcome, on seeded random games and on built
 * stalemates.
 */
class XiangqiQuiescenceMovesTest {
  private final Xiangqi game = new Xiangqi();

  @Test
  void seededGamesListTheCapturesOfTheLegalMovesAndKnowWhetherAMoveExists() {
    int states = 0;
    int inCheck = 0;
    int refusedCaptures = 0; // pseudo-legal captures the general's safety forbids: pins, checks
    int cannonCaptures = 0;
    int mates = 0;
    int stalemates = 0;
    for (int s = 0; s < SeededGames.STARTS.size(); s++) {
      for (int g = 0; g < 30; g++) {
        long seed = 1000L * s + g;
        SplittableRandom random = new SplittableRandom(seed);
        XiangqiPosition p = game.parse(SeededGames.STARTS.get(s));
        for (int ply = 0; ply < 160; ply++) {
          String where = "seed " + seed + ", ply " + ply + ", " + p;
          checkState(p, random, where);
          states++;
          inCheck += p.inCheck() ? 1 : 0;
          refusedCaptures += pseudoLegalCaptures(p) - expectedCaptures(p).length;
          cannonCaptures += cannonCaptures(p);
          List<Move> legal = p.legalMoves();
          if (legal.isEmpty()) {
            mates += p.inCheck() ? 1 : 0;
            stalemates += p.inCheck() ? 0 : 1;
            break;
          }
          p = p.play(SeededGames.choose(p, legal, random));
        }
      }
    }
    assertTrue(states > 20_000, states + " states");
    assertTrue(inCheck > 500, inCheck + " states in check");
    assertTrue(refusedCaptures > 300, refusedCaptures + " captures refused for the general");
    assertTrue(cannonCaptures > 1000, cannonCaptures + " cannon captures");
    assertTrue(mates > 10, mates + " games ended by mate");
    assertTrue(stalemates > 20, stalemates + " games ended by stalemate");
  }

  /**
   * Checks one state on fresh boards, asked in each order: hasLegalMove before any list, after the
   * captures alone and after every move; generateCaptures before and after generate, and against
   * generate filtered by isCapture.
   */
  private void checkState(XiangqiPosition p, SplittableRandom random, String where) {
    boolean expected = p.outcome().isEmpty();
    int[] captures = expectedCaptures(p);
    MoveList list = new MoveList();

    XiangqiSearchBoard first = p.searchBoard();
    assertEquals(expected, first.hasLegalMove(), "hasLegalMove before any list, " + where);
    assertEquals(p.hash(), first.hash(), where);
    assertEquals(captures.length, first.generateCaptures(list), where);
    assertArrayEquals(captures, list.toArray(), "captures before generate, " + where);
    assertEquals(expected, first.hasLegalMove(), "hasLegalMove after the captures, " + where);
    int n = first.generate(list);
    assertEquals(expected, n > 0, where);
    assertEquals(expected, first.hasLegalMove(), "hasLegalMove after generate, " + where);
    assertArrayEquals(filteredGenerate(first, list), captures, "generate filtered, " + where);

    XiangqiSearchBoard second = p.searchBoard();
    second.generate(list);
    assertEquals(captures.length, second.generateCaptures(list), where);
    assertArrayEquals(captures, list.toArray(), "captures after generate, " + where);

    // One level down through push and pop: the states a search reaches, not only fresh ones.
    if (captures.length > 0) {
      XiangqiSearchBoard board = p.searchBoard();
      board.generateCaptures(list);
      int code = list.get(random.nextInt(list.size()));
      XiangqiPosition child = p.play(board.decode(code));
      board.push(code);
      assertEquals(child.outcome().isEmpty(), board.hasLegalMove(), "after " + code + ", " + where);
      assertArrayEquals(
          expectedCaptures(child), capturesOf(board, list), "after " + code + ", " + where);
      board.pop();
      assertArrayEquals(captures, capturesOf(board, list), "popped " + code + ", " + where);
    }
  }

  private static int[] capturesOf(XiangqiSearchBoard board, MoveList list) {
    board.generateCaptures(list);
    return list.toArray();
  }

  private static int[] filteredGenerate(XiangqiSearchBoard board, MoveList list) {
    int n = board.generate(list);
    List<Integer> kept = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      if (board.isCapture(list.get(i))) {
        kept.add(list.get(i));
      }
    }
    return kept.stream().mapToInt(Integer::intValue).toArray();
  }

  /** The codes of the position's legal moves that land on a piece, in legalMoves() order. */
  private static int[] expectedCaptures(XiangqiPosition p) {
    return p.legalMoves().stream()
        .filter(m -> p.pieceAt(m.to()).isPresent())
        .mapToInt(MoveCodes::code)
        .toArray();
  }

  /** The pseudo-legal moves (general's safety aside) that land on a piece. */
  private static int pseudoLegalCaptures(XiangqiPosition p) {
    Board b = p.board().copy();
    int[] moves = new int[Board.MAX_MOVES];
    int n = b.pseudoLegal(moves);
    int captures = 0;
    for (int i = 0; i < n; i++) {
      captures += b.squares[moves[i] >>> 8] != PieceCodes.EMPTY ? 1 : 0;
    }
    return captures;
  }

  private static int cannonCaptures(XiangqiPosition p) {
    int count = 0;
    for (int code : expectedCaptures(p)) {
      Move move = MoveCodes.move(code);
      count += p.pieceAt(move.from()).orElseThrow().kind() == Kind.CANNON ? 1 : 0;
    }
    return count;
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        // The general boxed in by a chariot on its rank and the other general on the open file.
        "3k5/R8/9/9/9/9/9/9/9/4K4 b - - 0 1",
        // The horse is pinned by the chariot; the general's only free point faces the other.
        "3k5/3n5/9/9/9/9/9/9/9/3RK4 b - - 0 1",
        // A cannon behind a soldier screen covers the general's only point off the open file.
        "3k5/CP7/9/9/9/9/9/9/9/4K4 b - - 0 1",
        // A horse hobbled on both legs, the general boxed by the chariot and the open file.
        "nP1k5/R8/9/9/9/9/9/9/9/4K4 b - - 0 1",
      })
  void aStalemateHasNoLegalMoveWhicheverListIsMade(String fen) {
    XiangqiPosition p = game.parse(fen);
    assertFalse(p.inCheck(), fen);
    assertEquals(Optional.of(Outcome.win(Color.RED, Reason.STALEMATE)), p.outcome(), fen);
    MoveList list = new MoveList();
    XiangqiSearchBoard fresh = p.searchBoard();
    assertFalse(fresh.hasLegalMove(), fen);
    assertEquals(0, fresh.generateCaptures(list));
    assertFalse(fresh.hasLegalMove(), fen);
    assertEquals(0, fresh.generate(list));
    assertFalse(fresh.hasLegalMove(), fen);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        // As the stalemates, each with one move left: the general's, by the last piece it tries.
        "3k5/9/9/9/9/9/9/9/9/R3K4 b - - 0 1",
        // An unpinned horse: the chariot stands on another file.
        "3k5/3n5/9/9/9/9/9/9/9/2R1K4 b - - 0 1",
        // The screen gone: the cannon alone does not cover the point.
        "3k5/C8/9/9/9/9/9/9/9/4K4 b - - 0 1",
        // A black soldier free to step sideways on the last rank.
        "3k5/R8/9/9/9/9/9/9/9/p3K4 b - - 0 1",
      })
  void aSingleLegalMoveIsFound(String fen) {
    XiangqiPosition p = game.parse(fen);
    assertEquals(Optional.empty(), p.outcome(), fen);
    assertTrue(p.searchBoard().hasLegalMove(), fen);
  }
}
