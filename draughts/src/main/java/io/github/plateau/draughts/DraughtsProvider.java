package io.github.plateau.draughts;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.Game;
import io.github.plateau.core.Options;
import io.github.plateau.core.Position;
import io.github.plateau.core.RulesProvider;
import io.github.plateau.core.search.Evaluation;
import java.util.List;
import java.util.Optional;

/**
 * Makes the draughts games known to {@link io.github.plateau.core.Games}: {@code draughts}
 * (international, 10 x 10), {@code draughts-brazilian} (8 x 8) and {@code draughts-canadian} (12 x
 * 12).
 *
 * <p>Options, in the order {@link Draughts#toString()} writes them: for {@code draughts} only
 * {@code size=N}, an even board size from 4 to 20 (default 10); {@code king-move-plies=N} (FMJD
 * 6.2, default 50), {@code long-endgame-plies=N} (6.3, default 32), {@code short-endgame-plies=N}
 * (6.4, default 10), each 0 for no limit; {@code repetitions=N} (6.1, default 3); the rule flags of
 * {@link DraughtsRules}, each {@code true} or {@code false}: {@code backward} (men capture
 * backward, default true), {@code majority} (majority capture, default true), {@code flying}
 * (flying kings, default true), {@code promotion} (promotion during a capture, default false). The
 * former options {@code kingmoves=N}, {@code endgame16=N} and {@code endgame5=N} count moves of
 * each side and are still read as twice as many plies. Russian draughts, for instance, is {@code
 * draughts-brazilian:majority=false,promotion=true}.
 */
public final class DraughtsProvider extends RulesProvider {
  /** The three ids; the constants are inlined, so listing them loads no game class. */
  static final List<String> IDS = List.of(Draughts.ID, Draughts.BRAZILIAN_ID, Draughts.CANADIAN_ID);

  /** The provider, as the service loader creates it. */
  public DraughtsProvider() {
    super(IDS, "unknown draughts game '%s'; known: " + IDS);
  }

  @Override
  protected Game<?, ?> make(String id, Options options) {
    return new Draughts(DraughtsRules.fromOptions(id, options));
  }

  /**
   * Every draughts game is spoken in Hub, whose {@code variant} parameter names it; DXP names only
   * 10 x 10 international draughts under the default rules.
   *
   * @param game a game
   * @return {@code ["hub", "dxp"]} for international draughts, {@code ["hub"]} for another draughts
   *     game, empty for a game that is not draughts
   * @throws IllegalArgumentException if the game is null
   */
  @Override
  public List<String> protocols(Game<?, ?> game) {
    checkArgument(game != null, "game is null");
    if (!(game instanceof Draughts)) {
      return List.of();
    }
    return game.equals(new Draughts()) ? List.of("hub", "dxp") : List.of("hub");
  }

  /**
   * Every draughts game's default evaluation is {@link DraughtsEvaluation}, whatever its size.
   *
   * @param game a game
   * @param <P> the game's position type
   * @param <M> the game's move type
   * @return a {@link DraughtsEvaluation} for a draughts game, empty for another game
   * @throws IllegalArgumentException if the game is null
   */
  @Override
  public <P extends Position<P, M>, M> Optional<Evaluation<P, M>> evaluation(Game<P, M> game) {
    return evaluationFor(game, Draughts.class, DraughtsEvaluation::new);
  }
}
