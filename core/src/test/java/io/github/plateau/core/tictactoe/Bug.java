package io.github.plateau.core.tictactoe;

/**
 * Defects that can be planted in the test game, to prove that the contract suite catches each kind
 * of mistake and shrinks the failing playout.
 */
public enum Bug {
  /** A correct game. */
  NONE,
  /** Marking the centre forgets to update the incremental hash. */
  CENTRE_HASH_NOT_UPDATED,
  /** The move c3 is written "c2". */
  C3_WRITTEN_WRONG,
  /** A position with a mark on a1 lists a1 again among its legal moves. */
  A1_LISTED_WHEN_TAKEN,
  /** The search board lists the moves in reverse order. */
  BOARD_LISTS_MOVES_BACKWARDS,
  /** The search board's pop goes back to the start when two moves are pushed. */
  BOARD_POP_RESETS,
  /** The search board lists every move as a capture while the centre is free. */
  BOARD_LISTS_QUIET_CAPTURES,
  /** Parsing a position whose middle row holds an O throws a NullPointerException. */
  PARSE_CRASHES_ON_MIDDLE_O
}
