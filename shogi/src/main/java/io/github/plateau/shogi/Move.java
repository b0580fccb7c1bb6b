package io.github.plateau.shogi;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.Optional;

/**
 * A shogi move as an immutable value: a board move (origin, destination, promotion or not) or a
 * drop (a piece from hand onto an empty square); {@code toString()} is its USI text ({@code 7g7f},
 * {@code 8h2b+}, {@code P*5e}).
 *
 * <p>A move is not tied to a position: whether it is legal is a question for {@link
 * ShogiPosition#isLegal(Move)}. Bots that want moves as {@code int} codes use a {@link
 * ShogiSearchBoard}.
 */
public final class Move {
  private final int code;

  private Move(int code) {
    this.code = code;
  }

  /**
   * The moves made so far, by {@link #slot}: each code's move is made once and shared, so that
   * listing legal moves allocates no move. Filled as codes come; a race makes two equal values.
   */
  private static final Move[] MADE = new Move[2 * 81 * 81 + 7 * 81];

  /** The move of a {@link MoveCodes#isValid valid} code. */
  static Move ofCode(int code) {
    int slot = slot(code);
    Move move = MADE[slot];
    if (move == null) {
      move = new Move(code);
      MADE[slot] = move;
    }
    return move;
  }

  /** A dense index of valid codes: board moves by origin, destination and promotion, then drops. */
  private static int slot(int code) {
    int to = MoveCodes.to(code);
    if (MoveCodes.isDrop(code)) {
      return 2 * 81 * 81 + (MoveCodes.droppedType(code) - 1) * 81 + to;
    }
    return (MoveCodes.from(code) * 81 + to) * 2 + (MoveCodes.isPromotion(code) ? 1 : 0);
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
    checkArgument(from != null, "from is null");
    checkArgument(to != null, "to is null");
    checkArgument(from != to, "a move goes to another square than %s", from);
    return new Move(MoveCodes.ofBoardMove(from.index(), to.index(), promote));
  }

  /**
   * A drop.
   *
   * @param kind the kind taken from hand: pawn, lance, knight, silver, gold, bishop or rook
   * @param to the empty square it is put on
   * @return the move
   * @throws IllegalArgumentException if an argument is null or the kind cannot be dropped
   */
  public static Move drop(Kind kind, Square to) {
    checkArgument(kind != null, "kind is null");
    checkArgument(to != null, "to is null");
    checkArgument(kind.canBeDropped(), "%s cannot be dropped", kind);
    return new Move(MoveCodes.drop(kind.type(), to.index()));
  }

  /** The move's code, as the board's generator writes it. */
  int code() {
    return code;
  }

  /**
   * Whether the move is a drop.
   *
   * @return true for a drop
   */
  public boolean isDrop() {
    return MoveCodes.isDrop(code);
  }

  /**
   * Where the piece comes from.
   *
   * @return the origin square, or empty for a drop
   */
  public Optional<Square> from() {
    return isDrop() ? Optional.empty() : Optional.of(Square.ofIndex(MoveCodes.from(code)));
  }

  /**
   * Where the piece goes.
   *
   * @return the destination square
   */
  public Square to() {
    return Square.ofIndex(MoveCodes.to(code));
  }

  /**
   * Whether the moving piece promotes.
   *
   * @return true for a promotion; always false for a drop
   */
  public boolean promotes() {
    return MoveCodes.isPromotion(code);
  }

  /**
   * The kind a drop puts on the board.
   *
   * @return the dropped kind, or empty for a board move
   */
  public Optional<Kind> dropped() {
    return isDrop() ? Optional.of(Kind.ofType(MoveCodes.droppedType(code))) : Optional.empty();
  }

  /** Moves are equal when they have the same origin or dropped kind, destination and promotion. */
  @Override
  public boolean equals(Object o) {
    return o instanceof Move other && other.code == code;
  }

  /** Returns a hash code consistent with {@link #equals}. */
  @Override
  public int hashCode() {
    return code;
  }

  /** Returns the move in USI notation. */
  @Override
  public String toString() {
    return MoveCodes.toUsi(code);
  }
}
