package io.github.plateau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class TrainingTest {
  @Test
  void everyTrainingCommandRunsOnEveryGame() {
    List<String[]> lines = Training.commandLines(List.of("tictactoe", "xiangqi"));
    assertEquals(
        List.of(
            "perft tictactoe 3",
            "perft tictactoe 3 --threads 2",
            "perft tictactoe 2 --divide",
            "moves tictactoe", // no svg: tictactoe has no drawing
            "perft xiangqi 3",
            "perft xiangqi 3 --threads 2",
            "perft xiangqi 2 --divide",
            "moves xiangqi",
            "svg xiangqi",
            "games",
            "--help"),
        lines.stream().map(line -> String.join(" ", line)).toList());
    for (String[] line : lines) {
      Cli.Result result = Cli.run(line);
      assertEquals(0, result.status(), String.join(" ", line) + ": " + result.err());
      assertTrue(!result.out().isEmpty(), String.join(" ", line));
    }
  }
}
