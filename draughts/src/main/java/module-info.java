/**
 * Draughts for Plateau under the international (FMJD) rules on 8 x 8 (Brazilian), 10 x 10
 * (international) and 12 x 12 (Canadian) boards, with the rule flags of other national games: the
 * rules as a value ({@link io.github.plateau.draughts.DraughtsRules}), the immutable {@link
 * io.github.plateau.draughts.DraughtsPosition position}, bitboard move generators, a make/unmake
 * {@link io.github.plateau.draughts.DraughtsSearchBoard search board}, FMJD FEN and move notation,
 * PDN records and the FMJD draw rules. Start with {@link io.github.plateau.draughts.Draughts}.
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
