package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * A game as played so far: the start position, the moves, the positions they led to and, once it
 * has ended, the {@link Outcome}. Immutable: {@link #play}, {@link #undo}, {@link #resign} and
 * {@link #end} return new records that share this one's history.
 *
 * <p>After each move the outcome is the new position's own ({@link Position#outcome()}), else the
 * one the game's history rules give ({@link Game#judge}).
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public final class GameRecord<P extends Position<P, M>, M> {
  private final Game<P, M> game;
  private final GameRecord<P, M> previous; // null at the start
  private final M move; // the move that led here; null at the start
  private final P position;
  private final int ply;
  private final Outcome outcome; // null while the game goes on

  private GameRecord(
      Game<P, M> game, GameRecord<P, M> previous, M move, P position, int ply, Outcome outcome) {
    this.game = game;
    this.previous = previous;
    this.move = move;
    this.position = position;
    this.ply = ply;
    this.outcome = outcome;
  }

  /**
   * A new game from the game's start position.
   *
   * @param game the game
   * @param <P> the position type
   * @param <M> the move type
   * @return a record without moves
   */
  public static <P extends Position<P, M>, M> GameRecord<P, M> start(Game<P, M> game) {
    return start(game, game.start());
  }

  /**
   * A new game from a given position.
   *
   * @param game the game
   * @param start the first position
   * @param <P> the position type
   * @param <M> the move type
   * @return a record without moves; already ended if the position decides the game
   */
  public static <P extends Position<P, M>, M> GameRecord<P, M> start(Game<P, M> game, P start) {
    checkArgument(game != null, "game is null");
    checkArgument(start != null, "start is null");
    return new GameRecord<>(game, null, null, start, 0, start.outcome().orElse(null));
  }

  /**
   * The game being played.
   *
   * @return the game
   */
  public Game<P, M> game() {
    return game;
  }

  /**
   * The first position.
   *
   * @return the start position
   */
  public P startPosition() {
    GameRecord<P, M> r = this;
    while (r.previous != null) {
      r = r.previous;
    }
    return r.position;
  }

  /**
   * The position now.
   *
   * @return the last position
   */
  public P current() {
    return position;
  }

  /**
   * The number of moves played.
   *
   * @return the ply count
   */
  public int ply() {
    return ply;
  }

  /**
   * The moves played, in order.
   *
   * @return an unmodifiable list of {@link #ply()} moves
   */
  public List<M> moves() {
    List<M> moves = new ArrayList<>(ply);
    for (GameRecord<P, M> r = this; r.previous != null; r = r.previous) {
      moves.add(r.move);
    }
    Collections.reverse(moves);
    return Collections.unmodifiableList(moves);
  }

  /**
   * The positions, from the start to now.
   *
   * @return an unmodifiable list of {@link #ply()} + 1 positions
   */
  public List<P> positions() {
    List<P> positions = new ArrayList<>(ply + 1);
    for (GameRecord<P, M> r = this; r != null; r = r.previous) {
      positions.add(r.position);
    }
    Collections.reverse(positions);
    return Collections.unmodifiableList(positions);
  }

  /**
   * How the game ended.
   *
   * @return the outcome, or empty while the game goes on
   */
  public Optional<Outcome> outcome() {
    return Optional.ofNullable(outcome);
  }

  /**
   * Whether the game has ended.
   *
   * @return true once there is an outcome
   */
  public boolean isOver() {
    return outcome != null;
  }

  /**
   * The record after one more move.
   *
   * @param move a legal move of the current position
   * @return the new record
   * @throws IllegalMoveException if the game is over or the move is not legal
   */
  public GameRecord<P, M> play(M move) {
    checkArgument(move != null, "move is null");
    requireOngoing();
    P next = position.play(move);
    GameRecord<P, M> record = new GameRecord<>(game, this, move, next, ply + 1, null);
    Optional<Outcome> ended = next.outcome();
    if (ended.isEmpty()) {
      ended = game.judge(record);
    }
    return ended.map(record::withOutcome).orElse(record);
  }

  /**
   * The record after one more move, given in the game's standard notation.
   *
   * @param move the move's text
   * @return the new record
   * @throws NotationException if the text is malformed or ambiguous
   * @throws IllegalMoveException if the game is over or the move is not legal
   */
  public GameRecord<P, M> play(String move) {
    checkArgument(move != null, "move is null");
    requireOngoing();
    return play(game.parseMove(position, move));
  }

  private void requireOngoing() {
    if (outcome != null) {
      throw new IllegalMoveException("the game is over (" + outcome + "); no move may follow");
    }
  }

  /**
   * The record before the last move, without any outcome that move brought.
   *
   * @return the previous record
   * @throws IllegalStateException if no move has been played
   */
  public GameRecord<P, M> undo() {
    if (previous == null) {
      throw new IllegalStateException("no move to undo");
    }
    return previous;
  }

  /**
   * The record after a side resigns; the other side wins (of two sides).
   *
   * @param side the side that resigns
   * @return the ended record
   * @throws IllegalMoveException if the game is already over
   * @throws IllegalArgumentException if the side is not one of the game's two sides
   */
  public GameRecord<P, M> resign(Side side) {
    checkArgument(side != null, "side is null");
    List<Side> sides = game.sides();
    checkArgument(sides.contains(side), "%s is not a side of %s", side.name(), game.name());
    checkArgument(sides.size() == 2, "resignation needs a game of two sides");
    return end(Outcome.win(sides.get(1 - side.index()), Reason.RESIGNATION));
  }

  /**
   * The record ended with a given outcome: agreement, adjudication, a declaration the game checked.
   *
   * @param outcome the result
   * @return the ended record
   * @throws IllegalMoveException if the game is already over
   */
  public GameRecord<P, M> end(Outcome outcome) {
    checkArgument(outcome != null, "outcome is null");
    if (this.outcome != null) {
      throw new IllegalMoveException("the game is already over (" + this.outcome + ")");
    }
    return withOutcome(outcome);
  }

  private GameRecord<P, M> withOutcome(Outcome ended) {
    return new GameRecord<>(game, previous, move, position, ply, ended);
  }

  @Override
  public String toString() {
    return game.name() + " record, " + ply + " plies" + (outcome == null ? "" : ", " + outcome);
  }
}
