package io.github.plateau.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.plateau.core.Perft;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The published perft counts (src/test/resources/perft.tsv). Every line up to 30 million leaves
 * runs in the default build; the larger ones (start position, depth 5) run with {@code
 * -Dplateau.perft.all=true}.
 */
class PerftTest {
  private static final long DEFAULT_LIMIT = 30_000_000L;
  private static final Xiangqi GAME = new Xiangqi();

  static Stream<Arguments> vectors() {
    List<Arguments> lines = new ArrayList<>();
    try (BufferedReader in =
        new BufferedReader(
            new InputStreamReader(
                Objects.requireNonNull(PerftTest.class.getResourceAsStream("/perft.tsv")),
                StandardCharsets.UTF_8))) {
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] fields = line.split("\t");
        lines.add(Arguments.of(fields[1], Integer.parseInt(fields[2]), Long.parseLong(fields[3])));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return lines.stream();
  }

  @ParameterizedTest(name = "{0} depth {1}")
  @MethodSource("vectors")
  void matchesThePublishedCount(String fen, int depth, long leaves) {
    assumeTrue(
        leaves <= DEFAULT_LIMIT || Boolean.getBoolean("plateau.perft.all"),
        "over 30 million leaves: run with -Dplateau.perft.all=true");
    assertEquals(leaves, GAME.parse(fen).perft(depth));
  }

  @Test
  void theFilePublishesEveryDepthUpToFourOfTheStartPosition() {
    assertEquals(
        5,
        vectors().filter(a -> a.get()[0].equals(Xiangqi.START)).count(),
        "the start position's lines");
  }

  @Test
  void theParallelPerftAndDivideAgreeWithTheFastPath() {
    XiangqiPosition start = GAME.start();
    assertEquals(79_666L, Perft.parallel(start, 3, 2));
    assertEquals(
        79_666L, Perft.divide(start, 3).values().stream().mapToLong(Long::longValue).sum());
    assertEquals(1L, start.perft(0));
  }
}
