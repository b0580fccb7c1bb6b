package io.github.plateau.core;

import java.util.Optional;

/**
 * The root of every exception Plateau throws on bad input: catch it to handle any of them.
 *
 * <p>All Plateau exceptions are unchecked, carry a message that names the problem, and are thrown
 * before anything is changed: no operation is ever half-applied. A problem found inside a text (a
 * game record, most often) also carries its {@link #location()}: line, column and move.
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
    this.location = null;
  }

  /**
   * Creates an exception for a problem found at a place in a text.
   *
   * @param message what went wrong, for a person to read, naming the place
   * @param location where, or null if the problem is not in a text
   */
  protected PlateauException(String message, Location location) {
    super(message);
    this.location = location;
  }

  /** Where the problem is, when it was found in a text; not serialized. */
  private final transient Location location;

  /**
   * Where in a text the problem was found: always present for a {@link NotationException}, and for
   * an {@link IllegalMoveException} thrown while reading a game record.
   *
   * @return the location, or empty if the problem is not in a text
   */
  public Optional<Location> location() {
    return Optional.ofNullable(location);
  }
}
