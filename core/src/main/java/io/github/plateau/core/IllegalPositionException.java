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
}
