package io.github.plateau.web;

/**
 * A request the API refuses, with its HTTP status: 400 for a malformed request, 404 for a game the
 * server does not have, 409 for a request the game's state does not allow now.
 */
final class ApiException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final int status;

  ApiException(int status, String message) {
    super(message);
    this.status = status;
  }

  int status() {
    return status;
  }
}
