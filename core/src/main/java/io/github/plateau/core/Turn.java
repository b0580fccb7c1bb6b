package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;

import com.google.common.collect.ImmutableSet;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * One decision asked of a {@link Player}: the game so far, the {@link Limits clock}, a stop signal
 * that another thread may raise, and where to report {@link SearchInfo search information}.
 *
 * <p>{@link #stop()}, {@link #isStopped()} and {@link #onStop} are safe from any thread; the rest
 * is immutable.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public final class Turn<P extends Position<P, M>, M> {
  private final GameRecord<P, M> record;
  private final Limits limits;
  private final Consumer<SearchInfo<M>> listener;
  private final Set<M> rootMoves; // empty: every legal move
  private final List<Runnable> onStop = new ArrayList<>();
  private volatile boolean stopped;

  /**
   * A turn that reports its information to a listener.
   *
   * @param record the game so far; the decider is its side to move
   * @param limits the clock
   * @param listener called with each report, on the player's thread
   * @throws IllegalArgumentException if an argument is null
   */
  public Turn(GameRecord<P, M> record, Limits limits, Consumer<SearchInfo<M>> listener) {
    this(record, limits, listener, List.of());
  }

  /**
   * A turn whose decider chooses among some of the legal moves only, as UCI's {@code go
   * searchmoves} asks of an engine (an analysis of those moves alone).
   *
   * @param record the game so far; the decider is its side to move
   * @param limits the clock
   * @param listener called with each report, on the player's thread
   * @param rootMoves the moves to choose among, each legal in the record's current position; empty
   *     for every legal move
   * @throws IllegalArgumentException if an argument is null, or a move is not legal in the position
   */
  public Turn(
      GameRecord<P, M> record,
      Limits limits,
      Consumer<SearchInfo<M>> listener,
      Collection<M> rootMoves) {
    checkArgument(record != null, "record is null");
    checkArgument(limits != null, "limits is null");
    checkArgument(listener != null, "listener is null");
    checkArgument(rootMoves != null, "rootMoves is null");
    for (M move : rootMoves) {
      checkArgument(
          move != null && record.current().isLegal(move),
          "%s is not a legal move in %s",
          move,
          record.current());
    }
    this.record = record;
    this.limits = limits;
    this.listener = listener;
    this.rootMoves = ImmutableSet.copyOf(rootMoves);
  }

  /**
   * A turn whose reports go nowhere.
   *
   * @param record the game so far; the decider is its side to move
   * @param limits the clock
   * @throws IllegalArgumentException if an argument is null
   */
  public Turn(GameRecord<P, M> record, Limits limits) {
    this(record, limits, info -> {});
  }

  /**
   * The game so far.
   *
   * @return the record
   */
  public GameRecord<P, M> record() {
    return record;
  }

  /**
   * The position to decide in: the record's current one.
   *
   * @return the position
   */
  public P position() {
    return record.current();
  }

  /**
   * The clock.
   *
   * @return the limits
   */
  public Limits limits() {
    return limits;
  }

  /**
   * The moves the decider chooses among, when the turn names some.
   *
   * @return those moves, in the order given; empty when every legal move may be played
   */
  public Set<M> rootMoves() {
    return rootMoves;
  }

  /**
   * Whether the decider may play a move: it is legal, and among {@link #rootMoves()} where the turn
   * names some.
   *
   * @param move a move
   * @return true if it may be played
   */
  public boolean allows(M move) {
    return move != null
        && (rootMoves.isEmpty() ? record.current().isLegal(move) : rootMoves.contains(move));
  }

  /** Asks the player to decide now. Safe from any thread; later calls do nothing. */
  public void stop() {
    List<Runnable> actions;
    synchronized (onStop) {
      if (stopped) {
        return;
      }
      stopped = true;
      actions = List.copyOf(onStop);
      onStop.clear();
    }
    actions.forEach(Runnable::run);
  }

  /**
   * Whether {@link #stop()} was called.
   *
   * @return true once stopped
   */
  public boolean isStopped() {
    return stopped;
  }

  /**
   * Runs an action when the turn is stopped, on the stopping thread; at once if it already is.
   *
   * @param action the action
   * @throws IllegalArgumentException if the action is null
   */
  public void onStop(Runnable action) {
    checkArgument(action != null, "action is null");
    synchronized (onStop) {
      if (!stopped) {
        onStop.add(action);
        return;
      }
    }
    action.run();
  }

  /**
   * Reports search information: the protocols pass it on as their {@code info} lines.
   *
   * @param info the information
   * @throws IllegalArgumentException if the information is null
   */
  public void report(SearchInfo<M> info) {
    checkArgument(info != null, "info is null");
    listener.accept(info);
  }
}
