package io.github.plateau.draughts;

import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import java.util.List;
import java.util.Optional;

/**
 * The FMJD draw rules that look at a game's history (article 6): repetition, the king-move count
 * and the two endgame counts. A "move of each side" is two plies.
 */
final class HistoryRules {
  private HistoryRules() {}

  /** Material balances with an endgame limit: none, the 16-move one, the 5-move one. */
  private enum Balance {
    NONE,
    LONG,
    SHORT
  }

  static Optional<Outcome> judge(Rules rules, List<DraughtsPosition> positions, List<Move> moves) {
    int last = positions.size() - 1;
    DraughtsPosition current = positions.get(last);

    // Repetition: only positions since the last man move or capture can be equal to this one.
    int seen = 0;
    for (int i = last; i >= 0; i--) {
      seen += positions.get(i).equals(current) ? 1 : 0;
      if (i > 0 && !isKingMove(positions.get(i - 1), moves.get(i - 1))) {
        break;
      }
    }
    if (seen >= rules.repetitions()) {
      return Optional.of(Outcome.draw(Reason.REPETITION));
    }

    int kingMoves = 0;
    for (int i = last - 1; i >= 0 && isKingMove(positions.get(i), moves.get(i)); i--) {
      kingMoves++;
    }
    if (kingMoves >= 2 * rules.kingMoveLimit()) {
      return Optional.of(Outcome.draw(Reason.KING_MOVES_LIMIT));
    }

    Balance balance = balance(current);
    if (balance != Balance.NONE) {
      int since = 0; // plies since the balance arose (or since the record's start)
      for (int i = last - 1; i >= 0 && balance(positions.get(i)) == balance; i--) {
        since++;
      }
      int limit = balance == Balance.LONG ? rules.longEndgameLimit() : rules.shortEndgameLimit();
      if (since >= 2 * limit) {
        return Optional.of(Outcome.draw(Reason.ENDGAME_LIMIT));
      }
    }
    return Optional.empty();
  }

  /** Whether a move (played in a position) moves a king without capturing. */
  private static boolean isKingMove(DraughtsPosition before, Move move) {
    return !move.isCapture() && before.cells()[move.from()] % 2 == 0;
  }

  /**
   * FMJD 6.3: three kings, two kings and a man, or a king and two men against a lone king; 6.4: two
   * kings, a king and a man, or a king against a lone king.
   */
  private static Balance balance(DraughtsPosition position) {
    int[] men = new int[2];
    int[] kings = new int[2];
    byte[] cells = position.cells();
    for (int s = 1; s < cells.length; s++) {
      if (cells[s] != 0) {
        Piece piece = Piece.ofCode(cells[s]);
        (piece.isKing() ? kings : men)[piece.color().ordinal()]++;
      }
    }
    for (int lone = 0; lone < 2; lone++) {
      int other = 1 - lone;
      if (kings[lone] != 1 || men[lone] != 0 || kings[other] == 0) {
        continue;
      }
      int total = kings[other] + men[other];
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
