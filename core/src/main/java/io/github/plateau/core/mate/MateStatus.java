package io.github.plateau.core.mate;

/** What a mate search found. */
public enum MateStatus {
  /** The attacker forces a win: the result carries the mating line. */
  MATE,
  /**
   * The attacker has no forced win under the search's rules: its moves restricted by the {@link
   * AttackerMoves} rule, no position repeated along a line, and no line longer than {@link
   * MateLimits#maxPlies()} plies.
   */
  NO_MATE,
  /**
   * The limits ran out, or the stop signal was raised, before either was proved; or the game's
   * counts ({@link io.github.plateau.core.Game#pliesBeforeCounts}: a ply limit, xiangqi's
   * no-capture limit, draughts' king moves and endgames), which bound the lines, decided it.
   */
  UNKNOWN
}
