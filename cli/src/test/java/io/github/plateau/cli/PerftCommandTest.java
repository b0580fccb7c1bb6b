package io.github.plateau.cli;

import static io.github.plateau.cli.MainTest.assertUsageError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PerftCommandTest {

  @ParameterizedTest
  @CsvSource({
    "0, 1",
    "1, 9",
    "2, 72",
    "3, 504",
    "4, 3024",
    "5, 15120",
    "6, 54720",
    "7, 148176",
    "8, 200448",
    "9, 127872",
    "10, 0"
  })
  void countsTheLeavesAtExactDepth(String depth, String leaves) {
    Cli.Result result = Cli.run("perft", "tictactoe", depth);
    assertEquals(0, result.status(), result.err());
    assertEquals(List.of(leaves), result.lines());
    assertTrue(result.err().contains("nodes/s"), result.err());
  }

  @ParameterizedTest
  @CsvSource({"1, 9", "5, 15120", "8, 200448", "9, 127872"})
  void threadsGiveTheSameCounts(String depth, String leaves) {
    Cli.Result result = Cli.run("perft", "tictactoe", depth, "--threads", "2");
    assertEquals(0, result.status(), result.err());
    assertEquals(List.of(leaves), result.lines());
  }

  @Test
  void fromAGivenPosition() {
    Cli.Result result = Cli.run("perft", "tictactoe", "2", "--fen", "X../.O./... X");
    assertEquals(List.of("42"), result.lines());
    assertEquals(List.of("42"), Cli.run("perft", "tictactoe", "2", "--fen=X../.O./... X").lines());
  }

  @Test
  void divideListsEachRootMoveSortedThenTheTotal() {
    Cli.Result result = Cli.run("perft", "tictactoe", "3", "--divide");
    assertEquals(0, result.status(), result.err());
    assertEquals(
        List.of(
            "a1 56", "a2 56", "a3 56", "b1 56", "b2 56", "b3 56", "c1 56", "c2 56", "c3 56", "504"),
        result.lines());
  }

  @Test
  void divideFromAPositionWithThreads() {
    Cli.Result result =
        Cli.run("perft", "tictactoe", "2", "--divide", "--fen", "XO./.X./... O", "--threads", "2");
    assertEquals(0, result.status(), result.err());
    // X threatens c1; whatever O plays, X has 5 replies
    assertEquals(List.of("a1 5", "a2 5", "b1 5", "c1 5", "c2 5", "c3 5", "30"), result.lines());
  }

  @Test
  void positionsFromStandardInputOneCountPerLine() {
    String input = "X../.O./... X\n.../.../... X\r\n  XXX/OO./... O \n";
    Cli.Result result = Cli.runWithInput(input, "perft", "tictactoe", "2", "--fen", "-");
    assertEquals(0, result.status(), result.err());
    assertEquals(List.of("42", "72", "0"), result.lines());
  }

  @Test
  void positionsFromStandardInputWithThreads() {
    String input = ".../.../... X\nX../.O./... X\n";
    Cli.Result result =
        Cli.runWithInput(input, "perft", "tictactoe", "5", "--fen", "-", "--threads", "2");
    assertEquals(0, result.status(), result.err());
    assertEquals(
        List.of("15120", Cli.run("perft", "tictactoe", "5", "--fen", "X../.O./... X").lastLine()),
        result.lines());
  }

  @Test
  void positionsFromEmptyStandardInput() {
    Cli.Result result = Cli.runWithInput("", "perft", "tictactoe", "2", "--fen", "-");
    assertEquals(0, result.status(), result.err());
    assertEquals(List.of(), result.lines());
  }

  @Test
  void badPositionOnStandardInputNamesItsLineAfterTheEarlierCounts() {
    String input = ".../.../... X\n\n.../.../... X\n";
    Cli.Result blank = Cli.runWithInput(input, "perft", "tictactoe", "1", "--fen", "-");
    assertEquals(2, blank.status());
    assertEquals(List.of("9"), blank.lines());
    assertEquals("plateau: standard input, line 2: no position\n", blank.err());
    input = ".../.../... X\n.../.../... X\nnonsense\n.../.../... X\n";
    Cli.Result result = Cli.runWithInput(input, "perft", "tictactoe", "1", "--fen", "-");
    assertEquals(2, result.status());
    assertEquals(List.of("9", "9"), result.lines());
    assertTrue(result.err().startsWith("plateau: standard input, line 3: "), result.err());
    assertEquals(1, result.err().split("\n").length, result.err());
  }

  @Test
  void usageErrors() {
    assertUsageError(Cli.run("perft"), "missing GAME");
    assertUsageError(Cli.run("perft", "tictactoe"), "missing DEPTH");
    assertUsageError(Cli.run("perft", "tictactoe", "3", "4"), "unexpected argument '4'");
    assertUsageError(Cli.run("perft", "tictactoe", "three"), "DEPTH", "'three'");
    assertUsageError(Cli.run("perft", "tictactoe", "-1"), "DEPTH", "'-1'");
    assertUsageError(Cli.run("perft", "tictactoe", "99999999999"), "DEPTH");
    assertUsageError(Cli.run("perft", "tictactoe", "3", "--threads", "0"), "--threads", "'0'");
    assertUsageError(Cli.run("perft", "tictactoe", "3", "--threads", "two"), "--threads");
    assertUsageError(Cli.run("perft", "tictactoe", "3", "--threads"), "--threads needs a value");
    assertUsageError(Cli.run("perft", "tictactoe", "3", "--fen", "--divide"), "--fen needs");
    assertUsageError(Cli.run("perft", "tictactoe", "3", "--depth", "3"), "unknown option --depth");
    assertUsageError(Cli.run("perft", "tictactoe", "3", "--divide=yes"), "takes no value");
    assertUsageError(Cli.run("perft", "tictactoe", "3", "--divide", "--divide"), "given twice");
    assertUsageError(Cli.run("perft", "tictactoe", "0", "--divide"), "--divide", "at least 1");
    assertUsageError(Cli.run("perft", "tictactoe", "1", "--divide", "--fen", "-"), "--fen -");
    assertUsageError(Cli.run("perft", "nogame", "1"), "unknown game 'nogame'");
  }

  @Test
  void numbersAreAsciiDigitsOnly() {
    // Integer.parseInt reads ARABIC-INDIC DIGIT ONE, FULLWIDTH DIGIT TWO and "+1" as numbers
    assertUsageError(Cli.run("perft", "tictactoe", "\u0661"), "DEPTH", "'\u0661'");
    assertUsageError(Cli.run("perft", "tictactoe", "\uff12"), "DEPTH");
    assertUsageError(Cli.run("perft", "tictactoe", "+1"), "DEPTH", "'+1'");
    assertUsageError(Cli.run("perft", "tictactoe", "1", "--threads", "\u0662"), "--threads");
    // nor blanks around them: before, " 1 " and a tab before the 1 counted depth 1
    assertUsageError(Cli.run("perft", "tictactoe", " 1 "), "DEPTH", "' 1 '");
    assertUsageError(Cli.run("perft", "tictactoe", "\t1"), "DEPTH");
  }

  @Test
  void malformedOrImpossiblePosition() {
    assertUsageError(Cli.run("perft", "tictactoe", "1", "--fen", "XXX"), "bad --fen", "13");
    assertUsageError(
        Cli.run("perft", "tictactoe", "1", "--fen", "XX./.../... O"), "bad --fen", "X has 2");
  }

  @Test
  void doubleDashEndsTheOptions() {
    assertUsageError(Cli.run("perft", "tictactoe", "--", "--help"), "DEPTH", "'--help'");
  }
}
