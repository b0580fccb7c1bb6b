package io.github.plateau.cli;

import static io.github.plateau.cli.MainTest.assertUsageError;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class MovesCommandTest {

  @Test
  void startPositionMovesSorted() {
    Cli.Result result = Cli.run("moves", "tictactoe");
    assertEquals(0, result.status(), result.err());
    assertEquals(List.of("a1", "a2", "a3", "b1", "b2", "b3", "c1", "c2", "c3"), result.lines());
    assertEquals("", result.err());
  }

  @Test
  void givenPosition() {
    Cli.Result result = Cli.run("moves", "tictactoe", "--fen", "XO./.X./... O");
    assertEquals(List.of("a1", "a2", "b1", "c1", "c2", "c3"), result.lines());
  }

  @Test
  void finishedGameHasNoMovesAndTellsTheOutcome() {
    Cli.Result result = Cli.run("moves", "tictactoe", "--fen", "XXX/OO./... O");
    assertEquals(0, result.status());
    assertEquals("", result.out());
    assertEquals("the game is over: X wins by VICTORY_CONDITION\n", result.err());
  }

  @Test
  void usageErrors() {
    assertUsageError(Cli.run("moves"), "missing GAME");
    assertUsageError(Cli.run("moves", "tictactoe", "b2"), "unexpected argument 'b2'");
    assertUsageError(Cli.run("moves", "tictactoe", "--fen"), "--fen needs a value");
    assertUsageError(Cli.run("moves", "tictactoe", "--divide"), "unknown option --divide");
    assertUsageError(Cli.run("moves", "tictactoe", "--fen", "XXX/.../... X"), "bad --fen");
    assertUsageError(Cli.run("moves", "tictactoe", "--fen", "XO./.X./... X"), "bad --fen");
  }
}
