package io.github.plateau.xiangqi;

import static com.google.common.base.Preconditions.checkArgument;

import com.google.common.collect.ImmutableList;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.IllegalPositionException;
import io.github.plateau.core.MoveList;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Position;
import io.github.plateau.core.Reason;
import io.github.plateau.core.Zobrist;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * A xiangqi position: the pieces on the 90 points, the side to move, the halfmove clock (plies
 * since the last capture) and the fullmove number. An immutable, thread-safe value; {@link
 * #toString()} is its FEN, such as {@link #START_FEN}.
 *
 * <p>A position decides the game when the side to move has no legal move: that side loses, by
 * {@link Reason#CHECKMATE} if its general is attacked and {@link Reason#STALEMATE} otherwise. The
 * rules that need the history (repetition, perpetual check, the no-capture limit) are applied by
 * {@link Xiangqi#judge}.
 *
 * <p>The fast path for bots: {@link #generate(MoveList)} appends the legal moves as {@code int}s
 * ({@link XiangqiMove#encoded()}) and {@link #play(int)} plays one; {@link #perft(int)} counts
 * leaves without allocating per node.
 */
public final class XiangqiPosition implements Position<XiangqiPosition, XiangqiMove> {
  /** The FEN of the start position. */
  public static final String START_FEN =
      "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

  /** One key per piece (2 colours x 7 kinds) and point, then one for Black to move. */
  private static final long[] KEYS = Zobrist.keys(0x58_69_61_6E_67_51_69L, 14 * 90 + 1);

  private static final long BLACK_TO_MOVE = KEYS[14 * 90];

  private static final XiangqiPosition START = parse(START_FEN);

  private final Board board; // never changed once the position is built
  private final int halfmoves;
  private final int fullmoves;
  private final long hash;
  private volatile int[] legal; // internal moves, computed on first use
  private volatile List<XiangqiMove> moves; // the public list, sorted, computed on first use

  private XiangqiPosition(Board board, int halfmoves, int fullmoves, long hash) {
    this.board = board;
    this.halfmoves = halfmoves;
    this.fullmoves = fullmoves;
    this.hash = hash;
  }

  static XiangqiPosition of(Board board, int halfmoves, int fullmoves) {
    long hash = board.side == 1 ? BLACK_TO_MOVE : 0;
    for (int cell = 0; cell < Squares.SIZE; cell++) {
      int code = board.squares[cell];
      if (code != Board.EMPTY && code != Board.OFF) {
        hash ^= key(code, cell);
      }
    }
    return new XiangqiPosition(board, halfmoves, fullmoves, hash);
  }

  private static long key(int code, int cell) {
    return KEYS[((code >> 5) * 7 + (code & 7) - 1) * 90 + Squares.POINT[cell]];
  }

  /**
   * The start position.
   *
   * @return the position of {@link #START_FEN}
   */
  public static XiangqiPosition start() {
    return START;
  }

  /**
   * Reads a position in FEN: ten ranks from rank 9 down separated by {@code /} (uppercase Red,
   * lowercase Black, {@code KABNRCP}, digits for empty points), the side to move ({@code w} or
   * {@code r} for Red, {@code b} for Black), then optionally {@code - -}, the halfmove clock and
   * the fullmove number (0 and 1 when left out).
   *
   * @param fen the text
   * @return the position
   * @throws NotationException if the text is malformed, with the offset
   * @throws IllegalPositionException if the position cannot occur: too many pieces of a kind, a
   *     missing general, a piece on a point its kind never reaches, generals facing each other, or
   *     the side that just moved in check
   * @throws IllegalArgumentException if the text is null
   */
  public static XiangqiPosition parse(String fen) {
    checkArgument(fen != null, "the FEN is null");
    return Fen.read(fen);
  }

  Board board() {
    return board;
  }

  @Override
  public Color sideToMove() {
    return board.side == 0 ? Color.RED : Color.BLACK;
  }

  /**
   * The plies played since the last capture (or since the position was set up).
   *
   * @return 0 or more
   */
  public int halfmoveClock() {
    return halfmoves;
  }

  /**
   * The move number, 1 at the start, increased after each Black move.
   *
   * @return 1 or more
   */
  public int fullmoveNumber() {
    return fullmoves;
  }

  /**
   * The piece on a point.
   *
   * @param file 0..8 (a..i)
   * @param rank 0..9, from Red's side
   * @return the piece, or empty if the point is empty
   * @throws IllegalArgumentException if the file or rank is out of range
   */
  public Optional<Piece> pieceAt(int file, int rank) {
    int code = board.squares[Squares.CELL[XiangqiMove.point(file, rank)]];
    return code == Board.EMPTY ? Optional.empty() : Optional.of(piece(code));
  }

  static Piece piece(int code) {
    return new Piece(
        (code & Board.RED) != 0 ? Color.RED : Color.BLACK, PieceType.values()[(code & 7) - 1]);
  }

  /**
   * Whether the side to move's general is attacked.
   *
   * @return true in check
   */
  public boolean isCheck() {
    return board.inCheck();
  }

  /** The legal moves in the board's internal form. */
  int[] internalMoves() {
    int[] result = legal;
    if (result == null) {
      int[] buffer = new int[Board.MAX_MOVES];
      result = Arrays.copyOf(buffer, board.copy().legal(buffer));
      legal = result;
    }
    return result;
  }

  @Override
  public List<XiangqiMove> legalMoves() {
    List<XiangqiMove> result = moves;
    if (result == null) {
      int[] internal = internalMoves();
      XiangqiMove[] array = new XiangqiMove[internal.length];
      for (int i = 0; i < internal.length; i++) {
        array[i] = XiangqiMove.decode(toPublic(internal[i]));
      }
      Arrays.sort(array);
      result = ImmutableList.copyOf(array);
      moves = result;
    }
    return result;
  }

  private static int toPublic(int move) {
    return Squares.POINT[move & 0xFF] | Squares.POINT[move >>> 8] << 7;
  }

  private static int toInternal(XiangqiMove move) {
    return Squares.CELL[move.from()] | Squares.CELL[move.to()] << 8;
  }

  /**
   * Appends the legal moves, encoded as by {@link XiangqiMove#encoded()}, in the generator's order
   * (not sorted). Allocates nothing once the position's moves are known.
   *
   * @param out the list to append to
   * @throws IllegalArgumentException if the list is null
   */
  public void generate(MoveList out) {
    checkArgument(out != null, "the move list is null");
    for (int move : internalMoves()) {
      out.add(toPublic(move));
    }
  }

  @Override
  public boolean isLegal(XiangqiMove move) {
    checkArgument(move != null, "the move is null");
    return contains(toInternal(move));
  }

  /**
   * Whether an encoded move is legal here.
   *
   * @param move a move encoded as by {@link XiangqiMove#encoded()}; any int is accepted
   * @return true if {@link #play(int)} would accept it
   */
  public boolean isLegal(int move) {
    return move >>> 14 == 0
        && (move & 0x7F) < XiangqiMove.POINTS
        && move >>> 7 < XiangqiMove.POINTS
        && contains(Squares.CELL[move & 0x7F] | Squares.CELL[move >>> 7] << 8);
  }

  private boolean contains(int internal) {
    for (int move : internalMoves()) {
      if (move == internal) {
        return true;
      }
    }
    return false;
  }

  @Override
  public XiangqiPosition play(XiangqiMove move) {
    checkArgument(move != null, "the move is null");
    int internal = toInternal(move);
    if (!contains(internal)) {
      throw new IllegalMoveException(move + " is not legal in " + this + ": " + whyIllegal(move));
    }
    return after(internal);
  }

  /**
   * The position after an encoded move: the fast path for bots.
   *
   * @param move a legal move encoded as by {@link XiangqiMove#encoded()}
   * @return the new position
   * @throws IllegalMoveException if the move is not legal here
   */
  public XiangqiPosition play(int move) {
    if (!isLegal(move)) {
      boolean encodesAMove =
          move >>> 14 == 0
              && (move & 0x7F) < XiangqiMove.POINTS
              && move >>> 7 < XiangqiMove.POINTS
              && (move & 0x7F) != move >>> 7;
      if (!encodesAMove) {
        throw new IllegalMoveException(move + " encodes no move (from | to << 7, points 0..89)");
      }
      play(XiangqiMove.decode(move)); // throws, naming the move and why it is refused
    }
    return after(Squares.CELL[move & 0x7F] | Squares.CELL[move >>> 7] << 8);
  }

  private XiangqiPosition after(int move) {
    int from = move & 0xFF;
    int to = move >>> 8;
    int moving = board.squares[from];
    int captured = board.squares[to];
    long next = hash ^ BLACK_TO_MOVE ^ key(moving, from) ^ key(moving, to);
    if (captured != Board.EMPTY) {
      next ^= key(captured, to);
    }
    Board child = board.copy();
    child.make(move);
    return new XiangqiPosition(
        child,
        captured != Board.EMPTY ? 0 : halfmoves + 1,
        board.side == 1 ? fullmoves + 1 : fullmoves,
        next);
  }

  /** Why a move that is not in the legal list is refused, for the exception's message. */
  String whyIllegal(XiangqiMove move) {
    int from = Squares.CELL[move.from()];
    int code = board.squares[from];
    String origin = XiangqiMove.pointName(move.from());
    if (code == Board.EMPTY) {
      return "there is no piece on " + origin;
    }
    String name = Setup.pieceName(code);
    if ((code & Board.colorBit(board.side)) == 0) {
      return "the " + name + " on " + origin + " is not the side to move's";
    }
    int[] pseudo = new int[Board.MAX_MOVES];
    int n = board.copy().pseudoLegal(pseudo);
    int internal = toInternal(move);
    for (int i = 0; i < n; i++) {
      if (pseudo[i] == internal) {
        return "it would leave the "
            + Setup.colorName(Board.colorBit(board.side))
            + " general attacked or facing the other general";
      }
    }
    return "a " + name + " on " + origin + " cannot go to " + XiangqiMove.pointName(move.to());
  }

  @Override
  public Optional<Outcome> outcome() {
    if (internalMoves().length > 0) {
      return Optional.empty();
    }
    return Optional.of(
        Outcome.win(sideToMove().opposite(), isCheck() ? Reason.CHECKMATE : Reason.STALEMATE));
  }

  @Override
  public long hash() {
    return hash;
  }

  @Override
  public long perft(int depth) {
    checkArgument(depth >= 0, "depth %s is negative", depth);
    if (depth == 1) {
      return internalMoves().length;
    }
    return board.copy().perft(depth);
  }

  /** Whether two positions have the same pieces on the same points and the same side to move. */
  boolean samePlacement(XiangqiPosition other) {
    return hash == other.hash
        && board.side == other.board.side
        && Arrays.equals(board.squares, other.board.squares);
  }

  @Override
  public String diagram() {
    StringBuilder out = new StringBuilder();
    for (int rank = 9; rank >= 0; rank--) {
      out.append(rank).append(' ');
      for (int file = 0; file < 9; file++) {
        int code = board.squares[Squares.cell(file, rank)];
        out.append(' ').append(code == Board.EMPTY ? '.' : Fen.letter(code));
      }
      out.append('\n');
      if (rank == 5) {
        out.append("   ~~~~~ river ~~~~~\n");
      }
    }
    out.append("   a b c d e f g h i\n");
    out.append(sideToMove() == Color.RED ? "Red" : "Black").append(" to move");
    if (isCheck()) {
      out.append(", in check");
    }
    return out.toString();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof XiangqiPosition other
        && samePlacement(other)
        && halfmoves == other.halfmoves
        && fullmoves == other.fullmoves;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(hash) * 31 + halfmoves * 17 + fullmoves;
  }

  @Override
  public String toString() {
    return Fen.write(board, halfmoves, fullmoves);
  }
}
