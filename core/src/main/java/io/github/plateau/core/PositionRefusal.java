package io.github.plateau.core;

/**
 * Why a position cannot exist under the rules, the same kinds for every game, as {@link
 * IllegalPositionException#reason()} gives it. The message still gives the details in words.
 */
public enum PositionRefusal {
  /** A side has no king (general, emperor) where the rules require one, or has too many. */
  KING_COUNT,
  /** More pieces of a kind than the game's set holds, or more pieces than the board allows. */
  TOO_MANY_PIECES,
  /**
   * A piece stands where it may never stand (a pawn on the last rank, an advisor off its palace).
   */
  PIECE_OUT_OF_PLACE,
  /** The side not to move is in check: the side to move could capture its king. */
  OPPONENT_IN_CHECK,
  /** Another rule of the game forbids it; the message names the rule. */
  RULE
}
