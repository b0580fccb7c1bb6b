package io.github.plateau.xiangqi;

import java.util.BitSet;
import java.util.List;

/**
 * Perpetual chase in a repetition cycle. A move chases a piece when, after it, the mover threatens
 * to win that piece and did not before: a chariot, horse, cannon, advisor or elephant has a legal
 * capture of it, and the owner could not legally recapture on its point. Attacks by the general or
 * a soldier do not count, nor do attacks on the general (that is check) or on a soldier that has
 * not crossed the river. A side chases perpetually when every one of its moves in the cycle chases
 * the same piece, followed as it moves.
 */
final class Chase {
  private Chase() {}

  /**
   * Whether a side chased perpetually.
   *
   * @param cycle the positions of the cycle, oldest first; the first and last are the repeated one
   * @param side 0 for Red, 1 for Black
   */
  static boolean perpetual(List<XiangqiPosition> cycle, int side) {
    BitSet followed = null; // the chased pieces still in the running, by their current cell
    for (int i = 1; i < cycle.size(); i++) {
      Board before = cycle.get(i - 1).board();
      Board after = cycle.get(i).board();
      if (before.side == side) {
        BitSet fresh = threatened(after, side);
        fresh.andNot(threatened(before, side));
        if (followed == null) {
          followed = fresh;
        } else {
          followed.and(fresh);
        }
        if (followed.isEmpty()) {
          return false;
        }
      } else if (followed != null) {
        int from = movedFrom(before, after);
        if (followed.get(from)) {
          followed.clear(from);
          followed.set(movedTo(before, after));
        }
      }
    }
    return followed != null && !followed.isEmpty();
  }

  /** The cells of the other side's pieces that {@code side} could win on its move here. */
  private static BitSet threatened(Board board, int side) {
    Board b = board.copy();
    b.side = side;
    int[] moves = new int[Board.MAX_MOVES];
    int n = b.legal(moves);
    BitSet result = new BitSet(Squares.SIZE);
    for (int i = 0; i < n; i++) {
      int from = moves[i] & 0xFF;
      int to = moves[i] >>> 8;
      int attacker = b.squares[from] & 7;
      int victim = b.squares[to];
      if (victim == Board.EMPTY
          || attacker == Board.GENERAL
          || attacker == Board.SOLDIER
          || (victim & 7) == Board.GENERAL
          || (victim & 7) == Board.SOLDIER && !crossed(victim, to)
          || result.get(to)) {
        continue;
      }
      int undo = b.make(moves[i]);
      boolean defended = canReach(b, to);
      b.unmake(moves[i], undo);
      if (!defended) {
        result.set(to);
      }
    }
    return result;
  }

  private static boolean crossed(int soldier, int cell) {
    return Squares.redHalf(cell) == ((soldier & Board.BLACK) != 0);
  }

  private static boolean canReach(Board b, int cell) {
    int[] moves = new int[Board.MAX_MOVES];
    int n = b.legal(moves);
    for (int i = 0; i < n; i++) {
      if (moves[i] >>> 8 == cell) {
        return true;
      }
    }
    return false;
  }

  private static int movedFrom(Board before, Board after) {
    for (int cell : Squares.CELL) {
      if (before.squares[cell] != Board.EMPTY && after.squares[cell] == Board.EMPTY) {
        return cell;
      }
    }
    return 0;
  }

  private static int movedTo(Board before, Board after) {
    for (int cell : Squares.CELL) {
      if (after.squares[cell] != Board.EMPTY && after.squares[cell] != before.squares[cell]) {
        return cell;
      }
    }
    return 0;
  }
}
