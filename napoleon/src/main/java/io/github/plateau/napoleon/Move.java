package io.github.plateau.napoleon;

import static com.google.common.base.Preconditions.checkArgument;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A turn: exactly one piece move (a step, a capture or a drummer push) and, optionally, new
 * orientations for any of the mover's cannons. Immutable value.
 *
 * <p>{@link NapoleonPosition#legalMoves()} lists the piece moves alone (no reorientation); add
 * reorientations with {@link #reorient}. The reorientations are kept sorted by square, each square
 * at most once. {@link #toString()} is the standard notation: {@code c2-c4}, {@code d4xe5}, {@code
 * d5-d7>e8}, {@code c2-c4,f1=NE,h2=N}.
 */
public final class Move {
  private final Square from;
  private final Square to;
  private final boolean capture;
  private final Square pushedTo; // null unless a push
  private final ImmutableList<Reorientation> reorientations;

  private Move(
      Square from,
      Square to,
      boolean capture,
      Square pushedTo,
      ImmutableList<Reorientation> reorientations) {
    checkArgument(from != null, "from is null");
    checkArgument(to != null, "to is null");
    checkArgument(!from.equals(to), "a move must change square, not stay on %s", from);
    this.from = from;
    this.to = to;
    this.capture = capture;
    this.pushedTo = pushedTo;
    this.reorientations = reorientations;
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
    return new Move(from, to, false, null, ImmutableList.of());
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
    return new Move(from, to, true, null, ImmutableList.of());
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
    return new Move(from, to, false, pushedTo, ImmutableList.of());
  }

  /**
   * The square the moving piece leaves.
   *
   * @return the origin
   */
  public Square from() {
    return from;
  }

  /**
   * The square the moving piece ends on.
   *
   * @return the target
   */
  public Square to() {
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
   * The cannons reoriented in this turn, sorted by square.
   *
   * @return an unmodifiable list, empty for a bare piece move
   */
  public List<Reorientation> reorientations() {
    return reorientations;
  }

  /**
   * The same turn with one more cannon reoriented.
   *
   * @param cannon where the cannon stands after the piece move
   * @param direction its new orientation
   * @return the new turn
   * @throws IllegalArgumentException if that square is already reoriented or an argument is null
   */
  public Move reorient(Square cannon, Direction direction) {
    List<Reorientation> list = new ArrayList<>(reorientations);
    list.add(new Reorientation(cannon, direction));
    return withReorientations(list);
  }

  /**
   * The same piece move with these reorientations instead of its own.
   *
   * @param reorientations the reorientations, in any order, each square at most once
   * @return the new turn
   * @throws IllegalArgumentException if a square appears twice or the list is or holds null
   */
  public Move withReorientations(List<Reorientation> reorientations) {
    checkArgument(reorientations != null, "reorientations is null");
    List<Reorientation> sorted = new ArrayList<>(reorientations);
    for (Reorientation r : sorted) {
      checkArgument(r != null, "a reorientation is null");
    }
    Collections.sort(sorted);
    for (int i = 1; i < sorted.size(); i++) {
      checkArgument(
          !sorted.get(i).square().equals(sorted.get(i - 1).square()),
          "the cannon on %s is reoriented twice",
          sorted.get(i).square());
    }
    return new Move(from, to, capture, pushedTo, ImmutableList.copyOf(sorted));
  }

  /**
   * The piece move alone, without reorientations.
   *
   * @return this turn's piece move
   */
  public Move pieceMove() {
    return reorientations.isEmpty()
        ? this
        : new Move(from, to, capture, pushedTo, ImmutableList.of());
  }

  /**
   * Whether another object is the same turn: same squares, same kind of move, same reorientations.
   *
   * @param o another object
   * @return true if equal
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof Move m
        && m.from.equals(from)
        && m.to.equals(to)
        && m.capture == capture
        && Objects.equals(m.pushedTo, pushedTo)
        && m.reorientations.equals(reorientations);
  }

  /**
   * A hash code consistent with {@link #equals}.
   *
   * @return the hash code
   */
  @Override
  public int hashCode() {
    return Objects.hash(from, to, capture, pushedTo, reorientations);
  }

  /**
   * The turn in the standard notation, as {@link Napoleon#parseMove} reads it.
   *
   * @return such as {@code c2-c4}, {@code d4xe5}, {@code d5-d7>e8} or {@code c2-c4,f1=NE}
   */
  @Override
  public String toString() {
    StringBuilder out = new StringBuilder();
    out.append(from).append(capture ? 'x' : '-').append(to);
    if (pushedTo != null) {
      out.append('>').append(pushedTo);
    }
    for (Reorientation r : reorientations) {
      out.append(',').append(r);
    }
    return out.toString();
  }
}
