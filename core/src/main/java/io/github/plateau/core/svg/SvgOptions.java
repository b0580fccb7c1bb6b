package io.github.plateau.core.svg;

import static com.google.common.base.Preconditions.checkArgument;

import com.google.common.collect.ImmutableSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * How a game's SVG renderer draws a position: the picture's width in pixels, whether the board is
 * seen from the second side, whether coordinates are written, the last move's squares, marked
 * squares and arrows. Squares are named in the game's own notation ({@code 7g} in shogi, {@code e2}
 * in xiangqi, {@code 32} in draughts, {@code c2} in Napoleon); the renderer refuses a name that is
 * not a square of its board. With {@link #clickable()}, the picture also names its squares for a
 * page that takes clicks. Immutable; made by {@link #builder()}.
 */
public final class SvgOptions {
  /** The default options: 480 pixels wide, first side at the bottom, coordinates written. */
  public static final SvgOptions DEFAULT = builder().build();

  /** An arrow between two squares. */
  public record Arrow(String from, String to) {
    /**
     * Checks the squares.
     *
     * @param from the square the arrow starts from
     * @param to the square it points to
     * @throws IllegalArgumentException if a square is null or empty
     */
    public Arrow {
      checkArgument(from != null && !from.isEmpty(), "an arrow's start is empty");
      checkArgument(to != null && !to.isEmpty(), "an arrow's end is empty");
    }
  }

  private final int size;
  private final boolean flipped;
  private final boolean coordinates;
  private final List<String> lastMove;
  private final Set<String> marked;
  private final List<Arrow> arrows;
  private final boolean clickable;

  private SvgOptions(Builder b) {
    this.size = b.size;
    this.flipped = b.flipped;
    this.coordinates = b.coordinates;
    this.lastMove = List.copyOf(b.lastMove);
    this.marked = ImmutableSet.copyOf(b.marked); // in the order given: the same bytes every run
    this.arrows = List.copyOf(b.arrows);
    this.clickable = b.clickable;
  }

  /**
   * A builder with the default options.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * The picture's width in pixels; its height follows the board's shape.
   *
   * @return the width, 64 to 4096
   */
  public int size() {
    return size;
  }

  /**
   * Whether the board is seen from the second side.
   *
   * @return true if flipped
   */
  public boolean flipped() {
    return flipped;
  }

  /**
   * Whether the files and ranks (or square numbers) are written.
   *
   * @return true if written
   */
  public boolean coordinates() {
    return coordinates;
  }

  /**
   * The squares of the last move, highlighted.
   *
   * @return an unmodifiable list, empty if none
   */
  public List<String> lastMove() {
    return lastMove;
  }

  /**
   * The marked squares, in the order they were first given.
   *
   * @return an unmodifiable set
   */
  public Set<String> marked() {
    return marked;
  }

  /**
   * The arrows, drawn over the pieces.
   *
   * @return an unmodifiable list
   */
  public List<Arrow> arrows() {
    return arrows;
  }

  /**
   * Whether the picture names its squares for a page that takes clicks: over everything else, each
   * square (and, in shogi, each kind of piece in hand, named like a drop: {@code P*} for sente's
   * pawns, {@code p*} for gote's) gets a transparent {@code rect} with the attribute {@code
   * data-square="NAME"}, in the names {@link io.github.plateau.core.svg.Drawing#squares} gives a
   * move. Off by default.
   *
   * @return true if the squares are named
   */
  public boolean clickable() {
    return clickable;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof SvgOptions other
        && size == other.size
        && flipped == other.flipped
        && coordinates == other.coordinates
        && lastMove.equals(other.lastMove)
        && marked.equals(other.marked)
        && arrows.equals(other.arrows)
        && clickable == other.clickable;
  }

  @Override
  public int hashCode() {
    return Objects.hash(size, flipped, coordinates, lastMove, marked, arrows, clickable);
  }

  /** Builds {@link SvgOptions}; each setter checks its value at once. Not thread-safe. */
  public static final class Builder {
    private int size = 480;
    private boolean flipped;
    private boolean coordinates = true;
    private final List<String> lastMove = new ArrayList<>();
    private final List<String> marked = new ArrayList<>();
    private final List<Arrow> arrows = new ArrayList<>();
    private boolean clickable;

    private Builder() {}

    /**
     * Sets the picture's width.
     *
     * @param pixels the width, 64 to 4096
     * @return this builder
     * @throws IllegalArgumentException if the width is out of range
     */
    public Builder size(int pixels) {
      checkArgument(pixels >= 64 && pixels <= 4096, "size %s is not 64 to 4096 pixels", pixels);
      this.size = pixels;
      return this;
    }

    /**
     * Shows the board from the second side.
     *
     * @param flipped true to flip
     * @return this builder
     */
    public Builder flipped(boolean flipped) {
      this.flipped = flipped;
      return this;
    }

    /**
     * Writes the coordinates or not.
     *
     * @param shown true to write them
     * @return this builder
     */
    public Builder coordinates(boolean shown) {
      this.coordinates = shown;
      return this;
    }

    /**
     * Highlights the squares of the last move.
     *
     * @param squares the squares, usually where the piece left and where it arrived
     * @return this builder
     * @throws IllegalArgumentException if a square is null or empty
     */
    public Builder lastMove(String... squares) {
      lastMove.clear();
      for (String s : squares) {
        checkArgument(s != null && !s.isEmpty(), "a square of the last move is empty");
        lastMove.add(s);
      }
      return this;
    }

    /**
     * Marks a square.
     *
     * @param square the square
     * @return this builder
     * @throws IllegalArgumentException if the square is null or empty
     */
    public Builder mark(String square) {
      checkArgument(square != null && !square.isEmpty(), "a marked square is empty");
      marked.add(square);
      return this;
    }

    /**
     * Draws an arrow.
     *
     * @param from the square it starts from
     * @param to the square it points to
     * @return this builder
     * @throws IllegalArgumentException if a square is null or empty
     */
    public Builder arrow(String from, String to) {
      arrows.add(new Arrow(from, to));
      return this;
    }

    /**
     * Names the squares for a page that takes clicks: see {@link SvgOptions#clickable()}.
     *
     * @param clickable true to name them
     * @return this builder
     */
    public Builder clickable(boolean clickable) {
      this.clickable = clickable;
      return this;
    }

    /**
     * The options set so far.
     *
     * @return the options
     */
    public SvgOptions build() {
      return new SvgOptions(this);
    }
  }
}
