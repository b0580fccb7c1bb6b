package io.github.plateau.xiangqi;

import io.github.plateau.core.AmbiguousMoveException;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.NotationException;
import java.util.Locale;

/**
 * The move notations of game records ({@link Pgn}); a format's name is the value of the record's
 * {@code Format} tag.
 */
public enum MoveFormat {
  /**
   * ICCS coordinates, written {@code H2-E2} in game records as in the original ICCS form, and read
   * in either case, with or without the dash ({@code h2e2}).
   */
  ICCS,
  /** WXF notation, such as {@code C2.5} or {@code H8+7} ({@link Wxf}). */
  WXF;

  /** The move's text in a game record. */
  String format(XiangqiPosition position, Move move) {
    if (this == WXF) {
      return Wxf.format(position, move);
    }
    String iccs = move.toString().toUpperCase(Locale.ROOT);
    return iccs.substring(0, 2) + '-' + iccs.substring(2);
  }

  /**
   * The legal move a text of a game record names.
   *
   * @throws NotationException if the text is malformed, at its offset in the whole record
   * @throws AmbiguousMoveException if a WXF text fits several moves
   * @throws IllegalMoveException if the text names no legal move
   */
  Move parse(XiangqiPosition position, Excerpt text) {
    return this == WXF ? Wxf.read(position, text) : Iccs.read(position, text);
  }
}
