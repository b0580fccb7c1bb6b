package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.List;
import java.util.Optional;

/**
 * A notation people write a game's moves in, for a move list beside a board: shogi's Japanese
 * {@code ☗７六歩} and Western {@code P-7f}, xiangqi's Chinese {@code 炮二平五} and WXF {@code C2.5},
 * draughts' PDN {@code 32-28}. {@link Game#moveNotations()} lists a game's notations, so that a
 * tool shows any game's moves in its own notation without knowing the game. A notation writes a
 * whole line of moves at once, since a move's text may depend on the one before it (shogi's {@code
 * 同} for a recapture), and gives one text per turn: a turn runs until the side to move changes, so
 * it is one move in most games and a piece move with its orders in Napoleon Strategy.
 *
 * <p>For example, in shogi:
 *
 * <pre>{@code
 * Shogi shogi = new Shogi();
 * GameRecord<ShogiPosition, Move> game = GameRecord.start(shogi).play("7g7f").play("3c3d");
 * MoveNotation<ShogiPosition, Move> japanese = shogi.moveNotation("japanese");
 * List<String> texts = japanese.write(game.startPosition(), game.moves()); // ☗７六歩, ☖３四歩
 * }</pre>
 *
 * <p>Implementations are immutable and thread-safe.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public interface MoveNotation<P extends Position<P, M>, M> {

  /** The name of the standard notation {@link Game#moveNotations()} has by default. */
  String STANDARD = "standard";

  /**
   * The notation's name, for programs and settings.
   *
   * @return lower case, such as {@code "japanese"} or {@code "wxf"}
   */
  String name();

  /**
   * The notation's name for people, such as a selector shows.
   *
   * @return such as {@code "Japanese"} or {@code "WXF"}
   */
  String label();

  /**
   * Writes a line of moves, one text per turn.
   *
   * @param start where the moves start, a position of the notation's game
   * @param moves legal moves played one after another from {@code start}
   * @return one text per turn, in order (a turn runs until the side to move changes; the last one
   *     as far as it goes), an unmodifiable list; empty for no move
   * @throws IllegalArgumentException if an argument or a move is null, or the position is of
   *     another game ({@link Game#requireOwn(Position)})
   * @throws IllegalMoveException if a move is not legal where it is played; nothing is written
   */
  List<String> write(P start, List<M> moves);

  /**
   * Writes one move of a line, knowing the move before it.
   *
   * @param <P> the position type
   * @param <M> the move type
   */
  @FunctionalInterface
  interface MoveWriter<P extends Position<P, M>, M> {
    /**
     * Writes a move.
     *
     * @param position where the move is played
     * @param move a legal move of that position
     * @param previous the move played just before, if the line has one
     * @return the move's text
     */
    String write(P position, M move, Optional<M> previous);
  }

  /**
   * The game's standard notation: each turn as {@link Game#formatTurn} writes it (the moves the
   * game's {@link Game#parseMove} reads, {@code 7g7f}, {@code h2e2}; Napoleon Strategy's whole
   * turns {@code c2-c4,f1=NE}). {@link Game#moveNotations()} has it by default.
   *
   * @param game the game
   * @param name the notation's name, lower case letters, digits and {@code -}, such as {@code
   *     "usi"}; {@value #STANDARD} by default
   * @param label the notation's name for people, such as {@code "USI"}
   * @param <P> the position type
   * @param <M> the move type
   * @return the notation
   * @throws IllegalArgumentException if an argument is null, the name is not lower case letters,
   *     digits and {@code -}, or the label is blank
   */
  static <P extends Position<P, M>, M> MoveNotation<P, M> standard(
      Game<P, M> game, String name, String label) {
    checkArgument(game != null, "game is null");
    return new MoveLine<>(game, name, label, null);
  }

  /**
   * A notation that writes each move on its own, knowing the move before it; a turn of several
   * moves is their texts separated by spaces.
   *
   * @param game the game whose moves it writes
   * @param name the notation's name, lower case letters, digits and {@code -}
   * @param label the notation's name for people
   * @param writer writes one move
   * @param <P> the position type
   * @param <M> the move type
   * @return the notation
   * @throws IllegalArgumentException if an argument is null, the name is not lower case letters,
   *     digits and {@code -}, or the label is blank
   */
  static <P extends Position<P, M>, M> MoveNotation<P, M> of(
      Game<P, M> game, String name, String label, MoveWriter<P, M> writer) {
    checkArgument(game != null && writer != null, "an argument is null");
    return new MoveLine<>(game, name, label, writer);
  }
}
