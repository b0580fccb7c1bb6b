package io.github.plateau.draughts;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import java.util.Arrays;
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
    // The squares, piece counts (by piece code) and side to move of its position, changed in place
    // by the next move judged: the step makes no position.
    byte[] cells = new byte[0];
    final int[] counts = new int[PieceCodes.COUNT];
    boolean white;
    int kingMoves; // the successive king moves that led to it, up to the king-move limit
    Balance balance;
    int pliesInBalance; // the plies played in its balance, up to the larger endgame limit

    /** Takes a position's squares, counts and side to move. */
    void set(DraughtsPosition position) {
      byte[] squares = position.cells();
      if (cells.length != squares.length) {
        cells = new byte[squares.length];
      }
      System.arraycopy(squares, 0, cells, 0, squares.length);
      Arrays.fill(counts, 0);
      for (byte code : cells) {
        counts[code]++;
      }
      white = position.sideToMove() == Color.WHITE;
    }

    /** Plays a legal move of a game on the squares, crowning a man as the game's rules do. */
    void play(Draughts game, Move move) {
      byte piece = cells[move.from()];
      // a man crowned on its way through a capture is found on a position before the move
      boolean crowns =
          !PieceCodes.isKing(piece)
              && (game.geometry().isPromotionSquare(move.to(), white)
                  || (game.moveRules().promotionDuringCapture()
                      && move.isCapture()
                      && Paths.crowns(DraughtsPosition.of(game, cells.clone(), color()), move)));
      for (int square : move.capturedSquares()) {
        counts[cells[square]]--;
        cells[square] = PieceCodes.EMPTY;
      }
      cells[move.from()] = PieceCodes.EMPTY;
      if (crowns) {
        counts[piece]--;
        piece = PieceCodes.crowned(piece);
        counts[piece]++;
      }
      cells[move.to()] = piece;
      white = !white;
    }

    private Color color() {
      return white ? Color.WHITE : Color.BLACK;
    }
  }

  private static final ThreadLocal<Last> LAST = ThreadLocal.withInitial(Last::new);

  static Optional<Outcome> judge(Draughts game, GameRecord<DraughtsPosition, Move> record) {
    DraughtsRules rules = game.rules();
    int kingLimit = rules.kingMovePlies();
    int endgameCap = Math.max(rules.longEndgamePlies(), rules.shortEndgamePlies());
    Last last = LAST.get();
    int kings;
    Balance balance;
    int plies;
    if (record.ply() > 0 && last.record != null && record.undo() == last.record) {
      // one step from the record before: the same counts as the walks below, capped no lower
      Move move = record.lastMove().orElseThrow();
      kings = isKingMove(last.cells, move) ? Math.min(last.kingMoves + 1, kingLimit) : 0;
      last.play(game, move);
      balance = balance(last);
      plies = balance == last.balance ? Math.min(last.pliesInBalance + 1, endgameCap) : 0;
    } else if (record.ply() == 1) {
      // the first ply judged of every record read: one step from the start, whose counts are 0,
      // rather than the move replayed with a legality test
      Move move = record.lastMove().orElseThrow();
      last.set(record.startPosition());
      Balance before = balance(last);
      kings = isKingMove(last.cells, move) ? Math.min(1, kingLimit) : 0;
      last.play(game, move);
      balance = balance(last);
      plies = balance == before ? Math.min(1, endgameCap) : 0;
    } else {
      last.set(record.current());
      kings = kingLimit > 0 ? kingMoves(record, kingLimit) : 0;
      balance = balance(last);
      // no limit counts plies without a balance: that count is never read
      plies = endgameCap > 0 && balance != Balance.NONE ? pliesIn(record, balance, endgameCap) : 0;
    }
    last.record = record;
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

  /**
   * The first ply from a record's end at which {@link #judge} may draw by a count, whatever is
   * played: the king moves left to their limit, the plies left in the current endgame balance, and
   * one ply (a capture) plus the shorter endgame limit, for a balance a capture may bring.
   */
  static int pliesBefore(Draughts game, GameRecord<DraughtsPosition, Move> record) {
    DraughtsRules rules = game.rules();
    int left = Integer.MAX_VALUE;
    int kingLimit = rules.kingMovePlies();
    if (kingLimit > 0) {
      left = Math.max(0, kingLimit - kingMoves(record, kingLimit));
    }
    int longLimit = rules.longEndgamePlies();
    int shortLimit = rules.shortEndgamePlies();
    Balance balance = balance(record.current());
    int limit = balance == Balance.LONG ? longLimit : balance == Balance.SHORT ? shortLimit : 0;
    if (limit > 0) {
      left = Math.min(left, Math.max(0, limit - pliesIn(record, balance, limit)));
    }
    for (int fresh : new int[] {longLimit, shortLimit}) {
      if (fresh > 0) {
        left = Math.min(left, 1 + fresh);
      }
    }
    return left;
  }

  /** The successive king moves without capture that led here, counted up to {@code limit}. */
  private static int kingMoves(GameRecord<DraughtsPosition, Move> record, int limit) {
    int count = 0;
    for (GameRecord<DraughtsPosition, Move> r = record; count < limit && r.ply() > 0; ) {
      GameRecord<DraughtsPosition, Move> before = r.undo();
      if (!isKingMove(before.current().cells(), r.lastMove().orElseThrow())) {
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

  /** Whether a move, played on these squares, moves a king without capturing. */
  private static boolean isKingMove(byte[] before, Move move) {
    return !move.isCapture() && PieceCodes.isKing(before[move.from()]);
  }

  private static Balance balance(DraughtsPosition position) {
    return balance(
        position.count(Piece.WHITE_MAN),
        position.count(Piece.WHITE_KING),
        position.count(Piece.BLACK_MAN),
        position.count(Piece.BLACK_KING));
  }

  private static Balance balance(Last last) {
    int[] counts = last.counts;
    return balance(
        counts[PieceCodes.WHITE_MAN],
        counts[PieceCodes.WHITE_KING],
        counts[PieceCodes.BLACK_MAN],
        counts[PieceCodes.BLACK_KING]);
  }

  /**
   * FMJD 6.3: three kings, two kings and a man, or a king and two men against a lone king; 6.4: two
   * kings, a king and a man, or a king against a lone king.
   */
  private static Balance balance(int whiteMen, int whiteKings, int blackMen, int blackKings) {
    Balance blackAgainstLone = againstLoneKing(whiteMen, whiteKings, blackMen, blackKings);
    return blackAgainstLone != Balance.NONE
        ? blackAgainstLone
        : againstLoneKing(blackMen, blackKings, whiteMen, whiteKings);
  }

  /** The balance of {@code men} and {@code kings} against a side that may have a lone king. */
  private static Balance againstLoneKing(int loneMen, int loneKings, int men, int kings) {
    if (loneKings != 1 || loneMen != 0 || kings == 0) {
      return Balance.NONE;
    }
    int total = kings + men;
    return total == 3 ? Balance.LONG : total <= 2 ? Balance.SHORT : Balance.NONE;
  }
}
