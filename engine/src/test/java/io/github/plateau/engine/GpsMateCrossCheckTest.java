package io.github.plateau.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.Side;
import io.github.plateau.core.mate.MateLimits;
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
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Our {@code go mate} against Debian's gpsusi on positions of real games and of seeded playouts:
 * wherever gpsusi finds a mate, ours finds one no longer, within the same time budget. Every line
 * of either side is replayed: each attacking move legal and checking, each reply legal, mate at the
 * end. Skipped without gpsusi or the shared records.
 */
class GpsMateCrossCheckTest {
  private static final Shogi SHOGI = new Shogi();

  /** The time budget of both solvers for each position. */
  private static final Duration BUDGET = Duration.ofMillis(1000);

  /** The plies before each recorded game's end whose positions are candidates. */
  private static final int LAST_PLIES = 30;

  private static final int RECORD_POSITIONS = 40;
  private static final int PLAYOUT_POSITIONS = 10;
  private static final long SEED = 24;

  /** At least this many gpsusi mates, or the sample says too little. */
  private static final int MIN_MATES = 5;

  @Test
  void everyMateOfGpsusiIsFoundNoLonger(@TempDir Path dir) {
    try (GpsUsi gps = new GpsUsi(dir)) {
      List<String> positions = new ArrayList<>(spread(recordPositions(), RECORD_POSITIONS));
      positions.addAll(playoutPositions(new SplittableRandom(SEED), PLAYOUT_POSITIONS));
      UsiMate ours = new UsiMate(SHOGI);
      int mates = 0;
      for (String sfen : positions) {
        ShogiPosition position = SHOGI.parse(sfen);
        Optional<Integer> theirs = mateLength(position, gps.goMate(sfen, BUDGET.toMillis()), "gps");
        if (theirs.isEmpty()) {
          continue;
        }
        mates++;
        String answer =
            ours.answer(position, UsiMate.limits(Optional.of(BUDGET), MateLimits.NEVER));
        Optional<Integer> length = mateLength(position, answer, "ours");
        assertTrue(
            length.isPresent(), sfen + ": gpsusi mates in " + theirs.get() + ", ours " + answer);
        assertTrue(
            length.get() <= theirs.get(),
            sfen + ": ours " + answer + " is longer than gpsusi's " + theirs.get() + " plies");
      }
      assertTrue(mates >= MIN_MATES, "only " + mates + " gpsusi mates in the sample");
    }
  }

  /**
   * The length of a {@code checkmate} answer's line after checking it by replay, or empty for
   * {@code nomate} and {@code timeout}.
   */
  private static Optional<Integer> mateLength(ShogiPosition start, String answer, String who) {
    String[] words = answer.split(" ");
    assertEquals("checkmate", words[0], who + ": " + answer);
    if (words.length == 2 && (words[1].equals("nomate") || words[1].equals("timeout"))) {
      return Optional.empty();
    }
    Side attacker = start.sideToMove();
    ShogiPosition at = start;
    for (int i = 1; i < words.length; i++) {
      boolean attacking = at.sideToMove().equals(attacker);
      try {
        at = at.play(SHOGI.parseMove(at, words[i]));
      } catch (PlateauException e) {
        fail(start + ": " + who + "'s " + answer + ": " + e.getMessage());
      }
      assertTrue(
          !attacking || at.inCheck(), start + ": " + who + "'s " + words[i] + " is no check");
    }
    assertTrue(
        at.legalMoves().isEmpty() && at.outcome().orElseThrow().isWinFor(attacker),
        start + ": " + who + "'s " + answer + " does not mate");
    return Optional.of(words.length - 1);
  }

  /**
   * Positions of the last plies of every CSA and KIF game of the shared records where the side to
   * move can give check, in file order, without repeats.
   */
  private static List<String> recordPositions() {
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
        List<ShogiPosition> played = record.record().positions();
        for (int i = Math.max(0, played.size() - LAST_PLIES); i < played.size(); i++) {
          if (canCheck(played.get(i))) {
            found.add(played.get(i).toString());
          }
        }
      }
    }
    return new ArrayList<>(found);
  }

  /** Every k-th item, so that a few cover all the sources. */
  private static List<String> spread(List<String> all, int count) {
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
  private static List<String> playoutPositions(SplittableRandom random, int count) {
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
