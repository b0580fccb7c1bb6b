package io.github.plateau.cli.readme;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.plateau.core.Decision;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Limits;
import io.github.plateau.core.Turn;
import io.github.plateau.engine.EnginePlayer;
import io.github.plateau.engine.Protocol;
import io.github.plateau.xiangqi.Move;
import io.github.plateau.xiangqi.Xiangqi;
import io.github.plateau.xiangqi.XiangqiPosition;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The engines manual's external engine example (docs/engines.md), run against Debian's
 * Fairy-Stockfish where installed.
 */
class EngineExampleTest {
  @Test
  void anExternalEngine() {
    assumeTrue(Files.isExecutable(Path.of("/usr/games/fairy-stockfish")), "no Fairy-Stockfish");
    Xiangqi xiangqi = new Xiangqi();
    Decision<Move> answer;
    // README:begin
    try (EnginePlayer<XiangqiPosition, Move> fairy =
        EnginePlayer.start(xiangqi, Protocol.UCI, "fairy", List.of("/usr/games/fairy-stockfish"))) {
      fairy.setOption("Skill Level", "5"); // any option the engine announced
      answer = fairy.decide(new Turn<>(GameRecord.start(xiangqi), Limits.nodes(5000)));
    } // close() quits the engine and kills whatever is left of its process
    // README:end
    assertTrue(xiangqi.start().isLegal(answer.move().orElseThrow()));
  }
}
