package io.github.plateau.core;

import java.util.Optional;

/**
 * A mutable board for searching: make and unmake moves ({@link #push}, {@link #pop}) on one object
 * instead of building a new {@link Position} per node. Made by {@link Position#searchBoard()},
 * owned by its caller and <b>not thread-safe</b>: give each search thread its own board.
 *
 * <p>Moves are {@code int} codes. A code is valid only in the state where {@link #generate} listed
 * it: the same number may name another move, or none, in another state. {@link #decode} and {@link
 * #encode} convert between codes and the game's move objects of the current state.
 *
 * <p>Once warmed up, {@link #generate}, {@link #generateCaptures}, {@link #generateChecks}, {@link
 * #hasLegalMove}, {@link #push}, {@link #pop}, {@link #hash}, {@link #isCapture} and {@link
 * #inCheck} allocate nothing: a search through this board creates no garbage per node. {@link
 * #position()} and {@link #outcome()} build objects and are meant for the edges of a search (the
 * root, a leaf's result).
 *
 * <p>The board knows the rules of one position, like {@link Position}: rules that look at the
 * history (repetition, move-count draws) are the caller's, who can keep the {@link #hash()} of each
 * pushed state.
 *
 * <p>For example, one make and unmake in shogi:
 *
 * <pre>{@code
 * Shogi shogi = new Shogi();
 * ShogiPosition start = shogi.start();
 * SearchBoard<ShogiPosition, Move> board = start.searchBoard(); // this thread's own
 * MoveList list = new MoveList(); // reused: generate allocates nothing
 * int count = board.generate(list); // 30 move codes
 * Move first = board.decode(list.get(0)); // a code is valid in the state that listed it
 * board.push(list.get(0)); // make
 * long hash = board.hash(); // start.play(first).hashCode() is another hash
 * board.pop(); // unmake: the board is at the start again
 * boolean back = board.position().equals(start); // true
 * }</pre>
 *
 * @param <P> the game's position type
 * @param <M> the game's move type
 */
public interface SearchBoard<P extends Position<P, M>, M> {

  /**
   * Lists the legal moves of the current state: clears {@code moves}, then adds every legal move
   * code in exactly the order of {@code position().legalMoves()}.
   *
   * @param moves the list to fill; its previous content is discarded
   * @return the number of legal moves; 0 exactly when {@link #outcome()} is present
   * @throws IllegalArgumentException if {@code moves} is null
   */
  int generate(MoveList moves);

  /**
   * Plays a move: the board moves to the state after it.
   *
   * @param move a code that {@link #generate} lists in the current state
   * @throws IllegalMoveException if the code is not a legal move here; the board is unchanged
   */
  void push(int move);

  /**
   * Takes back the last {@link #push pushed} move: the board returns exactly to the state before
   * it, hash and move list included.
   *
   * @throws IllegalStateException if no move is pushed
   */
  void pop();

  /**
   * The number of moves pushed and not popped: 0 on a new board.
   *
   * @return the search depth below the board's first state
   */
  int ply();

  /**
   * The hash of the current state, equal to {@code position().hash()}.
   *
   * @return the 64-bit Zobrist hash
   */
  long hash();

  /**
   * The side to move in the current state.
   *
   * @return the side
   */
  Side sideToMove();

  /**
   * Whether the side to move is in check; always false in games without check.
   *
   * @return true if in check
   */
  boolean inCheck();

  /**
   * Whether a legal move of the current state captures (takes one or more enemy pieces off the
   * board), as a search's move ordering or quiescence wants to know.
   *
   * @param move a code that {@link #generate} lists in the current state
   * @return true for a capture
   * @throws IllegalMoveException if the code is not a legal move here
   */
  boolean isCapture(int move);

  /**
   * A key shared by the moves a proof search may try one after another rather than side by side:
   * moves whose states are so alike that a proof of one usually proves the next the same way, as in
   * shogi the drops of different pieces on one square (the defender's interpositions, which the
   * attacker mostly takes). A mate search counts only the first unproved move of each group in a
   * defender's proof number, and looks at the next one once the first is proved; any grouping is
   * sound (every move is still proved), it only orders the work. This default puts every move in no
   * group.
   *
   * @param move a code that {@link #generate} lists in the current state
   * @return a key 0 or more shared by the move's group, or -1 for a move in no group
   * @throws IllegalMoveException if the code is no move code of this game at all (a board need not
   *     check that the move is legal here: the key is asked often)
   */
  default int delayGroup(int move) {
    return -1;
  }

  /**
   * Where a search tries a capture among the state's other captures: the greater first. The games'
   * boards take the most valuable piece first and, among captures of equal pieces, capture with the
   * least valuable piece first (MVV-LVA, with the material values of the game's default evaluation;
   * draughts by the value of all the pieces a capture takes): a quiescence search that tries the
   * likely best capture first cuts its node sooner, and searches fewer captures that only lose
   * material. Only the order of the numbers means anything. This default gives every move 0, so a
   * board without it keeps its listed order.
   *
   * <p>A board need not check that the code is a legal move here (the key is asked of every capture
   * a search tries): the key of a code that is no capture of the current state orders nothing, and
   * asking changes nothing on the board.
   *
   * @param move a code that {@link #generateCaptures} lists in the current state
   * @return the capture's key; captures of equal keys keep their listed order
   * @throws IllegalMoveException if the board finds that the code names no move of its game at all
   *     (shogi's and xiangqi's boards look, Napoleon's at a capture's squares; draughts' answers
   *     such a code 0)
   */
  default int captureOrder(int move) {
    return 0;
  }

  /** What {@link #hand} answers in a game without pieces in hand. */
  long NO_HAND = -1;

  /**
   * The pieces a side holds in hand in the current state, packed so that a mate search can compare
   * two hands: one byte per kind of piece, holding its count (below 128). The game promises that
   * holding more never hurts: where the placement ({@link #hashWithoutHands}) and the side to move
   * are the same, a state whose attacker holds at least as many of every kind as in a state the
   * attacker wins (and, the pieces of a game being conserved, whose defender holds no more) is won
   * by the attacker too, as fast. So a mate search may carry a proof over to the states whose hands
   * cover the proved one's, as shogi's tsume solvers do. This default, for games without pieces in
   * hand, answers {@link #NO_HAND} for every side.
   *
   * @param side a side of the game
   * @return the packed counts, or {@link #NO_HAND}
   * @throws IllegalArgumentException if {@code side} is null, or, on a board with pieces in hand,
   *     not a side of its game
   */
  default long hand(Side side) {
    if (side == null) {
      throw new IllegalArgumentException("side is null");
    }
    return NO_HAND;
  }

  /**
   * The hash of the current state without its pieces in hand: the placement and the side to move,
   * equal for states that differ only in what the sides hold in hand. See {@link #hand}. This
   * default, for games without pieces in hand, is {@link #hash}.
   *
   * @return a 64-bit hash
   */
  default long hashWithoutHands() {
    return hash();
  }

  /**
   * Lists the legal moves of the current state that capture, as a quiescence search wants them:
   * clears {@code moves}, then adds the codes of {@link #generate} for which {@link #isCapture} is
   * true, in the order {@code generate} lists them (core's searcher relies on that order to tell
   * the captures apart from the quiet moves without asking {@code isCapture} of each move, and
   * refuses a board that breaks it). The codes are those of {@code generate}, valid in this state
   * for {@link #push}, {@link #isCapture} and {@link #decode}; listing them changes nothing on the
   * board. A decided state (no legal move) lists none: a caller that must tell a mate from a quiet
   * state asks {@link #generate} or {@link #outcome}.
   *
   * <p>This default generates every move and keeps the captures; the games' boards list the
   * captures without the quiet moves' cost.
   *
   * @param moves the list to fill; its previous content is discarded
   * @return the number of captures, 0 or more
   * @throws IllegalArgumentException if {@code moves} is null
   */
  default int generateCaptures(MoveList moves) {
    int n = generate(moves);
    int kept = 0;
    for (int i = 0; i < n; i++) {
      int move = moves.get(i);
      if (isCapture(move)) {
        moves.set(kept++, move);
      }
    }
    moves.truncate(kept);
    return kept;
  }

  /**
   * Lists the legal moves of the current state that give check, as a mate search whose attacker may
   * only check wants them: clears {@code moves}, then adds the codes of {@link #generate} after
   * which {@link #inCheck} is true (the opponent, then to move, is in check), in the order {@code
   * generate} lists them. The codes are those of {@code generate}, valid in this state for {@link
   * #push}, {@link #isCapture} and {@link #decode}; listing them changes nothing on the board. A
   * decided state (no legal move) lists none; in a game without check every list is empty.
   *
   * <p>This default plays each legal move, asks {@code inCheck} and takes it back; the games'
   * boards with check tell a checking move from the board as it stands.
   *
   * @param moves the list to fill; its previous content is discarded
   * @return the number of checking moves, 0 or more
   * @throws IllegalArgumentException if {@code moves} is null
   */
  default int generateChecks(MoveList moves) {
    int n = generate(moves);
    int kept = 0;
    for (int i = 0; i < n; i++) {
      int move = moves.get(i);
      push(move);
      boolean check = inCheck();
      pop();
      if (check) {
        moves.set(kept++, move);
      }
    }
    moves.truncate(kept);
    return kept;
  }

  /**
   * Whether a code is a legal move of the current state: exactly when {@link #generate} lists it. A
   * search asks it of the move its table remembers for the state, which usually refutes the node at
   * once, so that the other moves need not be listed. Asking changes nothing on the board.
   *
   * <p>This default generates every move into a list of its own; the games' boards look the code up
   * in the state's list when it is made, and shogi's and xiangqi's test it alone otherwise.
   *
   * @param move any number
   * @return true if {@code generate} lists it in the current state
   */
  default boolean isLegal(int move) {
    MoveList moves = new MoveList();
    generate(moves);
    return moves.contains(move);
  }

  /**
   * Whether the side to move has a legal move: what a quiescence search asks where no capture is
   * listed, to tell a quiet state from a decided one without paying for the whole list.
   *
   * <p>This default asks {@link #outcome()}; the games' boards answer from the first legal move
   * they find, or from the list when it is already made. Listing nothing, it changes nothing on the
   * board.
   *
   * @return true exactly when {@link #generate} would list a move, that is while {@link #outcome()}
   *     is empty
   */
  default boolean hasLegalMove() {
    return outcome().isEmpty();
  }

  /**
   * How the current state ends the game by itself, as {@link Position#outcome()} says.
   *
   * @return the outcome, or empty while there are legal moves
   */
  Optional<Outcome> outcome();

  /**
   * The current state as an immutable position.
   *
   * @return a new position equal to the one reached by playing the pushed moves with {@link
   *     Position#play}
   */
  P position();

  /**
   * The move object of a move code of the current state.
   *
   * @param move a code that {@link #generate} lists in the current state
   * @return the move
   * @throws IllegalMoveException if the code is not a legal move here
   */
  M decode(int move);

  /**
   * The code of a legal move of the current state.
   *
   * @param move a legal move of the current state
   * @return its code, one that {@link #generate} lists
   * @throws IllegalMoveException if the move is not legal here
   * @throws IllegalArgumentException if the move is null
   */
  int encode(M move);
}
