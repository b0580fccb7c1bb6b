package io.github.plateau.xiangqi;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Perft;
import io.github.plateau.core.Position;
import io.github.plateau.core.Reason;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * A xiangqi position: the pieces on the 90 points, the side to move, the halfmove clock (plies
 * since the last capture) and the ply counter, and the {@link Xiangqi game} it belongs to. An
 * immutable, thread-safe value; {@link #toString()} is its FEN, such as {@link Xiangqi#START}. Read
 * positions with {@link Xiangqi#parse} and {@link Xiangqi#start}.
 *
 * <p>A position decides the game when the side to move has no legal move: that side loses, by
 * {@link Reason#CHECKMATE} if its general is attacked and {@link Reason#STALEMATE} otherwise. The
 * rules that need the history (repetition, perpetual check and chase, the no-capture limit) are
 * applied by {@link Xiangqi#judge}.
 *
 * <p>Counters are bounded so that every position's FEN reads back as an equal position: the
 * halfmove clock stops at 999,999,999, and so does the FEN's fullmove number (from then on a Black
 * move takes {@link #ply()} back by one instead of on by one, keeping it even when Red is to move).
 *
 * <p>For searching, {@link #searchBoard()} gives a mutable board with make and unmake; {@link
 * #perft(int)} counts leaves on such a board without allocating per node. A position and a search
 * board are read alike through {@link XiangqiBoardView}.
 */
public final class XiangqiPosition extends AbstractBoardView
    implements Position<XiangqiPosition, Move> {
  /** The largest halfmove clock and fullmove number: FEN counters of at most nine digits. */
  static final int MAX_COUNTER = 999_999_999;

  /** The largest ply: Black to move at the largest fullmove number. */
  static final int MAX_PLY = 2 * (MAX_COUNTER - 1) + 1;

  private final Xiangqi game;
  private final Board board; // never changed once the position is built
  private final int halfmoves;
  private final int ply;
  private final long hash;
  private volatile int[] codes; // the legal moves' codes, sorted, computed on first use
  private volatile List<Move> moves; // the public list, computed on first use
  // Whether a legal move exists, found by outcome() with an early exit when the codes are not
  // known: 0 not yet asked, else ANY_MOVE or NO_MOVE. Racing threads write the same answer.
  private volatile int anyMove;

  // The code + 1 of the last move the direct test found legal, 0 for none: a reader asks isLegal
  // and then plays the move, which need not be tested twice. Racing threads write true answers.
  private volatile int lastLegal;

  private static final int ANY_MOVE = 1;
  private static final int NO_MOVE = 2;

  /** The most pseudo-legal moves of one piece other than the general: a chariot's 17. */
  private static final int PIECE_MOVES = 17;

  /**
   * A board per thread to test moves on: the tests write to the board they run on (then undo), and
   * a position's own board is shared, so they run on a copy, made without allocating.
   */
  private static final ThreadLocal<Board> SCRATCH = ThreadLocal.withInitial(Board::new);

  private XiangqiPosition(Xiangqi game, Board board, int halfmoves, int ply, long hash) {
    this.game = game;
    this.board = board;
    this.halfmoves = halfmoves;
    this.ply = ply;
    this.hash = hash;
  }

  /** A position on a board of its own, with its hash known (by a search board). */
  static XiangqiPosition of(Xiangqi game, Board board, int halfmoves, int ply, long hash) {
    return new XiangqiPosition(game, board, halfmoves, ply, hash);
  }

  /** A position on a board of its own. */
  static XiangqiPosition of(Xiangqi game, Board board, int halfmoves, int ply) {
    return new XiangqiPosition(game, board, halfmoves, ply, Keys.hash(board));
  }

  /** The ply after one more move: on by one, except at {@link #MAX_PLY} (see the class). */
  static int nextPly(int ply) {
    return ply < MAX_PLY ? ply + 1 : ply - 1;
  }

  /** The halfmove clock after a move that captures nothing: on by one up to its limit. */
  static int nextHalfmoves(int halfmoves) {
    return halfmoves < MAX_COUNTER ? halfmoves + 1 : halfmoves;
  }

  @Override
  Board board() {
    return board;
  }

  /**
   * The game, with its rules, that this position belongs to.
   *
   * @return the game whose {@link Xiangqi#parse} or {@link Xiangqi#start} made the position's line
   */
  @Override
  public Xiangqi game() {
    return game;
  }

  /**
   * The plies played since the last capture (or since the position was set up), the FEN's halfmove
   * clock: the no-capture limit counts it.
   *
   * @return 0 to 999,999,999
   */
  public int halfmoveClock() {
    return halfmoves;
  }

  /**
   * The plies played since the game's start, derived from the FEN's fullmove number {@code n}:
   * {@code 2 * (n - 1)}, plus 1 when Black is to move. The start position is ply 0.
   *
   * @return 0 or more; even exactly when Red is to move
   */
  public int ply() {
    return ply;
  }

  /** The FEN's fullmove number: 1 at the start, increased after each Black move. */
  int fullmoveNumber() {
    return ply / 2 + 1;
  }

  /**
   * Whether the side to move's general is attacked (or faces the other general on an open file,
   * which the rules forbid the other side to allow).
   *
   * @return true in check
   */
  @Override
  public boolean inCheck() {
    return board.inCheck();
  }

  /** The legal moves' codes ({@link MoveCodes}), sorted: the order of {@link #legalMoves()}. */
  int[] codes() {
    int[] result = codes;
    if (result == null) {
      int[] buffer = new int[Board.MAX_MOVES];
      int n =
          MoveCodes.legal(
              board.copy(), new int[Board.MAX_MOVES], new long[MoveCodes.RUN_WORDS], buffer, 0);
      result = Arrays.copyOf(buffer, n);
      codes = result;
    }
    return result;
  }

  /** Whether the legal moves have been listed: the fast paths' tests ask it. */
  boolean listed() {
    return codes != null;
  }

  /**
   * Every legal move, in the order of their ICCS texts ({@link Move#compareTo}).
   *
   * @return an unmodifiable list, empty when the side to move is mated or stalemated
   */
  @Override
  public List<Move> legalMoves() {
    List<Move> result = moves;
    if (result == null) {
      result = MoveCodes.list(codes()); // a view: the codes are never changed once made
      moves = result;
    }
    return result;
  }

  /**
   * Whether a move may be played here.
   *
   * @param move any move
   * @return true if {@link #play} accepts it
   * @throws IllegalArgumentException if the move is null
   */
  @Override
  public boolean isLegal(Move move) {
    checkArgument(move != null, "move is null");
    int[] known = codes;
    if (known != null) {
      return Arrays.binarySearch(known, MoveCodes.code(move)) >= 0;
    }
    Board scratch = SCRATCH.get();
    scratch.copyFrom(board);
    return isLegalOn(scratch, move);
  }

  /**
   * Whether a move is legal, tested on a board equal to this position's that the caller owns:
   * without listing the moves, unless they are known already.
   */
  private boolean isLegalOn(Board same, Move move) {
    int code = MoveCodes.code(move);
    int[] known = codes;
    if (known != null) {
      return Arrays.binarySearch(known, code) >= 0;
    }
    if (lastLegal == code + 1) {
      return true;
    }
    int internal = MoveCodes.internal(code);
    // one move: played on the squares and the general looked at, not every threat found first
    boolean legal = same.isLegalAlone(internal & 0xFF, internal >>> 8);
    if (legal) {
      lastLegal = code + 1;
    }
    return legal;
  }

  /**
   * The position after a move.
   *
   * @param move a legal move
   * @return the new position, of the same game
   * @throws IllegalMoveException if the move is not legal here; the message says why
   * @throws IllegalArgumentException if the move is null
   */
  @Override
  public XiangqiPosition play(Move move) {
    checkArgument(move != null, "move is null");
    // The child's board, still equal to this one, is the copy the legality test needs.
    Board child = board.copy();
    if (!isLegalOn(child, move)) {
      throw Refusals.refused(this, move);
    }
    int internal = MoveCodes.internal(MoveCodes.code(move));
    boolean capture = board.squares[internal >>> 8] != PieceCodes.EMPTY;
    long next = Keys.after(hash, board, internal);
    child.make(internal);
    return new XiangqiPosition(
        game, child, capture ? 0 : nextHalfmoves(halfmoves), nextPly(ply), next);
  }

  /**
   * How the position decides the game: the side to move, without a legal move, loses.
   *
   * @return a win by {@link Reason#CHECKMATE} or {@link Reason#STALEMATE}, or empty while there are
   *     legal moves
   */
  @Override
  public Optional<Outcome> outcome() {
    return hasLegalMove() ? Optional.empty() : Optional.of(ended(board));
  }

  /** Whether the side to move has a legal move: from the codes if known, else with early exit. */
  private boolean hasLegalMove() {
    int[] known = codes;
    if (known != null) {
      return known.length > 0;
    }
    int answer = anyMove;
    if (answer == 0) {
      Board scratch = SCRATCH.get();
      scratch.copyFrom(board);
      answer = scratch.hasLegal(new int[PIECE_MOVES]) ? ANY_MOVE : NO_MOVE;
      anyMove = answer;
    }
    return answer == ANY_MOVE;
  }

  /** The outcome of a board whose side to move has no legal move. */
  static Outcome ended(Board board) {
    Color winner = board.side == 0 ? Color.BLACK : Color.RED;
    return Outcome.win(winner, board.inCheck() ? Reason.CHECKMATE : Reason.STALEMATE);
  }

  /**
   * The Zobrist hash of the pieces and the side to move; the counters are left out.
   *
   * @return the hash, the same on every run
   */
  @Override
  public long hash() {
    return hash;
  }

  /**
   * Whether two positions repeat each other: the same pieces on the same points and the same side
   * to move, whatever the counters.
   *
   * @param other another position
   * @return true if they are the same for the repetition rule
   * @throws IllegalArgumentException if {@code other} is null
   */
  @Override
  public boolean samePosition(XiangqiPosition other) {
    checkArgument(other != null, "other is null");
    return hash == other.hash
        && board.side == other.board.side
        && Arrays.equals(board.squares, other.board.squares);
  }

  /**
   * A new search board at this position.
   *
   * @return a board of its own whose {@link XiangqiSearchBoard#position()} equals this position
   */
  @Override
  public XiangqiSearchBoard searchBoard() {
    return new XiangqiSearchBoard(this);
  }

  /**
   * The leaves of the legal-move tree at a depth, counted on a make/unmake board (with bulk
   * counting at the last ply) without allocating per node.
   *
   * @param depth plies, from 0 to {@link Perft#MAX_DEPTH}
   * @return the leaf count
   * @throws IllegalArgumentException if the depth is negative or above {@link Perft#MAX_DEPTH}
   */
  @Override
  public long perft(int depth) {
    Perft.checkDepth(depth);
    if (depth == 1) {
      return codes().length;
    }
    return board.copy().perft(depth);
  }

  /**
   * The board drawn rank by rank from Black's side, the river between ranks 5 and 4, then the side
   * to move and whether it is in check.
   *
   * @return the diagram, lines separated by {@code '\n'}
   */
  @Override
  public String diagram() {
    StringBuilder out = new StringBuilder();
    for (int rank = 9; rank >= 0; rank--) {
      out.append(rank).append(' ');
      for (int file = 0; file < 9; file++) {
        int code = board.squares[Geometry.cell(file, rank)];
        out.append(' ').append(code == PieceCodes.EMPTY ? '.' : PositionText.letter(code));
      }
      out.append('\n');
      if (rank == 5) {
        out.append("   ~~~~~ river ~~~~~\n");
      }
    }
    out.append("   a b c d e f g h i\n");
    out.append(sideToMove() == Color.RED ? "Red" : "Black").append(" to move");
    if (inCheck()) {
      out.append(", in check");
    }
    return out.toString();
  }

  /**
   * Whether another object is the same position: same game, pieces, side to move and counters.
   *
   * @param o another object
   * @return true if equal
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof XiangqiPosition other
        && samePosition(other)
        && halfmoves == other.halfmoves
        && ply == other.ply
        && game.equals(other.game);
  }

  /**
   * A hash code consistent with {@link #equals}.
   *
   * @return the hash code
   */
  @Override
  public int hashCode() {
    return Long.hashCode(hash) * 31 + halfmoves * 17 + ply;
  }

  /**
   * The position in FEN, written in full with {@code w} for Red.
   *
   * @return a text such as {@link Xiangqi#START}
   */
  @Override
  public String toString() {
    return PositionText.format(this);
  }
}
