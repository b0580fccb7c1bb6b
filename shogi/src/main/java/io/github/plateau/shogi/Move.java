package io.github.plateau.shogi;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.Optional;

/**
 * A shogi move as an immutable value: a board move (origin, destination, promotion or not) or a
 * drop (a piece from hand onto an empty square). It wraps the {@link MoveCode int code} of the fast
 * path; {@code toString()} is its USI text ({@code 7g7f}, {@code 8h2b+}, {@code P*5e}).
 *
 * <p>A move is not tied to a position: whether it is legal is a question for {@link
 * ShogiPosition#isLegal(Move)}.
 */
public final class Move {
  private final int code;

  private Move(int code) {
    this.code = code;
  }

  /**
   * The move of a code.
   *
   * @param code a {@link MoveCode#isValid valid} move code
   * @return the move
   * @throws IllegalArgumentException if the code is not valid
   */
  public static Move of(int code) {
    checkArgument(MoveCode.isValid(code), "%s is not a move code", code);
    return new Move(code);
  }

  /**
   * A board move.
   *
   * @param from where the piece stands
   * @param to where it goes
   * @param promote whether it promotes
   * @return the move
   * @throws IllegalArgumentException if a square is null or both are the same
   */
  public static Move of(Square from, Square to, boolean promote) {
    checkArgument(from != null && to != null, "a square is null");
    checkArgument(from != to, "a move goes to another square than %s", from);
    return new Move(MoveCode.ofBoardMove(from.index(), to.index(), promote));
  }

  /**
   * A drop.
   *
   * @param piece the piece taken from hand: pawn, lance, knight, silver, gold, bishop or rook
   * @param to the empty square it is put on
   * @return the move
   * @throws IllegalArgumentException if the piece cannot be dropped or the square is null
   */
  public static Move drop(Piece piece, Square to) {
    checkArgument(to != null, "the square is null");
    return new Move(MoveCode.ofDrop(piece, to.index()));
  }

  /**
   * The move's code for the fast path.
   *
   * @return the {@link MoveCode} encoding
   */
  public int code() {
    return code;
  }

  /**
   * Whether the move is a drop.
   *
   * @return true for a drop
   */
  public boolean isDrop() {
    return MoveCode.isDrop(code);
  }

  /**
   * Where the piece comes from.
   *
   * @return the origin square, or empty for a drop
   */
  public Optional<Square> from() {
    return isDrop() ? Optional.empty() : Optional.of(Square.ofIndex(MoveCode.from(code)));
  }

  /**
   * Where the piece goes.
   *
   * @return the destination square
   */
  public Square to() {
    return Square.ofIndex(MoveCode.to(code));
  }

  /**
   * Whether the moving piece promotes.
   *
   * @return true for a promotion; always false for a drop
   */
  public boolean promotes() {
    return MoveCode.isPromotion(code);
  }

  /**
   * The piece a drop puts on the board.
   *
   * @return the dropped piece, or empty for a board move
   */
  public Optional<Piece> dropped() {
    return isDrop() ? Optional.of(Piece.ofType(MoveCode.droppedType(code))) : Optional.empty();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Move other && other.code == code;
  }

  @Override
  public int hashCode() {
    return code;
  }

  /** Returns the move in USI notation. */
  @Override
  public String toString() {
    return MoveCode.toUsi(code);
  }
}
