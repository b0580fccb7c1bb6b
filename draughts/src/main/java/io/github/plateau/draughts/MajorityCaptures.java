package io.github.plateau.draughts;

/**
 * What the two bitboard generators share while they list a ply under the majority rule: how many
 * moves are listed, and how many pieces each listed capture takes. Their move arrays differ (one
 * word per set or two), so each keeps its own; this class keeps the rule that decides which
 * finished captures are listed.
 */
abstract class MajorityCaptures implements Generator {
  /** Room for the moves of a ply at first; the arrays double when a ply has more. */
  static final int INITIAL_MOVES = 32;

  /** The moves listed so far in the ply under way. */
  int count;

  /** The pieces the listed captures take, 0 for quiet moves. */
  int best;

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

  /** The new length of the per-ply arrays when ply {@code index} does not fit {@code length}. */
  static int grown(int index, int length) {
    return Math.max(index + 1, length * 2);
  }
}
