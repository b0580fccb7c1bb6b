package io.github.plateau.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.plateau.core.mate.AttackerMoves;
import io.github.plateau.core.mate.MateLimits;
import io.github.plateau.core.mate.MateResult;
import io.github.plateau.core.mate.MateSolver;
import io.github.plateau.core.mate.MateStatus;
import io.github.plateau.shogi.Move;
import io.github.plateau.shogi.Shogi;
import io.github.plateau.shogi.ShogiPosition;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A harness for work on the mate solver, run by hand: our solver on the positions where gpsusi
 * finds a mate, with the cross-check's node budget and then with a far larger one, printing for
 * each position gpsusi's line, our answer, nodes and CPU time (the process's, JIT and GC included).
 * Skipped unless {@code -Dplateau.mate.misses=FILE} names a cache of gpsusi's mates (one {@code
 * sfen<TAB>answer} a line): when the file is missing, gpsusi answers the cross-check's sample (its
 * {@code plateau.mate.*} properties) once and the file is written, so that later runs need neither
 * gpsusi nor its time. {@code -Dplateau.mate.large=N} sets the larger budget (20,000,000 nodes
 * unless told), and {@code -Dplateau.mate.onlyMissed=true} skips the larger search where the budget
 * was enough.
 *
 * <p>It fails if ours answers no mate where gpsusi mates, if a line of ours does not replay to mate
 * with checks only, or if ours is longer than gpsusi's within the larger budget where the
 * cross-check itself would need gpsusi to tell a longer defence (those are printed, not failed,
 * since the cross-check judges them).
 */
class GpsMateMissesTest {
  private static final Shogi SHOGI = new Shogi();
  private static final String CACHE = System.getProperty("plateau.mate.misses");
  private static final long LARGE = Long.getLong("plateau.mate.large", 20_000_000);
  private static final boolean ONLY_MISSED = Boolean.getBoolean("plateau.mate.onlyMissed");

  @Test
  void oursOnTheMatesOfGpsusi(@TempDir Path dir) throws IOException {
    assumeTrue(CACHE != null, "run by hand with -Dplateau.mate.misses=FILE");
    Path cache = Path.of(CACHE);
    if (!Files.exists(cache)) {
      Files.write(cache, gpsMates(dir));
    }
    int found = 0;
    int total = 0;
    long budgetNodes = 0;
    long budgetCpu = 0;
    List<String> missed = new ArrayList<>();
    for (String entry : Files.readAllLines(cache)) {
      String[] parts = entry.split("\t");
      ShogiPosition position = SHOGI.parse(parts[0]);
      List<String> theirs =
          GpsMateCrossCheckTest.mateLine(position, parts[1], "gpsusi").orElseThrow();
      total++;
      long cpu = Subprocesses.cpuNanos(ProcessHandle.current());
      MateResult<Move> result = solve(position, GpsMateCrossCheckTest.NODES);
      cpu = Subprocesses.cpuNanos(ProcessHandle.current()) - cpu;
      budgetNodes += result.nodes();
      budgetCpu += cpu;
      check(position, result, theirs);
      boolean mate = result.status() == MateStatus.MATE;
      found += mate ? 1 : 0;
      System.out.printf(
          "%s%n  gpsusi %d plies: %s%n  ours (%d nodes): %s in %d nodes, %.2f s CPU%n",
          parts[0],
          theirs.size(),
          String.join(" ", theirs),
          GpsMateCrossCheckTest.NODES,
          mate ? result.plies() + " plies" : result.status(),
          result.nodes(),
          cpu / 1e9);
      if (mate && ONLY_MISSED) {
        continue;
      }
      if (!mate) {
        missed.add(parts[0]);
      }
      cpu = Subprocesses.cpuNanos(ProcessHandle.current());
      MateResult<Move> large = solve(position, LARGE);
      cpu = Subprocesses.cpuNanos(ProcessHandle.current()) - cpu;
      check(position, large, theirs);
      System.out.printf(
          "  ours (%d nodes): %s in %d nodes, %.2f s CPU%s%n",
          LARGE,
          large.status() == MateStatus.MATE ? large.plies() + " plies" : large.status(),
          large.nodes(),
          cpu / 1e9,
          large.status() == MateStatus.MATE && large.plies() > theirs.size()
              ? " (longer than gpsusi's: " + String.join(" ", large.notation(SHOGI, position)) + ")"
              : "");
    }
    System.out.printf(
        "ours found %d of gpsusi's %d mates within %d nodes, %d nodes and %.1f s CPU in all;"
            + " missed:%n%s%n",
        found,
        total,
        GpsMateCrossCheckTest.NODES,
        budgetNodes,
        budgetCpu / 1e9,
        String.join("\n", missed));
  }

  private static MateResult<Move> solve(ShogiPosition position, long nodes) {
    return new MateSolver(AttackerMoves.checksOnly(), MateLimits.nodes(nodes))
        .solveShortest(position);
  }

  /** Ours never denies gpsusi's mate, and its line replays to mate, each attacking move a check. */
  private static void check(ShogiPosition position, MateResult<Move> result, List<String> theirs) {
    assertNotEquals(
        MateStatus.NO_MATE, result.status(), position + ": gpsusi mates in " + theirs.size());
    if (result.status() == MateStatus.MATE) {
      String answer = "checkmate " + String.join(" ", result.notation(SHOGI, position));
      Optional<List<String>> line = GpsMateCrossCheckTest.mateLine(position, answer, "ours");
      assertTrue(line.isPresent(), position + ": " + answer);
      assertEquals(result.plies(), line.get().size(), position + ": " + answer);
    }
  }

  /** The cross-check's sample, asked of gpsusi: its mates, as cache lines. */
  private static List<String> gpsMates(Path dir) {
    List<String> positions =
        new ArrayList<>(
            GpsMateCrossCheckTest.spread(
                GpsMateCrossCheckTest.recordPositions(), GpsMateCrossCheckTest.RECORD_POSITIONS));
    positions.addAll(
        GpsMateCrossCheckTest.playoutPositions(
            new SplittableRandom(GpsMateCrossCheckTest.SEED),
            GpsMateCrossCheckTest.PLAYOUT_POSITIONS));
    List<String> lines = new ArrayList<>();
    try (GpsUsi gps = new GpsUsi(dir)) {
      for (String sfen : positions) {
        String answer = gps.goMate(sfen, GpsMateCrossCheckTest.BUDGET.toMillis());
        if (GpsMateCrossCheckTest.mateLine(SHOGI.parse(sfen), answer, "gpsusi").isPresent()) {
          lines.add(sfen + "\t" + answer);
        }
      }
    }
    return lines;
  }
}
