package io.github.plateau.napoleon;

import static com.google.common.base.Preconditions.checkArgument;

import com.google.common.collect.ImmutableSortedMap;
import java.util.Map;

/**
 * One camp's setup: where it places each piece of its army (and each cannon's orientation) before
 * the game. Immutable; checked against the rules by {@link Napoleon#validate}. Build one with
 * {@link #of}, {@link Napoleon#parseSetup}, {@link Napoleon#defaultSetup} or {@link
 * Napoleon#randomSetup}.
 */
public final class Setup {
  private final Camp camp;
  private final ImmutableSortedMap<Square, Piece> pieces;

  private Setup(Camp camp, ImmutableSortedMap<Square, Piece> pieces) {
    this.camp = camp;
    this.pieces = pieces;
  }

  /**
   * A setup from its pieces.
   *
   * @param camp the camp that sets up
   * @param pieces each piece by square
   * @return the setup (not yet checked against any rules)
   * @throws IllegalArgumentException if an argument is or holds null
   */
  public static Setup of(Camp camp, Map<Square, Piece> pieces) {
    checkArgument(camp != null, "camp is null");
    checkArgument(pieces != null, "pieces is null");
    for (Map.Entry<Square, Piece> e : pieces.entrySet()) {
      checkArgument(e.getKey() != null && e.getValue() != null, "null square or piece");
    }
    return new Setup(camp, ImmutableSortedMap.copyOf(pieces));
  }

  /**
   * The camp that sets up.
   *
   * @return the camp
   */
  public Camp camp() {
    return camp;
  }

  /**
   * The pieces by square.
   *
   * @return an unmodifiable map sorted by rank then file
   */
  public Map<Square, Piece> pieces() {
    return pieces;
  }

  /**
   * Whether another object is the same setup: same camp, same pieces on the same squares.
   *
   * @param o another object
   * @return true if equal
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof Setup s && s.camp == camp && s.pieces.equals(pieces);
  }

  /**
   * A hash code consistent with {@link #equals}.
   *
   * @return the hash code
   */
  @Override
  public int hashCode() {
    return camp.hashCode() * 31 + pieces.hashCode();
  }

  /**
   * The setup for people.
   *
   * @return such as {@code "SOUTH setup {a1=C, b1=C, ...}"}
   */
  @Override
  public String toString() {
    return camp + " setup " + pieces;
  }
}
