package io.github.plateau.web;

/**
 * A request the API refuses, with its HTTP status: 400 for a malformed request, 404 for a game the
 * server does not have, 409 for a request the game's state does not allow now.
 */
final class ApiException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final int status;
  private final String kind;

  ApiException(int status, String message) {
    this(status, message, "request");
  }

  /** A refusal of a kind of its own, which a client may act on (see {@link Api#STALE}). */
  ApiException(int status, String message, String kind) {
    super(message);
    this.status = status;
    this.kind = kind;
  }

  int status() {
    return status;
  }

  /** The error's {@code kind}: {@code request} unless said otherwise. */
  String kind() {
    return kind;
  }
}
