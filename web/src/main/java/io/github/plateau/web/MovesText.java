package io.github.plateau.web;

import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Position;
import java.util.List;

/**
 * Plateau's own record text, for every game: the start position in the game's notation on the first
 * line, then the turns in the game's notation ({@link Game#formatTurn}: one move in most games, a
 * whole turn such as {@code c2-c4,f1=NE} in Napoleon Strategy), separated by spaces or lines. A
 * word may be one move or a whole turn ({@link Game#parseMoveOrTurn}); the last word is read as a
 * whole turn ({@link Game#parseTurn}), so a record of whole turns reads as it was meant, and one
 * whose last turn was cut short ends that turn.
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
      String[] words = trimmed.substring(eol + 1).strip().split("\\s+");
      for (int i = 0; i < words.length; i++) {
        if (!words[i].isEmpty()) {
          // moves and whole turns (Napoleon Strategy's c2-c4,f1=NE) alike; the last word ends its
          // turn, as records of whole turns mean it
          P now = record.current();
          List<M> moves =
              i == words.length - 1
                  ? game.parseTurn(now, words[i])
                  : game.parseMoveOrTurn(now, words[i]);
          for (M m : moves) {
            record = record.play(m);
          }
        }
      }
    }
    return record;
  }
}
