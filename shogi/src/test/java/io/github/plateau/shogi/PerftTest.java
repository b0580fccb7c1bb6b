package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Perft against the published counts of perft-shogi.tsv: every count up to 30 million leaves in the
 * default build, the larger ones with {@code -Dplateau.perft.all=true}.
 */
class PerftTest {
  private static final long DEFAULT_LIMIT = 30_000_000L;

  static List<Arguments> vectors() throws IOException {
    List<Arguments> vectors = new ArrayList<>();
    try (InputStream in = PerftTest.class.getResourceAsStream("/perft-shogi.tsv")) {
      String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      for (String line : text.split("\n")) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] fields = line.split("\t");
        vectors.add(
            Arguments.of(fields[1], Integer.parseInt(fields[2]), Long.parseLong(fields[3].trim())));
      }
    }
    return vectors;
  }

  @ParameterizedTest(name = "perft({1}) of {0} = {2}")
  @MethodSource("vectors")
  void perftMatchesThePublishedCount(String sfen, int depth, long expected) {
    assumeTrue(
        expected <= DEFAULT_LIMIT || Boolean.getBoolean("plateau.perft.all"),
        "larger than the default build runs");
    assertEquals(expected, new Shogi().parse(sfen).perft(depth), sfen);
  }
}
