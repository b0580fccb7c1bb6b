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

/** Seeded random game records for the round trips of the record formats. */
final class RandomRecords {
  /** Starts at move 1: the even game, handicaps, and set-up positions with pieces in hand. */
  static final List<String> STARTS =
      List.of(
          Shogi.START,
          Handicap.LANCE.sfen(),
          Handicap.TWO_PIECES.sfen(),
          Handicap.TEN_PIECES.sfen(),
          "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1",
          "4k4/9/4G4/9/9/9/9/9/4K4 b 2P2p 1",
          "8k/9/7PP/9/9/9/9/9/K8 b RNLP 1",
          "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1",
          "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1");

  private RandomRecords() {}

  /** A random game from one of {@link #STARTS}, up to {@code maxPlies} moves. */
  static GameRecord<ShogiPosition, Move> playout(Shogi game, long seed, int maxPlies) {
    SplittableRandom random = new SplittableRandom(seed);
    ShogiPosition start = game.parse(STARTS.get(random.nextInt(STARTS.size())));
    GameRecord<ShogiPosition, Move> record = GameRecord.start(game, start);
    int plies = random.nextInt(maxPlies + 1);
    for (int i = 0; i < plies && !record.isOver(); i++) {
      List<Move> moves = record.current().legalMoves();
      record = record.play(moves.get(random.nextInt(moves.size())));
    }
    return record;
  }

  /** Comments of random records: one line, several, blank lines, marks KIF gives a meaning to. */
  private static final List<String> COMMENTS =
      List.of(
          "a comment",
          "two\nlines",
          "",
          "*starred",
          "&not a bookmark",
          "line\n\nafter a gap",
          "まで");

  /**
   * The record with what KIF and KI2 keep besides the moves, chosen at random: names and headers, a
   * start comment, comments, times in whole seconds and bookmarks on moves, and variations (some
   * nested) from the positions of the main line; its stated outcome is the record's when those
   * formats can state it.
   */
  static AnnotatedRecord<ShogiPosition, Move> annotated(
      GameRecord<ShogiPosition, Move> record, long seed) {
    SplittableRandom random = new SplittableRandom(seed * 17 + 3);
    Map<String, String> headers = new LinkedHashMap<>();
    headers.put("棋戦", "game " + seed);
    if (random.nextBoolean()) {
      headers.put("Sente", "先手 " + seed);
      headers.put("Gote", random.nextBoolean() ? "" : "後手");
    }
    List<MoveNode<Move>> main = new ArrayList<>();
    List<ShogiPosition> positions = record.positions();
    for (int i = 0; i < record.ply(); i++) {
      Move move = record.moves().get(i);
      List<List<MoveNode<Move>>> variations = new ArrayList<>();
      if (random.nextInt(6) == 0) {
        variations.add(line(positions.get(i), random, 2));
      }
      main.add(new MoveNode<>(move, annotation(random), variations));
    }
    Optional<Outcome> stated =
        record
            .outcome()
            .filter(
                o ->
                    STATED.contains(o.reason()) && o.winner().isPresent()
                        || o.reason() == Reason.REPETITION
                        || o.reason() == Reason.IMPASSE);
    String start = random.nextInt(4) == 0 ? COMMENTS.get(random.nextInt(COMMENTS.size())) : "";
    return AnnotatedRecord.of(record, headers, start, main, stated, Optional.empty());
  }

  /** The outcomes with a winner that KIF and KI2 state exactly. */
  private static final List<Reason> STATED =
      List.of(Reason.RESIGNATION, Reason.FOUL, Reason.DECLARATION, Reason.CHECKMATE);

  private static Annotation annotation(SplittableRandom random) {
    String comment = random.nextInt(3) == 0 ? COMMENTS.get(random.nextInt(COMMENTS.size())) : "";
    Optional<Duration> time =
        random.nextBoolean()
            ? Optional.of(Duration.ofSeconds(random.nextInt(5000)))
            : Optional.empty();
    List<String> marks = random.nextInt(8) == 0 ? List.of("&しおり" + random.nextInt(9)) : List.of();
    return new Annotation(comment, time, marks);
  }

  /** A random line of one to four moves from a position, with variations down to a depth. */
  private static List<MoveNode<Move>> line(
      ShogiPosition start, SplittableRandom random, int depth) {
    List<MoveNode<Move>> line = new ArrayList<>();
    ShogiPosition position = start;
    int length = 1 + random.nextInt(4);
    for (int i = 0; i < length && position.outcome().isEmpty(); i++) {
      List<Move> moves = position.legalMoves();
      Move move = moves.get(random.nextInt(moves.size()));
      List<List<MoveNode<Move>>> variations = new ArrayList<>();
      if (depth > 0 && i > 0 && random.nextInt(3) == 0) {
        variations.add(line(position, random, depth - 1));
      }
      line.add(new MoveNode<>(move, annotation(random), variations));
      position = position.play(move);
    }
    return line;
  }

  /**
   * The record, ended or not by one of the outcomes every format writes exactly: resignation of the
   * side to move, a foul of either side, impasse, repetition or declaration as a draw or win.
   */
  static GameRecord<ShogiPosition, Move> ended(GameRecord<ShogiPosition, Move> record, long seed) {
    if (record.isOver()) {
      return record;
    }
    SplittableRandom random = new SplittableRandom(seed * 31 + 7);
    Color mover = record.current().sideToMove();
    return switch (random.nextInt(7)) {
      case 0 -> record.resign(mover);
      case 1 -> record.end(Outcome.win(Color.values()[random.nextInt(2)], Reason.FOUL));
      case 2 -> record.end(Outcome.draw(Reason.IMPASSE));
      case 3 -> record.end(Outcome.draw(Reason.REPETITION));
      case 4 -> record.end(Outcome.win(mover, Reason.DECLARATION));
      default -> record;
    };
  }
}
