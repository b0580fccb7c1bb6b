package io.github.plateau.shogi;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Perft;
import io.github.plateau.core.Position;
import io.github.plateau.core.Reason;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.RandomAccess;

/**
 * A shogi position: the board, both hands, the side to move and the ply counter, under the rules of
 * its {@link Shogi game}. An immutable, thread-safe value; {@code toString()} is its SFEN, and
 * {@code equals} compares all of it, the game included.
 *
 * <p>Search: {@link #searchBoard()} gives a mutable {@link ShogiSearchBoard} with make and unmake,
 * and {@link #perft(int)} counts the legal-move tree without creating positions.
 *
 * <p>A position without sente's king (a tsume problem) is valid: that side can never be in check.
 * {@link #outcome()} is present when the side to move has no legal move: it loses, by {@link
 * Reason#CHECKMATE} if it is in check, else by {@link Reason#NO_LEGAL_MOVE}. Repetition is a rule
 * of the game's history, judged by {@link Shogi#judge}.
 */
public final class ShogiPosition extends AbstractBoardView
    implements Position<ShogiPosition, Move> {
  /**
   * The largest {@link #ply()}: SFEN move number 1,000,000,000, the largest SFEN reads. A move
   * played at this ply keeps it, so that the counter never overflows and every position's SFEN
   * reads back.
   */
  public static final int MAX_PLY = PositionText.MAX_MOVE_NUMBER - 1;

  /** The states of {@link #moves}. */
  private static final int UNKNOWN = 0;

  private static final int MOVES = 1;
  private static final int NO_MOVES = 2;

  /** By loser (color) and then in check (1) or not (0): the outcome of a side without moves. */
  private static final Optional<Outcome>[][] LOST = lostOutcomes();

  private final Shogi game;
  private final int ply;
  private volatile int[] legal; // the legal move codes, computed on first use
  // Whether the side to move has a legal move, when known without the list: UNKNOWN, MOVES or
  // NO_MOVES. A plain int written whole, so that a race only computes it twice.
  private volatile int moves;
  // The last code found legal alone, or -1: a reader tests a move before play() tests it again.
  private volatile int lastLegal = -1;
  private volatile String sfen; // computed on first use

  ShogiPosition(Shogi game, Board board, int ply) {
    super(board); // never changed once the position is built
    this.game = game;
    this.ply = ply;
  }

  /** The ply after {@code plies} more moves from {@code ply}, held at {@link #MAX_PLY}. */
  static int advance(int ply, int plies) {
    return (int) Math.min(MAX_PLY, (long) ply + plies);
  }

  /** This position itself, as a view of a board. */
  @Override
  ShogiPosition position() {
    return this;
  }

  /** The board of this position: read it, never change it. */
  Board board() {
    return board;
  }

  /**
   * The game, with its rules, that this position belongs to.
   *
   * @return the game
   */
  @Override
  public Shogi game() {
    return game;
  }

  /**
   * The plies (moves of either side) played since the game's start: the SFEN move number minus 1,
   * so 0 in the start position. It stops at {@link #MAX_PLY}.
   *
   * @return the ply, 0 to {@link #MAX_PLY}
   */
  public int ply() {
    return ply;
  }

  /** How many of a piece stand on the board of this position, counted square by square. */
  @Override
  public int count(Piece piece) {
    return board.count(piece);
  }

  /**
   * Whether the side to move is in check.
   *
   * @return true if its king is attacked
   */
  @Override
  public boolean inCheck() {
    return Attacks.inCheck(board);
  }

  /** The legal move codes, in the generator's order; shared, never to be changed. */
  int[] legalCodes() {
    int[] codes = legal;
    if (codes == null) {
      int[] buffer = BUFFER.get();
      // a generator of its own: it keeps what it finds about the king in fields
      int n = new LegalMoves(board).generate(buffer);
      codes = Arrays.copyOf(buffer, n);
      legal = codes;
    }
    return codes;
  }

  /** The legal move codes if they were listed already, else null; shared, never to be changed. */
  int[] knownLegalCodes() {
    return legal;
  }

  /** Each thread's buffer for the generator. */
  private static final ThreadLocal<int[]> BUFFER =
      ThreadLocal.withInitial(() -> new int[LegalMoves.MAX_MOVES]);

  /** The legal moves as an unmodifiable list over the shared codes, moves made as read. */
  private static final class Moves extends AbstractList<Move> implements RandomAccess {
    private final int[] codes;

    Moves(int[] codes) {
      this.codes = codes;
    }

    @Override
    public Move get(int index) {
      return Move.ofCode(codes[index]);
    }

    @Override
    public int size() {
      return codes.length;
    }
  }

  /**
   * Every legal move, each once, in the order of the move generator (the order of {@link
   * ShogiSearchBoard#generate}): the king's moves, then the other pieces' board moves square by
   * square in SFEN order, then the drops.
   *
   * @return an unmodifiable list, empty when the side to move has lost
   */
  @Override
  public List<Move> legalMoves() {
    // A view of the codes the position keeps; the moves themselves are shared values.
    return new Moves(legalCodes());
  }

  /**
   * Whether a move code is legal here: looked up in the list when it is already made, else tested
   * alone, which costs far less than listing every move (a record's reader asks this of each move
   * read).
   */
  @Override
  boolean isLegalCode(int code) {
    int[] codes = legal;
    if (codes == null) {
      if (code == lastLegal) {
        return true;
      }
      // a generator of its own, as legalCodes() makes: it keeps what it finds in fields
      if (!new LegalMoves(board).isLegal(code)) {
        return false;
      }
      lastLegal = code;
      return true;
    }
    for (int legalCode : codes) {
      if (legalCode == code) {
        return true;
      }
    }
    return false;
  }

  /** Whether the side to move has a legal move, from the list if made, else stopping at one. */
  private boolean hasLegalMove() {
    int[] codes = legal;
    if (codes != null) {
      return codes.length > 0;
    }
    int known = moves;
    if (known == UNKNOWN) {
      known = new LegalMoves(board).any() ? MOVES : NO_MOVES;
      moves = known;
    }
    return known == MOVES;
  }

  /**
   * Whether a move may be played here.
   *
   * @param move any move
   * @return true if {@link #play(Move)} accepts it
   * @throws IllegalArgumentException if the move is null
   */
  @Override
  public boolean isLegal(Move move) {
    checkArgument(move != null, "move is null");
    return isLegalCode(move.code());
  }

  /**
   * The position after a move; this position is not changed. The ply grows by one, up to {@link
   * #MAX_PLY}.
   *
   * @param move a legal move
   * @return the new position
   * @throws IllegalMoveException if the move is not legal here; the message says why
   * @throws IllegalArgumentException if the move is null
   */
  @Override
  public ShogiPosition play(Move move) {
    checkArgument(move != null, "move is null");
    return playCode(move.code());
  }

  /** The position after a move code, checked. */
  ShogiPosition playCode(int code) {
    if (!isLegalCode(code)) {
      throw Refusals.refused(this, code);
    }
    Board next = board.copy();
    MakeUnmake.make(next, code);
    return new ShogiPosition(game, next, advance(ply, 1));
  }

  @SuppressWarnings("unchecked")
  private static Optional<Outcome>[][] lostOutcomes() {
    Optional<Outcome>[][] lost = (Optional<Outcome>[][]) new Optional<?>[2][2];
    for (Color loser : Color.values()) {
      lost[loser.index()][0] = Optional.of(Outcome.win(loser.opposite(), Reason.NO_LEGAL_MOVE));
      lost[loser.index()][1] = Optional.of(Outcome.win(loser.opposite(), Reason.CHECKMATE));
    }
    return lost;
  }

  /** The outcome when the side to move of a board has no legal move; no allocation. */
  static Optional<Outcome> lost(Board board) {
    return LOST[board.side][Attacks.inCheck(board) ? 1 : 0];
  }

  /**
   * How the game ends in this position by itself: when the side to move has no legal move it loses,
   * by checkmate if in check.
   *
   * @return the outcome, or empty while there are legal moves
   */
  @Override
  public Optional<Outcome> outcome() {
    return hasLegalMove() ? Optional.empty() : lost(board);
  }

  /**
   * The Zobrist hash of the board, the hands and the side to move; the ply and the rules are left
   * out.
   *
   * @return the hash
   */
  @Override
  public long hash() {
    return board.hash;
  }

  /**
   * Whether another position has the same board, hands and side to move under the same rules,
   * whatever the plies: the identity that repetition counts.
   *
   * @param other a position
   * @return true if it is the same position for repetition
   * @throws IllegalArgumentException if the position is null
   */
  @Override
  public boolean samePosition(ShogiPosition other) {
    checkArgument(other != null, "other is null");
    return board.hash == other.board.hash
        && board.sameAs(other.board)
        && (game == other.game || game.equals(other.game));
  }

  /**
   * A new search board at this position, owned by the caller.
   *
   * @return a board whose {@link ShogiSearchBoard#position()} equals this position
   */
  @Override
  public ShogiSearchBoard searchBoard() {
    return new ShogiSearchBoard(this);
  }

  /**
   * A drawing of the position: gote's hand, the board with coordinates, sente's hand, then whose
   * move it is (with the SFEN move number) or how the game ended.
   *
   * @return the drawing, lines separated by {@code '\n'}
   */
  @Override
  public String diagram() {
    return Diagram.draw(this);
  }

  /**
   * Counts the leaves of the legal-move tree with make and unmake on one private board, the last
   * ply counted in bulk, without allocating per node.
   *
   * @param depth plies, from 0 to {@link Perft#MAX_DEPTH}
   * @return the leaf count
   * @throws IllegalArgumentException if the depth is negative or above {@link Perft#MAX_DEPTH}
   */
  @Override
  public long perft(int depth) {
    Perft.checkDepth(depth);
    return new LegalMoves(board.copy()).perft(depth);
  }

  /**
   * Whether another object is the same position: game, board, hands, side to move and ply.
   *
   * @param o any object
   * @return true if equal
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof ShogiPosition other && other.ply == ply && samePosition(other);
  }

  /**
   * A hash code consistent with {@link #equals}.
   *
   * @return the hash code
   */
  @Override
  public int hashCode() {
    return Long.hashCode(board.hash) * 31 + ply;
  }

  /**
   * The position in SFEN, its move number {@link #ply()} + 1.
   *
   * @return the SFEN
   */
  @Override
  public String toString() {
    String text = sfen;
    if (text == null) {
      text = PositionText.format(this);
      sfen = text;
    }
    return text;
  }
}
