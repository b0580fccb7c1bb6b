package io.github.plateau.draughts;

import java.util.Arrays;

/**
 * What the two bitboard generators share while they list a ply under the majority rule: the move
 * arrays of every ply, how many moves are listed, and how many pieces each listed capture takes.
 * Their moves differ (one word per set or two), so each names its own columns; this class keeps the
 * columns' room and the rule that decides which finished captures are listed.
 */
abstract class MajorityCaptures implements Generator {
  /** Room for the moves of a ply at first; the arrays double when a ply has more. */
  static final int INITIAL_MOVES = 32;

  /**
   * The move arrays by ply: {@code plies[index][c]} is column {@code c} of ply {@code index}'s
   * moves, one word of each move (a start, an end or a captured set, as the generator numbers
   * them); null until the ply is first listed.
   */
  long[][][] plies = new long[0][][];

  /** The ply under way: the one {@link #columnsOf} chose last. */
  private int ply;

  /** How many columns a ply has. */
  private final int columns;

  /** The moves listed so far in the ply under way. */
  int count;

  /** The pieces the listed captures take, 0 for quiet moves. */
  int best;

  /**
   * A generator whose moves are {@code columns} words each.
   *
   * @param columns the number of columns of a ply
   */
  MajorityCaptures(int columns) {
    this.columns = columns;
  }

  /**
   * Whether a finished capture of {@code n} pieces may be listed: it takes at least as many as the
   * best so far; one that takes more empties the list first.
   */
  final boolean admits(int n) {
    if (n < best) {
      return false;
    }
    if (n > best) {
      best = n;
      count = 0;
    }
    return true;
  }

  /**
   * Makes ply {@code index} the one under way, making room for it on first use.
   *
   * @return its columns
   */
  final long[][] columnsOf(int index) {
    if (index >= plies.length) {
      plies = Arrays.copyOf(plies, Math.max(index + 1, plies.length * 2));
    }
    long[][] moves = plies[index];
    if (moves == null) {
      moves = plies[index] = new long[columns][INITIAL_MOVES];
    }
    ply = index;
    return moves;
  }

  /**
   * Doubles the room of every column of the ply under way, full with {@link #count} moves.
   *
   * @return its new columns
   */
  final long[][] widened() {
    long[][] moves = plies[ply];
    for (int c = 0; c < moves.length; c++) {
      moves[c] = Arrays.copyOf(moves[c], count * 2);
    }
    return moves;
  }
}
