package io.github.plateau.cli.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.plateau.engine.EnginePlayer;
import io.github.plateau.engine.PerftComparison;
import io.github.plateau.engine.Protocol;
import io.github.plateau.shogi.Shogi;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The engines manual's perft debugger example (docs/engines.md), run against Debian's
 * Fairy-Stockfish where installed.
 */
class PerftCompareExampleTest {
  @Test
  void aDivideAgainstAnEngine() {
    assumeTrue(Files.isExecutable(Path.of("/usr/games/fairy-stockfish")), "no Fairy-Stockfish");
    // README:begin
    Shogi shogi = new Shogi();
    PerftComparison.Report report =
        PerftComparison.compare(
            shogi,
            shogi.start(),
            3,
            Protocol.USI,
            "fairy",
            List.of("/usr/games/fairy-stockfish"),
            EnginePlayer.Timeouts.DEFAULT);
    boolean agree = report.agrees(); // true: both count 25470 leaves
    // README:end
    assertTrue(agree, report.toString());
    assertEquals(25470, report.engineTotal()); // the published count
  }
}
