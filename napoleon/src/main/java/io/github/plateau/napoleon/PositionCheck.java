package io.github.plateau.napoleon;

import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.PositionRefusal;
import java.util.Locale;

/**
 * The check that a board read from the position notation is a position some game can reach: no
 * piece on terrain it may not enter ({@code PIECE_OUT_OF_PLACE}). A setup, the placement of a
 * camp's army before the game, is checked by {@link Napoleon#validate} against the army's rules.
 */
final class PositionCheck {
  private PositionCheck() {}

  /**
   * Refuses a board that no game can reach: a piece on terrain it may not enter. Like every game's
   * check, it takes what is checked first, then the geometry it is checked against.
   *
   * @param cells the piece code on each cell
   * @param ground the terrain of each cell
   * @param g the board's geometry
   */
  static void check(byte[] cells, Ground ground, Geometry g) {
    for (int sq = 0; sq < cells.length; sq++) {
      int code = cells[sq] & 0xFF;
      if (code != PieceCodes.EMPTY && !ground.admits(sq, PieceCodes.kind(code))) {
        Piece p = Piece.fromCode(code);
        throw new IllegalPositionException(
            PositionRefusal.PIECE_OUT_OF_PLACE,
            p.camp()
                + "'s "
                + p.kind().displayName(false)
                + " on "
                + g.square(sq)
                + " stands on "
                + Terrain.values()[ground.kind[sq] - 1].name().toLowerCase(Locale.ROOT)
                + ", which a "
                + p.kind().displayName(false)
                + " may not enter");
      }
    }
  }
}
