package io.github.plateau.core;

import io.github.plateau.core.search.Evaluation;
import java.util.List;
import java.util.Optional;

/**
 * The service through which a game module makes its games known to {@link Games}. A module declares
 * it in {@code module-info.java} ({@code provides}) and in {@code
 * META-INF/services/io.github.plateau.core.GameProvider}, for the class path.
 */
public interface GameProvider {

  /**
   * The ids of the games this provider creates, such as {@code "draughts"}, {@code
   * "draughts-brazilian"}.
   *
   * @return an unmodifiable list of ids, lower case, without {@code ':'} or {@code ','}
   */
  List<String> ids();

  /**
   * Creates a game with its rules options.
   *
   * @param id one of {@link #ids()}
   * @param options the rules options; a provider reads the ones it knows and calls {@link
   *     Options#requireOnly} so that unknown ones are reported
   * @return the game
   * @throws NotationException if an option is unknown or its value is invalid
   * @throws IllegalArgumentException if the id is not one of {@link #ids()}
   */
  Game<?, ?> create(String id, Options options);

  /**
   * The names of the engine protocols that can carry a game this provider made, such as {@code
   * "usi"}, {@code "uci"}, {@code "hub"}: the engine module speaks each protocol it knows by name,
   * so that nothing above the games needs to know their classes. The first name is the protocol the
   * game is served with when none is named. A provider may refuse a protocol to some of its
   * variants (DXP names only international draughts; NSP only two camps).
   *
   * @param game a game this provider made
   * @return the protocol names, lower case, the default first; empty (the default) if no protocol
   *     carries the game, or the game is not one of this provider's
   * @throws IllegalArgumentException if the game is null
   */
  default List<String> protocols(Game<?, ?> game) {
    if (game == null) {
      throw new IllegalArgumentException("game is null");
    }
    return List.of();
  }

  /**
   * The default evaluation of a game this provider made, for a search that knows only the game: a
   * bot author's own evaluation is usually stronger.
   *
   * @param game a game this provider made
   * @param <P> the game's position type
   * @param <M> the game's move type
   * @return the evaluation; empty (the default) if the provider has none, or the game is not one of
   *     this provider's
   * @throws IllegalArgumentException if the game is null
   */
  default <P extends Position<P, M>, M> Optional<Evaluation<P, M>> evaluation(Game<P, M> game) {
    if (game == null) {
      throw new IllegalArgumentException("game is null");
    }
    return Optional.empty();
  }
}
