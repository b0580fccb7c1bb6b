package io.github.plateau.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.shuttle.Shuttle;
import io.github.plateau.core.shuttle.ShuttlePosition;
import io.github.plateau.core.shuttle.Step;
import io.github.plateau.core.tictactoe.Bug;
import io.github.plateau.core.tictactoe.Cell;
import io.github.plateau.core.tictactoe.Mark;
import io.github.plateau.core.tictactoe.TicTacToe;
import io.github.plateau.core.tictactoe.TicTacToePosition;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class GameRecordTest {
  private final TicTacToe game = new TicTacToe();

  private GameRecord<TicTacToePosition, Cell> played(String... moves) {
    GameRecord<TicTacToePosition, Cell> record = GameRecord.start(game);
    for (String move : moves) {
      record = record.play(move);
    }
    return record;
  }

  @Test
  void aLineOfThreeEndsTheGameWithThePositionsOutcome() {
    GameRecord<TicTacToePosition, Cell> record = played("a1", "a2", "b1", "b2", "c1");
    assertEquals(Outcome.win(Mark.X, Reason.VICTORY_CONDITION), record.outcome().orElseThrow());
    assertEquals("X wins by VICTORY_CONDITION", record.outcome().orElseThrow().toString());
    assertEquals(5, record.ply());
    assertEquals(6, record.positions().size());
    assertEquals(new Cell(2), record.moves().get(4));
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> record.play("c3"));
    assertTrue(e.getMessage().contains("the game is over (X wins by VICTORY_CONDITION)"));
  }

  @Test
  void undoTakesBackTheMoveAndItsOutcome() {
    GameRecord<TicTacToePosition, Cell> before = played("a1", "a2", "b1", "b2");
    GameRecord<TicTacToePosition, Cell> after = before.play("c1");
    assertSame(before, after.undo());
    assertFalse(after.undo().isOver());
    assertThrows(IllegalStateException.class, () -> GameRecord.start(game).undo());
  }

  @Test
  void resignationGivesTheWinToTheOtherSide() {
    GameRecord<TicTacToePosition, Cell> record = played("a1").resign(Mark.O);
    assertEquals(Outcome.win(Mark.X, Reason.RESIGNATION), record.outcome().orElseThrow());
    assertThrows(IllegalMoveException.class, () -> record.resign(Mark.X));
    assertThrows(IllegalMoveException.class, () -> record.end(Outcome.draw(Reason.ADJUDICATION)));
  }

  @Test
  void anAgreedResultEndsTheGame() {
    GameRecord<TicTacToePosition, Cell> record =
        played("b2").end(Outcome.draw(Reason.ADJUDICATION));
    assertTrue(record.outcome().orElseThrow().isDraw());
    assertEquals("draw by ADJUDICATION", record.outcome().orElseThrow().toString());
    assertEquals(List.of(new Cell(4)), record.moves());
  }

  @Test
  void aRecordStartedOnADecidedPositionIsOver() {
    TicTacToePosition won = game.parse("XXX/OO./... O");
    assertTrue(GameRecord.start(game, won).isOver());
    assertEquals(won, GameRecord.start(game, won).startPosition());
  }

  @Test
  void badMovesAreRefusedWithTheDocumentedExceptions() {
    GameRecord<TicTacToePosition, Cell> record = played("b2");
    assertThrows(IllegalMoveException.class, () -> record.play("b2"));
    assertThrows(NotationException.class, () -> record.play("d4"));
    assertThrows(IllegalMoveException.class, () -> record.play(new Cell(9)));
    assertThrows(IllegalArgumentException.class, () -> record.play((Cell) null));
  }

  @Test
  void aPositionOfAnotherGameOrOtherRulesIsRefused() {
    TicTacToe other = new TicTacToe(Bug.C3_WRITTEN_WRONG);
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> GameRecord.start(game, other.start()));
    assertTrue(e.getMessage().contains("belongs to"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> GameRecord.start(null));
    assertThrows(IllegalArgumentException.class, () -> GameRecord.start(game, null));
  }

  @Test
  void lastMoveIsTheMoveThatLedHere() {
    assertTrue(GameRecord.start(game).lastMove().isEmpty());
    assertEquals(new Cell(4), played("a1", "b2").lastMove().orElseThrow());
  }

  @Test
  void historyListsAreUnmodifiableViewsThatCheckTheirIndex() {
    GameRecord<TicTacToePosition, Cell> record = played("a1", "b2");
    List<Cell> moves = record.moves();
    List<TicTacToePosition> positions = record.positions();
    assertThrows(UnsupportedOperationException.class, () -> moves.add(new Cell(0)));
    assertThrows(UnsupportedOperationException.class, () -> positions.remove(0));
    assertThrows(IndexOutOfBoundsException.class, () -> moves.get(2));
    assertThrows(IndexOutOfBoundsException.class, () -> positions.get(-1));
    assertEquals(List.of(new Cell(0), new Cell(4)), moves);
    assertEquals(game.start(), positions.get(0));
  }

  @Test
  void longRecordsKeepEveryMoveAndPositionInOrderAcrossBranches() {
    // 20,000 plies of the shuttle game, no repetition rule: the views and the index stay exact.
    Shuttle shuttle = new Shuttle(null, false);
    SplittableRandom random = new SplittableRandom(9);
    GameRecord<ShuttlePosition, Step> record = GameRecord.start(shuttle);
    List<Step> steps = new ArrayList<>();
    for (int i = 0; i < 20_000; i++) {
      if (i % 1000 == 999) { // a take-back and another move: a branch of the shared history
        record = record.undo();
        steps.remove(steps.size() - 1);
      }
      Step step = random.nextBoolean() ? Step.FORWARD : Step.BACK;
      record = record.play(step);
      steps.add(step);
    }
    assertEquals(steps, record.moves());
    ShuttlePosition p = record.startPosition();
    int[] seen = new int[64];
    for (int i = 0; i <= steps.size(); i++) {
      assertEquals(p, record.positions().get(i), "position " + i);
      seen[(int) p.hash()]++;
      if (i < steps.size()) {
        p = p.play(steps.get(i));
      }
    }
    assertEquals(seen[(int) record.current().hash()], record.repetitions());
  }

  @Test
  void movesPlayedOnASearchBoardMakeTheRecordThatPlayMakes() {
    // Seeded shuttle games under threefold repetition, with a weak hash (different positions
    // collide), judged and as played: playOn and play agree after every move.
    for (long seed = 1; seed <= 40; seed++) {
      Shuttle shuttle = new Shuttle(Repetition.after(3), seed % 2 == 0);
      SplittableRandom random = new SplittableRandom(seed);
      ShuttlePosition start = shuttle.start();
      GameRecord<ShuttlePosition, Step> slow =
          seed % 3 == 0 ? GameRecord.asPlayed(shuttle, start) : GameRecord.start(shuttle, start);
      GameRecord<ShuttlePosition, Step> fast = slow;
      SearchBoard<ShuttlePosition, Step> board = start.searchBoard();
      List<Step> steps = new ArrayList<>();
      for (int ply = 0; ply < 200 && !slow.isOver(); ply++) {
        Step step = random.nextInt(3) == 0 ? Step.BACK : Step.FORWARD;
        steps.add(step);
        slow = slow.play(step);
        fast = fast.playOn(board, board.encode(step));
        String where = "seed " + seed + ", steps " + steps;
        assertEquals(slow.outcome(), fast.outcome(), where);
        assertEquals(slow.current(), fast.current(), where);
        assertEquals(slow.repetitions(), fast.repetitions(), where);
        assertEquals(slow.current().hash(), board.hash(), where);
      }
      assertEquals(slow.moves(), fast.moves());
      assertEquals(slow.positions(), fast.positions());
      assertEquals(AnnotatedRecord.of(slow).rulesEnding(), AnnotatedRecord.of(fast).rulesEnding());
    }
  }

  @Test
  void playOnRefusesAnotherBoardAnIllegalMoveAndAnEndedGame() {
    GameRecord<TicTacToePosition, Cell> record = played("a1", "a2");
    SearchBoard<TicTacToePosition, Cell> elsewhere = game.start().searchBoard();
    assertThrows(IllegalArgumentException.class, () -> record.playOn(elsewhere, 4));
    assertThrows(IllegalArgumentException.class, () -> record.playOn(null, 4));
    SearchBoard<TicTacToePosition, Cell> board = record.current().searchBoard();
    long hash = board.hash();
    assertThrows(IllegalMoveException.class, () -> record.playOn(board, 0)); // a1 is taken
    assertEquals(hash, board.hash());
    assertEquals(0, board.ply());
    GameRecord<TicTacToePosition, Cell> won =
        record
            .playOn(board, board.encode(new Cell(1)))
            .playOn(board, board.encode(new Cell(4)))
            .playOn(board, board.encode(new Cell(2)));
    assertEquals(played("a1", "a2", "b1", "b2", "c1").outcome(), won.outcome());
    assertThrows(IllegalMoveException.class, () -> won.playOn(board, 8));
  }

  @Test
  void aRecordHoldsOnlyEverySixteenthPositionAndReplaysTheOthers() {
    // Each position a record held is found again by weak references after a collection: before,
    // every record held its position and a long game cost 1,462 bytes a ply (shogi).
    Shuttle shuttle = new Shuttle(null, false);
    GameRecord<ShuttlePosition, Step> record = GameRecord.start(shuttle);
    List<WeakReference<ShuttlePosition>> held = new ArrayList<>();
    List<ShuttlePosition> copies = new ArrayList<>();
    for (int ply = 1; ply <= 40; ply++) {
      record = record.play(ply % 3 == 0 ? Step.BACK : Step.FORWARD);
      held.add(new WeakReference<>(record.current()));
      copies.add(shuttle.parse(record.current().toString()));
    }
    for (int ply = 1; ply <= 40; ply++) {
      boolean kept = ply % 16 == 0 || ply > 40 - 16; // and the last 16, one of them in use
      if (!kept) { // one collection may leave an older generation's objects: wait for each
        collectUntilCleared(held.get(ply - 1));
      }
      assertEquals(kept, held.get(ply - 1).get() != null, "ply " + ply + " held");
    }
    for (int ply = 40; ply >= 1; ply--) { // out of order: each replayed from the kept one before
      assertEquals(copies.get(ply - 1), record.positions().get(ply), "position " + ply);
    }
    GameRecord<ShuttlePosition, Step> back = record.undo().undo().undo();
    assertEquals(copies.get(36), back.current());
    assertEquals(copies.get(36).play(Step.BACK), back.play(Step.BACK).current());
  }

  @Test
  void theLatestPositionStaysHeldWhenAMoveIsTriedFromItOrTakenBack() {
    // A move played from a record used to drop that record's position: a move tried and dropped,
    // or taken back, left the record in use replaying up to 15 moves on every current().
    Shuttle shuttle = new Shuttle(null, false);
    GameRecord<ShuttlePosition, Step> record = GameRecord.start(shuttle);
    for (int ply = 1; ply <= 21; ply++) {
      record = record.play(ply % 3 == 0 ? Step.BACK : Step.FORWARD);
    }
    ShuttlePosition latest = record.current();
    GameRecord<ShuttlePosition, Step> tried = record.play(Step.FORWARD);
    assertSame(latest, record.current(), "after a move tried from it");
    assertSame(latest, tried.undo().current(), "after the move is taken back");
    GameRecord<ShuttlePosition, Step> earlier = tried.undo().undo().undo();
    assertSame(earlier.current(), earlier.current(), "two plies further back");
    assertEquals(shuttle.parse(latest.toString()).play(Step.FORWARD), tried.current());
  }

  private static void collectUntilCleared(WeakReference<?> reference) {
    for (int i = 0; i < 100 && reference.get() != null; i++) {
      System.gc();
      byte[] pressure = new byte[1 << 20];
      assertEquals(0, pressure[pressure.length - 1]);
    }
  }

  @Test
  void lastPlyOfFindsTheLatestPositionWithAHash() {
    Shuttle shuttle = new Shuttle(null, false);
    GameRecord<ShuttlePosition, Step> record = GameRecord.start(shuttle);
    for (String step : new String[] {"+", "-", "-", "+", "+"}) {
      record = record.play(step);
    }
    // 0 1 A, 1 1 B, 1 0 A, 0 0 B, 0 1 A, 1 1 B
    assertEquals(5, record.lastPlyOf(shuttle.parse("1 1 B").hash()));
    assertEquals(4, record.lastPlyOf(shuttle.start().hash()));
    assertEquals(3, record.lastPlyOf(shuttle.parse("0 0 B").hash()));
    assertEquals(-1, record.lastPlyOf(shuttle.parse("3 3 A").hash()));
    assertEquals(0, record.undo().undo().undo().undo().lastPlyOf(shuttle.start().hash()));
  }
}
