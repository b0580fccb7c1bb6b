package io.github.plateau.napoleon;

import io.github.plateau.core.MoveRefusal;

/**
 * Why a move is not legal, for GUIs and teaching tools ({@link NapoleonPosition#violation}). When
 * several rules refuse a move, the first in this order is given. Finer than core's {@link
 * MoveRefusal}, which {@link #refusal()} gives for each.
 */
public enum Violation {
  /** The game is over in this position: a camp has K points beyond the midline or none can move. */
  GAME_OVER(MoveRefusal.GAME_OVER),
  /** A square of the move lies outside the board. */
  OFF_BOARD(MoveRefusal.MALFORMED),
  /** No piece stands on the origin square. */
  NO_PIECE(MoveRefusal.NO_PIECE),
  /** The piece on the origin belongs to another camp than the one to move. */
  NOT_YOUR_PIECE(MoveRefusal.NOT_YOUR_PIECE),
  /** The piece has moved on the camp's last two turns: a third consecutive move is not allowed. */
  THIRD_CONSECUTIVE_MOVE(MoveRefusal.RULE),
  /** The target does not lie on a line, column or diagonal through the origin. */
  NOT_A_STRAIGHT_LINE(MoveRefusal.OUT_OF_REACH),
  /** A cavalry moves along a rank or file without a friendly general next to it. */
  CAVALRY_DIAGONALS_ONLY(MoveRefusal.OUT_OF_REACH),
  /** The target lies farther than the piece's range. */
  TOO_FAR(MoveRefusal.OUT_OF_REACH),
  /** The target holds a piece of the mover's own camp. */
  OWN_PIECE(MoveRefusal.OWN_PIECE_ON_TARGET),
  /** The path crosses a piece (for a cavalry: more than one, or any from a village). */
  PATH_BLOCKED(MoveRefusal.PATH_BLOCKED),
  /** The path or the target lies in the line of sight of an enemy cannon. */
  LINE_OF_SIGHT(MoveRefusal.RULE),
  /** A cavalry's path or target is on or next to an enemy drummer (frightened horses). */
  FRIGHTENED(MoveRefusal.RULE),
  /** The path or the target is terrain the piece may not enter (marsh, or forest for cannons). */
  TERRAIN(MoveRefusal.RULE),
  /** The piece cannot capture: a cannon, a drummer, or an infantry on a marsh or in a forest. */
  CANNOT_CAPTURE(MoveRefusal.RULE),
  /** The target cannot be captured: a drummer, or a piece protected by its terrain. */
  PROTECTED_TARGET(MoveRefusal.RULE),
  /** The capturer is not next to enough friendly pieces (one, or two to take a cavalry). */
  NO_SUPPORT(MoveRefusal.RULE),
  /** The move is written as a capture but its target is empty, or as a step onto a piece. */
  CAPTURE_MISMATCH(MoveRefusal.RULE),
  /** The move is a push where no push is possible (not a drummer, no enemy cavalry, no variant). */
  NO_PUSH(MoveRefusal.RULE),
  /** The pushed cavalry could not go to that square by a one-square move of its own. */
  BAD_PUSH_SQUARE(MoveRefusal.RULE),
  /** A piece move in the ORDERS phase of a turn, or an order or {@code end} in its MOVE phase. */
  WRONG_PHASE(MoveRefusal.WRONG_PHASE),
  /** An order under the {@code fixed-cannons} option: cannons keep their setup orientation. */
  FIXED_CANNONS(MoveRefusal.RULE),
  /** An order names a square that holds no cannon of the camp to move. */
  NOT_OWN_CANNON(MoveRefusal.RULE),
  /**
   * An order names a cannon on a square not after the last one turned this turn: orders go in
   * ascending square order (rank, then file).
   */
  ORDER_NOT_ASCENDING(MoveRefusal.RULE),
  /** An order turns a cannon to the orientation it already has. */
  SAME_ORIENTATION(MoveRefusal.RULE),
  /**
   * A pass where none is legal: a camp passes only in its MOVE phase, when it has no piece move and
   * an ally has one (section 11).
   */
  NO_PASS(MoveRefusal.RULE),
  /** Another reason (a move from another kind of position). */
  OTHER(MoveRefusal.RULE);

  private final MoveRefusal refusal;

  Violation(MoveRefusal refusal) {
    this.refusal = refusal;
  }

  /**
   * The kind of refusal, the same for every game, that an {@link
   * io.github.plateau.core.IllegalMoveException} for this violation carries: off the board is
   * {@link MoveRefusal#MALFORMED}, every way of being beyond the piece's reach (not a straight
   * line, too far, a cavalry off its diagonals) {@link MoveRefusal#OUT_OF_REACH}, the rules
   * Napoleon Strategy alone has {@link MoveRefusal#RULE}.
   *
   * @return the refusal
   */
  public MoveRefusal refusal() {
    return refusal;
  }
}
