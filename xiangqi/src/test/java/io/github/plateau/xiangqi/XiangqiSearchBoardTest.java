package io.github.plateau.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveList;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Perft;
import io.github.plateau.core.Reason;
import io.github.plateau.core.testing.AllocationCounter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The search board beyond the contract suite: published perft counts through push and pop,
 * captures, counters, the read accessors, deep searches and allocation.
 */
class XiangqiSearchBoardTest {
  private final Xiangqi game = new Xiangqi();

  @ParameterizedTest(name = "{0} depth {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        Xiangqi.START + "|3|79666",
        "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1|3|43929",
        "1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1|3|8620",
        "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1|3|9850",
        "CRN1k1b2/3ca4/4ba3/9/2nr5/9/9/4B4/4A4/4KA3 w - - 0 1|3|14808",
        "R1N1k1b2/9/3aba3/9/2nr5/2B6/9/4B4/4A4/4KA3 w - - 0 1|3|7626",
      })
  void perftThroughPushAndPopMatchesThePublishedCounts(String fen, int depth, long leaves) {
    XiangqiPosition position = game.parse(fen);
    XiangqiSearchBoard board = position.searchBoard();
    assertEquals(leaves, Perft.pushPop(board, depth));
    assertEquals(0, board.ply());
    assertEquals(position, board.position());
  }

  @Test
  void capturesAreOrderedByThePieceTakenThenByTheLeastValuablePieceTakingIt() {
    XiangqiPosition p = game.parse("3ak4/9/9/9/R3n4/4P4/9/9/9/3RK4 w - - 0 1");
    XiangqiSearchBoard board = p.searchBoard();
    int soldierTakesHorse = board.encode(game.parseMove(p, "e4e5"));
    int chariotTakesHorse = board.encode(game.parseMove(p, "a5e5"));
    int chariotTakesAdvisor = board.encode(game.parseMove(p, "d0d9"));
    assertTrue(board.captureOrder(soldierTakesHorse) > board.captureOrder(chariotTakesHorse));
    assertTrue(board.captureOrder(chariotTakesHorse) > board.captureOrder(chariotTakesAdvisor));
    assertThrows(IllegalMoveException.class, () -> board.captureOrder(-1));
    assertThrows(IllegalMoveException.class, () -> board.captureOrder(90 * 90));
    assertThrows(IllegalMoveException.class, () -> board.captureOrder(0), "a point to itself");
    assertEquals(p, board.position());
    XiangqiPosition checked = game.parse("3k5/9/9/9/9/9/9/9/4p4/3AK4 w - - 0 1");
    XiangqiSearchBoard other = checked.searchBoard();
    int generalTakes = other.encode(game.parseMove(checked, "e0e1"));
    int advisorTakes = other.encode(game.parseMove(checked, "d0e1"));
    assertTrue(
        other.captureOrder(generalTakes) > other.captureOrder(advisorTakes),
        "the general, worth nothing as a taker, takes first: its legal capture is never retaken");
  }

  @Test
  void isCaptureAgreesWithThePieceOnTheTargetSquare() {
    SplittableRandom random = new SplittableRandom(5);
    XiangqiPosition position =
        game.parse("r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1");
    XiangqiSearchBoard board = position.searchBoard();
    MoveList moves = new MoveList();
    int captures = 0;
    for (int ply = 0; ply < 60 && board.generate(moves) > 0; ply++) {
      for (int i = 0; i < moves.size(); i++) {
        int code = moves.get(i);
        Move move = board.decode(code);
        boolean takes = position.pieceAt(move.to()).isPresent();
        assertEquals(takes, board.isCapture(code), move + " in " + position);
        assertEquals(takes, position.play(move).halfmoveClock() == 0, move + " in " + position);
        captures += takes ? 1 : 0;
      }
      int code = moves.get(random.nextInt(moves.size()));
      position = position.play(board.decode(code));
      board.push(code);
    }
    assertTrue(captures > 50, captures + " captures seen");
  }

  @Test
  void theAccessorsFollowThePushedMoves() {
    SplittableRandom random = new SplittableRandom(6);
    XiangqiPosition position = game.start();
    XiangqiSearchBoard board = position.searchBoard();
    MoveList moves = new MoveList();
    for (int ply = 0; ply < 150 && board.generate(moves) > 0; ply++) {
      int code = moves.get(random.nextInt(moves.size()));
      position = position.play(board.decode(code));
      board.push(code);
      assertEquals(position.halfmoveClock(), board.halfmoveClock());
      for (int i = 0; i < Square.COUNT; i++) {
        Square square = Square.ofIndex(i);
        assertSame(position.pieceAt(square), board.pieceAt(square), square.toString());
      }
      assertCountsOnTheSquares(board);
    }
    XiangqiPosition reached = board.position();
    assertEquals(position, reached);
    assertEquals(position.ply(), reached.ply());
    assertEquals(150, reached.ply());
    while (board.ply() > 0) {
      board.pop();
      assertCountsOnTheSquares(board);
    }
  }

  /** {@code count} of every piece equals the squares that hold it. */
  private static void assertCountsOnTheSquares(XiangqiSearchBoard board) {
    for (Color color : Color.values()) {
      for (Kind kind : Kind.values()) {
        Piece piece = new Piece(color, kind);
        int onSquares = 0;
        for (int i = 0; i < Square.COUNT; i++) {
          onSquares += board.pieceAt(Square.ofIndex(i)).filter(piece::equals).isPresent() ? 1 : 0;
        }
        assertEquals(onSquares, board.count(piece), piece + " in " + board);
      }
    }
  }

  @Test
  void aSearchDeeperThanTheFirstRoomGrowsAndComesBack() {
    XiangqiPosition start = game.parse("3k5/9/9/9/r8/9/9/8R/9/4K4 w - - 0 1");
    XiangqiSearchBoard board = start.searchBoard();
    SplittableRandom random = new SplittableRandom(7);
    MoveList moves = new MoveList();
    MoveList next = new MoveList();
    List<Long> hashes = new ArrayList<>();
    while (board.ply() < 500) {
      hashes.add(board.hash());
      int n = board.generate(moves);
      int first = random.nextInt(n);
      for (int i = 0; ; i++) { // a random move that does not end the game
        board.push(moves.get((first + i) % n));
        if (board.generate(next) > 0) {
          break;
        }
        board.pop();
      }
    }
    while (board.ply() > 0) {
      board.pop();
      assertEquals(hashes.get(board.ply()), board.hash());
    }
    assertEquals(start, board.position());
  }

  @Test
  void refusalsLeaveTheBoardUnchanged() {
    XiangqiPosition start = game.start();
    XiangqiSearchBoard board = start.searchBoard();
    MoveList moves = new MoveList();
    board.generate(moves);
    int h2e2 = board.encode(game.parseMove(start, "h2e2"));
    assertTrue(moves.contains(h2e2));
    int illegal = MoveCodes.code(Move.of(0, 0, 0, 5)); // a code, but of no legal move
    for (int code : new int[] {illegal, -1, Integer.MAX_VALUE, MoveCodes.LIMIT}) {
      assertThrows(IllegalMoveException.class, () -> board.push(code));
      assertThrows(IllegalMoveException.class, () -> board.isCapture(code));
      assertThrows(IllegalMoveException.class, () -> board.decode(code));
    }
    assertThrows(IllegalMoveException.class, () -> board.encode(Move.of(0, 0, 0, 5)));
    assertThrows(IllegalArgumentException.class, () -> board.encode(null));
    assertThrows(IllegalArgumentException.class, () -> board.generate(null));
    assertThrows(IllegalArgumentException.class, () -> board.pieceAt(null));
    assertThrows(IllegalArgumentException.class, () -> board.count(null));
    assertThrows(IllegalStateException.class, board::pop);
    assertEquals(start, board.position());
    board.push(h2e2);
    // The code of h2e2 names no legal move for Black: codes are valid where generate listed them.
    assertThrows(IllegalMoveException.class, () -> board.push(h2e2));
    board.pop();
    assertEquals(start, board.position());
  }

  @Test
  void theOutcomeAndCheckAreThePositions() {
    XiangqiPosition mated = game.parse("3k5/9/9/9/9/9/9/9/3R5/4K4 b - - 0 1");
    XiangqiSearchBoard board = mated.searchBoard();
    assertEquals(0, board.generate(new MoveList()));
    assertTrue(board.inCheck());
    assertEquals(Optional.of(Outcome.win(Color.RED, Reason.CHECKMATE)), board.outcome());
    assertEquals(Color.BLACK, board.sideToMove());
  }

  @Test
  void aWarmPushPopWalkOfAMillionNodesAllocatesAlmostNothing() {
    AllocationCounter allocated = new AllocationCounter();
    XiangqiSearchBoard board = game.start().searchBoard();
    MoveList[] lists = new MoveList[8];
    for (int i = 0; i < lists.length; i++) {
      lists[i] = new MoveList();
    }
    walk(board, lists, 300_000); // warm-up: every buffer made, the JIT done
    long before = allocated.bytes();
    long nodes = walk(board, lists, 1_000_000);
    long after = allocated.bytes();
    assertTrue(nodes >= 1_000_000, nodes + " nodes");
    assertTrue(after - before < 4096, (after - before) + " bytes for " + nodes + " nodes");
  }

  /**
   * Depth-first walks of depth 4 from the board's state with every node asked whether it has a move
   * and for its captures, its list generated, its moves captured-tested, pushed and popped, and the
   * hash and check read, until {@code nodes}.
   */
  private static long walk(XiangqiSearchBoard board, MoveList[] lists, long nodes) {
    long[] counter = {0};
    long sink = 0;
    while (counter[0] < nodes) {
      sink += walk(board, lists, 0, 4, counter);
    }
    assertTrue(sink != 42, "keeps the walk's results alive");
    return counter[0];
  }

  private static long walk(
      XiangqiSearchBoard board, MoveList[] lists, int ply, int depth, long[] counter) {
    counter[0]++;
    long sum = board.hash() ^ (board.inCheck() ? 1 : 0);
    if (depth == 0) {
      return sum;
    }
    MoveList moves = lists[ply];
    // What a quiescence asks first, before the full list: whether a move exists, the captures.
    sum += board.hasLegalMove() ? 1 : 0;
    sum += board.generateCaptures(moves);
    int n = board.generate(moves);
    for (int i = 0; i < n; i += 3) { // every third move: many different states, a quick walk
      int code = moves.get(i);
      sum += board.isCapture(code) ? 1 : 0;
      board.push(code);
      sum += walk(board, lists, ply + 1, depth - 1, counter);
      board.pop();
    }
    return sum;
  }
}
