package io.github.plateau.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveList;
import io.github.plateau.core.Perft;
import io.github.plateau.core.testing.AllocationCounter;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The search board on every engine: the bitboards (8 x 8, 10 x 10; 12 x 12, 14 x 14) and the
 * general generator (other sizes, other rule flags), against the published perft counts, the
 * immutable positions and its own allocation count.
 */
class DraughtsSearchBoardTest {

  /** One game per engine and rule flag. */
  static List<Draughts> games() {
    return List.of(
        Draughts.international(),
        Draughts.brazilian(),
        Draughts.canadian(),
        new Draughts(DraughtsRules.ofSize(4)),
        new Draughts(DraughtsRules.ofSize(14)),
        new Draughts(DraughtsRules.ofSize(16)),
        RussianContractTest.RUSSIAN,
        ShortKingsContractTest.SHORT,
        new Draughts(DraughtsRules.international().withMenCaptureBackward(false)));
  }

  /** The published (not our own) perft lines of perft.tsv small enough for push and pop. */
  static List<Arguments> publishedLines() throws IOException {
    return PerftTest.lines().stream()
        .filter(a -> !(boolean) a.get()[4] && (long) a.get()[3] <= 300_000L)
        .toList();
  }

  @ParameterizedTest(name = "{0} {1} depth {2} = {3}")
  @MethodSource("publishedLines")
  void perftThroughPushAndPopMatchesThePublishedCount(
      String game, String fen, int depth, long count, boolean ours) {
    DraughtsSearchBoard board = PerftTest.game(game).parse(fen).searchBoard();
    assertEquals(count, Perft.pushPop(board, depth));
    assertEquals(0, board.ply());
  }

  /** Positions of seeded random games, with kings and captures, from the start and from setups. */
  private static List<DraughtsPosition> walk(Draughts game, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    List<DraughtsPosition> positions = new ArrayList<>();
    for (int g = 0; g < 6; g++) {
      DraughtsPosition p =
          g % 2 == 0 ? game.start() : ReferenceCrossCheckTest.randomSetup(game, random);
      for (int ply = 0; ply < 80 && !p.legalMoves().isEmpty(); ply++) {
        positions.add(p);
        p = p.play(p.legalMoves().get(random.nextInt(p.legalMoves().size())));
      }
      positions.add(p);
    }
    return positions;
  }

  @Test
  void perftThroughPushAndPopEqualsPerftOnEveryEngine() {
    for (Draughts game : games()) {
      List<DraughtsPosition> positions = walk(game, 11);
      for (int i = 0; i < positions.size(); i += 12) {
        DraughtsPosition p = positions.get(i);
        assertEquals(p.perft(3), Perft.pushPop(p.searchBoard(), 3), game + " " + p);
      }
    }
  }

  @Test
  void capturesAndPiecesAgreeWithThePositions() {
    for (Draughts game : games()) {
      int captures = 0;
      for (DraughtsPosition p : walk(game, 12)) {
        DraughtsSearchBoard board = p.searchBoard();
        MoveList moves = new MoveList();
        int n = board.generate(moves);
        for (int i = 0; i < n; i++) {
          Move move = board.decode(moves.get(i));
          assertEquals(move.isCapture(), board.isCapture(moves.get(i)), () -> game + " " + p);
          captures += move.isCapture() ? 1 : 0;
          board.push(moves.get(i));
          DraughtsPosition child = p.play(move);
          for (int s = 1; s <= board.squareCount(); s++) {
            int square = s;
            assertEquals(child.pieceAt(s), board.pieceAt(s), () -> child + " square " + square);
          }
          for (Piece piece : Piece.values()) {
            assertEquals(child.count(piece), board.count(piece), () -> child + " " + piece);
          }
          board.pop();
        }
      }
      assertTrue(captures > 10, game + ": too few captures, " + captures);
    }
  }

  /**
   * A search tries its table's move before it lists anything: {@code isLegal}, then {@code
   * isCapture}, then {@code push} of that one code, where the quiet moves of a state without a
   * capture are tested alone. Every code from a square of the side to move to any square, each
   * legal code and its next variant must be answered as the listing answers them, on a board that
   * has listed nothing; a legal one pushed must reach the position's child and pop back, the moves
   * then listed as on a fresh board.
   */
  @Test
  void aMoveAskedAboutBeforeAnyListingIsAnsweredAsTheListingAnswers() {
    int unlistedQuiet = 0;
    for (Draughts game : games()) {
      for (DraughtsPosition p : walk(game, 14)) {
        MoveList moves = new MoveList();
        int n = p.searchBoard().generate(moves);
        Set<Integer> legal = new HashSet<>();
        Set<Integer> asked = new TreeSet<>();
        for (int i = 0; i < n; i++) {
          legal.add(moves.get(i));
          asked.add(moves.get(i));
          asked.add(moves.get(i) + MoveCodes.of(0, 0, 1));
        }
        for (int from = 1; from <= p.squareCount(); from++) {
          if (p.pieceAt(from).map(x -> x.color() == p.sideToMove()).orElse(false)) {
            for (int to = 0; to <= p.squareCount() + 1; to++) {
              asked.add(MoveCodes.of(from, to, 0));
            }
          }
        }
        boolean captures = n > 0 && p.legalMoves().get(0).isCapture();
        DraughtsSearchBoard unlisted = p.searchBoard(); // asked every illegal code in turn
        for (int code : asked) {
          Supplier<String> where = () -> MoveCodes.describe(code) + " in " + p;
          if (!legal.contains(code)) {
            assertFalse(unlisted.isLegal(code), where);
            if (code % 16 == 0) { // a refusal builds its message: a sample of them is pushed
              assertThrows(IllegalMoveException.class, () -> unlisted.push(code), where);
            }
            continue;
          }
          DraughtsSearchBoard board = p.searchBoard();
          assertTrue(board.isLegal(code), where);
          assertEquals(captures, board.isCapture(code), where);
          unlistedQuiet += board.movesListed() ? 0 : 1; // the bitboard engines list none

          DraughtsPosition child = p.play(p.searchBoard().decode(code));
          board.push(code);
          assertEquals(child, board.position(), where);
          board.pop();
          assertEquals(p, board.position(), where);
          MoveList again = new MoveList();
          assertEquals(n, board.generate(again), where);
          for (int i = 0; i < n; i++) {
            assertEquals(moves.get(i), again.get(i), where);
          }
        }
        assertEquals(p, unlisted.position());
      }
    }
    assertTrue(unlistedQuiet > 2_000, unlistedQuiet + " quiet moves answered without a listing");
  }

  /**
   * A quiescence search asks for captures, then whether any move exists, before (or instead of)
   * listing the moves: both answers must be the positions', on fresh boards and after push and pop.
   */
  @Test
  void capturesAndHasLegalMoveAskedFirstAgreeWithThePositions() {
    int lost = 0;
    for (Draughts game : games()) {
      int withoutCapture = 0;
      for (DraughtsPosition p : walk(game, 13)) {
        DraughtsSearchBoard board = p.searchBoard();
        assertCapturesAndMoves(p, board, true);
        assertCapturesAndMoves(p, p.searchBoard(), false);
        withoutCapture += p.legalMoves().stream().noneMatch(Move::isCapture) ? 1 : 0;
        lost += p.legalMoves().isEmpty() ? 1 : 0;
        MoveList moves = new MoveList();
        int n = board.generate(moves);
        for (int i = 0; i < n; i++) { // each child first asked through the pushed board
          DraughtsPosition child = p.play(board.decode(moves.get(i)));
          board.push(moves.get(i));
          assertCapturesAndMoves(child, board, i % 2 == 0);
          board.pop();
        }
        assertCapturesAndMoves(p, board, true); // back at the state, now listed
      }
      assertTrue(withoutCapture > 20, game + ": too few states without capture, " + withoutCapture);
    }
    assertTrue(lost > 0, "no lost state");
  }

  private static void assertCapturesAndMoves(
      DraughtsPosition p, DraughtsSearchBoard board, boolean capturesFirst) {
    List<Integer> expected = new ArrayList<>();
    MoveList moves = new MoveList();
    if (!capturesFirst) {
      assertEquals(!p.legalMoves().isEmpty(), board.hasLegalMove(), () -> "moves of " + p);
    }
    int n = board.generateCaptures(moves);
    assertEquals(!p.legalMoves().isEmpty(), board.hasLegalMove(), () -> "moves of " + p);
    for (Move move : p.legalMoves()) {
      if (move.isCapture()) {
        expected.add(board.encode(move));
      }
    }
    List<Integer> listed = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      listed.add(moves.get(i));
    }
    assertEquals(expected, listed, () -> "captures of " + p);
    assertEquals(p.outcome().isEmpty(), board.hasLegalMove(), () -> "outcome of " + p);
  }

  @Test
  void aManCrownedDuringACaptureIsAKingAfterPushAndAManAfterPop() {
    DraughtsPosition p = RussianContractTest.RUSSIAN.parse("W:W18,28:B6,11,14,24");
    DraughtsSearchBoard board = p.searchBoard();
    Move crowning = p.legalMoves().stream().filter(m -> m.to() == 16).findFirst().orElseThrow();
    board.push(board.encode(crowning));
    assertEquals(Optional.of(Piece.WHITE_KING), board.pieceAt(16));
    assertEquals(Optional.empty(), board.pieceAt(11));
    board.pop();
    assertEquals(Optional.of(Piece.WHITE_MAN), board.pieceAt(18));
    assertEquals(Optional.of(Piece.BLACK_MAN), board.pieceAt(11));
    assertEquals(p, board.position());
  }

  @Test
  void aCaptureEndingOnItsStartIsMadeAndUnmade() {
    DraughtsPosition p = Draughts.brazilian().parse("W:W26,32:B1,14,15,22,23");
    DraughtsSearchBoard board = p.searchBoard();
    MoveList moves = new MoveList();
    assertEquals(1, board.generate(moves));
    board.push(moves.get(0));
    assertEquals(Draughts.brazilian().parse("B:W26,32:B1"), board.position());
    board.pop();
    assertEquals(p, board.position());
    assertEquals(p.hash(), board.hash());
  }

  @Test
  void refusalsLeaveTheBoardUnchanged() {
    DraughtsPosition p = Draughts.international().start();
    DraughtsSearchBoard board = p.searchBoard();
    assertThrows(IllegalStateException.class, board::pop);
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> board.push(46 | 41 << 8));
    assertTrue(e.getMessage().contains("46 to 41"), e.getMessage());
    assertThrows(IllegalMoveException.class, () -> board.isCapture(0));
    assertThrows(IllegalArgumentException.class, () -> board.generate(null));
    assertThrows(IllegalArgumentException.class, () -> board.encode(null));
    assertThrows(IllegalArgumentException.class, () -> board.count(null));
    assertThrows(IllegalArgumentException.class, () -> board.pieceAt(0));
    assertThrows(IllegalArgumentException.class, () -> board.pieceAt(51));
    assertEquals(p, board.position());
    assertEquals(0, board.ply());
    assertFalse(board.inCheck());
    assertEquals(Optional.empty(), board.outcome());
  }

  @Test
  void capturesAreOrderedByThePiecesTakenThenByTheLeastValuablePieceTakingThem() {
    DraughtsPosition kingOrMan = Draughts.international().parse("W:W28:BK22,23");
    DraughtsSearchBoard board = kingOrMan.searchBoard();
    int takesKing = board.encode(Draughts.international().parseMove(kingOrMan, "28x17"));
    int takesMan = board.encode(Draughts.international().parseMove(kingOrMan, "28x19"));
    assertTrue(board.captureOrder(takesKing) > board.captureOrder(takesMan));
    assertEquals(0, board.captureOrder(-1), "no capture here");
    DraughtsPosition manOrKing = Draughts.international().parse("W:WK29,28:B23");
    DraughtsSearchBoard other = manOrKing.searchBoard();
    int manTakes = other.encode(Draughts.international().parseMove(manOrKing, "28x19"));
    int kingTakes = other.encode(Draughts.international().parseMove(manOrKing, "29x18"));
    assertTrue(other.captureOrder(manTakes) > other.captureOrder(kingTakes));
    assertEquals(kingOrMan, board.position());
    assertEquals(manOrKing, other.position());
  }

  @Test
  void theOutcomeOfALostStateIsThePositions() {
    DraughtsPosition p = Draughts.international().parse("W:W32:B27");
    DraughtsSearchBoard board = p.searchBoard();
    MoveList moves = new MoveList();
    board.generate(moves);
    board.push(moves.get(0));
    assertEquals(0, board.generate(moves));
    assertEquals(p.play(p.legalMoves().get(0)).outcome(), board.outcome());
    assertEquals(Color.BLACK, board.sideToMove());
  }

  @Test
  void aSearchOfAMillionNodesAllocatesNothingOnceWarm() {
    AllocationCounter counter = new AllocationCounter();
    for (Draughts game :
        List.of(Draughts.international(), Draughts.canadian(), RussianContractTest.RUSSIAN)) {
      DraughtsSearchBoard board = game.start().searchBoard();
      MoveList[] lists = new MoveList[41];
      for (int i = 0; i < lists.length; i++) {
        lists[i] = new MoveList();
      }
      randomSearch(board, lists, new SplittableRandom(1), 200_000); // warm-up
      long before = counter.bytes();
      long checksum = randomSearch(board, lists, new SplittableRandom(2), 1_000_000);
      long allocated = counter.bytes() - before;
      assertTrue(allocated < 4096, game + ": " + allocated + " bytes for a million nodes");
      assertTrue(checksum != 0);
      assertEquals(0, board.ply());
      assertEquals(game.start(), board.position());
    }
  }

  @Test
  void aReplayingBoardSizesItsListsToFit() {
    DraughtsPosition start = Draughts.international().start();
    DraughtsSearchBoard player = start.searchBoard();
    MoveList moves = new MoveList();
    SplittableRandom random = new SplittableRandom(7);
    int[] game = new int[200];
    int plies = 0;
    int captures = 0;
    for (int n; plies < game.length && (n = player.generate(moves)) > 0; plies++) {
      game[plies] = moves.get(random.nextInt(n));
      captures += player.isCapture(game[plies]) ? 1 : 0;
      player.push(game[plies]);
    }
    assertTrue(captures >= 20, "a game with captures: " + captures);
    int[] codes = Arrays.copyOf(game, plies);
    DraughtsSearchBoard searching = start.searchBoard();
    DraughtsSearchBoard replaying = DraughtsSearchBoard.replaying(start);
    replay(searching, codes); // warm-up: the code is compiled, the counter's first read done
    replay(DraughtsSearchBoard.replaying(start), codes);
    searching = start.searchBoard();
    long forSearch = replay(searching, codes);
    long forReplay = replay(replaying, codes);
    assertEquals(player.position(), searching.position());
    assertEquals(player.position(), replaying.position());
    assertTrue(
        2 * forReplay < forSearch,
        "replayed in " + forReplay + " bytes, as a search's board in " + forSearch);
  }

  /** Replays codes as a reader does, each checked then pushed; returns the bytes allocated. */
  private static long replay(DraughtsSearchBoard board, int[] codes) {
    AllocationCounter counter = new AllocationCounter();
    long before = counter.bytes();
    for (int code : codes) {
      assertTrue(board.isLegal(code));
      board.push(code);
    }
    return counter.bytes() - before;
  }

  /**
   * Pushes and pops {@code nodes} random moves within 40 plies of the start, reading what an
   * evaluation reads; returns a checksum so that nothing is optimized away.
   */
  private static long randomSearch(
      DraughtsSearchBoard board, MoveList[] lists, SplittableRandom random, int nodes) {
    long checksum = 0;
    for (int pushed = 0; pushed < nodes; ) {
      int depth = board.ply();
      int n = board.generate(lists[depth]);
      if (n == 0 || depth == lists.length - 1 || (depth > 0 && random.nextInt(4) == 0)) {
        if (depth > 0) {
          board.pop();
        }
        continue;
      }
      int move = lists[depth].get(random.nextInt(n));
      checksum += board.isCapture(move) ? 1 : 0;
      board.push(move);
      pushed++;
      checksum ^= board.hash() + board.count(Piece.WHITE_KING) + board.pieceAt(1).hashCode();
    }
    while (board.ply() > 0) {
      board.pop();
    }
    return checksum;
  }

  @Test
  void searchBoardCodesAreStartEndAndVariant() {
    Draughts brazilian = Draughts.brazilian();
    DraughtsPosition p = brazilian.parse(ReferenceCrossCheckTest.TWO_WAYS.get(8));
    DraughtsSearchBoard board = p.searchBoard();
    MoveList list = new MoveList();
    board.generate(list);
    assertEquals(p.legalMoves().size(), list.size());
    for (int i = 0; i < list.size(); i++) {
      int code = list.get(i);
      assertEquals(p.legalMoves().get(i), board.decode(code));
      assertEquals(code, board.encode(p.legalMoves().get(i)));
      board.push(code);
      assertEquals(p.play(p.legalMoves().get(i)), board.position());
      board.pop();
    }
    assertEquals(17 | 3 << 8, list.get(0));
    assertEquals(17 | 3 << 8 | 1 << 16, list.get(1));
    assertThrows(IllegalMoveException.class, () -> board.push(17 | 3 << 8 | 2 << 16));
    assertThrows(IllegalMoveException.class, () -> board.decode(-1));
    assertThrows(IllegalMoveException.class, () -> board.encode(Move.quiet(1, 5)));
  }
}
