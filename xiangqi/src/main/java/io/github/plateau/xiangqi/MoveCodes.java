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
   * <p>The generator lists each piece's moves together, so sorting is cheap: each piece's run is
   * sorted by target (a few moves each), then the runs are copied in the order of their squares.
   *
   * @param scratch room for {@link Board#MAX_MOVES} moves
   * @param runs room for {@link #MAX_RUNS} runs
   * @return the number of moves
   */
  static int legal(Board board, int[] scratch, int[] runs, int[] out, int offset) {
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

  /** Sorts the {@code n} internal moves of {@code scratch}, grouped by piece, into codes. */
  private static int sorted(int[] scratch, int n, int[] runs, int[] out, int offset) {
    int runCount = 0;
    int start = 0;
    for (int i = 0; i < n; i++) {
      int code = ofInternal(scratch[i]);
      if (i > start && code / 90 != scratch[start] / 90) {
        runs[runCount++] = run(scratch, start, i);
        start = i;
      }
      // Insertion into the current run, sorted by target.
      int j = i;
      while (j > start && scratch[j - 1] > code) {
        scratch[j] = scratch[j - 1];
        j--;
      }
      scratch[j] = code;
    }
    if (n > start) {
      runs[runCount++] = run(scratch, start, n);
    }
    for (int i = 1; i < runCount; i++) { // the runs by square: at most 16 of them
      int run = runs[i];
      int j = i;
      while (j > 0 && runs[j - 1] > run) {
        runs[j] = runs[j - 1];
        j--;
      }
      runs[j] = run;
    }
    int at = offset;
    for (int r = 0; r < runCount; r++) {
      int from = runs[r] >>> 7 & 0x7F;
      int length = runs[r] & 0x7F;
      System.arraycopy(scratch, from, out, at, length);
      at += length;
    }
    return n;
  }

  /** A run packed so that runs sort by their square: {@code key << 14 | start << 7 | length}. */
  private static int run(int[] codes, int start, int end) {
    return codes[start] / 90 << 14 | start << 7 | end - start;
  }
}
