package io.github.plateau.core;

/**
 * The root of every exception Plateau throws on bad input: catch it to handle any of them.
 *
 * <p>All Plateau exceptions are unchecked, carry a message that names the problem, and are thrown
 * before anything is changed: no operation is ever half-applied.
 */
public abstract class PlateauException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates an exception with the given message.
   *
   * @param message what went wrong, for a person to read
   */
  protected PlateauException(String message) {
    super(message);
  }
}
