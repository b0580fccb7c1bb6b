package io.github.plateau.cli;

import static io.github.plateau.cli.MainTest.assertUsageError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code plateau engine}: a player served on standard input and output, every protocol. */
class EngineCommandTest {
  @Test
  void servesUsiForShogiByDefault() {
    Cli.Result r =
        Cli.runWithInput(
            "usi\nisready\nposition startpos moves 7g7f\ngo btime 0 wtime 0 byoyomi 50\n",
            "engine",
            "shogi",
            "--player",
            "random:4");
    assertEquals(0, r.status(), r.err());
    List<String> lines = r.lines();
    assertEquals("id name random (Plateau)", lines.get(0));
    assertTrue(lines.contains("usiok") && lines.contains("readyok"), r.out());
    // the input ends during the search: the server stops it without an answer, as on quit
    assertEquals("", r.err());
  }

  @Test
  void servesEveryProtocolOfItsGame() {
    String[][] cases = {
      {"xiangqi", "uci", "uci\n", "uciok"},
      {"xiangqi", "ucci", "ucci\nquit\n", "bye"},
    };
    for (String[] c : cases) {
      Cli.Result r = Cli.runWithInput(c[2], "engine", c[0], "--protocol", c[1]);
      assertEquals(0, r.status(), r.err());
      assertEquals(c[3], r.lastLine(), r.out());
    }
  }

  @Test
  void theEngineSaysTheNameAndAuthorGiven() {
    Cli.Result r =
        Cli.runWithInput(
            "nsp\nquit\n", "engine", "napoleon", "--name", "Marshal 2", "--author", "J. Doe");
    assertEquals(0, r.status(), r.err());
    assertEquals(List.of("id name Marshal 2", "id author J. Doe"), r.lines().subList(0, 2));
    r = Cli.runWithInput("hub\nquit\n", "engine", "draughts", "--author", "Jane");
    assertEquals("id name=\"random (Plateau)\" author=Jane", r.lines().get(0));
  }

  @Test
  void badArgumentsAreUsageErrors() {
    assertUsageError(Cli.run("engine", "shogi", "--name", " "), "the engine's name is blank");
    assertUsageError(
        Cli.run("engine", "shogi", "--author", "x".repeat(101)), "the engine's author has 101");
    assertUsageError(Cli.run("engine", "shogi", "--protocol", "uci"), "uci does not carry Shogi");
    assertUsageError(
        Cli.run("engine", "shogi", "--protocol", "telnet"), "no protocol named \"telnet\"");
    assertUsageError(Cli.run("engine", "draughts", "--protocol", "dxp"), "missing option --port");
    assertUsageError(
        Cli.run("engine", "draughts-brazilian", "--protocol", "dxp", "--port", "0"), "10 x 10");
    assertUsageError(Cli.run("engine", "shogi", "--port", "5"), "--port and --host are for");
    assertUsageError(Cli.run("engine", "shogi", "--player", "class:no.such.Bot"), "no class");
    assertUsageError(
        Cli.run("engine", "shogi", "--player", "random:x"), "seed must be a whole number");
    assertUsageError(Cli.run("engine"), "missing GAME");
    assertUsageError(
        Cli.run("engine", "draughts", "--protocol", "dxp", "--port", "\u0661"),
        "--port must be a number");
  }
}
