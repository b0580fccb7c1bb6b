package io.github.plateau.engine;

import io.github.plateau.core.Decision;
import io.github.plateau.core.Game;
import io.github.plateau.core.Position;
import io.github.plateau.core.SetupPhase;
import io.github.plateau.core.Side;
import io.github.plateau.core.Turn;
import java.util.Map;

/**
 * One protocol's client side: what {@link EnginePlayer} asks of the engine behind it. Every method
 * throws {@link EngineException} when the engine fails, after killing it.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
interface EngineClient<P extends Position<P, M>, M> {

  /**
   * The options the engine announced, with their current values.
   *
   * @return an unmodifiable map
   */
  Map<String, String> options();

  /**
   * Sets an option.
   *
   * @param name an option the engine announced
   * @param value its value
   * @throws IllegalArgumentException if the engine announced no such option
   */
  void setOption(String name, String value);

  /**
   * Prepares the engine for a new game.
   *
   * @param game the game
   */
  void newGame(Game<P, M> game);

  /**
   * Asks the engine for a setup, in games with a setup phase.
   *
   * @param phase the phase
   * @param side the side to set up
   * @param turn the clock for the choice
   * @return the setup text, checked by the phase
   */
  default String chooseSetup(SetupPhase<P, M> phase, Side side, Turn<P, M> turn) {
    return phase.defaultSetup(side);
  }

  /**
   * Asks the engine to decide under the turn's clock; a move it gives is legal.
   *
   * @param turn the turn
   * @return the decision
   */
  Decision<M> decide(Turn<P, M> turn);

  /** Quits the engine and kills what remains of its process. Never throws. */
  void close();
}
