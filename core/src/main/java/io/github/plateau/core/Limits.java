package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;

import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * How long a {@link Player} may think about one decision: a clock (time left per side, increment,
 * byoyomi, moves to the next time control), a fixed time, a node or depth budget, or no limit. The
 * fields are those of the engine protocols' {@code go} commands; a player reads the ones it
 * understands, and {@link #budget(Side)} turns a clock into a time for this move.
 *
 * <p>Immutable; made by {@link #builder()} or one of the shortcuts.
 */
public final class Limits {
  /**
   * The longest time {@link #budget} reckons with: a clock, increment, byoyomi or move time set
   * longer counts as this long (ten years), far beyond any game's clock.
   */
  public static final Duration MAX_TIME = Duration.ofDays(3650);

  private static final Limits INFINITE = builder().infinite().build();

  private final Map<Side, Duration> time;
  private final Map<Side, Duration> increment;
  private final Duration byoyomi;
  private final int movesToGo;
  private final Duration moveTime;
  private final long nodes;
  private final int depth;
  private final boolean infinite;

  private Limits(Builder b) {
    this.time = Map.copyOf(b.time);
    this.increment = Map.copyOf(b.increment);
    this.byoyomi = b.byoyomi;
    this.movesToGo = b.movesToGo;
    this.moveTime = b.moveTime;
    this.nodes = b.nodes;
    this.depth = b.depth;
    this.infinite = b.infinite;
  }

  /**
   * No limit: think until {@link Turn#stop() stopped}.
   *
   * @return the limits
   */
  public static Limits infinite() {
    return INFINITE;
  }

  /**
   * A fixed time for the move.
   *
   * @param time the time, positive
   * @return the limits
   * @throws IllegalArgumentException if the time is null, zero or negative
   */
  public static Limits moveTime(Duration time) {
    return builder().moveTime(time).build();
  }

  /**
   * A node budget.
   *
   * @param nodes the number of nodes, positive
   * @return the limits
   * @throws IllegalArgumentException if the number is not positive
   */
  public static Limits nodes(long nodes) {
    return builder().nodes(nodes).build();
  }

  /**
   * A depth budget.
   *
   * @param depth the depth in plies, positive
   * @return the limits
   * @throws IllegalArgumentException if the depth is not positive
   */
  public static Limits depth(int depth) {
    return builder().depth(depth).build();
  }

  /**
   * A builder with no limit set.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * A builder holding these limits, to change some.
   *
   * @return a new builder
   */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.time.putAll(time);
    b.increment.putAll(increment);
    b.byoyomi = byoyomi;
    b.movesToGo = movesToGo;
    b.moveTime = moveTime;
    b.nodes = nodes;
    b.depth = depth;
    b.infinite = infinite;
    return b;
  }

  /**
   * The time a side has left on its clock.
   *
   * @param side a side
   * @return the time, or empty if the side's clock is not given
   */
  public Optional<Duration> timeLeft(Side side) {
    return Optional.ofNullable(time.get(side));
  }

  /**
   * The time a side gains after each of its moves (Fischer increment).
   *
   * @param side a side
   * @return the increment, zero if none
   */
  public Duration increment(Side side) {
    return increment.getOrDefault(side, Duration.ZERO);
  }

  /**
   * The byoyomi: once the main time is spent, each move may take this long.
   *
   * @return the byoyomi, zero if none
   */
  public Duration byoyomi() {
    return byoyomi;
  }

  /**
   * The number of moves until the clock gets its next time control.
   *
   * @return the number, or empty if the rest of the game is in this control
   */
  public OptionalInt movesToGo() {
    return movesToGo == 0 ? OptionalInt.empty() : OptionalInt.of(movesToGo);
  }

  /**
   * A fixed time for this move.
   *
   * @return the time, or empty
   */
  public Optional<Duration> moveTime() {
    return Optional.ofNullable(moveTime);
  }

  /**
   * A node budget.
   *
   * @return the number of nodes, or empty
   */
  public OptionalLong nodes() {
    return nodes == 0 ? OptionalLong.empty() : OptionalLong.of(nodes);
  }

  /**
   * A depth budget.
   *
   * @return the depth in plies, or empty
   */
  public OptionalInt depth() {
    return depth == 0 ? OptionalInt.empty() : OptionalInt.of(depth);
  }

  /**
   * Whether to think until stopped, whatever else is set.
   *
   * @return true for an infinite search
   */
  public boolean isInfinite() {
    return infinite;
  }

  /**
   * The time a side should spend on this move, by a simple, safe rule: the fixed move time if one
   * is set; otherwise an even share of the time left over the moves to go (30 if unknown), plus the
   * increment and the byoyomi, never more than 90% of what the clock holds. A time over {@link
   * #MAX_TIME} counts as that long here, so that no sum overflows.
   *
   * @param side the side to move
   * @return the time, or empty if neither a move time nor the side's clock is given, or the search
   *     is infinite
   * @throws IllegalArgumentException if the side is null
   */
  public Optional<Duration> budget(Side side) {
    checkArgument(side != null, "side is null");
    if (infinite) {
      return Optional.empty();
    }
    if (moveTime != null) {
      return Optional.of(capped(moveTime));
    }
    Duration byoyomi = capped(this.byoyomi);
    Duration left = time.get(side);
    if (left == null) {
      return byoyomi.isZero()
          ? Optional.empty()
          : Optional.of(byoyomi.multipliedBy(9).dividedBy(10));
    }
    left = capped(left);
    Duration share = left.dividedBy(movesToGo == 0 ? 30 : movesToGo).plus(capped(increment(side)));
    Duration available = left.plus(byoyomi).multipliedBy(9).dividedBy(10);
    Duration spend = share.plus(byoyomi.multipliedBy(9).dividedBy(10));
    return Optional.of(spend.compareTo(available) < 0 ? spend : available);
  }

  private static Duration capped(Duration time) {
    return time.compareTo(MAX_TIME) > 0 ? MAX_TIME : time;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Limits l
        && time.equals(l.time)
        && increment.equals(l.increment)
        && byoyomi.equals(l.byoyomi)
        && movesToGo == l.movesToGo
        && Objects.equals(moveTime, l.moveTime)
        && nodes == l.nodes
        && depth == l.depth
        && infinite == l.infinite;
  }

  @Override
  public int hashCode() {
    return Objects.hash(time, increment, byoyomi, movesToGo, moveTime, nodes, depth, infinite);
  }

  @Override
  public String toString() {
    StringBuilder s = new StringBuilder("Limits[");
    time.forEach((side, t) -> s.append(side.name()).append(" time ").append(t).append(", "));
    increment.forEach((side, t) -> s.append(side.name()).append(" inc ").append(t).append(", "));
    if (!byoyomi.isZero()) {
      s.append("byoyomi ").append(byoyomi).append(", ");
    }
    movesToGo().ifPresent(n -> s.append("movestogo ").append(n).append(", "));
    moveTime().ifPresent(t -> s.append("movetime ").append(t).append(", "));
    nodes().ifPresent(n -> s.append("nodes ").append(n).append(", "));
    depth().ifPresent(d -> s.append("depth ").append(d).append(", "));
    if (infinite) {
      s.append("infinite, ");
    }
    if (s.charAt(s.length() - 1) == ' ') {
      s.setLength(s.length() - 2);
    }
    return s.append(']').toString();
  }

  /** Builds {@link Limits}; each setter checks its value at once. Not thread-safe. */
  public static final class Builder {
    private final Map<Side, Duration> time = new HashMap<>();
    private final Map<Side, Duration> increment = new HashMap<>();
    private Duration byoyomi = Duration.ZERO;
    private int movesToGo;
    private Duration moveTime;
    private long nodes;
    private int depth;
    private boolean infinite;

    private Builder() {}

    /**
     * Sets the time left on a side's clock.
     *
     * @param side the side
     * @param left the time, zero or more
     * @return this builder
     * @throws IllegalArgumentException if an argument is null or the time negative
     */
    public Builder time(Side side, Duration left) {
      checkArgument(side != null, "side is null");
      checkArgument(left != null && !left.isNegative(), "time left %s is negative", left);
      time.put(side, left);
      return this;
    }

    /**
     * Sets a side's increment.
     *
     * @param side the side
     * @param inc the increment, zero or more
     * @return this builder
     * @throws IllegalArgumentException if an argument is null or the increment negative
     */
    public Builder increment(Side side, Duration inc) {
      checkArgument(side != null, "side is null");
      checkArgument(inc != null && !inc.isNegative(), "increment %s is negative", inc);
      increment.put(side, inc);
      return this;
    }

    /**
     * Sets the byoyomi.
     *
     * @param time the byoyomi, zero or more
     * @return this builder
     * @throws IllegalArgumentException if the time is null or negative
     */
    public Builder byoyomi(Duration time) {
      checkArgument(time != null && !time.isNegative(), "byoyomi %s is negative", time);
      this.byoyomi = time;
      return this;
    }

    /**
     * Sets the moves to the next time control.
     *
     * @param moves the number, positive
     * @return this builder
     * @throws IllegalArgumentException if the number is not positive
     */
    public Builder movesToGo(int moves) {
      checkArgument(moves > 0, "moves to go %s is not positive", moves);
      this.movesToGo = moves;
      return this;
    }

    /**
     * Sets a fixed time for the move.
     *
     * @param time the time, positive
     * @return this builder
     * @throws IllegalArgumentException if the time is null, zero or negative
     */
    public Builder moveTime(Duration time) {
      checkArgument(
          time != null && !time.isNegative() && !time.isZero(),
          "move time %s is not positive",
          time);
      this.moveTime = time;
      return this;
    }

    /**
     * Sets a node budget.
     *
     * @param nodes the number of nodes, positive
     * @return this builder
     * @throws IllegalArgumentException if the number is not positive
     */
    public Builder nodes(long nodes) {
      checkArgument(nodes > 0, "nodes %s is not positive", nodes);
      this.nodes = nodes;
      return this;
    }

    /**
     * Sets a depth budget.
     *
     * @param depth the depth in plies, positive
     * @return this builder
     * @throws IllegalArgumentException if the depth is not positive
     */
    public Builder depth(int depth) {
      checkArgument(depth > 0, "depth %s is not positive", depth);
      this.depth = depth;
      return this;
    }

    /**
     * Asks for a search that runs until stopped.
     *
     * @return this builder
     */
    public Builder infinite() {
      this.infinite = true;
      return this;
    }

    /**
     * The limits set so far.
     *
     * @return the limits
     */
    public Limits build() {
      return new Limits(this);
    }
  }
}
