package io.github.plateau.draughts;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import java.util.Optional;

/**
 * The FMJD draw rules that count plies over a game's history (article 6.2 to 6.4): the king-move
 * count and the two endgame counts; repetition is core's {@link io.github.plateau.core.Repetition}.
 * Each count is taken in one step from the record judged just before on the same thread when that
 * is the record before the move (the usual order), else walks back from the current record at most
 * as many plies as its limit, so a move costs the same at ply 100,000 as at ply 10.
 */
final class HistoryRules {
  private HistoryRules() {}

  /** Material balances with an endgame limit: none, the long one, the short one. */
  private enum Balance {
    NONE,
    LONG,
    SHORT
  }

  /**
   * What the counts were at the last record judged on a thread: the record judged next is most
   * often its successor (a record read as played is judged prefix after prefix, a record played is
   * judged after each move), judged then from it in one step, without replaying any position. Holds
   * that record, and so its line, until the thread judges another.
   */
  private static final class Last {
    GameRecord<DraughtsPosition, Move> record;
    DraughtsPosition position;
    int kingMoves; // the successive king moves that led to it, up to the king-move limit
    Balance balance;
    int pliesInBalance; // the plies played in its balance, up to the larger endgame limit
  }

  private static final ThreadLocal<Last> LAST = ThreadLocal.withInitial(Last::new);

  static Optional<Outcome> judge(DraughtsRules rules, GameRecord<DraughtsPosition, Move> record) {
    int kingLimit = rules.kingMovePlies();
    int endgameCap = Math.max(rules.longEndgamePlies(), rules.shortEndgamePlies());
    Last last = LAST.get();
    DraughtsPosition position;
    int kings;
    Balance balance;
    int plies;
    if (record.ply() > 0 && last.record != null && record.undo() == last.record) {
      // one step from the record before: the same counts as the walks below, capped no lower
      Move move = record.lastMove().orElseThrow();
      position = last.position.after(move);
      kings = isKingMove(last.position, move) ? Math.min(last.kingMoves + 1, kingLimit) : 0;
      balance = balance(position);
      plies = balance == last.balance ? Math.min(last.pliesInBalance + 1, endgameCap) : 0;
    } else if (record.ply() == 1) {
      // the first ply judged of every record read: one step from the start, whose counts are 0,
      // rather than the move replayed with a legality test
      DraughtsPosition start = record.startPosition();
      Move move = record.lastMove().orElseThrow();
      position = start.after(move);
      kings = isKingMove(start, move) ? Math.min(1, kingLimit) : 0;
      balance = balance(position);
      plies = balance == balance(start) ? Math.min(1, endgameCap) : 0;
    } else {
      position = record.current();
      kings = kingLimit > 0 ? kingMoves(record, kingLimit) : 0;
      balance = balance(position);
      // no limit counts plies without a balance: that count is never read
      plies = endgameCap > 0 && balance != Balance.NONE ? pliesIn(record, balance, endgameCap) : 0;
    }
    last.record = record;
    last.position = position;
    last.kingMoves = kings;
    last.balance = balance;
    last.pliesInBalance = plies;
    if (kingLimit > 0 && kings >= kingLimit) {
      return Optional.of(Outcome.draw(Reason.KING_MOVES_LIMIT));
    }
    int endgameLimit =
        switch (balance) {
          case NONE -> 0;
          case LONG -> rules.longEndgamePlies();
          case SHORT -> rules.shortEndgamePlies();
        };
    if (endgameLimit > 0 && plies >= endgameLimit) {
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
