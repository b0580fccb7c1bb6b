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
 * Perft against the counts of perft.tsv, every line up to 30 million leaves, with the fast path and
 * with the general generator; run the larger ones with {@code -Dplateau.perft.all=true} (profile
 * {@code deep-perft}). The lines marked {@code computed-by-plateau} are our own counts (all-kings
 * positions for benchmarks), which the reference generator confirms in {@link
 * ReferenceCrossCheckTest}.
 */
class PerftTest {
  static final long LIMIT = Boolean.getBoolean("plateau.perft.all") ? Long.MAX_VALUE : 30_000_000L;

  /** The general generator is slower: it runs the lines up to this many leaves. */
  static final long GENERAL_LIMIT = Math.min(LIMIT, 5_000_000L);

  /** Game, position, depth, count and whether the count is ours, for every line of perft.tsv. */
  static List<Arguments> lines() throws IOException {
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
        String[] f = line.split("\t");
        boolean ours = f.length > 4 && f[4].equals("computed-by-plateau");
        lines.add(Arguments.of(f[0], f[1], Integer.parseInt(f[2]), Long.parseLong(f[3]), ours));
      }
    }
    return lines;
  }

  static List<Arguments> vectors() throws IOException {
    return lines().stream().filter(a -> (long) a.get()[3] <= LIMIT).toList();
  }

  /** The lines whose fast path is a bitboard generator (the others already run the general one). */
  static List<Arguments> generalVectors() throws IOException {
    return lines().stream()
        .filter(a -> game((String) a.get()[0]).rules().hasInternationalMoves())
        .filter(a -> (long) a.get()[3] <= ((boolean) a.get()[4] ? LIMIT : GENERAL_LIMIT))
        .toList();
  }

  static Draughts game(String name) {
    return switch (name) {
      case "international" -> Draughts.international();
      case "brazilian" -> Draughts.brazilian();
      case "canadian" -> Draughts.canadian();
      case "checkers" ->
          new Draughts(
              DraughtsRules.brazilian()
                  .withMenCaptureBackward(false)
                  .withMajorityCapture(false)
                  .withFlyingKings(false));
      default -> throw new IllegalArgumentException(name);
    };
  }

  @ParameterizedTest(name = "{0} {1} depth {2} = {3}")
  @MethodSource("vectors")
  void perftMatchesTheCount(String game, String fen, int depth, long count, boolean ours) {
    assertEquals(count, game(game).parse(fen).perft(depth));
  }

  @ParameterizedTest(name = "{0} {1} depth {2} = {3}")
  @MethodSource("generalVectors")
  void theGeneralGeneratorMatchesTheCount(
      String game, String fen, int depth, long count, boolean ours) {
    DraughtsPosition p = game(game).parse(fen);
    Generator general = new MailboxGenerator(p.geometry(), p.moveRules());
    assertEquals(count, general.perft(p.cells(), p.sideToMove() == Color.WHITE, depth));
  }
}
