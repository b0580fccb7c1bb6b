package io.github.plateau.core;

import java.util.Objects;

/**
 * A position that is well written but cannot exist under the rules: too many pieces of a kind, a
 * piece where it may never stand, a missing king, a side to move that could capture a king. The
 * message names the problem.
 */
public class IllegalPositionException extends PlateauException {
  private static final long serialVersionUID = 1L;

  /** Why the position cannot exist. */
  private final PositionRefusal reason;

  /**
   * Creates an exception with the given message, its reason {@link PositionRefusal#RULE}.
   *
   * @param message what makes the position impossible
   */
  public IllegalPositionException(String message) {
    this(PositionRefusal.RULE, message);
  }

  /**
   * Creates an exception with the given reason and message.
   *
   * @param reason why the position cannot exist, for a program
   * @param message what makes the position impossible, for a person
   * @throws NullPointerException if the reason is null
   */
  public IllegalPositionException(PositionRefusal reason, String message) {
    super(message);
    this.reason = Objects.requireNonNull(reason, "reason");
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
    this(PositionRefusal.RULE, problem, input, offset);
  }

  /**
   * Creates an exception for a start position that a game record gives and that cannot exist, with
   * its reason: the message also names where it is in the record.
   *
   * @param reason why the position cannot exist, for a program
   * @param problem what makes the position impossible, without the place (it is appended)
   * @param input the whole text being read
   * @param offset where the position is given, from 0 to {@code input.length()}
   * @throws IllegalArgumentException if the offset lies outside the input
   * @throws NullPointerException if the reason, problem or input is null
   */
  public IllegalPositionException(
      PositionRefusal reason, String problem, String input, int offset) {
    super(
        NotationException.describe(problem, input, offset, 0),
        problem,
        NotationException.locate(input, offset, 0));
    this.reason = Objects.requireNonNull(reason, "reason");
  }

  /**
   * Why the position cannot exist, the same kinds for every game; the message says it in words.
   *
   * @return the reason
   */
  public PositionRefusal reason() {
    return reason;
  }

  /**
   * The simple name and the reason, such as {@code IllegalPositionException KING_COUNT}.
   *
   * @return the kind
   */
  @Override
  public String kind() {
    return super.kind() + " " + reason;
  }
}
