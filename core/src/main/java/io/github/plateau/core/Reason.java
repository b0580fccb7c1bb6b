package io.github.plateau.core;

/** Why a game ended. Each game documents which reasons it uses and what they mean there. */
public enum Reason {
  /** The side to move is in check and has no legal move. */
  CHECKMATE,
  /**
   * The side to move is not in check and has no legal move (xiangqi: the stalemated side loses).
   */
  STALEMATE,
  /** The side to move has no legal move (games without check). */
  NO_LEGAL_MOVE,
  /** The side to move has no piece left. */
  NO_PIECES,
  /** A winning condition of the rules was met (a line of three, enough points beyond a line). */
  VICTORY_CONDITION,
  /** The same position occurred as often as the rules allow. */
  REPETITION,
  /** A repetition in which one side gave check on every move: that side loses. */
  PERPETUAL_CHECK,
  /** A repetition in which one side chased a piece on every move: that side loses. */
  PERPETUAL_CHASE,
  /** The game reached the number of moves the rules allow. */
  MOVE_LIMIT,
  /** The rules' number of moves without a capture was reached. */
  NO_CAPTURE_LIMIT,
  /** Draughts: the rules' number of successive king moves without capture was reached. */
  KING_MOVES_LIMIT,
  /** Draughts: an endgame material balance lasted the number of moves the rules allow. */
  ENDGAME_LIMIT,
  /** Shogi: impasse (jishogi) decided by counting points. */
  IMPASSE,
  /** Shogi: a side declared a win under the point-declaration rule. */
  DECLARATION,
  /** A side resigned. */
  RESIGNATION,
  /** A side ran out of time. */
  TIME_FORFEIT,
  /** A side broke a rule of play (an illegal move or action, as a record or an arbiter says). */
  FOUL,
  /** The players agreed on the result, or an arbiter decided it. */
  ADJUDICATION
}
