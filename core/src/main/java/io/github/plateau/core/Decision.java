package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.Objects;
import java.util.Optional;

/**
 * What a {@link Player} decides on its turn: a move (with the reply it expects, to ponder on), to
 * resign, or to declare a win (shogi's impasse declaration, where the rules allow it).
 *
 * @param <M> the move type
 */
public final class Decision<M> {
  /** The kinds of decision. */
  public enum Kind {
    /** Plays a move. */
    MOVE,
    /** Gives up the game. */
    RESIGN,
    /** Claims the win by declaration; it loses if the rules do not grant it. */
    DECLARE_WIN
  }

  private final Kind kind;
  private final M move;
  private final M ponder;

  private Decision(Kind kind, M move, M ponder) {
    this.kind = kind;
    this.move = move;
    this.ponder = ponder;
  }

  /**
   * Plays a move.
   *
   * @param move the move
   * @param <M> the move type
   * @return the decision
   * @throws IllegalArgumentException if the move is null
   */
  public static <M> Decision<M> move(M move) {
    checkArgument(move != null, "move is null");
    return new Decision<>(Kind.MOVE, move, null);
  }

  /**
   * Plays a move, expecting a reply to ponder on.
   *
   * @param move the move
   * @param ponder the expected reply
   * @param <M> the move type
   * @return the decision
   * @throws IllegalArgumentException if an argument is null
   */
  public static <M> Decision<M> move(M move, M ponder) {
    checkArgument(move != null, "move is null");
    checkArgument(ponder != null, "ponder is null");
    return new Decision<>(Kind.MOVE, move, ponder);
  }

  /**
   * Resigns.
   *
   * @param <M> the move type
   * @return the decision
   */
  public static <M> Decision<M> resign() {
    return new Decision<>(Kind.RESIGN, null, null);
  }

  /**
   * Declares a win.
   *
   * @param <M> the move type
   * @return the decision
   */
  public static <M> Decision<M> declareWin() {
    return new Decision<>(Kind.DECLARE_WIN, null, null);
  }

  /**
   * The kind of decision.
   *
   * @return the kind
   */
  public Kind kind() {
    return kind;
  }

  /**
   * The move played.
   *
   * @return the move, or empty unless the kind is {@link Kind#MOVE}
   */
  public Optional<M> move() {
    return Optional.ofNullable(move);
  }

  /**
   * The reply the player expects.
   *
   * @return the reply, or empty if none was given
   */
  public Optional<M> ponder() {
    return Optional.ofNullable(ponder);
  }

  /**
   * Applies the decision to a record.
   *
   * @param record the game, the decider to move
   * @param <P> the position type
   * @return the record after the move, the resignation or the declaration
   * @throws IllegalMoveException if the move is not legal there, or the game knows no declaration
   * @throws IllegalArgumentException if the record is null
   */
  public <P extends Position<P, M>> GameRecord<P, M> applyTo(GameRecord<P, M> record) {
    checkArgument(record != null, "record is null");
    return switch (kind) {
      case MOVE -> record.play(move);
      case RESIGN -> record.resign(record.current().sideToMove());
      case DECLARE_WIN ->
          record.end(
              record
                  .game()
                  .declaration(record.current())
                  .orElseThrow(
                      () ->
                          new IllegalMoveException(
                              record.game().name() + " has no declaration of a win")));
    };
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Decision<?> other
        && kind == other.kind
        && Objects.equals(move, other.move)
        && Objects.equals(ponder, other.ponder);
  }

  @Override
  public int hashCode() {
    return Objects.hash(kind, move, ponder);
  }

  @Override
  public String toString() {
    return switch (kind) {
      case MOVE -> ponder == null ? "move " + move : "move " + move + " ponder " + ponder;
      case RESIGN -> "resign";
      case DECLARE_WIN -> "declare win";
    };
  }
}
