package io.github.plateau.cli;

import static io.github.plateau.cli.MainTest.assertUsageError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SelfplayCommandTest {

  /** The statistics table: label to value. */
  private static Map<String, String> table(Cli.Result result) {
    Map<String, String> rows = new LinkedHashMap<>();
    for (String line : result.lines()) {
      int gap = line.lastIndexOf("  ");
      rows.put(line.substring(0, gap).strip(), line.substring(gap).strip());
    }
    return rows;
  }

  @Test
  void statisticsByResultAndReason() {
    Cli.Result result = Cli.run("selfplay", "tictactoe", "--games", "300", "--seed", "42");
    assertEquals(0, result.status(), result.err());
    Map<String, String> rows = table(result);
    List<String> labels = List.copyOf(rows.keySet());
    assertEquals(
        List.of(
            "X wins by VICTORY_CONDITION",
            "O wins by VICTORY_CONDITION",
            "draw by NO_LEGAL_MOVE",
            "unfinished at 1000 plies",
            "games",
            "average plies",
            "plies per second",
            "games per second"),
        labels);
    int x = Integer.parseInt(rows.get("X wins by VICTORY_CONDITION"));
    int o = Integer.parseInt(rows.get("O wins by VICTORY_CONDITION"));
    int draws = Integer.parseInt(rows.get("draw by NO_LEGAL_MOVE"));
    assertEquals(300, x + o + draws);
    assertTrue(x > o && o > draws, result.out()); // about 58%, 29%, 13% at random
    assertEquals("0", rows.get("unfinished at 1000 plies"));
    assertEquals("300", rows.get("games"));
    double plies = Double.parseDouble(rows.get("average plies"));
    assertTrue(plies >= 5 && plies <= 9, result.out());
    assertTrue(Long.parseLong(rows.get("plies per second")) > 0);
    assertTrue(Double.parseDouble(rows.get("games per second")) > 0);
    assertTrue(result.err().contains("\r["), "progress bar: " + result.err());
    assertTrue(result.err().contains("100% 300/300"), result.err());
  }

  @Test
  void sameSeedSameOutcomes() {
    Cli.Result a = Cli.run("selfplay", "tictactoe", "--games", "50", "--seed", "7");
    Cli.Result b = Cli.run("selfplay", "tictactoe", "--games", "50", "--seed", "7");
    assertEquals(a.lines().subList(0, 6), b.lines().subList(0, 6));
  }

  @Test
  void gameIUsesSeedSPlusI() {
    // games 1..4 of seed 10 are games 0..3 of seed 11; game 0 of seed 10 is game 0 of seed 10
    Map<String, String> all =
        table(Cli.run("selfplay", "tictactoe", "--games", "5", "--seed", "10"));
    Map<String, String> first =
        table(Cli.run("selfplay", "tictactoe", "--games", "1", "--seed", "10"));
    Map<String, String> rest =
        table(Cli.run("selfplay", "tictactoe", "--games", "4", "--seed", "11"));
    for (String outcome :
        List.of(
            "X wins by VICTORY_CONDITION",
            "O wins by VICTORY_CONDITION",
            "draw by NO_LEGAL_MOVE")) {
      int count = Integer.parseInt(all.getOrDefault(outcome, "0"));
      int parts =
          Integer.parseInt(first.getOrDefault(outcome, "0"))
              + Integer.parseInt(rest.getOrDefault(outcome, "0"));
      assertEquals(count, parts, outcome);
    }
  }

  @Test
  void gamesAtMaxPliesAreUnfinished() {
    Cli.Result result =
        Cli.run("selfplay", "tictactoe", "--games", "20", "--seed", "1", "--max-plies", "4");
    assertEquals(0, result.status(), result.err());
    Map<String, String> rows = table(result);
    assertEquals("20", rows.get("unfinished at 4 plies"));
    assertEquals("4.00", rows.get("average plies"));
    assertEquals(
        List.of(
            "unfinished at 4 plies",
            "games",
            "average plies",
            "plies per second",
            "games per second"),
        List.copyOf(rows.keySet()));
  }

  @Test
  void waterlooGamesArePlayedToTheirEnd() {
    Cli.Result result =
        Cli.run("selfplay", "napoleon:armies=3,fixed-cannons", "--games", "2", "--seed", "3");
    assertEquals(0, result.status(), result.err());
    assertEquals("2", table(result).get("games"));
    Cli.Result moves = Cli.run("moves", "napoleon:armies=3,fixed-cannons");
    assertEquals(0, moves.status(), moves.err());
    assertEquals(51, moves.lines().size(), moves.out());
  }

  @Test
  void usageErrors() {
    assertUsageError(Cli.run("selfplay", "tictactoe", "--seed", "1"), "missing option --games N");
    assertUsageError(Cli.run("selfplay", "tictactoe", "--games", "1"), "missing option --seed S");
    assertUsageError(Cli.run("selfplay", "--games", "1", "--seed", "1"), "missing GAME");
    assertUsageError(
        Cli.run("selfplay", "tictactoe", "--games", "0", "--seed", "1"), "--games", "'0'");
    assertUsageError(
        Cli.run("selfplay", "tictactoe", "--games", "ten", "--seed", "1"), "--games", "'ten'");
    assertUsageError(
        Cli.run("selfplay", "tictactoe", "--games", "1", "--seed", "1.5"), "--seed", "'1.5'");
    assertUsageError(
        Cli.run("selfplay", "tictactoe", "--games", "1", "--seed", "1", "--max-plies", "0"),
        "--max-plies");
    assertUsageError(
        Cli.run("selfplay", "chess", "--games", "1", "--seed", "1"), "unknown game 'chess'");
  }
}
