package io.github.plateau.napoleon;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.Objects;
import java.util.Optional;

/**
 * A piece: its camp, its kind and, for a cannon, its orientation. Immutable; there is one instance
 * per distinct piece, so reading pieces off a board allocates nothing.
 *
 * <p>{@link #toString()} is the piece in the board notation: {@code G}, {@code d}, {@code ANE}.
 */
public final class Piece {
  /** Every piece by its {@link PieceCodes} code; null for codes that are no piece. */
  private static final Piece[] BY_CODE = new Piece[256];

  /** {@link Optional}s of {@link #BY_CODE}, empty for {@link PieceCodes#EMPTY}. */
  private static final Optional<?>[] OPTIONAL = new Optional<?>[256];

  static {
    OPTIONAL[PieceCodes.EMPTY] = Optional.empty();
    for (Camp camp : Camp.values()) {
      for (Kind kind : Kind.values()) {
        for (Direction d : Direction.values()) {
          if (kind != Kind.CANNON && d != Direction.N) {
            continue;
          }
          Direction orientation = kind == Kind.CANNON ? d : null;
          int code =
              PieceCodes.code(
                  camp.ordinal(), kind.ordinal(), orientation == null ? 0 : d.ordinal());
          BY_CODE[code] = new Piece(camp, kind, orientation);
          OPTIONAL[code] = Optional.of(BY_CODE[code]);
        }
      }
    }
  }

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
    return BY_CODE[PieceCodes.code(camp.ordinal(), kind.ordinal(), 0)];
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
    return BY_CODE[PieceCodes.code(camp.ordinal(), PieceCodes.CANNON, orientation.ordinal())];
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
   * @throws IllegalArgumentException if this piece is not a cannon or the direction is null
   */
  public Piece reoriented(Direction direction) {
    checkArgument(direction != null, "direction is null");
    checkArgument(kind == Kind.CANNON, "only a cannon has an orientation, not a %s", kind);
    return cannon(camp, direction);
  }

  /** A piece of any kind; the orientation is used only for a cannon. */
  static Piece of0(Camp camp, Kind kind, Direction orientation) {
    return kind == Kind.CANNON ? cannon(camp, orientation) : of(camp, kind);
  }

  int code() {
    return PieceCodes.code(
        camp.ordinal(), kind.ordinal(), orientation == null ? 0 : orientation.ordinal());
  }

  /** The piece of a non-empty {@link PieceCodes} code. */
  static Piece fromCode(int code) {
    return BY_CODE[code];
  }

  /**
   * The piece of a {@link PieceCodes} code, empty for {@link PieceCodes#EMPTY}: shared,
   * allocation-free.
   */
  @SuppressWarnings("unchecked")
  static Optional<Piece> at(int code) {
    return (Optional<Piece>) OPTIONAL[code];
  }

  /**
   * Whether another object is the same piece: same camp, kind and orientation.
   *
   * @param o another object
   * @return true for an equal piece
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof Piece p && p.camp == camp && p.kind == kind && p.orientation == orientation;
  }

  /**
   * A hash code consistent with {@link #equals}.
   *
   * @return the hash code
   */
  @Override
  public int hashCode() {
    return Objects.hash(camp, kind, orientation);
  }

  /**
   * The piece in the board notation: its kind's letter, upper case for SOUTH's alliance, then a
   * cannon's orientation, then one prime per place of its camp in its alliance.
   *
   * @return such as {@code G}, {@code d}, {@code ANE} or {@code I'}
   */
  @Override
  public String toString() {
    char letter = camp.team() == Camp.SOUTH ? kind.letter() : Character.toLowerCase(kind.letter());
    String text = orientation == null ? String.valueOf(letter) : letter + orientation.name();
    return camp.place() == 0 ? text : text + "'".repeat(camp.place());
  }
}
