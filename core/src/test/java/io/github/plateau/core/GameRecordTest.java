package io.github.plateau.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.tictactoe.Cell;
import io.github.plateau.core.tictactoe.Mark;
import io.github.plateau.core.tictactoe.TicTacToe;
import io.github.plateau.core.tictactoe.TicTacToePosition;
import java.util.List;
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
}
