package io.github.plateau.core.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import io.github.plateau.core.tictactoe.Mark;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TerminationTest {
  private static final Outcome X_WINS = Outcome.win(Mark.X, Reason.ADJUDICATION);
  private static final Outcome DRAWN = Outcome.draw(Reason.ADJUDICATION);

  @ParameterizedTest
  @CsvSource({
    "time forfeit, TIME_FORFEIT",
    "' Time Forfeit ', TIME_FORFEIT",
    "rules infraction, FOUL",
    "abandoned, RESIGNATION",
    "adjudication, ADJUDICATION",
    "normal, RESIGNATION",
    "death, ADJUDICATION",
    "emergency, ADJUDICATION",
    "unterminated, ADJUDICATION",
    "whatever, ADJUDICATION"
  })
  void aWinTakesTheReasonTheWordGives(String word, Reason reason) {
    assertEquals(
        Outcome.win(Mark.X, reason),
        Termination.stated(X_WINS, Optional.of(word), Optional.empty()));
  }

  @Test
  void normalGivesTheRulesEndingWhenItAgreesWithTheResult() {
    Outcome mate = Outcome.win(Mark.X, Reason.VICTORY_CONDITION);
    assertEquals(mate, Termination.stated(X_WINS, Optional.of("normal"), Optional.of(mate)));
    Outcome drawn = Outcome.draw(Reason.NO_LEGAL_MOVE);
    assertEquals(drawn, Termination.stated(DRAWN, Optional.of("normal"), Optional.of(drawn)));
    // the rules say otherwise than the result: the loser gave the game up
    assertEquals(
        Outcome.win(Mark.X, Reason.RESIGNATION),
        Termination.stated(X_WINS, Optional.of("normal"), Optional.of(drawn)));
    // a draw the rules did not make was agreed: no reason says it, it stays an adjudication
    assertEquals(DRAWN, Termination.stated(DRAWN, Optional.of("normal"), Optional.empty()));
  }

  @Test
  void aDrawAndAMissingTagKeepTheResultsReason() {
    assertEquals(DRAWN, Termination.stated(DRAWN, Optional.of("time forfeit"), Optional.empty()));
    assertEquals(X_WINS, Termination.stated(X_WINS, Optional.empty(), Optional.empty()));
    assertThrows(
        IllegalArgumentException.class,
        () -> Termination.stated(null, Optional.empty(), Optional.empty()));
  }
}
