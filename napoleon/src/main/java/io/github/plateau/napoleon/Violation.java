package io.github.plateau.napoleon;

/**
 * Why a move is not legal, for GUIs and teaching tools ({@link NapoleonPosition#violation}). When
 * several rules refuse a move, the first in this order is given.
 */
public enum Violation {
  /** The game is over in this position: a camp has K points beyond the midline or none can move. */
  GAME_OVER,
  /** A square of the move lies outside the board. */
  OFF_BOARD,
  /** No piece stands on the origin square. */
  NO_PIECE,
  /** The piece on the origin belongs to another camp than the one to move. */
  NOT_YOUR_PIECE,
  /** The piece has moved on the camp's last two turns: a third consecutive move is not allowed. */
  THIRD_CONSECUTIVE_MOVE,
  /** The target does not lie on a line, column or diagonal through the origin. */
  NOT_A_STRAIGHT_LINE,
  /** A cavalry moves along a rank or file without a friendly general next to it. */
  CAVALRY_DIAGONALS_ONLY,
  /** The target lies farther than the piece's range. */
  TOO_FAR,
  /** The target holds a piece of the mover's own camp. */
  OWN_PIECE,
  /** The path crosses a piece (for a cavalry: more than one, or any from a village). */
  PATH_BLOCKED,
  /** The path or the target lies in the line of sight of an enemy cannon. */
  LINE_OF_SIGHT,
  /** A cavalry's path or target is on or next to an enemy drummer (frightened horses). */
  FRIGHTENED,
  /** The path or the target is terrain the piece may not enter (marsh, or forest for cannons). */
  TERRAIN,
  /** The piece cannot capture: a cannon, a drummer, or an infantry on a marsh or in a forest. */
  CANNOT_CAPTURE,
  /** The target cannot be captured: a drummer, or a piece protected by its terrain. */
  PROTECTED_TARGET,
  /** The capturer is not next to enough friendly pieces (one, or two to take a cavalry). */
  NO_SUPPORT,
  /** The move is written as a capture but its target is empty, or as a step onto a piece. */
  CAPTURE_MISMATCH,
  /** The move is a push where no push is possible (not a drummer, no enemy cavalry, no variant). */
  NO_PUSH,
  /** The pushed cavalry could not go to that square by a one-square move of its own. */
  BAD_PUSH_SQUARE,
  /** A piece move in the ORDERS phase of a turn, or an order or {@code end} in its MOVE phase. */
  WRONG_PHASE,
  /** An order under the {@code fixed-cannons} option: cannons keep their setup orientation. */
  FIXED_CANNONS,
  /** An order names a square that holds no cannon of the camp to move. */
  NOT_OWN_CANNON,
  /**
   * An order names a cannon on a square not after the last one turned this turn: orders go in
   * ascending square order (rank, then file).
   */
  ORDER_NOT_ASCENDING,
  /** An order turns a cannon to the orientation it already has. */
  SAME_ORIENTATION,
  /**
   * A pass where none is legal: a camp passes only in its MOVE phase, when it has no piece move and
   * an ally has one (section 11).
   */
  NO_PASS,
  /** Another reason (a move from another kind of position). */
  OTHER
}
