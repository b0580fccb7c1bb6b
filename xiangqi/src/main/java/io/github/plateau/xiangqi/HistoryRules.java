package io.github.plateau.xiangqi;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * The rules that look at a game's history, as {@link Xiangqi#judge} documents them.
 *
 * <p>Repetition: when the current position (pieces and side to move) has occurred twice before, the
 * moves since its last occurrence form the cycle. A side that gave check with every one of its
 * moves in the cycle, while the other did not, loses by {@link Reason#PERPETUAL_CHECK}; if both
 * did, the game is drawn. Otherwise a side that chased the same piece with every one of its moves
 * ({@link Chase}), while the other did not, loses by {@link Reason#PERPETUAL_CHASE}; any other
 * repetition is drawn by {@link Reason#REPETITION}.
 *
 * <p>No-capture limit: when the halfmove clock reaches the limit (120 plies, 60 moves per side, by
 * default) the game is drawn by {@link Reason#NO_CAPTURE_LIMIT}.
 */
final class HistoryRules {
  private HistoryRules() {}

  static Optional<Outcome> judge(GameRecord<XiangqiPosition, XiangqiMove> record, int limitPlies) {
    XiangqiPosition now = record.current();
    Optional<Outcome> repetition = repetition(record);
    if (repetition.isPresent()) {
      return repetition;
    }
    if (limitPlies > 0 && now.halfmoveClock() >= limitPlies) {
      return Optional.of(Outcome.draw(Reason.NO_CAPTURE_LIMIT));
    }
    return Optional.empty();
  }

  private static Optional<Outcome> repetition(GameRecord<XiangqiPosition, XiangqiMove> record) {
    XiangqiPosition now = record.current();
    // Positions before the last capture have more pieces and cannot repeat this one.
    List<XiangqiPosition> back = new ArrayList<>(); // back.get(i): i plies ago
    back.add(now);
    GameRecord<XiangqiPosition, XiangqiMove> r = record;
    int cycle = 0;
    int seen = 1;
    while (r.ply() > 0 && back.size() <= now.halfmoveClock() && seen < 3) {
      r = r.undo();
      back.add(r.current());
      int distance = back.size() - 1;
      if (distance % 2 == 0 && r.current().samePlacement(now)) {
        seen++;
        if (cycle == 0) {
          cycle = distance;
        }
      }
    }
    if (seen < 3) {
      return Optional.empty();
    }
    // back.get(i) is in check exactly when the move that reached it, by the other side, checked.
    boolean[] checkedEveryMove = {true, true};
    for (int i = 0; i < cycle; i++) {
      XiangqiPosition reached = back.get(i);
      int mover = reached.sideToMove().opposite().index();
      if (!reached.isCheck()) {
        checkedEveryMove[mover] = false;
      }
    }
    if (checkedEveryMove[0] != checkedEveryMove[1]) {
      Color loser = checkedEveryMove[0] ? Color.RED : Color.BLACK;
      return Optional.of(Outcome.win(loser.opposite(), Reason.PERPETUAL_CHECK));
    }
    if (!checkedEveryMove[0]) {
      List<XiangqiPosition> oldestFirst = new ArrayList<>(back.subList(0, cycle + 1));
      Collections.reverse(oldestFirst);
      boolean redChases = Chase.perpetual(oldestFirst, 0);
      boolean blackChases = Chase.perpetual(oldestFirst, 1);
      if (redChases != blackChases) {
        Color loser = redChases ? Color.RED : Color.BLACK;
        return Optional.of(Outcome.win(loser.opposite(), Reason.PERPETUAL_CHASE));
      }
    }
    return Optional.of(Outcome.draw(Reason.REPETITION));
  }
}
