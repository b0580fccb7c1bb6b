package io.github.plateau.core;

/**
 * A position that is well written but cannot exist under the rules: too many pieces of a kind, a
 * piece where it may never stand, a missing king, a side to move that could capture a king. The
 * message names the problem.
 */
public class IllegalPositionException extends PlateauException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates an exception with the given message.
   *
   * @param message what makes the position impossible
   */
  public IllegalPositionException(String message) {
    super(message);
  }

  /**
   * Creates an exception for a start position that a game record gives (a diagram, a FEN tag, a CSA
   * position) and that cannot exist: the message also names where it is in the record.
   *
   * @param problem what makes the position impossible, without the place (it is appended)
   * @param input the whole text being read
   * @param offset where the position is given, from 0 to {@code input.length()}
   * @throws IllegalArgumentException if the offset lies outside the input
   * @throws NullPointerException if the problem or input is null
   */
  public IllegalPositionException(String problem, String input, int offset) {
    super(
        NotationException.describe(problem, input, offset, 0),
        problem,
        NotationException.locate(input, offset, 0));
  }
}
