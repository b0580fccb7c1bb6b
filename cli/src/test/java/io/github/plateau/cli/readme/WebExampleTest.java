package io.github.plateau.cli.readme;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.plateau.web.BoardServer;
import io.github.plateau.web.Opponent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The web board manual's example (docs/web.md): the server starts, and stops with every engine it
 * started.
 */
class WebExampleTest {
  @Test
  void board() {
    assumeTrue(Files.isExecutable(Path.of("/usr/games/fairy-stockfish")), "no Fairy-Stockfish");
    String url;
    // README:begin
    try (BoardServer board =
        BoardServer.builder()
            .port(0) // a free port (8080 by default), on 127.0.0.1 unless host(...) says otherwise
            .opponent(Opponent.player("random", "random"))
            .opponent(Opponent.player("mybot", "class:io.github.plateau.core.RandomPlayer"))
            .opponent( // started for each game that needs it, stopped with it
                Opponent.engine("fairy", List.of("/usr/games/fairy-stockfish"))
                    .onlyFor(List.of("shogi", "xiangqi")))
            .moveTime(Duration.ofMillis(500)) // per bot move
            .start()) {
      url = board.url(); // open it in a browser: http://127.0.0.1:PORT/
    }
    // README:end
    assertTrue(url.startsWith("http://127.0.0.1:"), url);
  }
}
