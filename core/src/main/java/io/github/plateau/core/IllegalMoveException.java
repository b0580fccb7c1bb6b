package io.github.plateau.core;

import java.util.Objects;

/**
 * A move that is well formed but not legal where it is played: against the rules, from another
 * position, or after the game has ended. The message names the move and the position.
 */
public class IllegalMoveException extends PlateauException {
  private static final long serialVersionUID = 1L;

  /** Why the move is refused. */
  private final MoveRefusal reason;

  /**
   * Creates an exception with the given message, its reason {@link MoveRefusal#RULE}.
   *
   * @param message names the move, the position and why the move is refused
   */
  public IllegalMoveException(String message) {
    this(MoveRefusal.RULE, message);
  }

  /**
   * Creates an exception with the given reason and message.
   *
   * @param reason why the move is refused, for a program
   * @param message names the move, the position and why the move is refused, for a person
   * @throws NullPointerException if the reason is null
   */
  public IllegalMoveException(MoveRefusal reason, String message) {
    super(message);
    this.reason = Objects.requireNonNull(reason, "reason");
  }

  /**
   * Creates an exception for an illegal move met while reading a game record: the message names the
   * problem, the offset, line, column and ply, and quotes the text around it.
   *
   * @param problem names the move and why it is refused, without the place (it is appended)
   * @param input the whole text being read
   * @param offset where the move starts, from 0 to {@code input.length()}
   * @param ply the move's ply in the record, 1 for the first move
   * @throws IllegalArgumentException if the offset lies outside the input or the ply is below 1
   * @throws NullPointerException if the problem or input is null
   */
  public IllegalMoveException(String problem, String input, int offset, int ply) {
    this(MoveRefusal.RULE, problem, input, offset, ply);
  }

  /**
   * Creates an exception for an illegal move met while reading a game record, with its reason: the
   * message names the problem, the offset, line, column and ply, and quotes the text around it.
   *
   * @param reason why the move is refused, for a program
   * @param problem names the move and why it is refused, without the place (it is appended)
   * @param input the whole text being read
   * @param offset where the move starts, from 0 to {@code input.length()}
   * @param ply the move's ply in the record, 1 for the first move
   * @throws IllegalArgumentException if the offset lies outside the input or the ply is below 1
   * @throws NullPointerException if the reason, problem or input is null
   */
  public IllegalMoveException(
      MoveRefusal reason, String problem, String input, int offset, int ply) {
    super(
        NotationException.describe(problem, input, offset, checkPly(ply)),
        problem,
        NotationException.locate(input, offset, ply));
    this.reason = Objects.requireNonNull(reason, "reason");
  }

  /**
   * Why the move is refused, the same kinds for every game; the message says it in words.
   *
   * @return the reason
   */
  public MoveRefusal reason() {
    return reason;
  }

  /**
   * The simple name and the reason, such as {@code IllegalMoveException KING_IN_CHECK}.
   *
   * @return the kind
   */
  @Override
  public String kind() {
    return super.kind() + " " + reason;
  }

  private static int checkPly(int ply) {
    if (ply < 1) {
      throw new IllegalArgumentException("ply " + ply + " is below 1");
    }
    return ply;
  }
}
