package io.github.plateau.core;

import java.util.List;
import java.util.Optional;

/**
 * A position of a game: an immutable, thread-safe value.
 *
 * <p>A position holds everything its game's rules need to list the legal moves (board, pieces in
 * hand, side to move, per-position counters); rules that look at the history of a game (repetition,
 * perpetual check, move-count draws) live in {@link GameRecord}. {@code toString()} is the position
 * in its game's standard notation, and {@code game.parse(p.toString())} equals {@code p}. {@code
 * equals} compares everything the notation holds.
 *
 * <p>Invariant: {@link #outcome()} is present exactly when {@link #legalMoves()} is empty.
 *
 * <p>For example, in shogi:
 *
 * <pre>{@code
 * Shogi shogi = new Shogi();
 * ShogiPosition start = shogi.start();
 * List<Move> moves = start.legalMoves(); // 30
 * ShogiPosition next = start.play(moves.get(0)); // start is unchanged
 * boolean same = shogi.parse(next.toString()).equals(next); // true: toString() is SFEN
 * long leaves = start.perft(3); // 25470
 * Optional<Outcome> outcome = next.outcome(); // empty: gote has legal moves
 * }</pre>
 *
 * @param <P> the game's position type
 * @param <M> the game's move type: an immutable value with {@code equals} and {@code hashCode}
 */
public interface Position<P extends Position<P, M>, M> {

  /**
   * The game, with its rules, that this position belongs to: its moves are read and written by this
   * game, and {@link GameRecord} refuses a position of another game or of other rules.
   *
   * @return the game
   */
  Game<P, M> game();

  /**
   * The side whose turn it is.
   *
   * @return the side to move
   */
  Side sideToMove();

  /**
   * Whether the side to move is in check. Games without check (draughts, Napoleon Strategy) always
   * answer false, the default.
   *
   * @return true if the side to move is in check
   */
  default boolean inCheck() {
    return false;
  }

  /**
   * Every legal move, each once, in a fixed order (the same for equal positions).
   *
   * @return an unmodifiable list, empty when the game is over in this position
   */
  List<M> legalMoves();

  /**
   * Whether a move may be played here. Never throws for a non-null move, even one made for another
   * position.
   *
   * @param move any move of this game
   * @return true if {@link #play(Object)} would accept it
   */
  boolean isLegal(M move);

  /**
   * The position after a move. This position is not changed.
   *
   * @param move a legal move
   * @return the new position
   * @throws IllegalMoveException if the move is not legal here; the message names the move and this
   *     position
   */
  P play(M move);

  /**
   * How the game ended, when this position alone decides it (checkmate, no legal move, a victory
   * condition).
   *
   * @return the outcome, or empty while the game goes on
   */
  Optional<Outcome> outcome();

  /**
   * A 64-bit Zobrist hash of what identifies the position for repetition: everything but move
   * counters. Equal positions have equal hashes; it is the same on every run and every machine, so
   * bots can store it.
   *
   * @return the hash
   */
  long hash();

  /**
   * Whether two positions are the same for the repetition rules: equal in everything but the move
   * counters, which is what {@link #hash()} covers. Equal hashes are checked with this method, so a
   * hash collision never counts as a repetition. The default is {@code equals}, right for games
   * whose notation holds no counter.
   *
   * @param other another position of the same game
   * @return true if the two repeat each other
   * @throws IllegalArgumentException if {@code other} is null
   */
  default boolean samePosition(P other) {
    if (other == null) {
      throw new IllegalArgumentException("other is null");
    }
    return equals(other);
  }

  /**
   * A new mutable board at this position, for searching with make and unmake: see {@link
   * SearchBoard}. The board is the caller's; this position is not changed by it.
   *
   * @return a new board whose {@link SearchBoard#position()} equals this position
   */
  SearchBoard<P, M> searchBoard();

  /**
   * A multi-line drawing of the position for a terminal, with coordinates.
   *
   * @return the drawing, lines separated by {@code '\n'}
   */
  String diagram();

  /**
   * The number of leaves of the legal-move tree at exactly {@code depth} plies (a position without
   * legal moves is a leaf above that depth and counts 0). Games override it with a fast path; this
   * default walks {@link #legalMoves()}.
   *
   * @param depth plies, from 0 ({@code perft(0)} is 1) to {@link Perft#MAX_DEPTH}
   * @return the leaf count
   * @throws IllegalArgumentException if the depth is negative or above {@link Perft#MAX_DEPTH}
   */
  default long perft(int depth) {
    return Perft.walk(this, depth);
  }
}
