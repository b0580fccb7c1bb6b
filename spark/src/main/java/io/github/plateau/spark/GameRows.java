package io.github.plateau.spark;

import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Position;
import io.github.plateau.core.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;

/**
 * The rows of {@link SelfPlay#POSITIONS} for one game, the one place that writes them for the games
 * self-play plays and for the records {@link RecordImport} reads.
 */
final class GameRows {
  private GameRows() {}

  /**
   * One row per position of the game, the last included.
   *
   * @param game the game
   * @param id the game's {@code game_id}
   * @param record its record
   * @param outcome how it ended, if known: without one, {@code winner}, {@code reason} and {@code
   *     result} are null
   * @param <P> the position type
   * @param <M> the move type
   * @return the rows, in ply order
   */
  static <P extends Position<P, M>, M> List<Row> positions(
      Game<P, M> game, long id, GameRecord<P, M> record, Optional<Outcome> outcome) {
    String winner = winner(outcome);
    String reason = reason(outcome);
    List<P> positions = record.positions();
    List<M> moves = record.moves();
    List<Row> rows = new ArrayList<>(positions.size());
    for (int ply = 0; ply < positions.size(); ply++) {
      P p = positions.get(ply);
      String move = ply < moves.size() ? game.formatMove(p, moves.get(ply)) : null;
      Double result =
          outcome
              .map(o -> o.winner().map(w -> w.equals(p.sideToMove()) ? 1.0 : 0.0).orElse(0.5))
              .orElse(null);
      rows.add(
          RowFactory.create(
              id, ply, p.toString(), move, p.sideToMove().name(), winner, reason, result));
    }
    return rows;
  }

  /** The winning side's name; null for a draw or an unknown outcome. */
  static String winner(Optional<Outcome> outcome) {
    return outcome.flatMap(Outcome::winner).map(Side::name).orElse(null);
  }

  /** How the game ended, a {@link io.github.plateau.core.Reason} name; null when unknown. */
  static String reason(Optional<Outcome> outcome) {
    return outcome.map(o -> o.reason().name()).orElse(null);
  }
}
