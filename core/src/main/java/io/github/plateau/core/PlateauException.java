package io.github.plateau.core;

import java.util.Optional;

/**
 * The root of every exception Plateau throws on bad input: catch it to handle any of them.
 *
 * <p>All Plateau exceptions are unchecked, carry a message that names the problem, and are thrown
 * before anything is changed: no operation is ever half-applied. A problem found inside a text (a
 * game record, most often) also carries its {@link #location()}: line, column and ply.
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
    this.problem = message;
    this.location = null;
  }

  /**
   * Creates an exception for a problem found at a place in a text.
   *
   * @param message what went wrong, for a person to read, naming the place
   * @param problem what went wrong without the place, for a caller that reports the place itself
   * @param location where, or null if the problem is not in a text
   */
  protected PlateauException(String message, String problem, Location location) {
    super(message);
    this.problem = problem;
    this.location = location;
  }

  /** The message without the place. */
  private final String problem;

  /**
   * What went wrong, without where: the message of an exception without a {@link #location()}, the
   * bare problem of one with a location. A reader that finds a problem in a part of a text (a move
   * inside a record) reports this at its own place in the whole text, rather than nesting messages.
   *
   * @return the problem
   */
  public String problem() {
    return problem;
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

  /**
   * The kind of this refusal, to count refusals by: the exception's simple name, and the rules'
   * reason where the exception gives one ({@code IllegalMoveException KING_IN_CHECK}).
   *
   * @return the kind
   */
  public String kind() {
    return getClass().getSimpleName();
  }

  /**
   * The problem on one line with its place, for a person reading a list of refusals: {@code problem
   * (line L, column C, ply P)}, the ply left out where the problem is in no move; without a {@link
   * #location()}, the message on one line.
   *
   * @param firstLine the number of the text's first line where the text is part of a file (a game's
   *     text from line 120 of the file: 120), so that the line named is the file's; 1 for a whole
   *     text
   * @return the line
   * @throws IllegalArgumentException if {@code firstLine} is below 1
   */
  public String located(long firstLine) {
    if (firstLine < 1) {
      throw new IllegalArgumentException("firstLine " + firstLine + " is below 1");
    }
    if (location == null) {
      String message = getMessage() == null ? getClass().getSimpleName() : getMessage();
      return String.join(" ", message.strip().split("\\R+"));
    }
    return String.join(" ", problem.strip().split("\\R+"))
        + " (line "
        + (firstLine + location.line() - 1)
        + ", column "
        + location.column()
        + (location.ply() > 0 ? ", ply " + location.ply() : "")
        + ")";
  }
}
