package io.github.plateau.core.testing;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.tictactoe.Bug;
import io.github.plateau.core.tictactoe.Cell;
import io.github.plateau.core.tictactoe.TicTacToe;
import io.github.plateau.core.tictactoe.TicTacToePosition;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The contract suite catches each planted defect and reports it with a seed and a shrunk line. */
class ContractSuiteTest {
  private static ContractChecks<TicTacToePosition, Cell> checks(Bug bug) {
    return new ContractChecks<>(new TicTacToe(bug));
  }

  private static AssertionError playoutFailure(Bug bug) {
    TicTacToe game = new TicTacToe(bug);
    return assertThrows(
        AssertionError.class, () -> checks(bug).checkPlayouts(game.start(), 1, 50, 9));
  }

  @Test
  void aCorrectGamePasses() {
    TicTacToe game = new TicTacToe();
    assertDoesNotThrow(() -> checks(Bug.NONE).checkPlayouts(game.start(), 1, 50, 9));
  }

  @Test
  void aListedMoveThatIsNotLegalIsShrunkToTheMoveThatTakesTheCell() {
    AssertionError e = playoutFailure(Bug.A1_LISTED_WHEN_TAKEN);
    assertTrue(e.getMessage().startsWith("seed "), e.getMessage());
    assertTrue(e.getMessage().contains("after 1 move: a1 (shrunk from "), e.getMessage());
  }

  @Test
  void aStaleIncrementalHashIsCaughtAtTheFirstPositionThatCanPlayTheCentre() {
    AssertionError e = playoutFailure(Bug.CENTRE_HASH_NOT_UPDATED);
    assertTrue(e.getMessage().contains("after 0 moves: (shrunk from "), e.getMessage());
    assertTrue(e.getMessage().contains("after b2 the hash differs"), e.getMessage());
  }

  @Test
  void aMoveWrittenWronglyIsCaught() {
    AssertionError e = playoutFailure(Bug.C3_WRITTEN_WRONG);
    assertTrue(e.getMessage().contains("written c2"), e.getMessage());
  }

  @Test
  void aParserCrashIsShrunkToOneMove() {
    AssertionError e = playoutFailure(Bug.PARSE_CRASHES_ON_MIDDLE_O);
    assertTrue(e.getMessage().contains("after 1 move: "), e.getMessage());
    assertTrue(e.getMessage().contains("NullPointerException"), e.getMessage());
  }

  @Test
  void theFuzzerCatchesAParserCrash() {
    TicTacToe game = new TicTacToe(Bug.PARSE_CRASHES_ON_MIDDLE_O);
    List<TicTacToePosition> samples = List.of(game.parse("X../.../... O"));
    AssertionError e =
        assertThrows(
            AssertionError.class,
            () -> checks(Bug.PARSE_CRASHES_ON_MIDDLE_O).checkPositionFuzz(samples, 3, 2000));
    assertTrue(e.getMessage().contains("NullPointerException"), e.getMessage());
  }

  @Test
  void aSearchBoardThatListsMovesInAnotherOrderIsCaught() {
    TicTacToe game = new TicTacToe(Bug.BOARD_LISTS_MOVES_BACKWARDS);
    AssertionError e =
        assertThrows(
            AssertionError.class,
            () -> checks(Bug.BOARD_LISTS_MOVES_BACKWARDS).checkSearchBoard(game.start(), 1, 5, 9));
    assertTrue(e.getMessage().contains("code 0 decodes to"), e.getMessage());
    assertTrue(e.getMessage().contains("shrunk to 0 moves"), e.getMessage());
  }

  @Test
  void aSearchBoardPopThatLosesTheStateIsShrunkToOneMove() {
    TicTacToe game = new TicTacToe(Bug.BOARD_POP_RESETS);
    AssertionError e =
        assertThrows(
            AssertionError.class,
            () -> checks(Bug.BOARD_POP_RESETS).checkSearchBoard(game.start(), 1, 5, 9));
    assertTrue(e.getMessage().contains("shrunk to 1 move: "), e.getMessage());
    assertThrows(
        AssertionError.class,
        () -> checks(Bug.BOARD_POP_RESETS).checkSearchPerft(List.of(game.start()), 3));
  }

  @Test
  void aCorrectSearchBoardPasses() {
    TicTacToe game = new TicTacToe();
    assertDoesNotThrow(() -> checks(Bug.NONE).checkSearchBoard(game.start(), 1, 20, 9));
    assertDoesNotThrow(() -> checks(Bug.NONE).checkSearchPerft(List.of(game.start()), 4));
  }

  @Test
  void aSearchBoardThatListsQuietMovesAsCapturesIsCaught() {
    TicTacToe game = new TicTacToe(Bug.BOARD_LISTS_QUIET_CAPTURES);
    AssertionError e =
        assertThrows(
            AssertionError.class,
            () -> checks(Bug.BOARD_LISTS_QUIET_CAPTURES).checkCaptures(game.start(), 1, 5, 9));
    assertTrue(e.getMessage().startsWith("generateCaptures, seed 1: captures"), e.getMessage());
    assertTrue(e.getMessage().contains("not the filtered generate []"), e.getMessage());
    assertTrue(e.getMessage().endsWith("; after 0 moves:"), e.getMessage());
  }

  @Test
  void aCorrectBoardListsNoCapture() {
    TicTacToe game = new TicTacToe();
    assertDoesNotThrow(() -> checks(Bug.NONE).checkCaptures(game.start(), 1, 20, 9));
  }

  @Test
  void anAcceptedMalformedPositionIsCaught() {
    AssertionError e =
        assertThrows(
            AssertionError.class,
            () -> checks(Bug.NONE).checkMalformedPositions(List.of("X../.../... O")));
    assertTrue(e.getMessage().contains("accepted"), e.getMessage());
  }
}
