package io.github.plateau.shogi;

import static io.github.plateau.shogi.Bitboards.blocker;
import static io.github.plateau.shogi.Bitboards.has;
import static io.github.plateau.shogi.Geometry.BIT_HI;
import static io.github.plateau.shogi.Geometry.BIT_LO;
import static io.github.plateau.shogi.Geometry.DIAG_HI;
import static io.github.plateau.shogi.Geometry.DIAG_LO;
import static io.github.plateau.shogi.Geometry.LINE;
import static io.github.plateau.shogi.Geometry.NEAR_HI;
import static io.github.plateau.shogi.Geometry.NEAR_LO;
import static io.github.plateau.shogi.Geometry.OFF;
import static io.github.plateau.shogi.Geometry.ORTH_HI;
import static io.github.plateau.shogi.Geometry.ORTH_LO;
import static io.github.plateau.shogi.Geometry.ROW;
import static io.github.plateau.shogi.Geometry.SLIDE_ATTACKS;
import static io.github.plateau.shogi.Geometry.SQUARES;
import static io.github.plateau.shogi.Geometry.STEP_HI;
import static io.github.plateau.shogi.Geometry.STEP_LO;

/**
 * Which legal moves of the side to move give check, told from the board as it stands, without
 * playing them: what a mate search asks of every attacking move. A move checks when, on the board
 * after it, the moved or dropped piece attacks the enemy king from its new square (a promotion
 * counted as the promoted piece), when moving it off a line opens one of the mover's rooks,
 * bishops, lances, dragons or horses onto the king (a discovered check), or, on boards the rules do
 * not reach in play, when a stepping piece already attacked the king. Pins, pawn-drop mates and the
 * other rules of legality are the generator's: only its legal codes are looked at. Static, like
 * {@link Attacks}, so that the calls stay plain calls the JIT inlines.
 */
final class Checks {
  private Checks() {}

  /**
   * Writes into {@code out} from index 0 the codes among the first {@code n} of {@code legal} after
   * which the enemy king is attacked, in their order. Only reads the board.
   *
   * @param board the board, the side to move being the checking side
   * @param legal legal codes of the side to move, as {@link LegalMoves#generate} lists them
   * @param n how many of them to look at
   * @param out where the checking codes go; may be {@code legal} itself
   * @return the number of checking moves
   */
  static int select(Board board, int[] legal, int n, int[] out) {
    int kept = 0;
    final int us = board.side;
    final int king = board.kings[us ^ 1];
    if (king == OFF) {
      return 0; // no king to check: inCheck is false after every move
    }
    final long occLo = board.bbLo[0] | board.bbLo[16];
    final long occHi = board.bbHi[0] | board.bbHi[16];
    // The mover's stepping pieces that already attack the king: none in play, kept for exactness.
    final long stepLo = Attacks.stepperLo(board, king, us);
    final long stepHi = Attacks.stepperHi(board, king, us);
    // The squares a piece may leave to open a line onto the king.
    final long lineLo = ORTH_LO[king] | DIAG_LO[king];
    final long lineHi = ORTH_HI[king] | DIAG_HI[king];
    // Where a piece may stand to attack the king: next to it, a knight's jump away, or on its
    // lines.
    // Most moves (drops above all) go elsewhere and leave no line: they are passed over at once.
    final long reachLo = NEAR_LO[king] | lineLo;
    final long reachHi = NEAR_HI[king] | lineHi;
    final boolean attacked = (stepLo | stepHi) != 0;
    for (int i = 0; i < n; i++) {
      int move = legal[i];
      int to = MoveCodes.to(move);
      if (!attacked
          && !has(reachLo, reachHi, to)
          && (MoveCodes.isDrop(move) || !has(lineLo, lineHi, MoveCodes.from(move)))) {
        continue;
      }
      if (checks(board, move, king, occLo, occHi, stepLo, stepHi, lineLo, lineHi)) {
        out[kept++] = move;
      }
    }
    return kept;
  }

  /** Whether a legal move of the side to move leaves the enemy king on {@code king} attacked. */
  private static boolean checks(
      Board board,
      int move,
      int king,
      long occLo,
      long occHi,
      long stepLo,
      long stepHi,
      long lineLo,
      long lineHi) {
    final int us = board.side;
    final int to = MoveCodes.to(move);
    int moved;
    long afterLo = occLo | BIT_LO[to];
    long afterHi = occHi | BIT_HI[to];
    int from = OFF;
    if (MoveCodes.isDrop(move)) {
      moved = PieceCodes.code(us, MoveCodes.droppedType(move));
    } else {
      from = MoveCodes.from(move);
      moved = board.cells[from];
      if (MoveCodes.isPromotion(move)) {
        moved |= PieceCodes.PROMOTION;
      }
      afterLo &= ~BIT_LO[from];
      afterHi &= ~BIT_HI[from];
    }
    // The moved piece, from its new square.
    if (has(STEP_LO[moved * ROW + to], STEP_HI[moved * ROW + to], king)) {
      return true;
    }
    int line = LINE[to * SQUARES + king] - 1;
    if (line >= 0
        && (SLIDE_ATTACKS[moved] >> line & 1) != 0
        && blocker(line, to, afterLo, afterHi) == king) {
      return true;
    }
    // The other pieces: steppers do not care where the moved piece went, and their sets still hold
    // it on its old square, which is taken out.
    if (((stepLo & ~BIT_LO[from]) | (stepHi & ~BIT_HI[from])) != 0) {
      return true;
    }
    // A slider behind the old square, now open: the sets still hold the moved piece there, but an
    // empty square is never a blocker, so it cannot count as its own slider.
    return from != OFF
        && has(lineLo, lineHi, from)
        && Attacks.slid(board, king, us, afterLo, afterHi);
  }
}
