/**
 * Plateau's shared contracts: immutable {@link io.github.plateau.core.Position positions}, the
 * {@link io.github.plateau.core.Game game} entry point, history-aware {@link
 * io.github.plateau.core.GameRecord game records}, {@link io.github.plateau.core.Outcome outcomes},
 * typed errors, {@link io.github.plateau.core.Perft perft}, the {@link io.github.plateau.core.Games
 * registry} of installed games, a {@link io.github.plateau.core.search.Searcher search} and a
 * {@link io.github.plateau.core.mate.MateSolver mate solver} for every game.
 *
 * @uses io.github.plateau.core.GameProvider to find every installed game
 */
module io.github.plateau.core {
  requires com.google.common;

  exports io.github.plateau.core;
  exports io.github.plateau.core.mate;
  exports io.github.plateau.core.search;
  exports io.github.plateau.core.svg;
  exports io.github.plateau.core.text;

  uses io.github.plateau.core.GameProvider;
}
