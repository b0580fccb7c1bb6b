package io.github.plateau.core;

/**
 * A move that is well formed but not legal where it is played: against the rules, from another
 * position, or after the game has ended. The message names the move and the position.
 */
public class IllegalMoveException extends PlateauException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates an exception with the given message.
   *
   * @param message names the move, the position and why the move is refused
   */
  public IllegalMoveException(String message) {
    super(message);
  }
}
