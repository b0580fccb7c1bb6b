package io.github.plateau.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.Side;
import io.github.plateau.core.mate.MateLimits;
import io.github.plateau.core.mate.MateResult;
import io.github.plateau.core.mate.MateStatus;
import io.github.plateau.core.testing.Corpus;
import io.github.plateau.shogi.Csa;
import io.github.plateau.shogi.Kif;
import io.github.plateau.shogi.Move;
import io.github.plateau.shogi.Shogi;
import io.github.plateau.shogi.ShogiPosition;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Our mate solver, as {@code go mate} answers with it, against Debian's gpsusi on positions of real
 * games and of seeded playouts: wherever gpsusi finds a mate, ours finds one, and no longer unless
 * gpsusi's line left out a longer defence. Every line of either side is replayed: each attacking
 * move legal and checking, each reply legal, mate at the end. Skipped without gpsusi or the shared
 * records.
 *
 * <p>gpsusi gets a time budget on one thread, ours a node budget of about as much time on one core,
 * so that our answers are the same on any machine however loaded. gpsusi on one thread answers with
 * the first mate it proves, the same whatever its budget once it ends within it; on two its threads
 * race, and a faster machine once drew from it a mate shorter than the one it gives here. A line of
 * gpsusi is not always the longest defence: where ours is longer, the lines must part at a
 * defender's move, and gpsusi itself, asked from ours there, must find no shorter mate than ours.
 *
 * <p>It prints a summary (answers, lengths, CPU time of each side). The sample grows by hand for
 * the figures of docs/benchmarks.md: {@code -Dplateau.mate.records=N}, {@code
 * -Dplateau.mate.playouts=N}, {@code -Dplateau.mate.millis=MS} (gpsusi's budget) and {@code
 * -Dplateau.mate.nodes=N} (ours).
 */
class GpsMateCrossCheckTest {
  private static final Shogi SHOGI = new Shogi();

  /** gpsusi's time budget for each position. */
  static final Duration BUDGET = Duration.ofMillis(Long.getLong("plateau.mate.millis", 1000));

  /** Our node budget for each position: about a second of one core of the 2-core test machine. */
  static final long NODES = Long.getLong("plateau.mate.nodes", 300_000);

  /** The plies before each recorded game's end whose positions are candidates. */
  private static final int LAST_PLIES = 30;

  static final int RECORD_POSITIONS = Integer.getInteger("plateau.mate.records", 30);
  static final int PLAYOUT_POSITIONS = Integer.getInteger("plateau.mate.playouts", 10);
  static final long SEED = 24;

  /** At least this many gpsusi mates, or the sample says too little. */
  private static final int MIN_MATES = 5;

  /** What each side answered, and the CPU time each spent. */
  private static final class Tally {
    final Map<String, Integer> counts = new TreeMap<>();
    long gpsCpuNanos;
    long ourCpuNanos;

    void count(String what) {
      counts.merge(what, 1, Integer::sum);
    }
  }

  @Test
  void everyMateOfGpsusiIsFoundNoLonger(@TempDir Path dir) {
    try (GpsUsi gps = new GpsUsi(dir)) {
      List<String> positions = new ArrayList<>(spread(recordPositions(), RECORD_POSITIONS));
      positions.addAll(playoutPositions(new SplittableRandom(SEED), PLAYOUT_POSITIONS));
      UsiMate ours = new UsiMate(SHOGI);
      Tally tally = new Tally();
      List<String> failures = new ArrayList<>();
      for (String sfen : positions) {
        ShogiPosition position = SHOGI.parse(sfen);
        long gpsCpu = gps.cpuNanos();
        String theirAnswer = gps.goMate(sfen, BUDGET.toMillis());
        tally.gpsCpuNanos += gps.cpuNanos() - gpsCpu;
        long ourCpu = Subprocesses.cpuNanos(ProcessHandle.current());
        MateResult<Move> result = UsiMate.solve(position, MateLimits.nodes(NODES));
        tally.ourCpuNanos += Subprocesses.cpuNanos(ProcessHandle.current()) - ourCpu;
        String answer = ours.answer(position, result);
        if (result.status() == MateStatus.MATE) {
          tally.count(result.exact() ? "ours mate, exact" : "ours mate, length not proved");
        }
        Optional<List<String>> theirs = mateLine(position, theirAnswer, "gpsusi");
        Optional<List<String>> line = mateLine(position, answer, "ours");
        tally.count("gpsusi " + (theirs.isPresent() ? "mate" : theirAnswer.substring(10)));
        tally.count("ours " + (line.isPresent() ? "mate" : answer.substring(10)));
        if (theirs.isEmpty()) {
          continue;
        }
        if (line.isEmpty()) {
          tally.count("gpsusi mate, ours none");
          failures.add(sfen + ": gpsusi " + theirAnswer + ", ours " + answer);
          continue;
        }
        int difference = Integer.compare(line.get().size(), theirs.get().size());
        tally.count(
            difference == 0
                ? "both mate, same length"
                : difference < 0 ? "both mate, ours shorter" : "both mate, ours longer");
        if (difference > 0 && !longerDefence(gps, position, line.get(), theirs.get())) {
          failures.add(sfen + ": ours " + answer + " is longer than gpsusi's " + theirAnswer);
        }
      }
      System.out.printf(
          "%d positions, gpsusi %d ms, ours %d nodes each: %s; CPU time gpsusi %.1f s, ours %.1f"
              + " s%n",
          positions.size(),
          BUDGET.toMillis(),
          NODES,
          tally.counts,
          tally.gpsCpuNanos / 1e9,
          tally.ourCpuNanos / 1e9);
      assertEquals(List.of(), failures, "mates of gpsusi missed or made longer");
      int mates = tally.counts.getOrDefault("gpsusi mate", 0);
      assertTrue(mates >= MIN_MATES, "only " + mates + " gpsusi mates in the sample");
    }
  }

  /**
   * Whether our longer line only answers a defence gpsusi's line left out: the lines part at a
   * defender's move, and gpsusi, asked from our line there, finds no mate shorter than the rest of
   * ours.
   */
  private static boolean longerDefence(
      GpsUsi gps, ShogiPosition start, List<String> ours, List<String> theirs) {
    int parting = 0;
    while (ours.get(parting).equals(theirs.get(parting))) {
      parting++; // the lines differ in length, so they part before the shorter one ends
    }
    if (parting % 2 == 0) {
      return false; // the attacker chose otherwise: ours took a longer attack
    }
    ShogiPosition at = start;
    for (String move : ours.subList(0, parting + 1)) {
      at = at.play(SHOGI.parseMove(at, move));
    }
    String again = gps.goMate(at.toString(), BUDGET.toMillis());
    Optional<List<String>> rest = mateLine(at, again, "gpsusi");
    return rest.isEmpty() || rest.get().size() >= ours.size() - parting - 1;
  }

  /**
   * The moves of a {@code checkmate} answer after checking them by replay, or empty for {@code
   * nomate} and {@code timeout}.
   */
  static Optional<List<String>> mateLine(ShogiPosition start, String answer, String who) {
    List<String> words = List.of(answer.split(" "));
    assertEquals("checkmate", words.get(0), who + ": " + answer);
    List<String> moves = words.subList(1, words.size());
    if (moves.equals(List.of("nomate")) || moves.equals(List.of("timeout"))) {
      return Optional.empty();
    }
    Side attacker = start.sideToMove();
    ShogiPosition at = start;
    for (String move : moves) {
      boolean attacking = at.sideToMove().equals(attacker);
      try {
        at = at.play(SHOGI.parseMove(at, move));
      } catch (PlateauException e) {
        fail(start + ": " + who + "'s " + answer + ": " + e.getMessage());
      }
      assertTrue(!attacking || at.inCheck(), start + ": " + who + "'s " + move + " is no check");
    }
    assertTrue(
        at.legalMoves().isEmpty() && at.outcome().orElseThrow().isWinFor(attacker),
        start + ": " + who + "'s " + answer + " does not mate");
    return Optional.of(moves);
  }

  /**
   * Positions of the last plies of every decided CSA and KIF game of the shared records where the
   * winner is to move and can give check, in file order, without repeats.
   */
  static List<String> recordPositions() {
    LinkedHashSet<String> found = new LinkedHashSet<>();
    List<Path> files = new ArrayList<>(Corpus.files("shogi-csa"));
    files.addAll(Corpus.files("shogi-kif"));
    for (Path file : files) {
      String name = file.getFileName().toString().toLowerCase();
      List<AnnotatedRecord<ShogiPosition, Move>> records;
      try {
        if (name.endsWith(".csa")) {
          records = Csa.FORMAT.readAll(SHOGI, Corpus.bytes(file), ReadMode.AS_PLAYED);
        } else if (name.endsWith(".kif") || name.endsWith(".kifu")) {
          records = Kif.FORMAT.readAll(SHOGI, Corpus.bytes(file), ReadMode.AS_PLAYED);
        } else {
          continue; // KI2 files repeat the KIF games
        }
      } catch (PlateauException e) {
        continue; // the corpus tests list the files that do not read
      }
      for (AnnotatedRecord<ShogiPosition, Move> record : records) {
        Optional<Side> winner = record.record().outcome().flatMap(Outcome::winner);
        List<ShogiPosition> played = record.record().positions();
        for (int i = Math.max(0, played.size() - LAST_PLIES); i < played.size(); i++) {
          ShogiPosition position = played.get(i);
          if (winner.equals(Optional.of(position.sideToMove())) && canCheck(position)) {
            found.add(position.toString());
          }
        }
      }
    }
    return new ArrayList<>(found);
  }

  /** Every k-th item, so that a few cover all the sources. */
  static List<String> spread(List<String> all, int count) {
    List<String> picked = new ArrayList<>();
    int step = Math.max(1, all.size() / count);
    for (int i = 0; i < all.size() && picked.size() < count; i += step) {
      picked.add(all.get(i));
    }
    return picked;
  }

  /**
   * Ends of seeded random games, 40 to 160 plies long, where the side to move can give check; the
   * playouts take a capture or a check when one of a few tries finds it, to open the kings.
   */
  static List<String> playoutPositions(SplittableRandom random, int count) {
    LinkedHashSet<String> found = new LinkedHashSet<>();
    while (found.size() < count) {
      ShogiPosition position = SHOGI.start();
      int plies = 40 + random.nextInt(120);
      for (int i = 0; i < plies && position.outcome().isEmpty(); i++) {
        List<Move> moves = position.legalMoves();
        Move pick = moves.get(random.nextInt(moves.size()));
        for (int tries = 0; tries < 8 && random.nextInt(3) > 0; tries++) {
          Move move = moves.get(random.nextInt(moves.size()));
          if (position.play(move).inCheck() || position.pieceAt(move.to()).isPresent()) {
            pick = move;
            break;
          }
        }
        position = position.play(pick);
      }
      if (canCheck(position)) {
        found.add(position.toString());
      }
    }
    return new ArrayList<>(found);
  }

  private static boolean canCheck(ShogiPosition position) {
    return position.outcome().isEmpty()
        && position.legalMoves().stream().anyMatch(move -> position.play(move).inCheck());
  }
}
