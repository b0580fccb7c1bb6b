package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The fast answers a record's reader relies on against the listing of every legal move: {@link
 * LegalMoves#isLegal} and {@link ShogiPosition#isLegalCode} (one move tested alone) against
 * membership in {@link LegalMoves#generate}, and {@link ShogiPosition#outcome()} asked before the
 * moves are listed (stopping at the first move) against the outcome the list gives. Seeded playouts
 * that prefer checks, so that kings stand in check, pinned pieces and pawn-drop mates come up; at
 * every position every board move from a square of the side to move, every drop, a sample of moves
 * from other squares and random ints are asked. KI2's {@link JapaneseNotation#candidates}, built
 * from the pieces of a type and tested alone, is checked against the listing filtered, in order.
 */
class SingleMoveLegalityTest {
  /** Where the playouts start: the opening, middle games, tsume-like boards, a drop-mate trap. */
  private static final List<String> STARTS =
      Stream.concat(
              PlayoutStarts.STARTS.stream(),
              Stream.of(
                  "k1KGGGGSS/1RPPPPPPP/bP7/l8/l8/l8/l8/s8/s8 b P 1",
                  "8k/9/7GP/9/9/9/9/9/9 b RBGSNL 1"))
          .toList();

  private static final long SEED = 2026112827;
  private static final int PLAYOUTS = 28;
  private static final int PLIES = 160;

  private int states;
  private int inCheck;
  private int ended;
  private int legalAsked;
  private int refusedAsked;
  private int candidatesFound;

  @Test
  void oneMoveTestedAloneIsItsMembershipInTheListing() {
    for (Shogi game :
        new Shogi[] {new Shogi(), new Shogi(ShogiRules.DEFAULT.withAlwaysPromote(true))}) {
      for (int walk = 0; walk < PLAYOUTS; walk++) {
        playOut(game, SEED + walk, STARTS.get(walk % STARTS.size()));
      }
    }
    String met =
        states
            + " states, "
            + inCheck
            + " in check, "
            + ended
            + " without moves, "
            + legalAsked
            + " legal and "
            + refusedAsked
            + " refused codes asked, "
            + candidatesFound
            + " KI2 moves with candidates";
    assertTrue(states > 3_000 && inCheck > 500 && ended > 20, met);
    assertTrue(legalAsked > 150_000 && refusedAsked > 5_000_000, met);
    assertTrue(candidatesFound > 20_000, met);
  }

  private void playOut(Shogi game, long seed, String sfen) {
    SplittableRandom random = new SplittableRandom(seed);
    ShogiPosition position = game.parse(sfen);
    StringBuilder played = new StringBuilder();
    int[] buffer = new int[LegalMoves.MAX_MOVES];
    for (int ply = 0; ply < PLIES; ply++) {
      String where =
          "seed "
              + seed
              + ", always-promote "
              + game.rules().alwaysPromote()
              + ", from "
              + sfen
              + " after ["
              + played
              + "]";
      Board board = position.board();
      int n = new LegalMoves(board.copy()).generate(buffer);
      int[] legal = Arrays.copyOf(buffer, n);
      int[] sorted = legal.clone();
      Arrays.sort(sorted);
      states++;
      if (position.inCheck()) {
        inCheck++;
      }
      // The outcome first, while nothing is listed, then the codes tested alone by the position.
      assertEquals(expectedOutcome(position, n), position.outcome(), "outcome, " + where);
      SplittableRandom asked = random.split();
      int positionChecks = 0;
      LegalMoves single = new LegalMoves(board);
      for (int from = 0; from < Geometry.SQUARES; from++) {
        int piece = board.cells[from];
        boolean own = piece != PieceCodes.EMPTY && PieceCodes.color(piece) == board.side;
        for (int to = 0; to < Geometry.SQUARES; to++) {
          for (int promote = 0; promote < 2; promote++) {
            if (!own && asked.nextInt(40) != 0) {
              continue;
            }
            int code = MoveCodes.ofBoardMove(from, to, promote == 1);
            check(single, sorted, code, where);
            if (positionChecks < 40 && asked.nextInt(20) == 0) {
              positionChecks++;
              assertEquals(
                  Arrays.binarySearch(sorted, code) >= 0,
                  position.isLegalCode(code),
                  "position, code " + code + " (" + MoveCodes.toUsi(code) + "), " + where);
            }
          }
        }
      }
      for (int type = PieceCodes.PAWN; type <= PieceCodes.ROOK; type++) {
        for (int to = 0; to < Geometry.SQUARES; to++) {
          int code = MoveCodes.drop(type, to);
          check(single, sorted, code, where);
          // asked twice: the second answer may come from what the position keeps of the first
          for (int time = 1; time <= 2; time++) {
            assertEquals(
                Arrays.binarySearch(sorted, code) >= 0,
                position.isLegalCode(code),
                "position, drop " + MoveCodes.toUsi(code) + ", time " + time + ", " + where);
          }
        }
      }
      for (int i = 0; i < 50; i++) {
        // any int: most are no move's code, the rest a board move with stray bits
        int code = i % 2 == 0 ? asked.nextInt() : asked.nextInt(1 << 19);
        check(single, sorted, code, where);
      }
      // KI2's candidates, built from the pieces of a type, against the listing filtered.
      for (int i = 0; i < 8; i++) {
        int to = asked.nextInt(Geometry.SQUARES);
        for (int type = PieceCodes.PAWN; type <= PieceCodes.DRAGON; type++) {
          for (boolean drop : new boolean[] {false, true}) {
            List<Integer> expected = candidates(board, legal, to, type, drop);
            if (!expected.isEmpty()) {
              candidatesFound++;
            }
            assertEquals(
                expected,
                JapaneseNotation.candidates(position, to, type, drop),
                "KI2 candidates to " + to + ", type " + type + ", drop " + drop + ", " + where);
          }
        }
      }
      // Once listed, the position answers from its list, and the outcome stays.
      assertEquals(n, position.legalMoves().size(), where);
      assertEquals(expectedOutcome(position, n), position.outcome(), "outcome listed, " + where);
      if (n == 0) {
        ended++;
        return;
      }
      int move = pick(board, legal, random);
      played.append(played.length() == 0 ? "" : " ").append(MoveCodes.toUsi(move));
      position = position.playCode(move);
    }
  }

  /**
   * The legal moves of a type to a square, the listing filtered: drops if asked, else the board
   * moves, or the drops when there are none.
   */
  private static List<Integer> candidates(
      Board board, int[] legal, int to, int type, boolean drop) {
    List<Integer> moves = new ArrayList<>();
    List<Integer> drops = new ArrayList<>();
    for (int code : legal) {
      if (MoveCodes.to(code) != to) {
        continue;
      }
      if (MoveCodes.isDrop(code)) {
        if (MoveCodes.droppedType(code) == type) {
          drops.add(code);
        }
      } else if (PieceCodes.type(board.cells[MoveCodes.from(code)]) == type) {
        moves.add(code);
      }
    }
    return drop || moves.isEmpty() ? drops : moves;
  }

  /** A legal move: a check half the time when there is one, else any. */
  private static int pick(Board board, int[] legal, SplittableRandom random) {
    int[] checks = new int[legal.length];
    int n = Checks.select(board, legal, legal.length, checks);
    if (n > 0 && random.nextBoolean()) {
      return checks[random.nextInt(n)];
    }
    return legal[random.nextInt(legal.length)];
  }

  private void check(LegalMoves single, int[] sorted, int code, String where) {
    boolean expected = Arrays.binarySearch(sorted, code) >= 0;
    if (expected) {
      legalAsked++;
    } else {
      refusedAsked++;
    }
    String name = MoveCodes.isValid(code) ? MoveCodes.toUsi(code) : "no move";
    assertEquals(expected, single.isLegal(code), "code " + code + " (" + name + "), " + where);
  }

  /** The outcome of a side to move with n legal moves, as the rules give it. */
  private static Optional<Outcome> expectedOutcome(ShogiPosition position, int n) {
    if (n > 0) {
      return Optional.empty();
    }
    Reason reason = position.inCheck() ? Reason.CHECKMATE : Reason.NO_LEGAL_MOVE;
    return Optional.of(Outcome.win(position.sideToMove().opposite(), reason));
  }
}
