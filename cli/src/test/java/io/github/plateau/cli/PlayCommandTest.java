package io.github.plateau.cli;

import static io.github.plateau.cli.MainTest.assertUsageError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.RandomPlayer;
import io.github.plateau.core.tictactoe.Cell;
import io.github.plateau.core.tictactoe.TicTacToe;
import io.github.plateau.core.tictactoe.TicTacToePosition;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PlayCommandTest {
  private static final String EMPTY_BOARD = "3 . . .\n2 . . .\n1 . . .\n  a b c\n";
  private static final String ALL_MOVES = "a1 a2 a3 b1 b2 b3 c1 c2 c3";

  private static Cli.Result play(String input, String... options) {
    String[] args = new String[options.length + 2];
    args[0] = "play";
    args[1] = "tictactoe";
    System.arraycopy(options, 0, args, 2, options.length);
    return Cli.runWithInput(input, args);
  }

  private static void assertNoStackTrace(Cli.Result result) {
    assertFalse(result.err().contains("Exception"), result.err());
    assertFalse(result.out().contains("Exception"), result.out());
    assertFalse(result.err().contains("\tat "), result.err());
  }

  @Test
  void endOfInputQuitsCleanly() {
    Cli.Result result = play("", "--seed", "1");
    assertEquals(0, result.status(), result.err());
    assertTrue(result.out().startsWith("Tic-tac-toe: you play X"), result.out());
    assertTrue(result.out().contains(EMPTY_BOARD), result.out());
    assertTrue(result.out().contains("X to move> "), result.out());
    assertTrue(result.out().endsWith("Bye.\n"), result.out());
    assertEquals("", result.err());
  }

  @Test
  void quit() {
    Cli.Result result = play("quit\nb2\n", "--seed", "1");
    assertEquals(0, result.status());
    assertFalse(result.out().contains("X plays b2"), result.out());
    assertTrue(result.out().endsWith("Bye.\n"), result.out());
  }

  @Test
  void help() {
    Cli.Result result = play("help\n", "--seed", "1");
    assertTrue(result.out().contains("undo"), result.out());
    assertTrue(result.out().contains("quit"), result.out());
  }

  @Test
  void movesListsTheLegalMoves() {
    Cli.Result result = play("moves\n", "--seed", "1");
    assertTrue(result.out().contains(ALL_MOVES + "\n"), result.out());
  }

  @Test
  void aMoveIsDrawnThenTheComputerReplies() {
    Cli.Result result = play("b2\n", "--seed", "5");
    TicTacToe game = new TicTacToe();
    TicTacToePosition afterB2 = game.start().play(game.parseMove(game.start(), "b2"));
    Cell reply = new RandomPlayer<TicTacToePosition, Cell>(5).choose(afterB2);
    String replyText = game.formatMove(afterB2, reply);
    assertTrue(result.out().contains("X plays b2\n" + afterB2.diagram() + "\n"), result.out());
    assertTrue(
        result.out().contains("O plays " + replyText + "\n" + afterB2.play(reply).diagram()),
        result.out());
  }

  @ParameterizedTest
  @ValueSource(strings = {"zz", "d1", "b2 b2", "b22"})
  void badMovePrintsOneLineAndAsksAgain(String bad) {
    Cli.Result result = play(bad + "\nmoves\n", "--seed", "1");
    assertEquals(0, result.status());
    assertEquals(1, result.err().split("\n").length, result.err());
    assertTrue(result.err().contains(bad), result.err());
    assertTrue(result.out().contains(ALL_MOVES), "asked again: " + result.out());
    assertNoStackTrace(result);
  }

  @Test
  void occupiedCellIsAnIllegalMove() {
    Cli.Result result = play("b2\nb2\n", "--seed", "1");
    assertEquals(0, result.status());
    assertTrue(result.err().contains("b2 is not legal"), result.err());
    assertNoStackTrace(result);
  }

  @Test
  void undoTakesBackTheHumansMoveAndTheReply() {
    Cli.Result result = play("b2\nundo\nmoves\n", "--seed", "1");
    assertTrue(result.out().contains(ALL_MOVES + "\n"), result.out());
    assertEquals("", result.err());
  }

  @Test
  void undoWithoutMoveSaysSo() {
    Cli.Result result = play("undo\nmoves\n", "--seed", "1");
    assertEquals("nothing to undo\n", result.err());
    assertTrue(result.out().contains(ALL_MOVES + "\n"), result.out());
  }

  @Test
  void humanCanPlayTheSecondSide() {
    for (String side : List.of("o", "O", "2")) {
      Cli.Result result = play("undo\nmoves\n", "--human", side, "--seed", "9");
      assertTrue(result.out().contains("you play O"), result.out());
      TicTacToe game = new TicTacToe();
      String first =
          game.formatMove(
              game.start(), new RandomPlayer<TicTacToePosition, Cell>(9).choose(game.start()));
      assertTrue(result.out().contains("X plays " + first + "\n"), result.out());
      // the computer's first move cannot be undone: O has not moved yet
      assertEquals("nothing to undo\n", result.err());
      assertTrue(result.out().contains("O to move> "), result.out());
    }
  }

  @Test
  void undoAsSecondSideReturnsToTheHumansTurn() {
    Cli.Result result = play("b2\nundo\nmoves\n", "--human", "o", "--seed", "4");
    String out = result.out();
    // after the undo O is to move again with 8 free cells (X's first move stays)
    String movesLine =
        out.lines()
            .filter(l -> l.matches("(O to move> )*([a-c][1-3] ?)+"))
            .reduce((a, b) -> b)
            .orElseThrow();
    assertEquals(8, movesLine.replace("O to move> ", "").split(" ").length, out);
  }

  @Test
  void aWholeGameEndsWithItsOutcome() {
    // Each turn, X tries the cells in order; occupied ones are refused and the next is tried.
    String input = String.join("\n", ALL_MOVES.split(" ")) + "\n";
    Cli.Result result = play(input, "--seed", "11");
    assertEquals(0, result.status());
    assertNoStackTrace(result);
    Pattern end =
        Pattern.compile(
            "Game over after [5-9] plies: (X wins by VICTORY_CONDITION\\. You win\\."
                + "|O wins by VICTORY_CONDITION\\. You lose\\."
                + "|draw by NO_LEGAL_MOVE\\.)\n$");
    assertTrue(end.matcher(result.out()).find(), result.out());
  }

  @Test
  void sameSeedSameGame() {
    String input = "a1\nb1\nc1\na2\nb2\nc2\na3\nb3\nc3\n";
    assertEquals(play(input, "--seed", "3").out(), play(input, "--seed", "3").out());
  }

  @Test
  void finishedPositionEndsAtOnce() {
    Cli.Result result = play("", "--fen", "XXX/OO./... O");
    assertEquals(0, result.status());
    assertTrue(
        result.out().endsWith("Game over after 0 plies: X wins by VICTORY_CONDITION. You win.\n"),
        result.out());
  }

  @Test
  void startsFromAGivenPosition() {
    Cli.Result result = play("moves\n", "--fen", "XO./.X./... O", "--human", "o", "--seed", "1");
    assertTrue(result.out().contains("a1 a2 b1 c1 c2 c3\n"), result.out());
  }

  @Test
  void usageErrors() {
    assertUsageError(Cli.run("play"), "missing GAME");
    assertUsageError(play("", "--human", "red"), "unknown side 'red'", "x, o");
    assertUsageError(play("", "--human", "3"), "unknown side '3'");
    assertUsageError(play("", "--human", "0"), "unknown side '0'");
    assertUsageError(play("", "--seed", "x"), "--seed", "'x'");
    assertUsageError(play("", "--fen", "X"), "bad --fen");
    assertUsageError(play("", "--threads", "2"), "unknown option --threads");
  }
}
