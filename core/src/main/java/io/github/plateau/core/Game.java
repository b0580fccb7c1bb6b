package io.github.plateau.core;

import io.github.plateau.core.svg.Drawing;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A game, or a variant of one with its rules options: the entry point of every game module.
 *
 * <p>Implementations are immutable and thread-safe. Find installed games by id with {@link Games},
 * or create one directly from its module.
 *
 * <p>For example (shogi; every game module works the same way):
 *
 * <pre>{@code
 * Game<?, ?> any = Games.create("xiangqi"); // an installed game by its id
 * Shogi shogi = new Shogi(); // or a game's own class, with its own types
 * ShogiPosition start = shogi.parse(Shogi.START); // any SFEN; equal to shogi.start()
 * Move move = shogi.parseMove(start, "7g7f"); // standard notation, checked against start
 * String text = shogi.formatMove(start, move); // "7g7f"
 * }</pre>
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public interface Game<P extends Position<P, M>, M> {

  /**
   * The game's id in the {@link Games registry}, such as {@code "shogi"} or {@code
   * "draughts-brazilian"}.
   *
   * @return the id
   */
  String id();

  /**
   * The game's name for people, with its non-default options.
   *
   * @return a short name such as {@code "Shogi"}
   */
  String name();

  /**
   * The sides in turn order.
   *
   * @return an unmodifiable list of two or more sides
   */
  List<Side> sides();

  /**
   * The standard start position.
   *
   * @return the start position
   */
  P start();

  /**
   * Reads a position in the game's standard notation (SFEN, FEN, ...).
   *
   * @param text the position
   * @return the position
   * @throws NotationException if the text is malformed; it gives the offset of the problem
   * @throws IllegalPositionException if the text is well formed but the position cannot exist
   */
  P parse(String text);

  /**
   * Reads a move in the game's standard notation, in the position where it is played.
   *
   * @param position where the move is played
   * @param text the move
   * @return the legal move it names
   * @throws NotationException if the text is malformed
   * @throws AmbiguousMoveException if the text fits several legal moves
   * @throws IllegalMoveException if the text is well formed but names no legal move
   */
  M parseMove(P position, String text);

  /**
   * Reads a whole turn as the game's records and people write it, in the position where it starts:
   * the moves of its side it stands for, in order. A game whose turn is several moves of one side
   * (Napoleon Strategy's piece move and cannon orders, {@code c2-c4,f1=NE}) expands it; in every
   * other game a turn is one move, and the default reads it with {@link #parseMove}.
   *
   * @param position where the turn starts
   * @param text the turn
   * @return the legal moves it stands for, played one after another from {@code position}; at least
   *     one
   * @throws NotationException if the text is malformed
   * @throws AmbiguousMoveException if the text fits several legal moves
   * @throws IllegalMoveException if the text is well formed but names no legal turn
   */
  default List<M> parseTurn(P position, String text) {
    return List.of(parseMove(position, text));
  }

  /**
   * Writes moves of one side, one turn's, as the game's records and people write a whole turn;
   * {@link #parseTurn} reads a whole turn back. In most games a turn is one move: the default
   * writes each move with {@link #formatMove}, separated by spaces.
   *
   * @param position where the moves start
   * @param moves legal moves played one after another from {@code position}
   * @return the text, empty for no move
   * @throws IllegalMoveException if a move is not legal where it is played
   */
  default String formatTurn(P position, List<M> moves) {
    StringBuilder text = new StringBuilder();
    P p = position;
    for (M move : moves) {
      text.append(text.length() == 0 ? "" : " ").append(formatMove(p, move));
      p = p.play(move);
    }
    return text.toString();
  }

  /**
   * Reads a word of a sequence that may hold moves and whole turns alike (a record, a protocol's
   * list of moves): the one move {@link #parseMove} reads, or if it reads none, the moves of {@link
   * #parseTurn}. So Napoleon Strategy reads both {@code c2-c4 f1=NE end c7-c5 end} and the whole
   * turns {@code c2-c4,f1=NE c7-c5}.
   *
   * @param position where the word is played
   * @param text the word
   * @return the legal moves it stands for; at least one
   * @throws NotationException if the text is malformed as a whole turn too
   * @throws AmbiguousMoveException if the text fits several legal moves
   * @throws IllegalMoveException if the text names no legal move nor turn
   */
  default List<M> parseMoveOrTurn(P position, String text) {
    M move;
    try {
      move = parseMove(position, text);
    } catch (PlateauException e) {
      return parseTurn(position, text);
    }
    return List.of(move);
  }

  /**
   * Writes a move in the game's standard notation; {@link #parseMove} reads it back.
   *
   * @param position where the move is played
   * @param move a legal move of that position
   * @return the move's text
   * @throws IllegalMoveException if the move is not legal in the position
   */
  String formatMove(P position, M move);

  /**
   * Checks that a position is one of this game under the same rules, as every method that reads or
   * judges a position must: its moves would otherwise be read by other rules.
   *
   * @param position a position
   * @return the position
   * @throws IllegalArgumentException if the position is null, or its {@link Position#game()} is
   *     another game or this game under other rules; the message names both
   */
  default P requireOwn(P position) {
    if (position == null) {
      throw new IllegalArgumentException("position is null");
    }
    if (!position.game().equals(this)) {
      throw new IllegalArgumentException(
          "the position belongs to " + position.game() + ", not to " + this);
    }
    return position;
  }

  /**
   * Checks that a record is one of this game under the same rules, as {@link #judge} must.
   *
   * @param record a record
   * @return the record
   * @throws IllegalArgumentException if the record is null, or its game is another game or this
   *     game under other rules; the message names both
   */
  default GameRecord<P, M> requireOwn(GameRecord<P, M> record) {
    if (record == null) {
      throw new IllegalArgumentException("record is null");
    }
    if (!record.game().equals(this)) {
      throw new IllegalArgumentException("the record is of " + record.game() + ", not of " + this);
    }
    return record;
  }

  /**
   * The rules that look at a game's history rather than at one position (repetition, perpetual
   * check, move-count draws), applied by {@link GameRecord} after every move whose position does
   * not decide the game by itself. The default knows no such rule.
   *
   * @param record the game so far, its last position not decided by itself
   * @return the outcome these rules give, or empty if the game goes on
   */
  default Optional<Outcome> judge(GameRecord<P, M> record) {
    return Optional.empty();
  }

  /**
   * How many plies may surely be played on from a game before {@link #judge} could end it by a
   * count (a ply limit, a no-capture limit, a count of king moves), whatever is played: a lower
   * bound, since a capture may restart a count. A line of at most that many plies ends only as its
   * positions and its repetitions decide. The mate solver bounds its lines so. The default, a game
   * without such a count: {@link Integer#MAX_VALUE}.
   *
   * @param record the game so far
   * @return the plies, 0 if a count may end the game at once; {@link Integer#MAX_VALUE} for none
   */
  default int pliesBeforeCounts(GameRecord<P, M> record) {
    return Integer.MAX_VALUE;
  }

  /**
   * The repetition rule among the history rules of {@link #judge}, for a searcher that meets a
   * repetition on its search path and judges it by {@link Repetition#judgeCycle} as if it had
   * occurred often enough. The default has none: such a searcher scores a repetition as a draw.
   *
   * @return the rule, or empty if the game has none
   */
  default Optional<Repetition<P, M>> repetition() {
    return Optional.empty();
  }

  /**
   * The record file formats this game reads and writes, the most common first.
   *
   * @return an unmodifiable list, empty if the game has none
   */
  default List<RecordFormat<P, M>> recordFormats() {
    return List.of();
  }

  /**
   * The notations people write this game's moves in, for a move list ({@link MoveNotation}): the
   * usual one for people first. The default is the game's standard notation alone ({@link
   * MoveNotation#standard}).
   *
   * @return an unmodifiable list of one notation or more, their names distinct
   */
  default List<MoveNotation<P, M>> moveNotations() {
    return List.of(MoveNotation.standard(this, MoveNotation.STANDARD, "Standard"));
  }

  /**
   * One of {@link #moveNotations()}, by its name.
   *
   * @param name a notation's name, in any case
   * @return the notation
   * @throws IllegalArgumentException if the name is null or not one of the game's notations; the
   *     message lists them
   */
  default MoveNotation<P, M> moveNotation(String name) {
    if (name == null) {
      throw new IllegalArgumentException("the notation's name is null");
    }
    List<String> names = new ArrayList<>();
    for (MoveNotation<P, M> notation : moveNotations()) {
      if (notation.name().equalsIgnoreCase(name)) {
        return notation;
      }
      names.add(notation.name());
    }
    throw new IllegalArgumentException(
        name() + " has no move notation '" + name + "' (its notations: " + names + ")");
  }

  /**
   * What happens if the side to move declares a win now, in games whose rules allow it (shogi's
   * impasse declaration): the declarer wins if the position fulfils the rule, and loses otherwise.
   *
   * @param position the position of the declaration
   * @return the outcome, or empty if the game (under its options) has no declaration; the default
   */
  default Optional<Outcome> declaration(P position) {
    requireOwn(position);
    return Optional.empty();
  }

  /**
   * The secret setup before the first move, in games that have one (Napoleon Strategy): each side
   * places its pieces unseen, then all are revealed at once.
   *
   * @return the phase, or empty if the game starts from {@link #start()}; the default
   */
  default Optional<SetupPhase<P, M>> setupPhase() {
    return Optional.empty();
  }

  /**
   * How the game is drawn as SVG, and how a person names its moves on the picture.
   *
   * @return the drawing, or empty if the game has none; the default
   */
  default Optional<Drawing<P, M>> drawing() {
    return Optional.empty();
  }
}
