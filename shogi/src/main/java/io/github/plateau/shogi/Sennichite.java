package io.github.plateau.shogi;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import java.util.List;
import java.util.Optional;

/**
 * Sennichite: when the same position (board, hands, side to move) occurs for the fourth time, the
 * game is a draw by {@link Reason#REPETITION}, unless every move of one side, from the first of the
 * four occurrences to the last, gave check: that side loses by {@link Reason#PERPETUAL_CHECK}.
 */
final class Sennichite {
  static final int OCCURRENCES = 4;

  private Sennichite() {}

  static Optional<Outcome> judge(GameRecord<ShogiPosition, Move> record) {
    List<ShogiPosition> positions = record.positions();
    int last = positions.size() - 1;
    ShogiPosition now = positions.get(last);
    int seen = 0;
    int first = last;
    for (int i = last; i >= 0; i--) {
      if (positions.get(i).samePosition(now)) {
        seen++;
        first = i;
      }
    }
    if (seen < OCCURRENCES) {
      return Optional.empty();
    }
    boolean[] allChecks = {true, true}; // by color: every move of that side gave check
    for (int i = first + 1; i <= last; i++) {
      int mover = positions.get(i - 1).sideToMove().index();
      allChecks[mover] &= positions.get(i).inCheck();
    }
    if (allChecks[0] != allChecks[1]) {
      Color checker = allChecks[0] ? Color.SENTE : Color.GOTE;
      return Optional.of(Outcome.win(checker.opposite(), Reason.PERPETUAL_CHECK));
    }
    return Optional.of(Outcome.draw(Reason.REPETITION));
  }
}
