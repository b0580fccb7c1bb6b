package io.github.plateau.engine;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.Reason;

/**
 * An external engine failed: it could not start, crashed, hung, answered garbage or an illegal
 * move. {@link #reason()} is how a match scores it: {@link Reason#TIME_FORFEIT} when the engine did
 * not answer in time, {@link Reason#FOUL} otherwise. The engine's process is killed before this is
 * thrown.
 */
public final class EngineException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** The reason a match gives for the loss. */
  private final Reason reason;

  /**
   * An engine failure.
   *
   * @param message what went wrong, naming the engine
   * @param reason {@link Reason#TIME_FORFEIT} or {@link Reason#FOUL}
   * @throws IllegalArgumentException if the reason is another one
   */
  public EngineException(String message, Reason reason) {
    this(message, reason, null);
  }

  /**
   * An engine failure with its cause.
   *
   * @param message what went wrong, naming the engine
   * @param reason {@link Reason#TIME_FORFEIT} or {@link Reason#FOUL}
   * @param cause the cause, or null
   * @throws IllegalArgumentException if the reason is another one
   */
  public EngineException(String message, Reason reason, Throwable cause) {
    super(message, cause);
    checkArgument(
        reason == Reason.TIME_FORFEIT || reason == Reason.FOUL,
        "an engine loses by TIME_FORFEIT or FOUL, not %s",
        reason);
    this.reason = reason;
  }

  /**
   * How the engine loses the game.
   *
   * @return {@link Reason#TIME_FORFEIT} or {@link Reason#FOUL}
   */
  public Reason reason() {
    return reason;
  }
}
