package io.github.plateau.engine;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Position;
import java.util.List;

/**
 * One game of a match.
 *
 * @param number the game's number, from 1, in the order games were scheduled
 * @param players the players' names in the game's side order (the first moves first)
 * @param record the game with its headers (event, round, players; in PGN's and PDN's games a {@code
 *     Termination} tag in PGN's words), ended by its outcome, each move annotated with the time it
 *     took and the last move (or the start, before any move) with the detail as its comment
 * @param outcome how it ended
 * @param detail what the outcome does not say, such as an engine's failure; empty if nothing
 * @param <P> the position type
 * @param <M> the move type
 */
public record MatchGame<P extends Position<P, M>, M>(
    int number,
    List<String> players,
    AnnotatedRecord<P, M> record,
    Outcome outcome,
    String detail) {

  /**
   * Copies the names.
   *
   * @param number the game's number
   * @param players the players' names in side order
   * @param record the game
   * @param outcome how it ended
   * @param detail what the outcome does not say
   */
  public MatchGame {
    players = List.copyOf(players);
  }
}
