package io.github.plateau.core.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Limits;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import io.github.plateau.core.Repetition;
import io.github.plateau.core.Repetition.Cycle;
import io.github.plateau.core.Score;
import io.github.plateau.core.shuttle.Shuttle;
import io.github.plateau.core.shuttle.ShuttlePosition;
import io.github.plateau.core.shuttle.Step;
import io.github.plateau.core.shuttle.Token;
import org.junit.jupiter.api.Test;

/**
 * The searcher judges a repetition by the game's rule. In every test the game so far is "0 1 A", +,
 * +, +, -: now "2 1 A", and A's step back returns to "1 1 B", the position after the first move,
 * closing a cycle in which every move of A landed on B (a check) and no move of B did. A's step
 * forward reaches a new position, which the evaluation puts 50 below a draw for A.
 */
class SearcherRepetitionTest {
  /** Every leaf is worth 50 to the side to move. */
  private static final Evaluation<ShuttlePosition, Step> SIDE_TO_MOVE_LEADS = board -> 50;

  private static SearchResult<Step> searchAfterTheCycle(Repetition<ShuttlePosition, Step> rule) {
    Shuttle game = new Shuttle(rule, false);
    GameRecord<ShuttlePosition, Step> record = GameRecord.start(game);
    for (String step : new String[] {"+", "+", "+", "-"}) {
      record = record.play(step);
    }
    assertEquals("2 1 A", record.current().toString());
    return new Searcher<>(SIDE_TO_MOVE_LEADS, 1 << 10)
        .search(record, Limits.depth(1), info -> {}, () -> false);
  }

  @Test
  void aRepetitionWithoutPerpetualRulesIsADraw() {
    SearchResult<Step> result = searchAfterTheCycle(Repetition.after(3));
    assertEquals(Step.BACK, result.bestMove());
    assertEquals(Score.centipawns(0), result.score());
  }

  @Test
  void thePerpetualCheckerLosesAtTheFirstRepetition() {
    SearchResult<Step> result =
        searchAfterTheCycle(
            Repetition.<ShuttlePosition, Step>after(3).withPerpetualCheck(Cycle.SINCE_PREVIOUS));
    assertEquals(Step.FORWARD, result.bestMove());
    assertEquals(Score.centipawns(-50), result.score());
  }

  @Test
  void aRepetitionEndsWithTheGamesOwnResult() {
    SearchResult<Step> wonByA =
        searchAfterTheCycle(
            Repetition.<ShuttlePosition, Step>after(3)
                .withResult(p -> Outcome.win(Token.A, Reason.REPETITION)));
    assertEquals(Step.BACK, wonByA.bestMove());
    assertEquals(Score.mateIn(1), wonByA.score());
    SearchResult<Step> wonByB =
        searchAfterTheCycle(
            Repetition.<ShuttlePosition, Step>after(3)
                .withResult(p -> Outcome.win(Token.B, Reason.REPETITION)));
    assertEquals(Step.FORWARD, wonByB.bestMove());
  }

  @Test
  void aRepetitionWhereTheRuleDoesNotJudgeIsSearchedOn() {
    SearchResult<Step> result =
        searchAfterTheCycle(
            Repetition.<ShuttlePosition, Step>after(3)
                .withResult(p -> Outcome.win(Token.A, Reason.REPETITION))
                .judgedOnlyAt(p -> false)); // a won repetition, but never judged
    assertEquals(Score.centipawns(-50), result.score()); // both moves reach a plain leaf
  }

  @Test
  void withoutARuleARepetitionIsADraw() {
    SearchResult<Step> result = searchAfterTheCycle(null);
    assertEquals(Step.BACK, result.bestMove());
    assertEquals(Score.centipawns(0), result.score());
  }

  @Test
  void theSameSearchFromABoardWithoutHistorySeesNoRepetition() {
    Shuttle game =
        new Shuttle(
            Repetition.<ShuttlePosition, Step>after(3).withPerpetualCheck(Cycle.SINCE_PREVIOUS),
            false);
    SearchResult<Step> result =
        new Searcher<>(SIDE_TO_MOVE_LEADS, 1 << 10)
            .search(game.parse("2 1 A").searchBoard(), Limits.depth(1), info -> {}, () -> false);
    assertEquals(Score.centipawns(-50), result.score());
  }
}
