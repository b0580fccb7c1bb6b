package io.github.plateau.xiangqi;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * A move: the square a piece leaves and the square it goes to.
 *
 * <p>{@link #toString()} is the ICCS form, such as {@code "h2e2"}. Moves compare in that text's
 * order, which is the order of {@link XiangqiPosition#legalMoves()}.
 *
 * @param from the square the piece leaves
 * @param to the square it goes to, not {@code from}
 */
public record Move(Square from, Square to) implements Comparable<Move> {
  /**
   * A move.
   *
   * @param from the square the piece leaves
   * @param to the square it goes to
   * @throws IllegalArgumentException if a square is null or both are the same
   */
  public Move {
    checkArgument(from != null, "from is null");
    checkArgument(to != null, "to is null");
    checkArgument(from != to, "a move must change square, not stay on %s", from);
  }

  /**
   * A move given by files and ranks.
   *
   * @param fromFile 0 to 8 (a to i)
   * @param fromRank 0 to 9
   * @param toFile 0 to 8
   * @param toRank 0 to 9
   * @return the move
   * @throws IllegalArgumentException if a file or rank is out of range, or the squares are equal
   */
  public static Move of(int fromFile, int fromRank, int toFile, int toRank) {
    return new Move(Square.of(fromFile, fromRank), Square.of(toFile, toRank));
  }

  /**
   * Orders moves as their ICCS texts: by the file, then the rank, of each square.
   *
   * @param other another move
   * @return negative, zero or positive as this move's text comes before, equals or follows the
   *     other's
   */
  @Override
  public int compareTo(Move other) {
    return Integer.compare(MoveCodes.code(this), MoveCodes.code(other));
  }

  /**
   * Whether the other object is the same move. Written out rather than generated: a record's own
   * equals and hashCode are linked at their first call, which spins some ten method-handle classes
   * on every command-line start that keys a map by moves.
   *
   * @param o another object
   * @return true for a move between the same squares
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof Move other && other.from == from && other.to == to;
  }

  /**
   * A hash code consistent with {@link #equals}, distinct for every move.
   *
   * @return from the two squares' indexes
   */
  @Override
  public int hashCode() {
    return from.index() << 8 | to.index();
  }

  /**
   * The move in ICCS coordinates.
   *
   * @return a text such as {@code "h2e2"}
   */
  @Override
  public String toString() {
    return from.toString() + to;
  }
}
