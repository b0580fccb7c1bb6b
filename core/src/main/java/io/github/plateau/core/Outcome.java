package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.Objects;
import java.util.Optional;

/**
 * How a game ended: a winner, or a draw, and the reason. Immutable.
 *
 * <p>{@link #toString()} reads {@code "SENTE wins by CHECKMATE"} or {@code "draw by REPETITION"}.
 */
public final class Outcome {
  private final Optional<Side> winner; // made once: searches ask at every decided node
  private final Reason reason;

  private Outcome(Side winner, Reason reason) {
    this.winner = Optional.ofNullable(winner);
    checkArgument(reason != null, "reason is null");
    this.reason = reason;
  }

  /**
   * A won game.
   *
   * @param winner the side that won
   * @param reason why
   * @return the outcome
   */
  public static Outcome win(Side winner, Reason reason) {
    checkArgument(winner != null, "winner is null");
    return new Outcome(winner, reason);
  }

  /**
   * A drawn game.
   *
   * @param reason why
   * @return the outcome
   */
  public static Outcome draw(Reason reason) {
    return new Outcome(null, reason);
  }

  /**
   * The side that won.
   *
   * @return the winner, or empty for a draw
   */
  public Optional<Side> winner() {
    return winner;
  }

  /**
   * Whether a side won: the winner is on its team (see {@link Side#team()}), so every side of a
   * winning alliance wins. Searches and matches compare a winner with a side through this.
   *
   * @param side a side of the game
   * @return true if the winner's team is the side's team; false for a draw
   * @throws IllegalArgumentException if the side is null
   */
  public boolean isWinFor(Side side) {
    checkArgument(side != null, "side is null");
    return winner.isPresent() && winner.get().team().equals(side.team());
  }

  /**
   * Whether nobody won.
   *
   * @return true for a draw
   */
  public boolean isDraw() {
    return winner.isEmpty();
  }

  /**
   * Why the game ended.
   *
   * @return the reason
   */
  public Reason reason() {
    return reason;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Outcome other
        && Objects.equals(winner, other.winner)
        && reason == other.reason;
  }

  @Override
  public int hashCode() {
    return Objects.hash(winner.orElse(null), reason);
  }

  @Override
  public String toString() {
    return winner.isEmpty() ? "draw by " + reason : winner.get().name() + " wins by " + reason;
  }
}
