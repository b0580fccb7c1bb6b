package io.github.plateau.spark;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Position;
import io.github.plateau.core.RecordFormat;
import java.util.List;

/** Game records as text: in the game's first record format that holds them, else as move lists. */
final class Records {
  /** The name given to the move-list text, for a game without a record format. */
  static final String MOVE_LIST = "moves";

  private Records() {}

  /**
   * The records in the first of the game's record formats that writes them as one file.
   *
   * @param game the game
   * @param records the records, one or more
   * @param many whether to choose a format that holds many games in one file even for one game, so
   *     that every file of a job is in the same format
   * @param <P> the position type
   * @param <M> the move type
   * @return the format's name and the text, or {@link #MOVE_LIST} and the move lists
   */
  static <P extends Position<P, M>, M> String[] write(
      Game<P, M> game, List<AnnotatedRecord<P, M>> records, boolean many) {
    List<AnnotatedRecord<P, M>> probe =
        many && records.size() == 1 ? List.of(records.get(0), records.get(0)) : records;
    for (RecordFormat<P, M> format : game.recordFormats()) {
      try {
        format.write(probe);
        return new String[] {format.name(), format.write(records)};
      } catch (IllegalArgumentException e) {
        // this format holds fewer games in one file: try the next
      }
    }
    StringBuilder text = new StringBuilder();
    for (AnnotatedRecord<P, M> annotated : records) {
      text.append(moveList(game, annotated));
    }
    return new String[] {MOVE_LIST, text.toString()};
  }

  /**
   * One game as three lines: a comment with its headers and outcome, the start position in the
   * game's notation, and the moves in its notation separated by spaces.
   */
  private static <P extends Position<P, M>, M> String moveList(
      Game<P, M> game, AnnotatedRecord<P, M> annotated) {
    GameRecord<P, M> record = annotated.record();
    StringBuilder s = new StringBuilder("#");
    annotated.headers().forEach((k, v) -> s.append(' ').append(k).append('=').append(v));
    s.append(" Outcome=").append(record.outcome().map(Object::toString).orElse("none"));
    s.append('\n').append(record.startPosition()).append('\n');
    List<P> positions = record.positions();
    List<M> moves = record.moves();
    for (int i = 0; i < moves.size(); i++) {
      s.append(i == 0 ? "" : " ").append(game.formatMove(positions.get(i), moves.get(i)));
    }
    return s.append('\n').toString();
  }
}
