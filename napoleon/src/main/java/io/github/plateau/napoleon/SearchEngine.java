package io.github.plateau.napoleon;

import io.github.plateau.core.MoveList;

/**
 * The mutable state behind a {@link NapoleonSearchBoard} and {@link TurnPerft}, with make and
 * unmake: {@link BitboardEngine} on boards of at most 64 squares, {@link MailboxEngine} on larger
 * ones. Each lists moves in the order of the generator {@link NapoleonPosition#legalMoves()} uses
 * on that board. Not thread-safe.
 *
 * <p>The engine knows no phase: a piece move passes the turn to the other camp ({@link #side()}),
 * as under fixed cannons; an ORDERS phase that follows it is its caller's, whose orders only turn
 * cannons ({@link #make} of an order code), and whose {@code end} changes nothing here.
 */
interface SearchEngine {

  /** Appends the piece moves of the current state (none once a camp has K points). */
  int generate(MoveList out);

  /** Counts the piece moves of the current state, as {@link #generate} would list them. */
  int count();

  /**
   * Appends, unless {@code out} is null, the orders of a camp's cannons on squares after {@code
   * after} (a square index, -1 for all): 7 per cannon, by square then direction.
   *
   * @return the number of orders
   */
  int orders(int camp, int after, MoveList out);

  /**
   * Plays a legal piece move, {@code pass} or order code; the state before it is kept for {@link
   * #unmake}. A piece move and {@code pass} pass the turn (section 11's order).
   */
  void make(int move);

  /** Takes back the last move made. */
  void unmake();

  /** The {@link PieceCodes} code of what stands on a square. */
  int code(int square);

  /** A camp's streak code: square &lt;&lt; 2 | count, or -1. */
  int streak(int camp);

  /** The ordinal of the camp to move. */
  int side();

  /** The ordinal of the camp of the other alliance that moves after the current turn. */
  int next();

  /** A camp's points beyond the midline (by ordinal). */
  int points(int camp);

  /** How many pieces of a camp and a kind stand on the board. */
  int count(int camp, int kind);
}
