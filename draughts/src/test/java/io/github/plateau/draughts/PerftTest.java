package io.github.plateau.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Perft against the published counts of perft.tsv, every line up to 30 million leaves; run the
 * larger ones with {@code -Dperft.limit=300000000}.
 */
class PerftTest {
  static final long LIMIT = Long.getLong("perft.limit", 30_000_000L);

  static List<Arguments> vectors() throws IOException {
    List<Arguments> vectors = new ArrayList<>();
    try (BufferedReader in =
        new BufferedReader(
            new InputStreamReader(
                Objects.requireNonNull(PerftTest.class.getResourceAsStream("/perft.tsv")),
                StandardCharsets.UTF_8))) {
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] f = line.split("\t");
        long count = Long.parseLong(f[3]);
        if (count <= LIMIT) {
          vectors.add(Arguments.of(f[0], f[1], Integer.parseInt(f[2]), count));
        }
      }
    }
    return vectors;
  }

  static Draughts game(String name) {
    return switch (name) {
      case "international" -> Draughts.international();
      case "brazilian" -> Draughts.brazilian();
      case "canadian" -> Draughts.canadian();
      default -> throw new IllegalArgumentException(name);
    };
  }

  @ParameterizedTest(name = "{0} {1} depth {2} = {3}")
  @MethodSource("vectors")
  void perftMatchesThePublishedCount(String game, String fen, int depth, long count) {
    assertEquals(count, game(game).parse(fen).perft(depth));
  }
}
