package io.github.plateau.napoleon;

import io.github.plateau.core.Zobrist;

/**
 * The Zobrist keys, indexed by file and rank (not by a board's square index) so that a square has
 * the same keys on every board size.
 */
final class Keys {
  private static final int SQUARES = Square.MAX_SIDE * Square.MAX_SIDE;
  private static final int CODES = 256;
  private static final long[] PIECES = Zobrist.keys(0x4e61706f6c656f6eL, CODES * SQUARES);
  private static final long[] SIDES = Zobrist.keys(0x5369646573L, 8);
  private static final long[] NEXT = Zobrist.keys(0x4e657874L, 8);
  private static final long[] STREAKS = Zobrist.keys(0x53747265616bL, 8 * 3 * SQUARES);
  private static final long[] TERRAIN = Zobrist.keys(0x5465727261696eL, 4 * SQUARES);
  private static final long[] ORDERS = Zobrist.keys(0x4f7264657273L, SQUARES + 1);

  private Keys() {}

  private static int at(int file, int rank) {
    return rank * Square.MAX_SIDE + file;
  }

  /** The key of a piece (its {@link PieceCodes} code) on a square. */
  static long piece(int code, int file, int rank) {
    return PIECES[code * SQUARES + at(file, rank)];
  }

  /** The key of a camp to move; 0 for the first camp. */
  static long side(int camp) {
    return camp == 0 ? 0 : SIDES[camp];
  }

  /**
   * The key of the camp of the other alliance that moves after the current turn (section 11), by
   * camp ordinal; 0 for SOUTH and NORTH, so that a two-army game, where it is always the other
   * camp, keeps its keys.
   */
  static long next(int camp) {
    return camp < 2 ? 0 : NEXT[camp];
  }

  /** The key of a camp's streak entry. */
  static long streak(int camp, int count, int file, int rank) {
    return STREAKS[(camp * 3 + count) * SQUARES + at(file, rank)];
  }

  /**
   * The key of a camp's streak given as a streak code ({@code square << 2 | count}, square index on
   * a board of the given width), 0 for no streak (-1).
   */
  static long streak(int camp, int code, int width) {
    if (code < 0) {
      return 0;
    }
    int sq = code >>> 2;
    return streak(camp, code & 3, sq % width, sq / width);
  }

  /**
   * The key of an ORDERS phase whose last reoriented square is {@code last} (a square index on a
   * board of the given width, -1 for none yet); the MOVE phase has no key.
   */
  static long orders(int last, int width) {
    return last < 0 ? ORDERS[SQUARES] : ORDERS[at(last % width, last / width)];
  }

  static long terrain(int terrain, Square square) {
    return TERRAIN[terrain * SQUARES + at(square.file(), square.rank())];
  }

  /** The keys of every piece and every camp's streak of a board of the given width. */
  static long board(byte[] cells, int[] streaks, int width) {
    long h = 0;
    for (int sq = 0; sq < cells.length; sq++) {
      int code = cells[sq] & 0xFF;
      if (code != PieceCodes.EMPTY) {
        h ^= piece(code, sq % width, sq / width);
      }
    }
    for (int c = 0; c < streaks.length; c++) {
      h ^= streak(c, streaks[c], width);
    }
    return h;
  }
}
