package io.github.plateau.napoleon;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.Objects;
import java.util.Optional;

/**
 * One decision of a camp, a move of {@link NapoleonPosition#legalMoves()}: a piece move (a step, a
 * capture or a drummer push) in the MOVE phase of a turn, or, in the ORDERS phase that follows it
 * (section 10 of the rules), an order turning one of the camp's cannons, or {@code end}, which
 * passes the turn; in a game of several armies (section 11), {@code pass}, the only move of a camp
 * that has no piece move while an ally has one. Immutable value.
 *
 * <p>{@link #toString()} is the standard notation: {@code c2-c4}, {@code d4xe5}, {@code d5-d7>e8},
 * {@code f1=NE}, {@code end}, {@code pass}. A whole turn, {@code c2-c4,f1=NE,h2=N}, is a sequence
 * of moves: read it with {@link Napoleon#parseTurn}, write one with {@link Napoleon#formatTurns}.
 */
public final class Move {
  private static final Move END = new Move(null, null, false, null, null);

  /** The pass: no square, written {@code pass}; told from {@link #END} by its identity. */
  private static final Move PASS = new Move(null, null, false, null, null);

  private final Square from; // the piece's origin, or the cannon of an order; null for end
  private final Square to; // null unless a piece move
  private final boolean capture;
  private final Square pushedTo; // null unless a push
  private final Direction direction; // null unless an order

  private Move(Square from, Square to, boolean capture, Square pushedTo, Direction direction) {
    this.from = from;
    this.to = to;
    this.capture = capture;
    this.pushedTo = pushedTo;
    this.direction = direction;
  }

  private static Move piece(Square from, Square to, boolean capture, Square pushedTo) {
    checkArgument(from != null, "from is null");
    checkArgument(to != null, "to is null");
    checkArgument(!from.equals(to), "a move must change square, not stay on %s", from);
    return new Move(from, to, capture, pushedTo, null);
  }

  /**
   * A move to an empty square.
   *
   * @param from where the piece stands
   * @param to the empty square it goes to
   * @return the move
   * @throws IllegalArgumentException for a null argument or equal squares
   */
  public static Move step(Square from, Square to) {
    return piece(from, to, false, null);
  }

  /**
   * A move that captures the enemy piece on its target.
   *
   * @param from where the piece stands
   * @param to the enemy piece it takes
   * @return the move
   * @throws IllegalArgumentException for a null argument or equal squares
   */
  public static Move capture(Square from, Square to) {
    return piece(from, to, true, null);
  }

  /**
   * A drummer push: the drummer moves onto the enemy cavalry on {@code to}, which goes to {@code
   * pushedTo}, a square next to {@code to}.
   *
   * @param from where the drummer stands
   * @param to where the enemy cavalry stands
   * @param pushedTo where the cavalry is pushed to
   * @return the move
   * @throws IllegalArgumentException for a null argument, or if {@code pushedTo} is not next to
   *     {@code to}
   */
  public static Move push(Square from, Square to, Square pushedTo) {
    checkArgument(pushedTo != null, "pushedTo is null");
    checkArgument(
        to != null
            && Math.max(
                    Math.abs(to.file() - pushedTo.file()), Math.abs(to.rank() - pushedTo.rank()))
                == 1,
        "a cavalry is pushed to a square next to %s, not to %s",
        to,
        pushedTo);
    return piece(from, to, false, pushedTo);
  }

  /**
   * An order of the ORDERS phase: the camp's cannon on a square turns to a new orientation.
   *
   * @param cannon where the cannon stands
   * @param direction its new orientation, other than its current one
   * @return the move, written {@code f1=NE}
   * @throws IllegalArgumentException for a null argument
   */
  public static Move order(Square cannon, Direction direction) {
    checkArgument(cannon != null, "cannon is null");
    checkArgument(direction != null, "direction is null");
    return new Move(cannon, null, false, null, direction);
  }

  /**
   * The move that ends the ORDERS phase, and the turn: always legal in that phase.
   *
   * @return the move, written {@code end}
   */
  public static Move end() {
    return END;
  }

  /**
   * The pass of a camp without piece move whose ally has one (section 11, Waterloo): it ends the
   * camp's turn at once, without ORDERS phase.
   *
   * @return the move, written {@code pass}
   */
  public static Move pass() {
    return PASS;
  }

  /**
   * Whether this is {@code pass}.
   *
   * @return true for {@code pass}
   */
  public boolean isPass() {
    return this == PASS;
  }

  /**
   * Whether this is a piece move (a step, a capture or a push) of the MOVE phase.
   *
   * @return true for a piece move
   */
  public boolean isPieceMove() {
    return to != null;
  }

  /**
   * Whether this is an order turning a cannon.
   *
   * @return true for an order
   */
  public boolean isOrder() {
    return direction != null;
  }

  /**
   * Whether this is {@code end}.
   *
   * @return true for {@code end}
   */
  public boolean isEnd() {
    return this == END;
  }

  private void requirePieceMove(String what) {
    if (to == null) {
      throw new IllegalStateException(this + " is not a piece move: it has no " + what);
    }
  }

  private void requireOrder(String what) {
    if (direction == null) {
      throw new IllegalStateException(this + " is not an order: it has no " + what);
    }
  }

  /**
   * The square the moving piece leaves.
   *
   * @return the origin
   * @throws IllegalStateException if this is not a piece move
   */
  public Square from() {
    requirePieceMove("origin");
    return from;
  }

  /**
   * The square the moving piece ends on.
   *
   * @return the target
   * @throws IllegalStateException if this is not a piece move
   */
  public Square to() {
    requirePieceMove("target");
    return to;
  }

  /**
   * Whether the move captures the enemy piece on its target.
   *
   * @return true for a capture
   */
  public boolean isCapture() {
    return capture;
  }

  /**
   * Whether the move is a drummer push.
   *
   * @return true for a push
   */
  public boolean isPush() {
    return pushedTo != null;
  }

  /**
   * Where a push sends the enemy cavalry.
   *
   * @return the square, or empty if this is not a push
   */
  public Optional<Square> pushedTo() {
    return Optional.ofNullable(pushedTo);
  }

  /**
   * The square of the cannon an order turns.
   *
   * @return the cannon's square
   * @throws IllegalStateException if this is not an order
   */
  public Square cannon() {
    requireOrder("cannon");
    return from;
  }

  /**
   * The new orientation an order gives its cannon.
   *
   * @return the direction
   * @throws IllegalStateException if this is not an order
   */
  public Direction direction() {
    requireOrder("direction");
    return direction;
  }

  /**
   * Whether another object is the same move: same kind, same squares, same direction.
   *
   * @param o another object
   * @return true if equal
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof Move m
        && (m == PASS) == (this == PASS)
        && (m == END) == (this == END)
        && Objects.equals(m.from, from)
        && Objects.equals(m.to, to)
        && m.capture == capture
        && Objects.equals(m.pushedTo, pushedTo)
        && m.direction == direction;
  }

  /**
   * A hash code consistent with {@link #equals}.
   *
   * @return the hash code
   */
  @Override
  public int hashCode() {
    return this == PASS ? 1 : Objects.hash(from, to, capture, pushedTo, direction);
  }

  /**
   * The move in the standard notation, as {@link Napoleon#parseMove} reads it.
   *
   * @return such as {@code c2-c4}, {@code d4xe5}, {@code d5-d7>e8}, {@code f1=NE}, {@code end} or
   *     {@code pass}
   */
  @Override
  public String toString() {
    if (this == END) {
      return "end";
    }
    if (this == PASS) {
      return "pass";
    }
    if (direction != null) {
      return from + "=" + direction.name();
    }
    StringBuilder out = new StringBuilder();
    out.append(from).append(capture ? 'x' : '-').append(to);
    if (pushedTo != null) {
      out.append('>').append(pushedTo);
    }
    return out.toString();
  }
}
