package io.github.plateau.core.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import io.github.plateau.core.tictactoe.Cell;
import io.github.plateau.core.tictactoe.Mark;
import io.github.plateau.core.tictactoe.TicTacToe;
import io.github.plateau.core.tictactoe.TicTacToePosition;
import java.util.Map;
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

  /**
   * The word a writer adds is the one that reads back as the stated outcome, against the rules'
   * ending a reader sees; none where the result says it alone, the record has the tag, or no word
   * says it.
   */
  @Test
  void theImpliedWordReadsBackAsTheStatedOutcome() {
    TicTacToe game = new TicTacToe();
    GameRecord<TicTacToePosition, Cell> opened = GameRecord.start(game).play("b2");
    GameRecord<TicTacToePosition, Cell> won = // X takes the first row
        GameRecord.start(game).play("a1").play("b2").play("b1").play("c3").play("c1");
    assertEquals(Reason.VICTORY_CONDITION, won.outcome().orElseThrow().reason());
    assertEquals(Optional.of("normal"), Termination.implied(AnnotatedRecord.of(won)));
    assertImplied("time forfeit", opened, Outcome.win(Mark.O, Reason.TIME_FORFEIT));
    assertImplied("rules infraction", opened, Outcome.win(Mark.O, Reason.FOUL));
    assertImplied("normal", opened, Outcome.win(Mark.O, Reason.RESIGNATION));
    assertImplied(null, opened, Outcome.win(Mark.O, Reason.ADJUDICATION));
    assertImplied(null, opened, Outcome.draw(Reason.ADJUDICATION));
    assertImplied(null, opened, Outcome.win(Mark.O, Reason.PERPETUAL_CHECK)); // no word says it
    // X resigned a game the rules ended as X's win: "normal" would read as the rules' ending
    GameRecord<TicTacToePosition, Cell> played = GameRecord.asPlayed(game, won.startPosition());
    for (Cell move : won.moves()) {
      played = played.play(move);
    }
    AnnotatedRecord<TicTacToePosition, Cell> resigned =
        AnnotatedRecord.of(
            played,
            Map.of(),
            "",
            AnnotatedRecord.of(played).mainLine(),
            Optional.of(Outcome.win(Mark.X, Reason.RESIGNATION)),
            Optional.empty());
    assertEquals(Optional.of("abandoned"), Termination.implied(resigned));
    assertEquals(
        Optional.empty(),
        Termination.implied(
            AnnotatedRecord.of(opened.end(Outcome.win(Mark.O, Reason.TIME_FORFEIT)))
                .withHeaders(Map.of(Termination.TAG, "adjudication"))));
    assertThrows(IllegalArgumentException.class, () -> Termination.implied(null));
  }

  private static void assertImplied(
      String word, GameRecord<TicTacToePosition, Cell> record, Outcome stated) {
    assertEquals(
        Optional.ofNullable(word),
        Termination.implied(AnnotatedRecord.of(record.end(stated))),
        stated.toString());
  }
}
