package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.List;

/**
 * A game played under one set of rules, the base of the games of this library: it holds the rules,
 * the sides and the start position, makes two games equal when they are of the same class and their
 * rules are equal, writes the game's specification ({@link #toString}), checks the arguments of
 * {@link #parse}, {@link #parseMove} and {@link #formatMove} and the legality of a move to format
 * once, leaving each game only its notation ({@link #readPosition}, {@link #readMove}, {@link
 * #writeMove}), its refusal of an illegal move ({@link #refused}) and how it builds its start
 * ({@link #buildStart}). Each game's class comment says which texts it reads.
 *
 * @param <P> the positions
 * @param <M> the moves
 * @param <R> the rules
 */
public abstract class RuledGame<P extends Position<P, M>, M, R> implements Game<P, M> {
  private final R rules;
  private final List<Side> sides;
  private volatile P start; // built on first use: a game's start needs the game whole

  /**
   * A game under some rules.
   *
   * @param rules the rules
   * @param sides the sides in turn order
   * @throws IllegalArgumentException if the rules are null
   */
  protected RuledGame(R rules, List<? extends Side> sides) {
    checkArgument(rules != null, "rules is null");
    this.rules = rules;
    this.sides = List.copyOf(sides);
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
   * The sides, in turn order, as the game's class comment names them.
   *
   * @return an unmodifiable list
   */
  @Override
  public final List<Side> sides() {
    return sides;
  }

  /**
   * The start position of this game under its rules ({@link #buildStart}), the same one each time.
   *
   * @return the start position, ply 0
   */
  @Override
  public final P start() {
    P p = start;
    if (p == null) {
      p = buildStart(); // a race builds an equal position twice, harmlessly
      start = p;
    }
    return p;
  }

  /**
   * Builds the start position, once, on the first call of {@link #start}.
   *
   * @return the start position, of this game
   */
  protected abstract P buildStart();

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
   * Writes a move, once {@link #formatMove} has checked the arguments and that the move is legal.
   *
   * @param position where the move is played, a position of this game
   * @param move a legal move there
   * @return the move's text
   */
  protected abstract String writeMove(P position, M move);

  /**
   * The exception {@link #formatMove} throws for a move that is not legal where it is formatted.
   *
   * @param position the position, of this game
   * @param move a move that is not legal there
   * @return the exception, whose reason and message say why
   */
  protected abstract IllegalMoveException refused(P position, M move);

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
   * Writes a legal move in the game's notation ({@link #writeMove}).
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
    if (!position.isLegal(move)) {
      throw refused(position, move);
    }
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
