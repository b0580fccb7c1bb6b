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
}
