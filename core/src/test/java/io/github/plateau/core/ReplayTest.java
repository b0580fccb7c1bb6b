package io.github.plateau.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.shuttle.Shuttle;
import io.github.plateau.core.shuttle.ShuttlePosition;
import io.github.plateau.core.shuttle.Step;
import io.github.plateau.core.tictactoe.Cell;
import io.github.plateau.core.tictactoe.TicTacToe;
import io.github.plateau.core.tictactoe.TicTacToePosition;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A {@link GameRecord.Replay} makes the records {@link GameRecord#playOn} makes, though it asks
 * whether a position ends the game only of the record it is asked for.
 */
class ReplayTest {
  @Test
  void aReplayEndsWhereTheRecordsOfPlayOnEnd() {
    // tic-tac-toe: positions that end the game, won or full, reached after 5 to 9 plies
    int ended = 0;
    for (long seed = 1; seed <= 300; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      TicTacToe game = new TicTacToe();
      Twin<TicTacToePosition, Cell> twin = new Twin<>(game, game.start(), seed % 2 == 0);
      while (!twin.slow.isOver()) {
        twin.step(random, 4, "seed " + seed);
      }
      GameRecord<TicTacToePosition, Cell> slow = twin.slow;
      SearchBoard<TicTacToePosition, Cell> board = twin.board;
      GameRecord.Replay<TicTacToePosition, Cell> replay = twin.replay;
      // refused before the replay is asked for its record: it finds the end only then
      String where = "seed " + seed + ", a move after the end";
      long hash = board.hash();
      IllegalMoveException refused = assertThrows(IllegalMoveException.class, () -> replay.play(0));
      GameRecord<TicTacToePosition, Cell> last = replay.record();
      assertSameRecord(slow, last, "seed " + seed + ", at the end");
      assertSame(last, replay.record(), "seed " + seed);
      ended++;
      IllegalMoveException played =
          assertThrows(IllegalMoveException.class, () -> last.playOn(board, 0));
      assertEquals(played.getMessage(), refused.getMessage(), where);
      assertTrue(refused.getMessage().contains("the game is over"), where);
      assertEquals(hash, board.hash(), where);
    }
    assertEquals(300, ended);
  }

  @Test
  void aReplayMakesTheLineOfPlayOnOverLongGamesJudgedOrNot() {
    // shuttle games of hundreds of plies: the records of a flat line, judged by threefold
    // repetition (settled at every ply) or read as played (settled when asked for)
    for (long seed = 1; seed <= 40; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      Shuttle game = new Shuttle(seed % 4 == 0 ? null : Repetition.after(3), seed % 3 == 0);
      Twin<ShuttlePosition, Step> twin = new Twin<>(game, game.start(), seed % 2 == 0);
      for (int step = 0; step < 300 && !twin.slow.isOver(); step++) {
        twin.step(random, 16, "seed " + seed);
      }
      GameRecord<ShuttlePosition, Step> slow = twin.slow;
      GameRecord.Replay<ShuttlePosition, Step> replay = twin.replay;
      GameRecord<ShuttlePosition, Step> last = replay.record();
      String where = "seed " + seed + ", at the end";
      assertSameRecord(slow, last, where);
      assertEquals(slow.positions(), last.positions(), where);
      assertEquals(slow.repetitions(), last.repetitions(), where);
      assertEquals(
          AnnotatedRecord.of(slow).rulesEnding(), AnnotatedRecord.of(last).rulesEnding(), where);
    }
  }

  @Test
  void anIllegalMoveChangesNeitherTheReplayNorTheBoard() {
    TicTacToe game = new TicTacToe();
    SearchBoard<TicTacToePosition, Cell> board = game.start().searchBoard();
    GameRecord.Replay<TicTacToePosition, Cell> replay =
        GameRecord.asPlayed(game, game.start()).replay(board);
    replay.play(4);
    replay.play(0);
    long hash = board.hash();
    IllegalMoveException refused = assertThrows(IllegalMoveException.class, () -> replay.play(4));
    assertTrue(refused.getMessage().contains("not legal"), refused.getMessage());
    assertEquals(hash, board.hash());
    assertEquals(2, replay.ply());
    replay.play(8);
    GameRecord<TicTacToePosition, Cell> played =
        GameRecord.asPlayed(game, game.start())
            .play(new Cell(4))
            .play(new Cell(0))
            .play(new Cell(8));
    assertSameRecord(played, replay.record(), "after the refused move");
  }

  @Test
  void aBoardMovedOutsideTheReplayIsRefused() {
    TicTacToe game = new TicTacToe();
    SearchBoard<TicTacToePosition, Cell> board = game.start().searchBoard();
    GameRecord<TicTacToePosition, Cell> start = GameRecord.asPlayed(game, game.start());
    assertThrows(IllegalArgumentException.class, () -> start.replay(null));
    GameRecord.Replay<TicTacToePosition, Cell> replay = start.replay(board);
    replay.play(4);
    replay.play(0);
    board.push(8);
    assertThrows(IllegalStateException.class, replay::record);
    assertThrows(IllegalStateException.class, () -> replay.play(1));
    board.pop();
    assertEquals(2, replay.record().ply());
    SearchBoard<TicTacToePosition, Cell> other = game.start().searchBoard();
    assertThrows(IllegalArgumentException.class, () -> replay.record().replay(other));
  }

  @Test
  void aRecordTakenFromAReplayAndPlayedOnElsewhereLeavesTheReplayItsOwnGame() {
    // The replay appends to the line without a record per ply; a record it gave out and played on
    // with playOn takes the line's next ply, so the replay's next move goes to a branch of its own.
    Shuttle game = new Shuttle(null, false);
    SearchBoard<ShuttlePosition, Step> board = game.start().searchBoard();
    GameRecord.Replay<ShuttlePosition, Step> replay =
        GameRecord.asPlayed(game, game.start()).replay(board);
    GameRecord<ShuttlePosition, Step> slow = GameRecord.asPlayed(game, game.start());
    for (int ply = 1; ply <= 40; ply++) {
      Step step = ply % 3 == 0 ? Step.BACK : Step.FORWARD;
      replay.play(board.encode(step));
      slow = slow.play(step);
    }
    GameRecord<ShuttlePosition, Step> given = replay.record();
    SearchBoard<ShuttlePosition, Step> elsewhere = given.current().searchBoard();
    GameRecord<ShuttlePosition, Step> other =
        given.playOn(elsewhere, elsewhere.encode(Step.BACK)).playOn(elsewhere, 0);
    assertEquals(42, other.ply());
    for (int ply = 41; ply <= 60; ply++) {
      Step step = Step.FORWARD;
      assertEquals(step, replay.play(board.encode(step)), "ply " + ply);
      slow = slow.play(step);
      assertSameRecord(slow, replay.record(), "ply " + ply);
    }
    assertEquals(other.moves().subList(0, 40), replay.record().moves().subList(0, 40));
    assertEquals(Step.BACK, other.moves().get(40));
  }

  /** The same random moves played on by {@code playOn} and by a replay, each on its own board. */
  private static final class Twin<P extends Position<P, M>, M> {
    GameRecord<P, M> slow;
    final SearchBoard<P, M> slowBoard;
    final SearchBoard<P, M> board;
    final GameRecord.Replay<P, M> replay;

    Twin(Game<P, M> game, P start, boolean asPlayed) {
      slow = asPlayed ? GameRecord.asPlayed(game, start) : GameRecord.start(game, start);
      slowBoard = start.searchBoard();
      board = start.searchBoard();
      replay = slow.replay(board);
    }

    /** Plays a random move on both; now and then (one in {@code every}) compares the records. */
    void step(SplittableRandom random, int every, String where) {
      int move = randomMove(slowBoard, random);
      slow = slow.playOn(slowBoard, move);
      replay.play(move);
      assertEquals(slow.ply(), replay.ply(), where);
      if (random.nextInt(every) == 0) {
        assertSameRecord(slow, replay.record(), where + ", ply " + slow.ply());
      }
    }
  }

  private static <P extends Position<P, M>, M> int randomMove(
      SearchBoard<P, M> board, SplittableRandom random) {
    MoveList moves = new MoveList();
    int n = board.generate(moves);
    return moves.get(random.nextInt(n));
  }

  private static <P extends Position<P, M>, M> void assertSameRecord(
      GameRecord<P, M> expected, GameRecord<P, M> actual, String where) {
    assertEquals(expected.ply(), actual.ply(), where);
    assertEquals(expected.outcome(), actual.outcome(), where);
    assertEquals(expected.isOver(), actual.isOver(), where);
    assertEquals(expected.positionOutcome(), actual.positionOutcome(), where);
    assertEquals(actual.current().outcome(), actual.positionOutcome(), where);
    assertEquals(expected.current(), actual.current(), where);
    assertEquals(expected.moves(), actual.moves(), where);
    assertEquals(expected.judged(), actual.judged(), where);
  }
}
