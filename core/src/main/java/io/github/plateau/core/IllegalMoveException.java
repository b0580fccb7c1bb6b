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

  /**
   * Creates an exception for an illegal move met while reading a game record: the message names the
   * problem, the offset, line, column and move, and quotes the text around it.
   *
   * @param problem names the move and why it is refused, without the place (it is appended)
   * @param input the whole text being read
   * @param offset where the move starts, from 0 to {@code input.length()}
   * @param ply the move's ply in the record, 1 for the first move
   * @throws IllegalArgumentException if the offset lies outside the input or the ply is below 1
   * @throws NullPointerException if the problem or input is null
   */
  public IllegalMoveException(String problem, String input, int offset, int ply) {
    super(
        NotationException.describe(problem, input, offset, checkPly(ply)),
        problem,
        NotationException.locate(input, offset, ply));
  }

  private static int checkPly(int ply) {
    if (ply < 1) {
      throw new IllegalArgumentException("ply " + ply + " is below 1");
    }
    return ply;
  }
}
