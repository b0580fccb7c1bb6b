package io.github.plateau.web;

import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Position;
import java.util.List;

/**
 * Plateau's own record text, for every game: the start position in the game's notation on the first
 * line, then the moves in the game's notation, separated by spaces or lines.
 */
final class MovesText {
  private MovesText() {}

  static <P extends Position<P, ?>> String write(P start, List<String> moves) {
    return start + "\n" + String.join(" ", moves) + "\n";
  }

  static <P extends Position<P, M>, M> GameRecord<P, M> read(Game<P, M> game, String text) {
    String trimmed = text.strip();
    int eol = trimmed.indexOf('\n');
    String first = (eol < 0 ? trimmed : trimmed.substring(0, eol)).strip();
    if (first.isEmpty()) {
      throw new NotationException("the first line must be the start position", text, 0);
    }
    GameRecord<P, M> record = GameRecord.start(game, game.parse(first));
    if (eol >= 0) {
      for (String move : trimmed.substring(eol + 1).strip().split("\\s+")) {
        if (!move.isEmpty()) {
          // a whole turn (Napoleon Strategy's c2-c4,f1=NE) as well as one move
          for (M m : game.parseMoveOrTurn(record.current(), move)) {
            record = record.play(m);
          }
        }
      }
    }
    return record;
  }
}
