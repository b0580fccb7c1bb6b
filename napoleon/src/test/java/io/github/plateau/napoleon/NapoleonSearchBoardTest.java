package io.github.plateau.napoleon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.plateau.core.Games;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveList;
import io.github.plateau.core.Perft;
import io.github.plateau.core.testing.AllocationCounter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The search board beyond the contract suite: published perft counts walked with push and pop on
 * both engines, captures, the evaluation accessors, the ply count, refusals and allocation.
 */
class NapoleonSearchBoardTest {
  private static final Napoleon GAME = new Napoleon();
  private static final Napoleon BIG =
      new Napoleon(NapoleonRules.DEFAULT.withSize(11, 9).withDrummerPush(true));

  /** The published counts of {@code perft.tsv} small enough to walk without bulk counting. */
  static Stream<Arguments> shallowVectors() {
    return PerftTest.vectors()
        .filter(a -> (int) a.get()[2] <= 3 && (long) a.get()[3] <= 1_200_000L);
  }

  @ParameterizedTest(name = "{0} depth {2}: {3}")
  @MethodSource("shallowVectors")
  void perftThroughPushAndPopMatchesThePublishedCounts(
      String spec, String position, int depth, long count) {
    NapoleonPosition p = ((Napoleon) Games.create(spec)).parse(position);
    NapoleonSearchBoard board = p.searchBoard();
    assertEquals(count, Perft.pushPop(board, depth), spec + " " + position);
    assertEquals(p.hash(), board.hash());
    if (depth <= 2) {
      NapoleonSearchBoard mailbox = new NapoleonSearchBoard(p, false);
      assertEquals(count, Perft.pushPop(mailbox, depth), "mailbox: " + spec + " " + position);
    }
  }

  /** Positions along seeded random games, terrain and pushes included, on both engines. */
  private static List<NapoleonPosition> walk(Napoleon game, long seed, int plies) {
    List<NapoleonPosition> line = new ArrayList<>();
    SplittableRandom random = new SplittableRandom(seed);
    NapoleonPosition p = Fixtures.randomStart(game, seed, 8);
    line.add(p);
    for (int i = 0; i < plies && !p.legalMoves().isEmpty(); i++) {
      p = p.play(p.legalMoves().get(random.nextInt(p.legalMoves().size())));
      line.add(p);
    }
    return line;
  }

  /** Six walks of 120 plies in each of both games: the positions the walk tests read. */
  private static final List<NapoleonPosition> WALKS = walks();

  private static List<NapoleonPosition> walks() {
    List<NapoleonPosition> all = new ArrayList<>();
    for (Napoleon game : List.of(GAME, BIG)) {
      for (long seed = 1; seed <= 6; seed++) {
        all.addAll(walk(game, seed, 120));
      }
    }
    return all;
  }

  @Test
  void isCaptureAgreesWithTheMovesAndTheAccessorsWithThePositions() {
    int captures = 0;
    for (NapoleonPosition p : WALKS) {
      NapoleonSearchBoard board = p.searchBoard();
      MoveList moves = new MoveList();
      int n = board.generate(moves);
      for (int i = 0; i < n; i++) {
        Move move = board.decode(moves.get(i));
        assertEquals(move.isCapture(), board.isCapture(moves.get(i)), move + " in " + p);
        captures += move.isCapture() ? 1 : 0;
      }
      for (Camp camp : Camp.values()) {
        assertEquals(p.points(camp), board.points(camp), p.toString());
        for (Kind kind : Kind.values()) {
          assertEquals(p.count(camp, kind), board.count(camp, kind), p + " " + kind);
        }
      }
      for (int file = 0; file < p.game().rules().width() + 1; file++) {
        for (int rank = 0; rank < p.game().rules().height() + 1; rank++) {
          Square s = new Square(file, rank);
          assertEquals(p.pieceAt(s), board.pieceAt(s), s + " in " + p);
        }
      }
    }
    assertTrue(captures > 100, "only " + captures + " captures met");
  }

  /** The default evaluation's material, as its documentation gives it, by kind. */
  private static final Map<Kind, Integer> MATERIAL =
      Map.of(
          Kind.GENERAL,
          500,
          Kind.DRUMMER,
          200,
          Kind.INFANTRY,
          100,
          Kind.CAVALRY,
          300,
          Kind.CANNON,
          400);

  @Test
  void capturesAreOrderedByThePieceTakenThenByTheLeastValuablePieceTakingIt() {
    int compared = 0;
    for (NapoleonPosition p : WALKS) {
      NapoleonSearchBoard board = p.searchBoard();
      MoveList captures = new MoveList();
      int n = board.generateCaptures(captures);
      for (int i = 0; i < n; i++) {
        for (int j = 0; j < n; j++) {
          int a = captures.get(i);
          int b = captures.get(j);
          int expected = Integer.compare(worth(p, board.decode(a)), worth(p, board.decode(b)));
          int found = Integer.compare(board.captureOrder(a), board.captureOrder(b));
          assertEquals(expected, found, board.decode(a) + " against " + board.decode(b));
          compared++;
        }
      }
      assertEquals(p, board.position());
    }
    assertTrue(compared > 100, "only " + compared + " pairs of captures met");
    assertThrows(IllegalMoveException.class, () -> GAME.start().searchBoard().captureOrder(-1));
  }

  /** A capture's worth for the order: the piece taken first, then the piece taking it, less. */
  private static int worth(NapoleonPosition p, Move capture) {
    int taken = MATERIAL.get(p.pieceAt(capture.to()).orElseThrow().kind());
    int taking = MATERIAL.get(p.pieceAt(capture.from()).orElseThrow().kind());
    return taken * 1000 - taking;
  }

  @Test
  void ordersAndEndHaveCodesOfTheOrdersPhase() {
    NapoleonPosition start = GAME.start();
    NapoleonSearchBoard board = start.searchBoard();
    Move piece = GAME.parseMove(start, "b2-b4");
    board.push(board.encode(piece));
    assertEquals(Camp.SOUTH, board.sideToMove());
    NapoleonPosition orders = start.play(piece);
    assertEquals(orders, board.position());
    Move order = GAME.parseMove(orders, "a2=NE");
    int code = board.encode(order);
    assertEquals(order, board.decode(code));
    assertFalse(board.isCapture(code));
    board.push(code);
    assertEquals(orders.play(order), board.position());
    assertEquals(orders.play(order).hash(), board.hash());
    assertThrows(IllegalMoveException.class, () -> board.encode(order));
    board.push(board.encode(Move.end()));
    assertEquals(Camp.NORTH, board.sideToMove());
    assertEquals(orders.play(order).play(Move.end()), board.position());
    assertEquals(1, board.position().ply());
    board.pop();
    board.pop();
    board.pop();
    assertEquals(start, board.position());
  }

  @Test
  void refusalsLeaveTheBoardUnchanged() {
    NapoleonSearchBoard board = GAME.start().searchBoard();
    long hash = board.hash();
    assertThrows(IllegalMoveException.class, () -> board.push(0));
    assertThrows(IllegalMoveException.class, () -> board.isCapture(0));
    assertThrows(IllegalMoveException.class, () -> board.encode(Fixtures.step("c2", "c6")));
    assertThrows(IllegalStateException.class, board::pop);
    assertEquals(hash, board.hash());
    assertEquals(0, board.ply());
    assertThrows(IllegalArgumentException.class, () -> board.generate(null));
    assertThrows(IllegalArgumentException.class, () -> board.encode(null));
    assertThrows(IllegalArgumentException.class, () -> board.pieceAt(null));
    assertThrows(IllegalArgumentException.class, () -> board.count(null, Kind.CANNON));
    assertThrows(IllegalArgumentException.class, () -> board.count(Camp.SOUTH, null));
    assertThrows(IllegalArgumentException.class, () -> board.points(null));
    assertFalse(board.inCheck());
  }

  @Test
  void thePositionsPlyCountGrowsWithPushesAndStopsAtItsMaximum() {
    String late =
        GAME.start().toString().replace(" 0 -", " " + (NapoleonPosition.MAX_PLY - 1) + " -");
    NapoleonSearchBoard board = GAME.parse(late).searchBoard();
    MoveList moves = new MoveList();
    for (int i = 0; i < 3; i++) {
      board.generate(moves);
      board.push(moves.get(moves.size() - 1)); // a piece move, end, a piece move
    }
    assertEquals(3, board.ply());
    assertEquals(NapoleonPosition.MAX_PLY, board.position().ply());
    assertEquals(board.position(), GAME.parse(board.position().toString()));
  }

  @Test
  void aLongPushAndPopWalkAllocatesNothingOnTheBitboards() {
    NapoleonPosition start = Fixtures.randomStart(GAME, 5, 10);
    long bytes = allocatedByWalk(start.searchBoard(), 1_000_000);
    assertTrue(bytes < 1024, bytes + " bytes allocated");
  }

  @Test
  void aLongPushAndPopWalkAllocatesNothingOnTheMailbox() {
    NapoleonPosition start = Fixtures.randomStart(BIG, 5, 10);
    long bytes = allocatedByWalk(start.searchBoard(), 200_000);
    assertTrue(bytes < 1024, bytes + " bytes allocated");
  }

  /**
   * The bytes a walk of {@code nodes} pushes allocates after a warm-up walk of the same length:
   * random descents to depth 6 and back, with the calls an alpha-beta makes at every node. An
   * allocation count, not a timing.
   */
  private static long allocatedByWalk(NapoleonSearchBoard board, int nodes) {
    assumeTrue(AllocationCounter.isSupported(), "no per-thread allocation counter");
    AllocationCounter counter = new AllocationCounter();
    MoveList[] lists = new MoveList[8];
    for (int i = 0; i < lists.length; i++) {
      lists[i] = new MoveList();
    }
    Square[] squares = {new Square(0, 0), new Square(3, 4), new Square(7, 7)};
    long sink = searchWalk(board, lists, squares, nodes, 1);
    long before = counter.bytes();
    sink += searchWalk(board, lists, squares, nodes, 2);
    long allocated = counter.bytes() - before;
    assertTrue(sink != 42, "keeps the walk alive");
    assertEquals(0, board.ply());
    return Math.max(0, allocated);
  }

  private static long searchWalk(
      NapoleonSearchBoard board, MoveList[] lists, Square[] squares, int nodes, int seed) {
    long sink = 0;
    int state = seed;
    int pushed = 0;
    while (pushed < nodes) {
      int depth = board.ply();
      MoveList moves = lists[depth];
      int n = board.generate(moves);
      sink += board.hash() + board.points(Camp.SOUTH) + board.count(Camp.NORTH, Kind.INFANTRY);
      sink += board.pieceAt(squares[pushed % squares.length]).isPresent() ? 1 : 0;
      sink += board.inCheck() ? 1 : 0;
      if (n == 0 && depth == 0) {
        break;
      }
      if (n == 0 || depth == 6) {
        while (board.ply() > 0) {
          board.pop();
        }
        continue;
      }
      state = state * 1_103_515_245 + 12_345;
      int move = moves.get((state >>> 8) % n);
      sink += board.isCapture(move) ? 1 : 0;
      board.push(move);
      pushed++;
    }
    while (board.ply() > 0) {
      board.pop();
    }
    return sink;
  }
}
