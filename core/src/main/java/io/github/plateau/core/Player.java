package io.github.plateau.core;

import java.util.Map;

/**
 * Something that plays a game: a bot written on Plateau, the {@link RandomPlayer}, or an external
 * engine driven through a protocol. Everything that plays (the engine protocols' servers, matches,
 * the CLI) sees players only through this contract.
 *
 * <p>A player makes one decision at a time: {@link #decide} is called with a {@link Turn} that
 * holds the game so far and the clock, and may be {@link Turn#stop() stopped} from another thread.
 * Players are found by class name (a public no-arg constructor is enough) by the engine module's
 * {@code Players}, so {@code java -cp mybot.jar:plateau.jar ...} serves or matches a bot with no
 * code here.
 *
 * <p>A player is used by one thread at a time, but {@link Turn#stop()} comes from another: a search
 * must look at {@link Turn#isStopped()} often (or register {@link Turn#onStop}).
 *
 * <p>For example, a bot as a lambda, asked for a move at shogi's start:
 *
 * <pre>{@code
 * Shogi shogi = new Shogi();
 * Player<ShogiPosition, Move> first = // a bot: the first legal move
 *     turn -> Decision.move(turn.position().legalMoves().get(0));
 * Turn<ShogiPosition, Move> turn = new Turn<>(GameRecord.start(shogi), Limits.depth(1));
 * Move move = first.decide(turn).move().orElseThrow(); // 5i5h, the king
 * }</pre>
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public interface Player<P extends Position<P, M>, M> extends AutoCloseable {

  /**
   * The player's name, in records and match tables.
   *
   * @return a short name; the default is the class's simple name
   */
  default String name() {
    return getClass().getSimpleName();
  }

  /**
   * The options the player accepts through {@link #setOption}, such as a search depth or a seed:
   * the engine protocols announce them to the programs that drive the player.
   *
   * @return an unmodifiable map from option name to its current value; empty by default
   */
  default Map<String, String> options() {
    return Map.of();
  }

  /**
   * Sets one of the {@link #options()}.
   *
   * @param name an option's name, as {@link #options()} lists it
   * @param value its new value
   * @throws IllegalArgumentException if the player has no such option or the value does not fit it;
   *     the message says which
   */
  default void setOption(String name, String value) {
    throw new IllegalArgumentException("no option named " + name);
  }

  /**
   * Called before each game: a player that learns during a game forgets it here.
   *
   * @param game the game about to start
   */
  default void newGame(Game<P, M> game) {}

  /**
   * Chooses a setup in a game with a {@link Game#setupPhase() secret setup phase}, before the first
   * move; both sides' setups are revealed at once. The default takes the game's default setup.
   *
   * @param phase the game's setup phase
   * @param side the side whose pieces to place
   * @param turn the clock for the choice; its record is the game before setup
   * @return the setup in the phase's notation, accepted by {@link SetupPhase#check}
   */
  default String chooseSetup(SetupPhase<P, M> phase, Side side, Turn<P, M> turn) {
    return phase.defaultSetup(side);
  }

  /**
   * Decides what to do in the current position of {@code turn.record()}: a legal move, or to
   * resign, or to declare a win where the rules allow. Returns soon after {@link Turn#stop()}; a
   * move is still expected then.
   *
   * @param turn the game so far, the clock, and where to report search information
   * @return the decision
   */
  Decision<M> decide(Turn<P, M> turn);

  /**
   * Releases what the player holds (an external engine's process, threads). The default does
   * nothing. Never throws.
   */
  @Override
  default void close() {}
}
