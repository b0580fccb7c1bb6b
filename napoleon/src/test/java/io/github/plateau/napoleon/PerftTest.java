package io.github.plateau.napoleon;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.plateau.core.Games;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Perft counts from {@code perft.tsv}: every count up to 30 million leaves in the default build
 * (set {@code -Dplateau.perft.all=true} for the rest), on the fast generator and, to depth 3, on
 * the mailbox generator too.
 */
class PerftTest {
  private static final long DEFAULT_LIMIT = 30_000_000L;

  static Stream<Arguments> vectors() {
    boolean all = Boolean.getBoolean("plateau.perft.all");
    List<Arguments> cases = new ArrayList<>();
    try (BufferedReader in =
        new BufferedReader(
            new InputStreamReader(
                PerftTest.class.getResourceAsStream("/perft.tsv"), StandardCharsets.UTF_8))) {
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] f = line.split("\t");
        long count = Long.parseLong(f[3]);
        if (all || count <= DEFAULT_LIMIT) {
          cases.add(Arguments.of(f[0], f[1], Integer.parseInt(f[2]), count));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return cases.stream();
  }

  @ParameterizedTest(name = "{0} depth {2}: {3}")
  @MethodSource("vectors")
  void perftMatchesTheVector(String spec, String position, int depth, long count) {
    Napoleon game = (Napoleon) Games.create(spec);
    NapoleonPosition p = game.parse(position);
    assertEquals(count, p.perft(depth), spec + " " + position);
    if (depth <= 3) {
      assertEquals(count, p.mailboxPerft(depth), "mailbox: " + spec + " " + position);
    }
  }
}
