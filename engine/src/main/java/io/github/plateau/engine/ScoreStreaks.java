package io.github.plateau.engine;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import io.github.plateau.core.Score;
import io.github.plateau.core.Side;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One game's {@link Adjudication}: each side's run of moves at a losing score (to resign it) and at
 * a level score (to draw the game when every side has one long enough).
 */
final class ScoreStreaks {
  /** A score no search reported. */
  static final int NONE = Integer.MIN_VALUE;

  private final Adjudication rules;
  private final List<Side> sides;
  private final Map<Side, int[]> streaks = new HashMap<>(); // resign, draw counts per side

  ScoreStreaks(Adjudication rules, List<Side> sides) {
    this.rules = rules;
    this.sides = sides;
  }

  /**
   * Counts a move and its mover's last reported score.
   *
   * @param record the game after the move
   * @param mover the side that moved
   * @param score its score in centipawns ({@link #centipawns}), or {@link #NONE}
   * @return the outcome the rules adjudge, or empty to play on
   */
  Optional<Outcome> after(GameRecord<?, ?> record, Side mover, int score) {
    if (score == NONE || record.isOver()) {
      streaks.remove(mover);
      return Optional.empty();
    }
    int[] s = streaks.computeIfAbsent(mover, k -> new int[2]);
    Adjudication a = rules;
    s[0] = a.resignMoves() > 0 && score <= -a.resignScore() ? s[0] + 1 : 0;
    s[1] =
        a.drawMoves() > 0 && record.ply() >= a.drawFromPly() && Math.abs(score) <= a.drawScore()
            ? s[1] + 1
            : 0;
    if (a.resignMoves() > 0 && s[0] >= a.resignMoves()) {
      return Optional.of(Outcome.win(next(mover), Reason.ADJUDICATION));
    }
    if (a.drawMoves() > 0
        && streaks.size() == sides.size()
        && streaks.values().stream().allMatch(x -> x[1] >= a.drawMoves())) {
      return Optional.of(Outcome.draw(Reason.ADJUDICATION));
    }
    return Optional.empty();
  }

  /** A score in centipawns, a mate as 100000 less its distance, so that nearer mates weigh more. */
  static int centipawns(Score s) {
    if (!s.mate()) {
      return s.value();
    }
    return s.value() > 0 ? 100_000 - s.value() : -100_000 - s.value();
  }

  private Side next(Side side) {
    return sides.get((sides.indexOf(side) + 1) % sides.size());
  }
}
