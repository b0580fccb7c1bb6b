package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveList;
import io.github.plateau.core.Perft;
import io.github.plateau.core.testing.AllocationCounter;
import io.github.plateau.core.testing.ContractChecks;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The search board: push/pop perft, captures, refusals, accessors and allocation. */
class ShogiSearchBoardTest {
  private static final Shogi GAME = new Shogi();
  private static final String MATSURI =
      "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1";

  @ParameterizedTest(name = "perft({1}) of {0} = {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 | 1 | 30",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 | 3 | 25470",
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1 | 2 | 28684",
        "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1 | 2 | 105677",
        "7lk/9/8S/9/9/9/9/7L1/8K b P 1 | 3 | 10786",
      })
  void perftThroughPushAndPopGivesThePublishedCounts(String sfen, int depth, long expected) {
    ShogiSearchBoard board = GAME.parse(sfen).searchBoard();
    assertEquals(expected, Perft.pushPop(board, depth));
    assertEquals(0, board.ply());
    assertEquals(GAME.parse(sfen), board.position());
  }

  @Test
  void capturesAreOrderedByThePieceTakenThenByTheLeastValuablePieceTakingIt() {
    ShogiPosition p = GAME.parse("4k4/9/8p/4r4/4PG3/9/9/9/4K3L b - 1");
    ShogiSearchBoard board = p.searchBoard();
    int pawnTakesRook = board.encode(GAME.parseMove(p, "5e5d"));
    int goldTakesRook = board.encode(GAME.parseMove(p, "4e5d"));
    int lanceTakesPawn = board.encode(GAME.parseMove(p, "1i1c+"));
    int lanceTakesPawnUnpromoted = board.encode(GAME.parseMove(p, "1i1c"));
    assertTrue(board.captureOrder(pawnTakesRook) > board.captureOrder(goldTakesRook));
    assertTrue(board.captureOrder(goldTakesRook) > board.captureOrder(lanceTakesPawn));
    assertEquals(board.captureOrder(lanceTakesPawn), board.captureOrder(lanceTakesPawnUnpromoted));
    assertTrue(
        board.captureOrder(lanceTakesPawn)
            > board.captureOrder(board.encode(GAME.parseMove(p, "5i4h"))));
    assertThrows(IllegalMoveException.class, () -> board.captureOrder(-1));
    assertEquals(p, board.position());
    ShogiPosition checked = GAME.parse("4k4/9/9/9/9/9/9/4p4/3GK4 b - 1");
    ShogiSearchBoard other = checked.searchBoard();
    int kingTakes = other.encode(GAME.parseMove(checked, "5i5h"));
    int goldTakes = other.encode(GAME.parseMove(checked, "6i5h"));
    assertTrue(
        other.captureOrder(kingTakes) > other.captureOrder(goldTakes),
        "the king, worth nothing as a taker, takes first: a legal king capture is never retaken");
  }

  @Test
  void isCaptureAgreesWithTheMoveAndTheBoard() {
    int captures = 0;
    for (ShogiPosition p : walk(MATSURI, 7, 60)) {
      ShogiSearchBoard board = p.searchBoard();
      MoveList moves = new MoveList();
      board.generate(moves);
      for (int i = 0; i < moves.size(); i++) {
        int code = moves.get(i);
        Move move = board.decode(code);
        boolean taken = !move.isDrop() && p.pieceAt(move.to()).isPresent();
        assertEquals(taken, board.isCapture(code), move + " in " + p);
        captures += taken ? 1 : 0;
        board.push(code);
        int before = p.count(Piece.of(p.sideToMove().opposite(), Kind.PAWN));
        int after = board.count(Piece.of(p.sideToMove().opposite(), Kind.PAWN));
        assertTrue(after == before || taken, move + " took a pawn without capturing in " + p);
        board.pop();
      }
    }
    assertTrue(captures > 0, "the walk met no capture");
  }

  /**
   * The captures generated alone (king captures, pinned pieces taking along the pin and not off it,
   * slides taking their first piece, promotions) are those of {@code generate} filtered by {@code
   * isCapture}, along seeded walks from tactical positions.
   */
  @ParameterizedTest
  @ValueSource(
      strings = {
        MATSURI,
        "4r3k/9/9/9/4R1p2/9/2b6/9/4K4 b - 1",
        "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1",
        "ln1g3nl/1r3kg2/p2pppsp1/2ps2p1p/1p7/2P1P1PP1/PPSP1P2P/2G1KS1R1/LN3G1NL w Bb 1"
      })
  void generateCapturesListsTheCapturesOfGenerate(String sfen) {
    new ContractChecks<>(GAME).checkCaptures(GAME.parse(sfen), 11, 30, 80);
  }

  @Test
  void theAccessorsAgreeWithThePositions() {
    ShogiPosition start = GAME.parse(MATSURI);
    ShogiSearchBoard board = start.searchBoard();
    SplittableRandom random = new SplittableRandom(17);
    MoveList moves = new MoveList();
    ShogiPosition p = start;
    for (int ply = 0; ply < 80 && board.generate(moves) > 0; ply++) {
      for (int i = 0; i < 81; i++) {
        Square square = Square.ofIndex(i);
        assertEquals(p.pieceAt(square), board.pieceAt(square));
      }
      for (Color color : Color.values()) {
        assertEquals(p.kingSquare(color), board.kingSquare(color));
        for (Kind kind : Kind.values()) {
          assertEquals(p.inHand(color, kind), board.inHand(color, kind));
          assertEquals(p.count(Piece.of(color, kind)), board.count(Piece.of(color, kind)));
        }
      }
      assertEquals(p.inCheck(), board.inCheck());
      assertEquals(p.sideToMove(), board.sideToMove());
      assertEquals(p.ply(), board.position().ply());
      int code = moves.get(random.nextInt(moves.size()));
      p = p.play(board.decode(code));
      board.push(code);
    }
    assertEquals(p, board.position());
    assertEquals(p.toString(), board.toString());
    while (board.ply() > 0) { // popped back, the kept counts are the start's again
      board.pop();
    }
    for (Color color : Color.values()) {
      for (Kind kind : Kind.values()) {
        assertEquals(
            start.count(Piece.of(color, kind)),
            board.count(Piece.of(color, kind)),
            color + " " + kind);
      }
    }
  }

  @Test
  void codesThatAreNotLegalHereAreRefusedAndLeaveTheBoardAsItWas() {
    ShogiPosition start = GAME.start();
    ShogiSearchBoard board = start.searchBoard();
    MoveList moves = new MoveList();
    board.generate(moves);
    Move pawn = GAME.parseMove(start, "7g7f");
    int code = board.encode(pawn);
    board.push(code);
    // the same pawn move again, a drop without a piece in hand, no move at all
    for (int refused : new int[] {code, Move.drop(Kind.PAWN, Square.parse("5e")).code(), 0}) {
      IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> board.push(refused));
      assertTrue(e.getMessage().contains("is not legal in"), e.getMessage());
      assertThrows(IllegalMoveException.class, () -> board.isCapture(refused));
      assertThrows(IllegalMoveException.class, () -> board.decode(refused));
      assertEquals(1, board.ply());
      assertEquals(start.play(pawn), board.position());
    }
    assertThrows(IllegalMoveException.class, () -> board.encode(pawn));
    assertThrows(IllegalArgumentException.class, () -> board.encode(null));
    assertThrows(IllegalArgumentException.class, () -> board.generate(null));
    assertThrows(IllegalArgumentException.class, () -> board.pieceAt(null));
    assertThrows(IllegalArgumentException.class, () -> board.inHand(null, Kind.PAWN));
    assertThrows(IllegalArgumentException.class, () -> board.count(null));
    assertThrows(IllegalArgumentException.class, () -> board.kingSquare(null));
    board.pop();
    IllegalStateException e = assertThrows(IllegalStateException.class, board::pop);
    assertFalse(e.getMessage().isEmpty());
    assertEquals(start, board.position());
  }

  @Test
  void aMateIsAnOutcomeWithoutMoves() {
    ShogiPosition mated = GAME.parse("4k4/4G4/4P4/9/9/9/9/9/4K4 w 2Pr 1");
    ShogiSearchBoard board = mated.searchBoard();
    assertEquals(0, board.generate(new MoveList()));
    assertEquals(mated.outcome(), board.outcome());
    assertTrue(board.inCheck());
    assertEquals(Optional.empty(), GAME.start().searchBoard().outcome());
  }

  @Test
  void theBoardGrowsBeyondItsFirstDepthsAndComesBackExactly() {
    ShogiSearchBoard board = GAME.start().searchBoard();
    SplittableRandom random = new SplittableRandom(3);
    MoveList moves = new MoveList();
    long[] hashes = new long[301];
    int plies = 0;
    while (plies < 300 && board.generate(moves) > 0) {
      hashes[plies++] = board.hash();
      board.push(moves.get(random.nextInt(moves.size())));
    }
    assertTrue(plies > 64, "the walk ended after " + plies + " plies");
    while (plies > 0) {
      board.pop();
      assertEquals(hashes[--plies], board.hash());
    }
    assertEquals(GAME.start(), board.position());
  }

  @Test
  void aWarmedUpBoardAllocatesNothingPerNode() {
    AllocationCounter threads = new AllocationCounter();
    ShogiSearchBoard board = GAME.parse(MATSURI).searchBoard();
    MoveList[] lists = new MoveList[48];
    for (int i = 0; i < lists.length; i++) {
      lists[i] = new MoveList(LegalMoves.MAX_MOVES);
    }
    long checksum = randomWalk(board, lists, 1_000_000); // warm-up: buffers, JIT
    long before = threads.bytes();
    long again = randomWalk(board, lists, 1_000_000);
    long allocated = threads.bytes() - before;
    assertEquals(checksum, again); // the same walk, so the same buffers were needed
    assertTrue(allocated < 4096, allocated + " bytes allocated by 1,000,000 push/pop");
  }

  /**
   * A seeded walk of {@code nodes} pushes and as many pops over the tree, depth at most {@code
   * lists.length - 1}, reading every accessor a search uses at each node.
   */
  private static long randomWalk(ShogiSearchBoard board, MoveList[] lists, int nodes) {
    long seed = 0x9E3779B97F4A7C15L;
    long checksum = 0;
    int depth = 0;
    int pushes = 0;
    Square center = Square.of(5, 5);
    while (pushes < nodes) {
      seed = seed * 6364136223846793005L + 1442695040888963407L;
      int roll = (int) (seed >>> 33);
      MoveList moves = lists[depth];
      int n = board.generate(moves);
      boolean down = n > 0 && depth + 1 < lists.length && (depth == 0 || roll % 8 < 5);
      if (down) {
        int code = moves.get((roll >>> 3) % n);
        checksum += board.isCapture(code) ? 1 : 0;
        board.push(code);
        depth++;
        pushes++;
        checksum = checksum * 31 + board.hash();
        checksum += board.inCheck() ? 1 : 0;
        checksum += board.pieceAt(center).isPresent() ? 1 : 0;
        checksum +=
            board.inHand(Color.SENTE, Kind.PAWN) + board.count(Piece.of(Color.GOTE, Kind.GOLD));
        checksum += board.kingSquare(Color.GOTE).isPresent() ? 1 : 0;
        checksum += board.hasLegalMove() ? 1 : 0; // searched: nothing is listed yet
      } else {
        board.pop();
        depth--;
      }
    }
    while (depth > 0) {
      board.pop();
      depth--;
    }
    return checksum;
  }

  /** Positions every {@code every} plies along a seeded walk from an SFEN. */
  private static List<ShogiPosition> walk(String sfen, int every, int plies) {
    List<ShogiPosition> positions = new java.util.ArrayList<>();
    ShogiPosition p = GAME.parse(sfen);
    SplittableRandom random = new SplittableRandom(11);
    for (int ply = 0; ply < plies && !p.legalMoves().isEmpty(); ply++) {
      if (ply % every == 0) {
        positions.add(p);
      }
      List<Move> moves = p.legalMoves();
      p = p.play(moves.get(random.nextInt(moves.size())));
    }
    return positions;
  }
}
