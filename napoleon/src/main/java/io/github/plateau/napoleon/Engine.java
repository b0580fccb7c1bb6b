package io.github.plateau.napoleon;

import io.github.plateau.core.MoveList;

/**
 * The mutable state behind a {@link NapoleonSearchBoard}, with make and unmake: {@link
 * BitboardEngine} on boards of at most 64 squares, {@link MailboxEngine} on larger ones. Each lists
 * moves in the order of the generator {@link NapoleonPosition#legalMoves()} uses on that board. Not
 * thread-safe.
 */
interface Engine {

  /** Appends the piece moves of the current state (none once a camp has K points). */
  int generate(MoveList out);

  /** Plays a legal move code; the state before it is kept for {@link #unmake}. */
  void make(int move);

  /** Takes back the last move made. */
  void unmake();

  /** The {@link Cells} code of what stands on a square. */
  int code(int square);

  /** A camp's streak code: square &lt;&lt; 2 | count, or -1. */
  int streak(int camp);

  /** The index of the camp to move. */
  int side();

  /** A camp's points beyond the midline. */
  int points(int camp);

  /** How many pieces of a camp and a kind stand on the board. */
  int count(int camp, int kind);
}
