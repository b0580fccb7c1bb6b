/**
 * Plateau's shared contracts: immutable {@link io.github.plateau.core.Position positions}, the
 * {@link io.github.plateau.core.Game game} entry point, history-aware {@link
 * io.github.plateau.core.GameRecord game records}, {@link io.github.plateau.core.Outcome outcomes},
 * typed errors, {@link io.github.plateau.core.Perft perft} and the {@link
 * io.github.plateau.core.Games registry} of installed games.
 *
 * @uses io.github.plateau.core.GameProvider to find every installed game
 */
module io.github.plateau.core {
  requires com.google.common;

  exports io.github.plateau.core;
  exports io.github.plateau.core.mate;
  exports io.github.plateau.core.svg;
  exports io.github.plateau.core.text;

  uses io.github.plateau.core.GameProvider;
}
