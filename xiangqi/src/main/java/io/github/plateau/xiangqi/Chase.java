package io.github.plateau.xiangqi;

import io.github.plateau.core.Repetition;
import io.github.plateau.core.Side;
import java.util.BitSet;
import java.util.List;

/**
 * Perpetual chase in a repetition cycle.
 *
 * <p>A side threatens a piece of the other side when one of its chariots, horses, cannons, advisors
 * or elephants can capture it and its owner could not recapture on its point. Threats by the
 * general or a soldier do not count, nor threats to the general (that is check) or to a soldier
 * that has not crossed the river. Captures and recaptures count when they are legal, with two
 * exceptions for a side already in check, whose check would be answered first: its captures count
 * without regard to its own general (the check hides those threats, it does not remove them), and
 * so do its recaptures (the check suspends a protection, it does not remove it). A recapture made
 * illegal by the capture itself, such as a capture that uncovers a check, does not protect.
 *
 * <p>A move chases a piece when, after it, the mover threatens that piece and did not before it. A
 * side chases perpetually when every one of its moves in the cycle chases the same piece, followed
 * as it moves; a move that only checks, or that chases another piece, breaks the chase.
 */
final class Chase implements Repetition.Chase<XiangqiPosition> {
  /** The test, for {@link Repetition#withPerpetualChase}. */
  static final Chase RULE = new Chase();

  private Chase() {}

  /**
   * Whether a side chased perpetually.
   *
   * @param cycle the positions of the cycle, oldest first; the first and last are the repeated one
   * @param side {@link Color#RED} or {@link Color#BLACK}
   * @return true if every move of that side in the cycle chased the same piece
   */
  @Override
  public boolean chases(List<XiangqiPosition> cycle, Side side) {
    return perpetual(cycle, side.index());
  }

  private static boolean perpetual(List<XiangqiPosition> cycle, int side) {
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

  /** The cells of the other side's pieces that {@code side} threatens here (see the class). */
  private static BitSet threatened(Board board, int side) {
    Board b = board.copy();
    b.side = side;
    int[] moves = new int[Board.MAX_MOVES];
    int n = counted(b, moves);
    boolean ownerInCheck = b.attacked(b.general(side ^ 1), side ^ 1);
    BitSet result = new BitSet(Geometry.SIZE);
    for (int i = 0; i < n; i++) {
      int from = moves[i] & 0xFF;
      int to = moves[i] >>> 8;
      int attacker = b.squares[from] & 7;
      int victim = b.squares[to];
      if (victim == PieceCodes.EMPTY
          || attacker == PieceCodes.GENERAL
          || attacker == PieceCodes.SOLDIER
          || (victim & 7) == PieceCodes.GENERAL
          || (victim & 7) == PieceCodes.SOLDIER && !crossed(victim, to)
          || result.get(to)) {
        continue;
      }
      int undo = b.make(moves[i]);
      boolean defended = canReach(b, to, ownerInCheck);
      b.unmake(moves[i], undo);
      if (!defended) {
        result.set(to);
      }
    }
    return result;
  }

  /** The moves that count for a threat: the legal ones, or all of them for a side in check. */
  private static int counted(Board b, int[] moves) {
    return b.inCheck() ? b.pseudoLegal(moves) : b.legal(moves);
  }

  private static boolean crossed(int soldier, int cell) {
    return Geometry.redHalf(cell) == ((soldier & PieceCodes.BLACK) != 0);
  }

  /**
   * Whether the side to move can recapture on a cell; any move counts if it was in check before.
   */
  private static boolean canReach(Board b, int cell, boolean wasInCheck) {
    int[] moves = new int[Board.MAX_MOVES];
    int n = wasInCheck ? b.pseudoLegal(moves) : b.legal(moves);
    for (int i = 0; i < n; i++) {
      if (moves[i] >>> 8 == cell) {
        return true;
      }
    }
    return false;
  }

  private static int movedFrom(Board before, Board after) {
    for (int cell : Geometry.CELL) {
      if (before.squares[cell] != PieceCodes.EMPTY && after.squares[cell] == PieceCodes.EMPTY) {
        return cell;
      }
    }
    return 0;
  }

  private static int movedTo(Board before, Board after) {
    for (int cell : Geometry.CELL) {
      if (after.squares[cell] != PieceCodes.EMPTY && after.squares[cell] != before.squares[cell]) {
        return cell;
      }
    }
    return 0;
  }
}
