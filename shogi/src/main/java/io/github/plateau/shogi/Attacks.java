package io.github.plateau.shogi;

import static io.github.plateau.shogi.Bitboards.blocker;
import static io.github.plateau.shogi.Bitboards.has;
import static io.github.plateau.shogi.Board.GOLDS;
import static io.github.plateau.shogi.Board.GROUPS;
import static io.github.plateau.shogi.Board.KINGS;
import static io.github.plateau.shogi.Geometry.DIAG_HI;
import static io.github.plateau.shogi.Geometry.DIAG_LO;
import static io.github.plateau.shogi.Geometry.OFF;
import static io.github.plateau.shogi.Geometry.ORTH_HI;
import static io.github.plateau.shogi.Geometry.ORTH_LO;
import static io.github.plateau.shogi.Geometry.RAY_HI;
import static io.github.plateau.shogi.Geometry.RAY_LO;
import static io.github.plateau.shogi.Geometry.ROW;
import static io.github.plateau.shogi.Geometry.STEP_HI;
import static io.github.plateau.shogi.Geometry.STEP_LO;
import static io.github.plateau.shogi.PieceCodes.BISHOP;
import static io.github.plateau.shogi.PieceCodes.DRAGON;
import static io.github.plateau.shogi.PieceCodes.GOLD;
import static io.github.plateau.shogi.PieceCodes.HORSE;
import static io.github.plateau.shogi.PieceCodes.KING;
import static io.github.plateau.shogi.PieceCodes.KNIGHT;
import static io.github.plateau.shogi.PieceCodes.LANCE;
import static io.github.plateau.shogi.PieceCodes.PAWN;
import static io.github.plateau.shogi.PieceCodes.ROOK;
import static io.github.plateau.shogi.PieceCodes.SILVER;

/**
 * Which squares a side's pieces attack on a {@link Board}, read from its sets of squares. Static,
 * so that the generator's calls stay plain calls the JIT inlines.
 */
final class Attacks {
  private Attacks() {}

  /** Whether a piece of color {@code by} attacks the square. */
  static boolean attacked(Board board, int square, int by) {
    return attacked(
        board, square, by, board.bbLo[0] | board.bbLo[16], board.bbHi[0] | board.bbHi[16]);
  }

  /** Whether the side to move has a king and it is attacked. */
  static boolean inCheck(Board board) {
    int king = board.kings[board.side];
    return king != OFF && attacked(board, king, board.side ^ 1);
  }

  /**
   * Whether a piece of color {@code by} attacks the square when the occupied squares are (occLo,
   * occHi). The attackers are read from the board's cells and sets: a square that the occupancy
   * leaves out (a king lifted to test its moves) does not block, and a square it adds that the
   * cells leave empty (a pawn about to be dropped) blocks and attacks nothing.
   */
  static boolean attacked(Board board, int square, int by, long occLo, long occHi) {
    return (stepperLo(board, square, by) | stepperHi(board, square, by)) != 0
        || slid(board, square, by, occLo, occHi);
  }

  /**
   * The low word of the set of the stepping pieces of color {@code by} that attack the square: a
   * piece of color by steps onto it from where the other color's same piece steps from it.
   */
  static long stepperLo(Board board, int square, int by) {
    final long[] bbLo = board.bbLo;
    int rev = (by ^ 1) << 4;
    int base = by << 4;
    int g = GROUPS + 2 * by;
    return (STEP_LO[(rev | PAWN) * ROW + square] & bbLo[base | PAWN])
        | (STEP_LO[(rev | KNIGHT) * ROW + square] & bbLo[base | KNIGHT])
        | (STEP_LO[(rev | SILVER) * ROW + square] & bbLo[base | SILVER])
        | (STEP_LO[(rev | GOLD) * ROW + square] & bbLo[g + GOLDS])
        | (STEP_LO[(rev | KING) * ROW + square] & bbLo[g + KINGS]);
  }

  /** The high word of the set that {@link #stepperLo} begins. */
  static long stepperHi(Board board, int square, int by) {
    final long[] bbHi = board.bbHi;
    int rev = (by ^ 1) << 4;
    int base = by << 4;
    int g = GROUPS + 2 * by;
    return (STEP_HI[(rev | PAWN) * ROW + square] & bbHi[base | PAWN])
        | (STEP_HI[(rev | KNIGHT) * ROW + square] & bbHi[base | KNIGHT])
        | (STEP_HI[(rev | SILVER) * ROW + square] & bbHi[base | SILVER])
        | (STEP_HI[(rev | GOLD) * ROW + square] & bbHi[g + GOLDS])
        | (STEP_HI[(rev | KING) * ROW + square] & bbHi[g + KINGS]);
  }

  /** Whether a slider of color {@code by} attacks the square, the occupancy as for attacked. */
  static boolean slid(Board board, int square, int by, long occLo, long occHi) {
    final long[] bbLo = board.bbLo;
    final long[] bbHi = board.bbHi;
    int base = by << 4;
    long sLo = bbLo[base | ROOK] | bbLo[base | DRAGON];
    long sHi = bbHi[base | ROOK] | bbHi[base | DRAGON];
    if (((ORTH_LO[square] & sLo) | (ORTH_HI[square] & sHi)) != 0
        && rays(0, square, sLo, sHi, occLo, occHi)) {
      return true;
    }
    // a lance attacks the squares ahead of it: it stands behind them
    int r = (by ^ 1) * ROW + square;
    sLo = bbLo[base | LANCE];
    sHi = bbHi[base | LANCE];
    if (((RAY_LO[r] & sLo) | (RAY_HI[r] & sHi)) != 0
        && has(sLo, sHi, blocker(by ^ 1, square, occLo, occHi))) {
      return true;
    }
    sLo = bbLo[base | BISHOP] | bbLo[base | HORSE];
    sHi = bbHi[base | BISHOP] | bbHi[base | HORSE];
    return ((DIAG_LO[square] & sLo) | (DIAG_HI[square] & sHi)) != 0
        && rays(4, square, sLo, sHi, occLo, occHi);
  }

  /** Whether one of the sliders (sLo, sHi) is the first piece on a ray from the square. */
  private static boolean rays(int first, int square, long sLo, long sHi, long occLo, long occHi) {
    for (int d = first; d < first + 4; d++) {
      int r = d * ROW + square;
      if (((RAY_LO[r] & sLo) | (RAY_HI[r] & sHi)) != 0
          && has(sLo, sHi, blocker(d, square, occLo, occHi))) {
        return true;
      }
    }
    return false;
  }
}
