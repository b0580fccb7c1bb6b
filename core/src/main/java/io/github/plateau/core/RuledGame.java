package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * A game played under one set of rules, the base of the games of this library: it holds the rules,
 * makes two games equal when they are of the same class and their rules are equal, writes the
 * game's specification ({@link #toString}) and checks the arguments of {@link #parse}, {@link
 * #parseMove} and {@link #formatMove} once, leaving each game only its notation ({@link
 * #readPosition}, {@link #readMove}, {@link #writeMove}).
 *
 * @param <P> the positions
 * @param <M> the moves
 * @param <R> the rules
 */
public abstract class RuledGame<P extends Position<P, M>, M, R> implements Game<P, M> {
  private final R rules;

  /**
   * A game under some rules.
   *
   * @param rules the rules
   * @throws IllegalArgumentException if the rules are null
   */
  protected RuledGame(R rules) {
    checkArgument(rules != null, "rules is null");
    this.rules = rules;
  }

  /**
   * The rules this game is played by.
   *
   * @return the rules
   */
  public final R rules() {
    return rules;
  }

  /**
   * The game's non-default options, as {@link Games#create} reads them after the id and a colon.
   *
   * @return the options, empty for the rules the id stands for
   */
  protected abstract String options();

  /**
   * Reads a position, once {@link #parse} has checked the text.
   *
   * @param text the position, not null
   * @return the position, of this game
   */
  protected abstract P readPosition(String text);

  /**
   * Reads a move, once {@link #parseMove} has checked the arguments.
   *
   * @param position where the move is played, a position of this game
   * @param text the move, not null
   * @return the legal move it names
   */
  protected abstract M readMove(P position, String text);

  /**
   * Writes a move, once {@link #formatMove} has checked the arguments.
   *
   * @param position where the move is played, a position of this game
   * @param move the move, not null, legal or not
   * @return the move's text
   * @throws IllegalMoveException if the move is not legal there
   */
  protected abstract String writeMove(P position, M move);

  /**
   * Reads a position in the game's notation ({@link #readPosition}).
   *
   * @param text the position
   * @return the position, of this game
   * @throws NotationException if the text is malformed
   * @throws IllegalPositionException if the position cannot occur
   * @throws IllegalArgumentException if the text is null
   */
  @Override
  public final P parse(String text) {
    checkArgument(text != null, "text is null");
    return readPosition(text);
  }

  /**
   * Reads a move in the game's notation ({@link #readMove}).
   *
   * @param position where the move is played, a position of this game
   * @param text the move
   * @return the legal move it names
   * @throws NotationException if the text is malformed
   * @throws IllegalMoveException if the text names no legal move
   * @throws IllegalArgumentException if an argument is null, or the position belongs to another
   *     game or other rules
   */
  @Override
  public final M parseMove(P position, String text) {
    requireOwn(position);
    checkArgument(text != null, "text is null");
    return readMove(position, text);
  }

  /**
   * Writes a move in the game's notation ({@link #writeMove}).
   *
   * @param position where the move is played, a position of this game
   * @param move a legal move there
   * @return the move's text
   * @throws IllegalMoveException if the move is not legal there
   * @throws IllegalArgumentException if an argument is null, or the position belongs to another
   *     game or other rules
   */
  @Override
  public final String formatMove(P position, M move) {
    requireOwn(position);
    checkArgument(move != null, "move is null");
    return writeMove(position, move);
  }

  /**
   * Whether another object is a game of the same class under equal rules.
   *
   * @param o another object
   * @return true if equal
   */
  @Override
  public final boolean equals(Object o) {
    return o == this
        || o != null && o.getClass() == getClass() && ((RuledGame<?, ?, ?>) o).rules.equals(rules);
  }

  /**
   * A hash code consistent with {@link #equals}: the rules'.
   *
   * @return the rules' hash code
   */
  @Override
  public final int hashCode() {
    return rules.hashCode();
  }

  /**
   * The game's specification, which {@link Games#create} reads back to an equal game: the id, then
   * its non-default {@link #options()} after a colon.
   *
   * @return such as {@code "shogi"} or {@code "napoleon:k=5,horses"}
   */
  @Override
  public final String toString() {
    String options = options();
    return options.isEmpty() ? id() : id() + ":" + options;
  }
}
