package io.github.plateau.core.search;

import io.github.plateau.core.Score;

/**
 * The searcher's score scale: evaluations below {@link Evaluation#LIMIT}, mates above it, counted
 * in plies from the root so that a nearer mate scores higher.
 */
final class Mates {
  /**
   * The score of a win on the board at the root; a win {@code n} plies away scores {@code MATE -
   * n}.
   */
  static final int MATE = 32_000;

  /** Scores at least this large (in magnitude) are mates. */
  static final int MATE_BOUND = MATE - Searcher.MAX_PLY - 1;

  private Mates() {}

  /**
   * The score of a decided state for its side to move's team.
   *
   * @param win true if that team won, false if it lost
   * @param ply the state's distance from the root
   * @return the mate score
   */
  static int decided(boolean win, int ply) {
    return win ? MATE - ply : ply - MATE;
  }

  /**
   * A score as stored in the table: mate distances from the entry's state.
   *
   * @param score a score with mate distances from the root
   * @param ply the entry's distance from the root
   * @return the stored score
   */
  static int toTable(int score, int ply) {
    return score >= MATE_BOUND ? score + ply : score <= -MATE_BOUND ? score - ply : score;
  }

  /**
   * A stored score read back: mate distances from the root.
   *
   * @param stored the stored score
   * @param ply the entry's distance from the root
   * @return the score
   */
  static int fromTable(int stored, int ply) {
    return stored >= MATE_BOUND ? stored - ply : stored <= -MATE_BOUND ? stored + ply : stored;
  }

  /**
   * A searcher's score as core's {@link Score}.
   *
   * @param score the score at the root
   * @return a mate in plies, or centipawns
   */
  static Score toScore(int score) {
    if (score >= MATE_BOUND) {
      return Score.mateIn(MATE - score);
    }
    if (score <= -MATE_BOUND) {
      return Score.mateIn(-(MATE + score));
    }
    return Score.centipawns(score);
  }
}
