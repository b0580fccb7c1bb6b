package io.github.plateau.core;

import java.util.Map;

/**
 * A game's secret setup phase: before the first move each side chooses where its pieces stand,
 * unseen by the other, then every setup is revealed at once and the game starts. Setups are text in
 * the game's setup notation, so that protocols and records carry them unchanged.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public interface SetupPhase<P extends Position<P, M>, M> {

  /**
   * The game this phase starts.
   *
   * @return the game
   */
  Game<P, M> game();

  /**
   * The setup a side takes when it has no preference.
   *
   * @param side one of the game's sides
   * @return the setup's text
   * @throws IllegalArgumentException if the side is not one of the game's
   */
  String defaultSetup(Side side);

  /**
   * A setup drawn at random among the legal ones, from a seed.
   *
   * @param side one of the game's sides
   * @param seed the seed: the same seed gives the same setup
   * @return the setup's text
   * @throws IllegalArgumentException if the side is not one of the game's
   */
  String randomSetup(Side side, long seed);

  /**
   * Checks a side's setup without starting the game.
   *
   * @param side one of the game's sides
   * @param setup the setup's text
   * @throws NotationException if the text is malformed
   * @throws IllegalPositionException if the setup breaks the rules (too many pieces, a piece out of
   *     its zone); the message names the problem
   * @throws IllegalArgumentException if an argument is null or the side is not one of the game's
   */
  void check(Side side, String setup);

  /**
   * The start position once every side has chosen.
   *
   * @param setups every side's setup
   * @param first the side that moves first
   * @return the start position
   * @throws NotationException if a setup is malformed
   * @throws IllegalPositionException if a setup breaks the rules, or a side's setup is missing
   * @throws IllegalArgumentException if an argument is null
   */
  P start(Map<Side, String> setups, Side first);

  /**
   * Whether a person may place a setup on the board, square by square: {@link #place} edits it,
   * {@link #shown} is what to draw of it.
   *
   * @return true if the game supports it; the default is false
   */
  default boolean placedOnBoard() {
    return false;
  }

  /**
   * A setup after a person's edit on the board: two squares swapped, then a piece turned, either or
   * both or neither (which only reads the setup and writes it the game's way).
   *
   * @param side one of the game's sides
   * @param setup the setup's text
   * @param edit the edit, squares and directions named as the game's drawing names them
   * @return the edited setup's text; it may still break the rules, as {@link #check} tells
   * @throws UnsupportedOperationException if setups are not {@link #placedOnBoard() placed on the
   *     board}; the default
   * @throws NotationException if the setup's text is malformed
   * @throws IllegalArgumentException if an argument is null, the side is not one of the game's, a
   *     name is not a square, no piece that turns stands on the turned square, the direction is not
   *     one of the game's, or a piece would leave the side's setup zone
   */
  default String place(Side side, String setup, SetupEdit edit) {
    throw new UnsupportedOperationException(game().name() + " setups are not placed on the board");
  }

  /**
   * What a person placing a setup sees: the board with this side's setup alone, every other side's
   * squares empty, to be drawn by the game's drawing.
   *
   * @param side one of the game's sides
   * @param setup the setup's text
   * @return the position to draw; the side to move is this side
   * @throws UnsupportedOperationException if setups are not {@link #placedOnBoard() placed on the
   *     board}; the default
   * @throws NotationException if the setup's text is malformed
   * @throws IllegalArgumentException if an argument is null or the side is not one of the game's
   */
  default P shown(Side side, String setup) {
    throw new UnsupportedOperationException(game().name() + " setups are not placed on the board");
  }
}
