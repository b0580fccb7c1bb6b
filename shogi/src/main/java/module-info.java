/**
 * Shogi for Plateau: positions, a search board with make and unmake, SFEN and USI notation, the
 * repetition, ply-limit and impasse rules, and game records in USI, CSA, KIF and KI2.
 *
 * @provides io.github.plateau.core.GameProvider the game {@code shogi}
 */
module io.github.plateau.shogi {
  requires transitive io.github.plateau.core;
  requires com.google.common;

  exports io.github.plateau.shogi;

  provides io.github.plateau.core.GameProvider with
      io.github.plateau.shogi.ShogiProvider;
}
