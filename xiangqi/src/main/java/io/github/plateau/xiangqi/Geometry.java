package io.github.plateau.xiangqi;

import java.util.Arrays;

/**
 * The padded mailbox: the 90 points sit in a 14 x 11 array with two rows of border above and below
 * and a border column between rows, so that every step of every piece from a point lands inside the
 * array, on a border cell when it leaves the board. Tables here say which cells are palace points,
 * advisor points and elephant points, and translate cells to public point numbers.
 */
final class Geometry {
  /** Cells per row. */
  static final int STRIDE = 11;

  /** Cells in the array. */
  static final int SIZE = 14 * STRIDE;

  /** The cell of each public point ({@code rank * 9 + file}). */
  static final int[] CELL = new int[90];

  /** The public point of each cell, -1 on the border. */
  static final int[] POINT = new int[SIZE];

  /** Cells inside either palace. */
  static final boolean[] PALACE = new boolean[SIZE];

  /** The five points of each palace that advisors may stand on. */
  static final boolean[] ADVISOR_POINT = new boolean[SIZE];

  /** The seven points on each side of the river that elephants may stand on. */
  static final boolean[] ELEPHANT_POINT = new boolean[SIZE];

  private Geometry() {}

  static int cell(int file, int rank) {
    return (rank + 2) * STRIDE + file + 1;
  }

  static int file(int cell) {
    return cell % STRIDE - 1;
  }

  static int rank(int cell) {
    return cell / STRIDE - 2;
  }

  /** Whether a cell is on the side of the river where Red starts (ranks 0..4). */
  static boolean redHalf(int cell) {
    return rank(cell) <= 4;
  }

  static {
    Arrays.fill(POINT, -1);
    for (int rank = 0; rank < 10; rank++) {
      for (int file = 0; file < 9; file++) {
        int cell = cell(file, rank);
        CELL[rank * 9 + file] = cell;
        POINT[cell] = rank * 9 + file;
        int palaceRank = rank <= 4 ? rank : 9 - rank; // 0..2 inside a palace
        boolean palace = file >= 3 && file <= 5 && palaceRank <= 2;
        PALACE[cell] = palace;
        ADVISOR_POINT[cell] = palace && (file - 3 + palaceRank) % 2 == 0;
        int halfRank = rank <= 4 ? rank : 9 - rank;
        ELEPHANT_POINT[cell] =
            halfRank % 2 == 0 && file % 2 == 0 && (halfRank / 2 + file / 2) % 2 == 1;
      }
    }
  }
}
