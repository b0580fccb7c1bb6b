package io.github.plateau.napoleon;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.Objects;
import java.util.Optional;

/**
 * A piece: its camp, its kind and, for a cannon, its orientation. Immutable.
 *
 * <p>{@link #toString()} is the piece in the board notation: {@code G}, {@code d}, {@code ANE}.
 */
public final class Piece {
  private final Camp camp;
  private final Kind kind;
  private final Direction orientation; // null unless a cannon

  private Piece(Camp camp, Kind kind, Direction orientation) {
    this.camp = camp;
    this.kind = kind;
    this.orientation = orientation;
  }

  /**
   * A piece other than a cannon.
   *
   * @param camp its camp
   * @param kind its kind, not {@link Kind#CANNON}
   * @return the piece
   * @throws IllegalArgumentException for a cannon (it needs an orientation) or a null argument
   */
  public static Piece of(Camp camp, Kind kind) {
    checkArgument(camp != null, "camp is null");
    checkArgument(kind != null, "kind is null");
    checkArgument(kind != Kind.CANNON, "a cannon needs an orientation: use Piece.cannon");
    return new Piece(camp, kind, null);
  }

  /**
   * A cannon.
   *
   * @param camp its camp
   * @param orientation where it points
   * @return the cannon
   * @throws IllegalArgumentException for a null argument
   */
  public static Piece cannon(Camp camp, Direction orientation) {
    checkArgument(camp != null, "camp is null");
    checkArgument(orientation != null, "orientation is null");
    return new Piece(camp, Kind.CANNON, orientation);
  }

  /**
   * The camp the piece belongs to.
   *
   * @return the camp
   */
  public Camp camp() {
    return camp;
  }

  /**
   * The kind of the piece.
   *
   * @return the kind
   */
  public Kind kind() {
    return kind;
  }

  /**
   * Where a cannon points.
   *
   * @return the orientation, or empty for a piece that is not a cannon
   */
  public Optional<Direction> orientation() {
    return Optional.ofNullable(orientation);
  }

  /**
   * The same cannon pointing elsewhere.
   *
   * @param direction the new orientation
   * @return the reoriented cannon
   * @throws IllegalArgumentException if this piece is not a cannon
   */
  public Piece reoriented(Direction direction) {
    checkArgument(kind == Kind.CANNON, "only a cannon has an orientation, not a %s", kind);
    return cannon(camp, direction);
  }

  /** A piece of any kind; the orientation is used only for a cannon. */
  static Piece of0(Camp camp, Kind kind, Direction orientation) {
    return kind == Kind.CANNON ? cannon(camp, orientation) : of(camp, kind);
  }

  int code() {
    return Cells.code(
        camp.index(), kind.ordinal(), orientation == null ? 0 : orientation.ordinal());
  }

  static Piece fromCode(int code) {
    Camp camp = Camp.of(Cells.camp(code));
    Kind kind = Kind.of(Cells.kind(code));
    return kind == Kind.CANNON
        ? new Piece(camp, kind, Direction.of(Cells.orientation(code)))
        : new Piece(camp, kind, null);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Piece p && p.camp == camp && p.kind == kind && p.orientation == orientation;
  }

  @Override
  public int hashCode() {
    return Objects.hash(camp, kind, orientation);
  }

  @Override
  public String toString() {
    char letter = camp == Camp.SOUTH ? kind.letter() : Character.toLowerCase(kind.letter());
    return orientation == null ? String.valueOf(letter) : letter + orientation.name();
  }
}
