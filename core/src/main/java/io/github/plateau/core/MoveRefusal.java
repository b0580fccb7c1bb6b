package io.github.plateau.core;

/**
 * Why a move is not legal where it is played, the same kinds for every game: a GUI says "that would
 * leave your king in check" from {@link IllegalMoveException#reason()} without reading the message.
 * The message still gives the details in words; each game documents which kinds it uses.
 */
public enum MoveRefusal {
  /** The game is over in this position: no move is legal. */
  GAME_OVER,
  /** Not a move of this position at all: a malformed move code, a square off the board. */
  MALFORMED,
  /** No piece stands on the origin square, or the hand holds no piece of the kind dropped. */
  NO_PIECE,
  /** The piece to move belongs to a side other than the one to move. */
  NOT_YOUR_PIECE,
  /** The target square holds a piece of the mover's own side. */
  OWN_PIECE_ON_TARGET,
  /** The piece does not move that way: wrong direction, too far, outside its zone. */
  OUT_OF_REACH,
  /** The path is blocked: a piece in the way, a blocked leg or eye, a missing cannon screen. */
  PATH_BLOCKED,
  /** The move leaves the mover's king (general) attacked, or does not answer a check. */
  KING_IN_CHECK,
  /** A capture is compulsory here (draughts: the move captures fewer pieces than the rules ask). */
  CAPTURE_REQUIRED,
  /** The move promotes where it may not, or does not promote where it must. */
  PROMOTION,
  /** A drop the rules forbid: on an occupied square, where it could never move, a second pawn. */
  DROP,
  /** The move is of the wrong kind for this moment of the turn (an order in a move phase). */
  WRONG_PHASE,
  /** Another rule of the game forbids it; the message names the rule. */
  RULE
}
