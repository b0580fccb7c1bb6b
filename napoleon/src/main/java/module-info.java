/**
 * Napoleon Strategy for Plateau: the immutable {@link io.github.plateau.napoleon.NapoleonPosition
 * position}, bitboard (up to 64 squares) and mailbox (up to 26 x 26) move generators, the position
 * and move notations, setups, and the end-of-game rules, with every variant of the author's text
 * (armies, board sizes, frightened horses, drummer push, antique names, terrain). Start with {@link
 * io.github.plateau.napoleon.Napoleon}.
 *
 * @provides io.github.plateau.core.GameProvider the game {@code napoleon}
 */
module io.github.plateau.napoleon {
  requires transitive io.github.plateau.core;
  requires com.google.common;

  exports io.github.plateau.napoleon;

  provides io.github.plateau.core.GameProvider with
      io.github.plateau.napoleon.NapoleonProvider;
}
