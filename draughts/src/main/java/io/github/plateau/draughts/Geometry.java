package io.github.plateau.draughts;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.Arrays;
import java.util.Optional;

/**
 * The shape of an N x N board under FMJD numbering: the dark squares numbered 1 to N*N/2 row by row
 * from the top (Black's side), left to right. Rows counted from the top 1, 3, 5, ... hold their
 * dark squares in columns 2, 4, ..., N; rows 2, 4, ... in columns 1, 3, ..., N-1.
 *
 * <p>Directions: 0 up-left, 1 up-right (White's forward moves, toward square 1), 2 down-left, 3
 * down-right (Black's forward moves). Immutable.
 */
final class Geometry {
  /** Up-left, toward the top row and the left edge. */
  static final int UP_LEFT = 0;

  /** Up-right. */
  static final int UP_RIGHT = 1;

  /** Down-left. */
  static final int DOWN_LEFT = 2;

  /** Down-right. */
  static final int DOWN_RIGHT = 3;

  /** The smallest board size. */
  static final int MIN_SIZE = 4;

  /** The largest board size: square numbers fit in a byte of the move encoding. */
  static final int MAX_SIZE = 20;

  private static final Geometry[] CACHE = new Geometry[MAX_SIZE + 1];

  final int size;
  final int half; // dark squares per row
  final int squares; // N * N / 2

  /** next[d][s]: the square one step from s in direction d, or 0 off the board; s from 1. */
  final int[][] next;

  /** The quiet moves made so far, {@code from * (squares + 1) + to}: values, shared by all. */
  private final Move[] quietMoves;

  /**
   * Captures made lately, each in the slot of its squares' hash: the last one of each slot, so that
   * the memory stays bounded whatever is read.
   */
  private final Move[] captures = new Move[CAPTURE_SLOTS];

  private static final int CAPTURE_BITS = 12;

  private static final int CAPTURE_SLOTS = 1 << CAPTURE_BITS;

  private static final int[] NO_CAPTURE = {};

  private Geometry(int size) {
    this.size = size;
    this.half = size / 2;
    this.squares = size * half;
    this.next = new int[4][squares + 1];
    this.quietMoves = new Move[(squares + 1) * (squares + 1)];
    for (int s = 1; s <= squares; s++) {
      int row = row(s);
      int col = column(s);
      next[UP_LEFT][s] = at(row - 1, col - 1);
      next[UP_RIGHT][s] = at(row - 1, col + 1);
      next[DOWN_LEFT][s] = at(row + 1, col - 1);
      next[DOWN_RIGHT][s] = at(row + 1, col + 1);
    }
  }

  /**
   * The quiet move between two squares, made once: a {@link Move} is immutable, so a thread that
   * misses another's store only makes an equal one.
   */
  Move quiet(int from, int to) {
    int at = from * (squares + 1) + to;
    Move move = quietMoves[at];
    if (move == null) {
      move = new Move(from, to, NO_CAPTURE);
      quietMoves[at] = move;
    }
    return move;
  }

  /**
   * The capture from one square to another of the squares {@code caps[first..end)} (ascending),
   * shared with an equal one made lately: a record read then keeps one object for each capture met
   * again and again (a man's single captures are a few hundred), as it keeps one per quiet move. A
   * thread that misses another's store only makes an equal move.
   */
  Move capture(int from, int to, int[] caps, int first, int end) {
    int h = from * 31 + to;
    for (int i = first; i < end; i++) {
      h = h * 31 + caps[i];
    }
    int slot = (h * 0x9E3779B1) >>> (32 - CAPTURE_BITS);
    Move made = captures[slot];
    if (made != null
        && made.from() == from
        && made.to() == to
        && Arrays.equals(made.capturedSquares(), 0, made.captureCount(), caps, first, end)) {
      return made;
    }
    made = new Move(from, to, Arrays.copyOfRange(caps, first, end));
    captures[slot] = made;
    return made;
  }

  /**
   * The geometry of an even board size.
   *
   * @throws IllegalArgumentException if the size is odd or outside {@link #MIN_SIZE}..{@link
   *     #MAX_SIZE}
   */
  static Geometry of(int size) {
    if (size < MIN_SIZE || size > MAX_SIZE || size % 2 != 0) {
      throw new IllegalArgumentException(
          "board size " + size + " is not an even number from " + MIN_SIZE + " to " + MAX_SIZE);
    }
    synchronized (CACHE) {
      if (CACHE[size] == null) {
        CACHE[size] = new Geometry(size);
      }
      return CACHE[size];
    }
  }

  /** The row of a square, 0 at the top (Black's back row). */
  int row(int square) {
    return (square - 1) / half;
  }

  /** The column of a square, 0 at the left. */
  int column(int square) {
    int row = row(square);
    int i = (square - 1) % half;
    return row % 2 == 0 ? 2 * i + 1 : 2 * i;
  }

  /** The square at a row and column, or 0 if that is off the board or a light square. */
  int at(int row, int col) {
    if (row < 0 || row >= size || col < 0 || col >= size || (row + col) % 2 == 0) {
      return 0;
    }
    return row * half + col / 2 + 1;
  }

  /** Whether a man of a colour that stands on the square has reached its far row. */
  boolean isPromotionSquare(int square, boolean white) {
    return white ? square <= half : square > squares - half;
  }

  /** The number of men each side has at the start: the first (size - 2) / 2 rows. */
  int menPerSide() {
    return half * (size / 2 - 1);
  }

  /**
   * What a square of a board array holds, without allocating: the one check of {@link
   * DraughtsBoardView#pieceAt(int)} for a position and a search board.
   *
   * @throws IllegalArgumentException if the square is not on the board
   */
  Optional<Piece> pieceAt(byte[] cells, int square) {
    checkArgument(
        square >= 1 && square <= squares,
        "square %s is not on the board (1 to %s)",
        square,
        squares);
    return PieceCodes.at(cells[square]);
  }
}
