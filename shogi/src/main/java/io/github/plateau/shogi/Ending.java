package io.github.plateau.shogi;

import io.github.plateau.core.GameRecord;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import java.util.List;
import java.util.Optional;

/**
 * The ways a CSA file ends a game ({@code %TORYO}), and what each means for the record: the side
 * meant is the side to move when the word is read. KIF and KI2 have their own, {@link KifResult}.
 */
enum Ending {
  /** The side to move resigns. */
  RESIGN,
  /** The game stops without a result (interrupted, a take-back, an error). */
  STOP,
  /** Sennichite: a draw, or the outcome the repetition rules already gave. */
  REPETITION,
  /** The side to move lost on time. */
  TIME_UP,
  /** The side to move lost by a foul (an illegal move). */
  FOUL_LOSS,
  /** The side to move won by the other side's foul. */
  FOUL_WIN,
  /** Sente lost by a foul, whoever is to move. */
  SENTE_FOUL,
  /** Gote lost by a foul, whoever is to move. */
  GOTE_FOUL,
  /** Impasse (jishogi): a draw, or counted under the game's 24-point rule. */
  IMPASSE,
  /** The side to move declared a win: taken as written, or checked under the 27-point rule. */
  DECLARATION,
  /** A draw agreed or decided. */
  DRAW,
  /** The side to move is checkmated: the position must say so. */
  MATE,
  /** The ply limit was reached: a draw. */
  MOVE_LIMIT;

  /**
   * The record after this ending.
   *
   * @throws IllegalMoveException if the ending contradicts the record: a mate that is not one, or a
   *     result other than the one the moves already gave
   */
  GameRecord<ShogiPosition, Move> apply(GameRecord<ShogiPosition, Move> record) {
    Optional<Outcome> wanted = outcome(record);
    if (record.isOver()) {
      Outcome reached = record.outcome().orElseThrow();
      boolean agrees =
          wanted.isEmpty()
              || wanted.get().winner().equals(reached.winner())
              || this == REPETITION && reached.reason() == Reason.PERPETUAL_CHECK;
      if (!agrees) {
        throw new IllegalMoveException(
            "the game had already ended (" + reached + "), not as the file says: " + wanted.get());
      }
      return record;
    }
    if (this == MATE) {
      throw new IllegalMoveException(
          SetupCheck.side(record.current().sideToMove().index())
              + " is said to be checkmated but is not, in "
              + record.current());
    }
    return wanted.map(record::end).orElse(record);
  }

  /** The outcome this ending gives the record, if it gives one. */
  private Optional<Outcome> outcome(GameRecord<ShogiPosition, Move> record) {
    ShogiPosition now = record.current();
    Color mover = now.sideToMove();
    ImpasseRule rule = ((Shogi) record.game()).rules().impasse();
    Outcome outcome =
        switch (this) {
          case RESIGN -> Outcome.win(mover.opposite(), Reason.RESIGNATION);
          case STOP -> null;
          case REPETITION -> Outcome.draw(Reason.REPETITION);
          case TIME_UP -> Outcome.win(mover.opposite(), Reason.TIME_FORFEIT);
          case FOUL_LOSS -> Outcome.win(mover.opposite(), Reason.FOUL);
          case FOUL_WIN -> Outcome.win(mover, Reason.FOUL);
          case SENTE_FOUL -> Outcome.win(Color.GOTE, Reason.FOUL);
          case GOTE_FOUL -> Outcome.win(Color.SENTE, Reason.FOUL);
          case IMPASSE ->
              rule == ImpasseRule.POINTS_24
                  ? ShogiRecords.impasseOutcome(now)
                  : Outcome.draw(Reason.IMPASSE);
          case DECLARATION ->
              Outcome.win(
                  rule != ImpasseRule.DECLARATION_27 || ShogiRecords.declarationWins(now, mover)
                      ? mover
                      : mover.opposite(),
                  Reason.DECLARATION);
          case DRAW -> Outcome.draw(Reason.ADJUDICATION);
          case MATE -> Outcome.win(mover.opposite(), Reason.CHECKMATE);
          case MOVE_LIMIT -> Outcome.draw(Reason.MOVE_LIMIT);
        };
    return Optional.ofNullable(outcome);
  }

  /**
   * The ending a writer gives an ended record: among those it can write, the first that reads back
   * as the record's outcome, else the last that gives the same winner (or a draw): the list ends
   * with the arbiter's words, which fit best what the format cannot say.
   *
   * @param record a record
   * @param writable the endings of the format, in order of preference
   * @return the ending, or empty if the record has not ended (or no ending fits)
   */
  static Optional<Ending> of(GameRecord<ShogiPosition, Move> record, List<Ending> writable) {
    if (!record.isOver()) {
      return Optional.empty();
    }
    Outcome outcome = record.outcome().orElseThrow();
    GameRecord<ShogiPosition, Move> open = reopened(record);
    Ending sameWinner = null;
    for (Ending ending : writable) {
      Optional<Outcome> read;
      try {
        read = ending.apply(open).outcome();
      } catch (IllegalMoveException e) {
        continue; // this ending does not fit the record
      }
      if (read.isPresent() && read.get().equals(outcome)) {
        return Optional.of(ending);
      }
      if (read.isPresent() && read.get().winner().equals(outcome.winner())) {
        sameWinner = ending;
      }
    }
    return Optional.ofNullable(sameWinner);
  }

  /** The record as the moves alone leave it: the outcome they give, if any, but no other. */
  private static GameRecord<ShogiPosition, Move> reopened(GameRecord<ShogiPosition, Move> record) {
    if (record.ply() == 0) {
      return GameRecord.start(record.game(), record.startPosition());
    }
    List<Move> moves = record.moves();
    return record.undo().play(moves.get(moves.size() - 1));
  }
}
