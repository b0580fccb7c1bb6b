package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.MoveList;
import io.github.plateau.core.Reason;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link ShogiSearchBoard#hasLegalMove}: exactly {@code outcome().isEmpty()}, whether the state's
 * moves or captures were listed before or not, along seeded playouts and in hand-built positions at
 * the edges of the rules (mates, a king hemmed in while not in check, a pawn-drop mate as the only
 * candidate move, a forced promotion, a king capture).
 */
class ShogiHasLegalMoveTest {
  private static final Shogi GAME = new Shogi();

  /** Sente's only candidate move is P*9b, a pawn-drop mate: sente has no legal move. */
  private static final String DROP_MATE_ONLY = "k1KGGGGSS/1RPPPPPPP/bP7/l8/l8/l8/l8/s8/s8 b P 1";

  /**
   * Seeded playouts from varied positions: at every state, a fresh board answers before anything is
   * listed, after the captures are listed, and after every move is; all must agree with the outcome
   * of the position. The playouts go on until a side has no move or the ply cap.
   */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1",
        "8k/9/7GP/9/9/9/9/9/K8 b RBGSNLP 1",
        "4k4/9/4P4/9/9/9/9/9/4K4 b 2G2S 1",
        "k8/1P7/9/9/9/9/9/9/8K b P 1",
        "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1"
      })
  void hasLegalMoveIsTheOutcomeBeingEmptyAlongSeededPlayouts(String sfen) {
    playOut(GAME, sfen);
  }

  /** The same under the always-promote option, where a move into the zone has one form only. */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        "8k/9/7GP/9/9/9/9/9/K8 b RBGSNLP 1"
      })
  void hasLegalMoveIsTheOutcomeBeingEmptyWhenEveryMoveMustPromote(String sfen) {
    playOut(new Shogi(ShogiRules.DEFAULT.withAlwaysPromote(true)), sfen);
  }

  private static void playOut(Shogi game, String sfen) {
    long seed = sfen.hashCode();
    SplittableRandom random = new SplittableRandom(seed);
    MoveList moves = new MoveList();
    int states = 0;
    for (int playout = 0; playout < 20; playout++) {
      ShogiSearchBoard board = game.parse(sfen).searchBoard();
      for (int ply = 0; ply < 300; ply++) {
        ShogiPosition position = board.position();
        boolean expected = position.outcome().isEmpty();
        String where = "seed " + seed + ", playout " + playout + ", ply " + ply + ": " + position;
        // A new board answers from the list it starts with; the walking board, which entered the
        // state by push, answers before anything is listed, then after captures, then after all.
        assertEquals(expected, position.searchBoard().hasLegalMove(), "fresh board, " + where);
        assertEquals(expected, board.hasLegalMove(), "nothing listed, " + where);
        board.generateCaptures(moves);
        assertEquals(expected, board.hasLegalMove(), "captures listed, " + where);
        int n = board.generate(moves);
        assertEquals(expected, board.hasLegalMove(), "all listed, " + where);
        assertEquals(expected, n > 0, "generate, " + where);
        states++;
        if (n == 0) {
          break;
        }
        board.push(moves.get(random.nextInt(n)));
      }
    }
    assertTrue(states > 1000, "only " + states + " states from " + sfen);
  }

  /**
   * States deep in a search are entered by push and asked before anything is listed; popped back
   * to, they answer from the list kept for them.
   */
  @Test
  void hasLegalMoveAgreesBelowAndAfterPopsWithoutListing() {
    long seed = 41;
    SplittableRandom random = new SplittableRandom(seed);
    ShogiSearchBoard board =
        GAME.parse("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1")
            .searchBoard();
    MoveList moves = new MoveList();
    int checked = 0;
    for (int step = 0; step < 5000; step++) {
      int n = board.generate(moves);
      if (n > 0 && board.ply() < 40 && (board.ply() == 0 || random.nextInt(8) < 5)) {
        board.push(moves.get(random.nextInt(n)));
        boolean answer = board.hasLegalMove(); // a new state: nothing listed yet
        assertEquals(
            board.position().outcome().isEmpty(),
            answer,
            "seed " + seed + ", step " + step + ": " + board.position());
        checked++;
      } else if (board.ply() > 0) {
        board.pop();
        assertEquals(
            board.position().outcome().isEmpty(),
            board.hasLegalMove(),
            "seed " + seed + ", step " + step + " after a pop: " + board.position());
      }
    }
    assertTrue(checked > 1000, "only " + checked + " states entered");
  }

  /** Positions without a legal move: each answers false, listed or not, and says why it lost. */
  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        // gote's king is in check by the gold, held by the pawn; a rook drop cannot block
        "mated | 4k4/4G4/4P4/9/9/9/9/9/4K4 w 2Pr 1 | true",
        // gote's king on 1a is not in check, but 2a, 2b (the lance) and 1b (the gold) are taken
        "king hemmed in | 8k/9/8G/9/9/9/9/9/K6L1 w - 1 | false",
        // every piece of sente is blocked or pinned, every file but the 9th holds its pawn
        "only a pawn-drop mate | " + DROP_MATE_ONLY + " | false",
        // double check by the knight and the lance: the gold and the lance cover 2a, 2b and 1b
        "double check, no escape | 8k/6G2/7N1/9/9/9/9/9/K7L w - 1 | true"
      })
  void aStateWithoutLegalMovesHasNone(String name, String sfen, boolean inCheck) {
    ShogiPosition position = GAME.parse(sfen);
    assertEquals(inCheck, position.inCheck(), name);
    assertTrue(position.outcome().isPresent(), name + " has moves: " + position.legalMoves());
    Reason reason = inCheck ? Reason.CHECKMATE : Reason.NO_LEGAL_MOVE;
    assertEquals(reason, position.outcome().orElseThrow().reason(), name);
    assertFalse(new LegalMoves(position.board().copy()).any(), name + ", the generator");
    ShogiSearchBoard fresh = position.searchBoard();
    assertFalse(fresh.hasLegalMove(), name + ", the first state's list");
    fresh.generateCaptures(new MoveList());
    assertFalse(fresh.hasLegalMove(), name + ", captures listed");
    assertEquals(0, fresh.generate(new MoveList()), name);
    assertFalse(fresh.hasLegalMove(), name + ", all listed");
  }

  /**
   * A board knows its first state's moves; the states it pushes into are searched. The drop-mate
   * position reached by gote's last move answers false before and after anything is listed.
   */
  @Test
  void aPushedStateWithoutMovesAnswersFalseBeforeAnyListing() {
    ShogiPosition before = GAME.parse("k1KGGGGSS/1RPPPPPPP/bP7/l8/l8/l8/ls7/9/s8 w P 1");
    ShogiSearchBoard board = before.searchBoard();
    board.push(board.encode(GAME.parseMove(before, "8g9h")));
    assertEquals(GAME.parse(DROP_MATE_ONLY).board().hash, board.hash());
    assertFalse(board.hasLegalMove(), "nothing listed");
    assertEquals(0, board.generateCaptures(new MoveList()));
    assertFalse(board.hasLegalMove(), "captures listed");
    assertEquals(0, board.generate(new MoveList()));
    assertFalse(board.hasLegalMove(), "all listed");
    board.pop();
    assertTrue(board.hasLegalMove(), "popped back");
  }

  /** The pawn drop that would mate is the one refused: with a second empty square it is allowed. */
  @Test
  void theDropMateIsTheOnlyCandidateRefused() {
    ShogiPosition position = GAME.parse(DROP_MATE_ONLY);
    assertEquals(List.of(), position.legalMoves());
    // with the pawn dropped, gote would be mated: the drop is refused for that alone
    ShogiPosition given = GAME.parse("k1KGGGGSS/PRPPPPPPP/bP7/l8/l8/l8/l8/s8/s8 w - 2");
    assertTrue(given.inCheck());
    assertTrue(given.outcome().isPresent(), "not a mate: " + given.legalMoves());
    ShogiPosition freed = GAME.parse("k1KGGGGSS/1RPPPPPPP/bP7/9/l8/l8/l8/s8/s8 b P 1");
    assertEquals(List.of(Move.drop(Kind.PAWN, Square.parse("9d"))), freed.legalMoves());
    assertTrue(freed.searchBoard().hasLegalMove());
  }

  /** Positions with exactly one legal move, of a kind that each step of the search must find. */
  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        // the drop-mate position with 9d freed: the pawn may be dropped there, and nowhere else
        "a drop | k1KGGGGSS/1RPPPPPPP/bP7/9/l8/l8/l8/s8/s8 b P 1 | P*9d",
        // sente has no king and one knight, which can only jump to the last rank, promoting
        "a forced promotion | 9/9/8N/9/9/9/4k4/9/9 b - 1 | 1c2a+",
        // a pawn on the second rank may only step to the last, promoting
        "a forced pawn promotion | 9/8P/9/9/9/9/4k4/9/9 b - 1 | 1b1a+",
        // gote's king, checked by an unprotected gold, may only take it: the lance covers file 2
        "a king capture | 8k/8G/9/9/9/9/9/9/K6L1 w - 1 | 1a1b"
      })
  void aStateWithOneLegalMoveHasOne(String name, String sfen, String only) {
    ShogiPosition position = GAME.parse(sfen);
    assertEquals(List.of(GAME.parseMove(position, only)), position.legalMoves(), name);
    assertTrue(new LegalMoves(position.board().copy()).any(), name + ", the generator");
    ShogiSearchBoard fresh = position.searchBoard();
    assertTrue(fresh.hasLegalMove(), name + ", the first state's list");
    fresh.generateCaptures(new MoveList());
    assertTrue(fresh.hasLegalMove(), name + ", captures listed");
    assertEquals(1, fresh.generate(new MoveList()), name);
    assertTrue(fresh.hasLegalMove(), name + ", all listed");
  }
}
