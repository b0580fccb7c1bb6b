package io.github.plateau.xiangqi;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;

/**
 * The move codes of {@link XiangqiSearchBoard} and of the positions' cached move lists: {@code
 * key(from) * 90 + key(to)}, where a square's key is {@code file * 10 + rank}. Codes then sort as
 * the moves' ICCS texts, so a list of codes sorted as numbers is in the order of {@link
 * XiangqiPosition#legalMoves()}. The board's internal moves ({@code fromCell | toCell << 8}) are
 * converted by table.
 */
final class MoveCodes {
  /** Codes run from 0 to {@code LIMIT - 1}; not every number below is a code. */
  static final int LIMIT = 90 * 90;

  /** The most runs of moves {@link #legal} sorts: one per piece of the side to move. */
  static final int MAX_RUNS = 16;

  /** The words {@link #legal} needs for its runs: two per piece. */
  static final int RUN_WORDS = 2 * MAX_RUNS;

  /** A cell's key, -1 on the border. */
  private static final int[] KEY_OF_CELL = new int[Geometry.SIZE];

  /** The cell of a key. */
  private static final int[] CELL_OF_KEY = new int[90];

  static {
    Arrays.fill(KEY_OF_CELL, -1);
    for (int file = 0; file < 9; file++) {
      for (int rank = 0; rank < 10; rank++) {
        int cell = Geometry.cell(file, rank);
        KEY_OF_CELL[cell] = file * 10 + rank;
        CELL_OF_KEY[file * 10 + rank] = cell;
      }
    }
  }

  private MoveCodes() {}

  private static int key(Square square) {
    return square.file() * 10 + square.rank();
  }

  static int code(Move move) {
    return key(move.from()) * 90 + key(move.to());
  }

  static int ofInternal(int internal) {
    return KEY_OF_CELL[internal & 0xFF] * 90 + KEY_OF_CELL[internal >>> 8];
  }

  /** The internal move of a code; the code must be in {@code [0, LIMIT)}. */
  static int internal(int code) {
    return CELL_OF_KEY[code / 90] | CELL_OF_KEY[code % 90] << 8;
  }

  static int toCell(int code) {
    return CELL_OF_KEY[code % 90];
  }

  static Move move(int code) {
    Move move = MOVES[code];
    if (move == null) { // only codes of equal squares stay null: they name no move
      throw new IllegalArgumentException("code " + code + " names no move");
    }
    return move;
  }

  /** Every move by its code, made once: moves are values, so lists share them. */
  private static final Move[] MOVES = new Move[90 * 90];

  static {
    for (int code = 0; code < MOVES.length; code++) {
      int from = code / 90;
      int to = code % 90;
      if (from != to) {
        MOVES[code] = new Move(Square.of(from / 10, from % 10), Square.of(to / 10, to % 10));
      }
    }
  }

  /** The moves of sorted codes, as an unmodifiable list that reads the codes in place. */
  static List<Move> list(int[] codes) {
    return new MoveList(codes);
  }

  private static final class MoveList extends AbstractList<Move> implements RandomAccess {
    private final int[] codes;

    MoveList(int[] codes) {
      this.codes = codes;
    }

    @Override
    public Move get(int index) {
      return MOVES[codes[index]];
    }

    @Override
    public int size() {
      return codes.length;
    }
  }

  /**
   * Writes the sorted codes of the legal moves of a board at {@code out[offset...]}.
   *
   * <p>The generator lists each piece's moves together, so sorting is cheap: each piece's targets
   * are marked in a 90-bit set, read back in increasing order, and the pieces are taken in the
   * order of their squares.
   *
   * @param scratch room for {@link Board#MAX_MOVES} moves
   * @param runs room for {@link #MAX_RUNS} pieces' sets, {@link #RUN_WORDS} words
   * @return the number of moves
   */
  static int legal(Board board, int[] scratch, long[] runs, int[] out, int offset) {
    return sorted(scratch, board.legal(scratch), runs, out, offset);
  }

  /**
   * Writes the sorted codes of the legal captures of a board at {@code out[offset...]}, in the
   * order {@link #legal} writes them among all the moves.
   *
   * <p>Captures are few, so each code is inserted straight into place: the runs that pay off for a
   * whole list cost more than they save here.
   *
   * @param scratch room for {@link Board#MAX_MOVES} moves
   * @return the number of captures
   */
  static int captures(Board board, int[] scratch, int[] out, int offset) {
    int n = board.legalCaptures(scratch);
    for (int i = 0; i < n; i++) {
      int code = ofInternal(scratch[i]);
      int j = offset + i;
      while (j > offset && out[j - 1] > code) {
        out[j] = out[j - 1];
        j--;
      }
      out[j] = code;
    }
    return n;
  }

  /**
   * Sorts the {@code n} internal moves of {@code scratch}, grouped by piece, into codes: in {@code
   * runs}, each piece has two words, the targets' keys below 64 as bits of the first, those above
   * as bits of the second, with the piece's key from bit 32 up, so that pieces sort by it.
   */
  private static int sorted(int[] scratch, int n, long[] runs, int[] out, int offset) {
    int pieces = 0;
    int from = -1;
    long low = 0;
    long high = 0;
    for (int i = 0; i < n; i++) {
      int move = scratch[i];
      if ((move & 0xFF) != from) {
        if (from >= 0) {
          pieces = insertRun(runs, pieces, low, high);
        }
        from = move & 0xFF;
        low = 0;
        high = (long) KEY_OF_CELL[from] << 32;
      }
      int to = KEY_OF_CELL[move >>> 8];
      if (to < 64) {
        low |= 1L << to;
      } else {
        high |= 1L << (to - 64);
      }
    }
    if (from >= 0) {
      pieces = insertRun(runs, pieces, low, high);
    }
    int at = offset;
    for (int r = 0; r < pieces; r++) {
      long high2 = runs[2 * r + 1];
      int base = (int) (high2 >>> 32) * 90;
      for (long bits = runs[2 * r]; bits != 0; bits &= bits - 1) {
        out[at++] = base + Long.numberOfTrailingZeros(bits);
      }
      for (long bits = high2 & 0xFFFFFFFFL; bits != 0; bits &= bits - 1) {
        out[at++] = base + 64 + Long.numberOfTrailingZeros(bits);
      }
    }
    return n;
  }

  /** Inserts a piece's two words among the {@code pieces} sorted ones; returns the new count. */
  private static int insertRun(long[] runs, int pieces, long low, long high) {
    int j = pieces;
    while (j > 0 && runs[2 * j - 1] > high) { // the piece's key is high's top half
      runs[2 * j] = runs[2 * j - 2];
      runs[2 * j + 1] = runs[2 * j - 1];
      j--;
    }
    runs[2 * j] = low;
    runs[2 * j + 1] = high;
    return pieces + 1;
  }
}
