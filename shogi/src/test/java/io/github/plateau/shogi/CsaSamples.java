package io.github.plateau.shogi;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Annotation;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.MoveNode;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

/** Seeded random annotated records, as CSA files hold them, for round trips and fuzzing. */
final class CsaSamples {
  private static final List<String> COMMENTS =
      List.of("", "a comment", "** 120 +7776FU -3334FU", "* engine line", "two\nlines", "注釈");

  private CsaSamples() {}

  /**
   * A random game with headers, a start comment and, on some moves, a comment and a time (whole
   * seconds, or with a fraction when {@code fractions}), its outcome stated as CSA can state it.
   */
  static AnnotatedRecord<ShogiPosition, Move> annotated(Shogi game, long seed, boolean fractions) {
    SplittableRandom random = new SplittableRandom(seed * 17 + 3);
    GameRecord<ShogiPosition, Move> record =
        RandomRecords.ended(RandomRecords.playout(game, seed, 80), seed);
    Map<String, String> headers = new LinkedHashMap<>();
    if (random.nextBoolean()) {
      headers.put(Csa.SENTE, "sente " + seed);
    }
    if (random.nextBoolean()) {
      headers.put(Csa.GOTE, "gote, " + seed);
    }
    headers.put("EVENT", "game " + seed);
    if (random.nextBoolean()) {
      headers.put("TIME+", "600+10+0");
    }
    List<MoveNode<Move>> nodes = new ArrayList<>();
    for (Move move : record.moves()) {
      String comment = random.nextInt(4) == 0 ? pick(random) : "";
      Optional<Duration> time = Optional.empty();
      if (random.nextBoolean()) {
        long millis = random.nextInt(100_000);
        time =
            Optional.of(
                fractions && random.nextBoolean()
                    ? Duration.ofMillis(millis)
                    : Duration.ofSeconds(millis / 1000));
      }
      nodes.add(new MoveNode<>(move, new Annotation(comment, time, List.of()), List.of()));
    }
    // the outcome is stated when a CSA word states it; the rules' own (no legal move, perpetual
    // check) is left to them, as a CSA file leaves it
    Optional<Outcome> stated =
        record
            .outcome()
            .filter(
                o -> o.reason() != Reason.NO_LEGAL_MOVE && o.reason() != Reason.PERPETUAL_CHECK);
    return AnnotatedRecord.of(record, headers, pick(random), nodes, stated, Optional.empty());
  }

  private static String pick(SplittableRandom random) {
    return COMMENTS.get(random.nextInt(COMMENTS.size()));
  }
}
