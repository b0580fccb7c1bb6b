/**
 * Draughts for Plateau under the international (FMJD) rules on 8 x 8 (Brazilian), 10 x 10
 * (international) and 12 x 12 (Canadian) boards: the immutable {@link
 * io.github.plateau.draughts.DraughtsPosition position}, a bitboard move generator, FMJD FEN and
 * move notation, and the FMJD draw rules. Start with {@link io.github.plateau.draughts.Draughts}.
 *
 * @provides io.github.plateau.core.GameProvider the games {@code draughts}, {@code
 *     draughts-brazilian} and {@code draughts-canadian}
 */
module io.github.plateau.draughts {
  requires transitive io.github.plateau.core;
  requires com.google.common;

  exports io.github.plateau.draughts;

  provides io.github.plateau.core.GameProvider with
      io.github.plateau.draughts.DraughtsProvider;
}
