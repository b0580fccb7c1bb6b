package io.github.plateau.engine;

import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Position;
import java.util.List;
import java.util.function.BiFunction;

/**
 * The {@code position} line of the UCI family in any game's own notations: {@code position startpos
 * moves ...} or {@code position fen <the game's position text> moves ...}, the moves in the game's
 * standard move notation. The Napoleon protocol uses it as it is, and match records of games
 * without a record format are written with it. Moves are written one by one; each word is read by
 * {@link Game#parseMoveOrTurn}: one move, or in Napoleon Strategy a whole turn as records wrote it
 * before orders were moves ({@code c2-c4,f1=NE}).
 */
final class PositionLine {
  private PositionLine() {}

  static <P extends Position<P, M>, M> String write(GameRecord<P, M> record) {
    Game<P, M> game = record.game();
    P start = record.startPosition();
    StringBuilder s = new StringBuilder("position ");
    s.append(start.equals(game.start()) ? "startpos" : "fen " + start);
    List<M> moves = record.moves();
    if (!moves.isEmpty()) {
      s.append(" moves");
      List<P> positions = record.positions();
      for (int i = 0; i < moves.size(); i++) {
        s.append(' ').append(game.formatMove(positions.get(i), moves.get(i)));
      }
    }
    return s.toString();
  }

  /**
   * Reads a position line (its first word, {@code position}, already taken) whole, its moves in the
   * game's standard notation.
   *
   * @throws RuntimeException with a message naming the problem; nothing is kept of a bad line
   */
  static <P extends Position<P, M>, M> GameRecord<P, M> read(Game<P, M> game, Tokens t) {
    return read(game, t, game::parseMoveOrTurn);
  }

  /** Reads a position line whole, each word of its moves read by {@code moves} into its moves. */
  static <P extends Position<P, M>, M> GameRecord<P, M> read(
      Game<P, M> game, Tokens t, BiFunction<P, String, List<M>> moves) {
    String kind = t.next("startpos or fen after position");
    P start;
    if (kind.equals("startpos")) {
      start = game.start();
    } else if (kind.equals("fen")) {
      String text = t.until("moves");
      if (text.isEmpty()) {
        throw new IllegalArgumentException("position fen needs a position");
      }
      start = game.parse(text);
    } else {
      throw new IllegalArgumentException(
          "expected startpos or fen after position, not " + Messages.quote(kind));
    }
    return moves(GameRecord.start(game, start), t, moves);
  }

  /** Plays the line's {@code moves ...} part, if any, on a record; a word may stand for several. */
  static <P extends Position<P, M>, M> GameRecord<P, M> moves(
      GameRecord<P, M> record, Tokens t, BiFunction<P, String, List<M>> moves) {
    GameRecord<P, M> read = record;
    if (t.hasNext()) {
      String word = t.next("moves");
      if (!word.equals("moves")) {
        throw new IllegalArgumentException("expected moves, not " + Messages.quote(word));
      }
      while (t.hasNext()) {
        String text = t.next("a move");
        if (read.isOver()) {
          throw new IllegalArgumentException(
              Messages.quote(text)
                  + " follows the end of the game: "
                  + read.outcome().orElseThrow());
        }
        for (M move : moves.apply(read.current(), text)) {
          read = read.play(move);
        }
      }
    }
    return read;
  }
}
