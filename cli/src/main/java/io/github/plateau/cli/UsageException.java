package io.github.plateau.cli;

/**
 * A command line that does not follow a command's synopsis: an unknown command or option, a missing
 * or extra argument, a bad number. {@link Main} prints its message on one line and exits with
 * status 2.
 */
final class UsageException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates an exception.
   *
   * @param message what is wrong with the command line
   */
  UsageException(String message) {
    super(message);
  }
}
