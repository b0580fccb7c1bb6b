package io.github.plateau.draughts;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import java.util.Optional;

/**
 * The FMJD draw rules that count plies over a game's history (article 6.2 to 6.4): the king-move
 * count and the two endgame counts; repetition is core's {@link io.github.plateau.core.Repetition}.
 * Each count walks back from the current record at most as many plies as its limit, so a move costs
 * the same at ply 100,000 as at ply 10.
 */
final class HistoryRules {
  private HistoryRules() {}

  /** Material balances with an endgame limit: none, the long one, the short one. */
  private enum Balance {
    NONE,
    LONG,
    SHORT
  }

  static Optional<Outcome> judge(DraughtsRules rules, GameRecord<DraughtsPosition, Move> record) {
    int kingLimit = rules.kingMovePlies();
    if (kingLimit > 0 && kingMoves(record, kingLimit) >= kingLimit) {
      return Optional.of(Outcome.draw(Reason.KING_MOVES_LIMIT));
    }
    Balance balance = balance(record.current());
    int endgameLimit =
        switch (balance) {
          case NONE -> 0;
          case LONG -> rules.longEndgamePlies();
          case SHORT -> rules.shortEndgamePlies();
        };
    if (endgameLimit > 0 && pliesIn(record, balance, endgameLimit) >= endgameLimit) {
      return Optional.of(Outcome.draw(Reason.ENDGAME_LIMIT));
    }
    return Optional.empty();
  }

  /** The successive king moves without capture that led here, counted up to {@code limit}. */
  private static int kingMoves(GameRecord<DraughtsPosition, Move> record, int limit) {
    int count = 0;
    for (GameRecord<DraughtsPosition, Move> r = record; count < limit && r.ply() > 0; ) {
      GameRecord<DraughtsPosition, Move> before = r.undo();
      if (!isKingMove(before.current(), r.lastMove().orElseThrow())) {
        break;
      }
      count++;
      r = before;
    }
    return count;
  }

  /**
   * The plies played since the balance arose (or since the record's start), counted up to {@code
   * limit}.
   */
  private static int pliesIn(
      GameRecord<DraughtsPosition, Move> record, Balance balance, int limit) {
    int count = 0;
    for (GameRecord<DraughtsPosition, Move> r = record; count < limit && r.ply() > 0; ) {
      GameRecord<DraughtsPosition, Move> before = r.undo();
      if (balance(before.current()) != balance) {
        break;
      }
      count++;
      r = before;
    }
    return count;
  }

  /** Whether a move (played in a position) moves a king without capturing. */
  private static boolean isKingMove(DraughtsPosition before, Move move) {
    return !move.isCapture() && PieceCodes.isKing(before.cells()[move.from()]);
  }

  /**
   * FMJD 6.3: three kings, two kings and a man, or a king and two men against a lone king; 6.4: two
   * kings, a king and a man, or a king against a lone king.
   */
  private static Balance balance(DraughtsPosition position) {
    for (Color lone : Color.values()) {
      Color other = lone.opposite();
      int kings = position.count(Piece.of(other, Kind.KING));
      if (position.count(Piece.of(lone, Kind.KING)) != 1
          || position.count(Piece.of(lone, Kind.MAN)) != 0
          || kings == 0) {
        continue;
      }
      int total = kings + position.count(Piece.of(other, Kind.MAN));
      if (total == 3) {
        return Balance.LONG;
      }
      if (total <= 2) {
        return Balance.SHORT;
      }
    }
    return Balance.NONE;
  }
}
