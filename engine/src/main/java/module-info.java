/**
 * Bots in the world: a {@link io.github.plateau.core.Player} served as an engine over USI, UCI,
 * UCCI, Hub, DXP or the Napoleon protocol ({@link io.github.plateau.engine.EngineServer}), external
 * engines driven as players ({@link io.github.plateau.engine.EnginePlayer}), players found by class
 * name ({@link io.github.plateau.engine.Players}), and {@link io.github.plateau.engine.Match
 * matches} with Elo and SPRT.
 *
 * @uses io.github.plateau.core.GameProvider to ask each game which protocols carry it
 */
module io.github.plateau.engine {
  requires transitive io.github.plateau.core;
  requires io.github.plateau.shogi;
  requires io.github.plateau.xiangqi;
  requires transitive io.github.plateau.draughts; // Dxp takes and gives draughts types
  requires io.github.plateau.napoleon;
  requires com.google.common;

  exports io.github.plateau.engine;

  uses io.github.plateau.core.GameProvider;
}
