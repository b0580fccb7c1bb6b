package io.github.plateau.shogi;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import java.util.List;
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
