package io.github.plateau.cli;

/**
 * Input the command cannot take: a position of {@code --fen} or of standard input that the game
 * refuses, a blank or endless input line. {@link Main} prints its message on one line, without the
 * command's usage, and exits with status 2.
 */
final class InputException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates an exception.
   *
   * @param message what is wrong with the input, and where
   */
  InputException(String message) {
    super(message);
  }

  /**
   * Creates an exception for input the library refused.
   *
   * @param message what is wrong, and where
   * @param cause the library's exception
   */
  InputException(String message, Throwable cause) {
    super(message, cause);
  }
}
