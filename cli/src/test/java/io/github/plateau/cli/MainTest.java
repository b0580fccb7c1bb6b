package io.github.plateau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class MainTest {

  /** A usage error: status 2, nothing on standard output, one line on standard error. */
  static void assertUsageError(Cli.Result result, String... fragments) {
    assertEquals(2, result.status(), result.err());
    assertEquals("", result.out());
    assertTrue(result.err().startsWith("plateau: "), result.err());
    assertTrue(result.err().endsWith("\n"), result.err());
    assertEquals(1, result.err().split("\n").length, "one line: " + result.err());
    assertFalse(result.err().contains("Exception"), result.err());
    assertFalse(result.err().contains("\tat "), result.err());
    for (String fragment : fragments) {
      assertTrue(result.err().contains(fragment), "'" + fragment + "' in " + result.err());
    }
  }

  @Test
  void eachCommandIsMadeUnderItsOwnName() {
    Map<String, Command> commands = Main.commands();
    assertEquals(
        List.of(
            "games",
            "perft",
            "mate",
            "moves",
            "play",
            "selfplay",
            "record",
            "svg",
            "engine",
            "match",
            "serve"),
        List.copyOf(commands.keySet()));
    commands.forEach((name, command) -> assertEquals(name, command.name()));
    assertUsageError(
        Cli.run("perfect"),
        "unknown command 'perfect' (commands: games, perft, mate, moves, play, selfplay, record,"
            + " svg, engine, match, serve; see plateau --help)");
  }

  @Test
  void noArgumentPrintsOneUsageLineOnStandardErrorWithStatus2() {
    Cli.Result result = Cli.run();
    assertEquals(2, result.status());
    assertEquals("", result.out());
    assertEquals(
        "Usage: plateau COMMAND [ARGUMENTS]; plateau help lists the commands\n", result.err());
  }

  @ParameterizedTest
  @ValueSource(strings = {"--help", "help", "-h"})
  void helpPrintsUsageOnStandardOutput(String help) {
    Cli.Result result = Cli.run(help);
    assertEquals(0, result.status());
    assertEquals("", result.err());
    assertTrue(result.out().startsWith("Usage: plateau COMMAND"), result.out());
    for (String command : List.of("games", "perft", "moves", "play", "selfplay")) {
      assertTrue(result.out().contains("plateau " + command), command);
    }
    assertTrue(result.out().contains("Installed games: "), result.out());
    assertTrue(result.out().contains("tictactoe"), result.out());
  }

  @Test
  void helpOfOneCommand() {
    Cli.Result result = Cli.run("help", "perft");
    assertEquals(0, result.status());
    assertEquals(
        List.of(
            "plateau perft GAME DEPTH [--fen POSITION] [--divide] [--threads N]"
                + " [--compare \"ENGINE COMMAND\" [--protocol P]]"),
        result.lines());
  }

  @ParameterizedTest
  @ValueSource(strings = {"games", "perft", "moves", "play", "selfplay"})
  void helpOptionOfEachCommandPrintsItsSynopsis(String command) {
    Cli.Result result = Cli.run(command, "--help");
    assertEquals(0, result.status());
    assertEquals("", result.err());
    assertTrue(result.lastLine().startsWith("plateau " + command), result.out());
  }

  @Test
  void unknownCommand() {
    assertUsageError(Cli.run("frobnicate"), "unknown command 'frobnicate'", "perft");
  }

  @Test
  void gamesListsTheInstalledIds() {
    Cli.Result result = Cli.run("games");
    assertEquals(0, result.status());
    assertTrue(result.lines().contains("tictactoe"), result.out());
    assertEquals("", result.err());
  }

  @Test
  void gamesTakesNoArgument() {
    assertUsageError(Cli.run("games", "extra"), "unexpected argument 'extra'");
    assertUsageError(Cli.run("games", "--fen", "x"), "unknown option --fen");
  }

  @Test
  void unknownGame() {
    Cli.Result result = Cli.run("moves", "chess");
    assertUsageError(result, "unknown game 'chess'", "tictactoe");
    assertFalse(
        result.err().contains("offset"), "the argument typed is not echoed: " + result.err());
  }

  @Test
  void unknownGameOption() {
    Cli.Result result = Cli.run("perft", "tictactoe:size=4", "1");
    assertUsageError(result, "unknown option 'size'");
    assertFalse(
        result.err().contains("offset"), "the argument typed is not echoed: " + result.err());
    assertUsageError(Cli.run("perft", "tictactoe:", "1"), "empty option name");
  }

  @Test
  void oneLineJoinsLinesAndNamesMessagelessExceptions() {
    assertEquals("a b", Main.oneLine(new IllegalStateException("a\nb\n")));
    assertEquals("IllegalStateException", Main.oneLine(new IllegalStateException()));
  }

  @Test
  void unreadableStandardInputIsStatus1() {
    InputStream broken =
        new InputStream() {
          @Override
          public int read() throws IOException {
            throw new IOException("device gone");
          }
        };
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status =
        Main.run(
            new String[] {"perft", "tictactoe", "1", "--fen", "-"},
            broken,
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(1, status);
    assertEquals(
        "plateau: cannot read standard input: device gone\n", err.toString(StandardCharsets.UTF_8));
  }
}
