package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Reason;
import io.github.plateau.core.testing.ReplayChecks;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A record replayed on one search board ({@link GameRecord#playOn}, as the readers replay) against
 * the same moves played position by position ({@link GameRecord#play(Object)}): seeded playouts,
 * judged and as played, under a ply limit or not, whose moves often go back to where they were four
 * plies before, so that repetitions (sennichite, perpetual check) end games. After every move the
 * two records agree on the outcome, the ply, the position, its repetitions and the last ply of its
 * hash; at the end on every move and position and on where the rules end the main line. On the way,
 * the board's answer for codes tested alone ({@link ShogiSearchBoard#isLegalCode}, before anything
 * is listed) agrees with the listing, and a refused push leaves the board as it was.
 */
class BoardReplayTest {
  private static final long SEED = 2026112902;
  private static final int PLAYOUTS = 60;
  private static final int PLIES = 300;

  private int plies;
  private int repetitionsEnded;
  private int checkmates;
  private int limits;
  private int refused;

  @Test
  void aRecordPlayedOnOneBoardIsTheRecordPlayedPositionByPosition() {
    Shogi[] games = {new Shogi(), new Shogi(ShogiRules.DEFAULT.withMaxPlies(120))};
    for (int walk = 0; walk < PLAYOUTS; walk++) {
      Shogi game = games[walk % 2];
      boolean judged = walk % 3 != 0;
      playOut(game, judged, SEED + walk, PlayoutStarts.STARTS.get(walk % 5));
    }
    String met =
        plies
            + " plies, "
            + repetitionsEnded
            + " main lines the rules end by repetition, "
            + checkmates
            + " by a position, "
            + limits
            + " by the ply limit, "
            + refused
            + " codes refused";
    assertTrue(plies > 5_000 && repetitionsEnded > 5 && checkmates > 0 && limits > 3, met);
    assertTrue(refused > 10_000, met);
  }

  private void playOut(Shogi game, boolean judged, long seed, String sfen) {
    SplittableRandom random = new SplittableRandom(seed);
    ShogiPosition start = game.parse(sfen);
    GameRecord<ShogiPosition, Move> slow =
        judged ? GameRecord.start(game, start) : GameRecord.asPlayed(game, start);
    GameRecord<ShogiPosition, Move> fast = slow;
    ShogiSearchBoard board = start.searchBoard();
    StringBuilder played = new StringBuilder();
    for (int ply = 0; ply < PLIES && !slow.isOver(); ply++) {
      String where =
          "seed " + seed + ", judged " + judged + ", from " + sfen + " after [" + played + "]";
      ShogiPosition now = slow.current();
      checkTestedAlone(board, now, random, where);
      Move move = choose(now, slow, random);
      slow = slow.play(move);
      fast = fast.playOn(board, move.code());
      played.append(played.length() == 0 ? "" : " ").append(move);
      plies++;
      String after = where + " " + move;
      ReplayChecks.checkSameAfterMove(slow, fast, board, after);
      // the judge's shortcut (only past enough records of the same hash) against the count
      int times = slow.repetitions();
      boolean repeated =
          slow.outcome()
              .map(o -> o.reason() == Reason.REPETITION || o.reason() == Reason.PERPETUAL_CHECK)
              .orElse(false);
      if (judged) {
        assertEquals(times >= 4, repeated, "sennichite at " + times + " occurrences, " + after);
      }
      long hash = slow.current().hash();
      assertEquals(slow.lastPlyOf(hash), fast.lastPlyOf(hash), "last ply of the hash, " + after);
    }
    String where = "seed " + seed + ", judged " + judged + ", from " + sfen + ": [" + played + "]";
    ReplayChecks.checkSameLine(slow, fast, where);
    Optional<AnnotatedRecord.Ending> ending = AnnotatedRecord.of(slow).rulesEnding();
    assertEquals(ending, AnnotatedRecord.of(fast).rulesEnding(), "rules ending, " + where);
    ending.ifPresent(
        end -> {
          switch (end.outcome().reason()) {
            case REPETITION, PERPETUAL_CHECK -> repetitionsEnded++;
            case CHECKMATE, NO_LEGAL_MOVE -> checkmates++;
            case MOVE_LIMIT -> limits++;
            default -> {}
          }
        });
    if (!slow.isOver()) {
      // a board elsewhere than the record's position is refused, and nothing is played
      ShogiSearchBoard other = game.start().searchBoard();
      if (other.hash() != slow.current().hash()) {
        GameRecord<ShogiPosition, Move> last = fast;
        assertThrows(
            IllegalArgumentException.class,
            () -> last.playOn(other, last.current().legalMoves().get(0).code()),
            where);
        assertEquals(game.start().hash(), other.hash(), where);
      }
    }
  }

  /**
   * The move 4 plies back undone when it can be (its mover's piece goes back), which makes cycles;
   * else a random legal move.
   */
  private static Move choose(
      ShogiPosition now, GameRecord<ShogiPosition, Move> record, SplittableRandom random) {
    List<Move> legal = now.legalMoves();
    if (record.ply() >= 4 && random.nextInt(8) != 0) {
      Move back = record.moves().get(record.ply() - 4);
      int code = back.code();
      if (!MoveCodes.isDrop(code)) {
        int undo = MoveCodes.ofBoardMove(MoveCodes.to(code), MoveCodes.from(code), false);
        for (Move move : legal) {
          if (move.code() == undo) {
            return move;
          }
        }
      }
      // the move played 4 plies back, when its piece came back in between
      if (legal.contains(back)) {
        return back;
      }
    }
    return legal.get(random.nextInt(legal.size()));
  }

  /** Codes tested alone by the board, before it lists anything, against the listing. */
  private void checkTestedAlone(
      ShogiSearchBoard board, ShogiPosition now, SplittableRandom random, String where) {
    List<Move> legal = now.legalMoves();
    for (int i = 0; i < 12; i++) {
      int code =
          i < 4
              ? legal.get(random.nextInt(legal.size())).code()
              : i < 10
                  ? MoveCodes.ofBoardMove(random.nextInt(81), random.nextInt(81), i % 2 == 0)
                  : MoveCodes.drop(1 + random.nextInt(7), random.nextInt(81));
      boolean listed = false;
      for (Move move : legal) {
        listed |= move.code() == code;
      }
      assertEquals(listed, board.isLegalCode(code), "code " + MoveCodes.toUsi(code) + ", " + where);
      if (!listed) {
        refused++;
        ReplayChecks.checkRefusedPush(board, code, where);
      }
    }
  }
}
