package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.search.Evaluation;
import io.github.plateau.core.text.Quoting;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The base of the providers of this library's games: it holds the ids it makes and checks the
 * arguments of {@link #create} once, leaving each provider only how it makes the game of a known id
 * under the rules its options give ({@link #make}).
 */
public abstract class RulesProvider implements GameProvider {
  private final List<String> ids;
  private final String unknown;

  /**
   * A provider of some ids. Its subclass names the ids by their constants, which the compiler
   * copies, so that listing them loads no game class.
   *
   * @param ids the ids
   * @param unknown the message for an id that is none of them, its {@code %s} the id as quoted
   */
  protected RulesProvider(List<String> ids, String unknown) {
    this.ids = List.copyOf(ids);
    this.unknown = unknown;
  }

  /**
   * The ids this provider makes, as the provider's class comment names them.
   *
   * @return an unmodifiable list
   */
  @Override
  public final List<String> ids() {
    return ids;
  }

  /**
   * Makes the game of an id under the rules its options give ({@link #make}).
   *
   * @param id one of {@link #ids()}
   * @param options the rules options
   * @return the game
   * @throws NotationException for an unknown option or a bad value, at its place in the
   *     specification
   * @throws IllegalArgumentException if an argument is null or the id is not one of {@link #ids()}
   */
  @Override
  public final Game<?, ?> create(String id, Options options) {
    checkArgument(id != null, "id is null");
    checkArgument(options != null, "options is null");
    checkArgument(ids.contains(id), unknown, Quoting.shown(id));
    return make(id, options);
  }

  /**
   * Makes the game of an id, once {@link #create} has checked the arguments.
   *
   * @param id one of {@link #ids()}
   * @param options the rules options, not null
   * @return the game
   * @throws NotationException for an unknown option or a bad value
   */
  protected abstract Game<?, ?> make(String id, Options options);

  /**
   * A provider's answer to {@link #evaluation}: the evaluation if the game is of the provider's
   * class, written once so that each provider names only its class and its evaluation.
   *
   * @param game the game asked about
   * @param gameClass the class of the provider's games
   * @param evaluation makes the evaluation, an {@code Evaluation} of that class's positions and
   *     moves
   * @param <P> the game's position type
   * @param <M> the game's move type
   * @return the evaluation for a game of the class, empty for another game
   * @throws IllegalArgumentException if the game is null
   */
  @SuppressWarnings("unchecked") // a game of the class has the positions and moves it evaluates
  protected static <P extends Position<P, M>, M> Optional<Evaluation<P, M>> evaluationFor(
      Game<P, M> game, Class<?> gameClass, Supplier<? extends Evaluation<?, ?>> evaluation) {
    checkArgument(game != null, "game is null");
    return gameClass.isInstance(game)
        ? Optional.of((Evaluation<P, M>) evaluation.get())
        : Optional.empty();
  }
}
