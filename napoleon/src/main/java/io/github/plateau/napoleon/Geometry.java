package io.github.plateau.napoleon;

import java.util.concurrent.ConcurrentHashMap;

/**
 * The precomputed tables of one board size: steps in the eight directions for the mailbox path and,
 * on boards of at most 64 squares, the ray and neighbour masks of the bitboard path. Square index:
 * {@code rank * width + file}. Shared and immutable once built.
 */
final class Geometry {
  /** The longest move of any piece (a cavalry on a hill). */
  static final int MAX_RANGE = 5;

  private static final ConcurrentHashMap<Integer, Geometry> CACHE = new ConcurrentHashMap<>();

  final int width;
  final int height;
  final int size;

  /** {@code step[d * size + sq]}: the square one step from sq in direction d, or -1. */
  final int[] step;

  /** The neighbours of each square (8 at most). */
  final int[][] neighbours;

  // Bitboard tables, null when the board has more than 64 squares.
  /** {@code ray[d][sq]}: every square from sq (excluded) to the edge in direction d. */
  final long[][] ray;

  /** {@code reach[(d * size + sq) * 6 + n]}: the first n squares of {@code ray[d][sq]}. */
  final long[] reach;

  /** The neighbours of each square as a mask. */
  final long[] around;

  /** The diagonal neighbours of each square as a mask. */
  final long[] diagonalAround;

  private final Square[] squares; // one value per square, shared by every move and position

  // The steps and captures of bitboard boards, made on first use and shared: a list of legal moves
  // then allocates no move. Index: capture * size * size + from * size + to. Null on larger boards,
  // where the table would be too big for the few moves a game lists.
  private final Move[] pieceMoves;

  private Geometry(int width, int height) {
    this.width = width;
    this.height = height;
    this.size = width * height;
    step = new int[8 * size];
    neighbours = new int[size][];
    squares = new Square[size];
    for (int sq = 0; sq < size; sq++) {
      squares[sq] = new Square(sq % width, sq / width);
    }
    pieceMoves = size <= 64 ? new Move[2 * size * size] : null;
    for (int sq = 0; sq < size; sq++) {
      int count = 0;
      int[] around = new int[8];
      for (int d = 0; d < 8; d++) {
        int t = next(sq, d);
        step[d * size + sq] = t;
        if (t >= 0) {
          around[count++] = t;
        }
      }
      neighbours[sq] = java.util.Arrays.copyOf(around, count);
    }
    if (size <= 64) {
      ray = new long[8][size];
      reach = new long[8 * size * (MAX_RANGE + 1)];
      this.around = new long[size];
      diagonalAround = new long[size];
      for (int sq = 0; sq < size; sq++) {
        for (int d = 0; d < 8; d++) {
          long mask = 0;
          int n = 0;
          for (int t = next(sq, d); t >= 0; t = next(t, d)) {
            mask |= 1L << t;
            n++;
            if (n <= MAX_RANGE) {
              reach[(d * size + sq) * (MAX_RANGE + 1) + n] = mask;
            }
          }
          for (int m = n + 1; m <= MAX_RANGE; m++) {
            reach[(d * size + sq) * (MAX_RANGE + 1) + m] = mask;
          }
          ray[d][sq] = mask;
          int t = next(sq, d);
          if (t >= 0) {
            this.around[sq] |= 1L << t;
            if (Direction.of(d).isDiagonal()) {
              diagonalAround[sq] |= 1L << t;
            }
          }
        }
      }
    } else {
      ray = null;
      reach = null;
      this.around = null;
      diagonalAround = null;
    }
  }

  static Geometry of(int width, int height) {
    return CACHE.computeIfAbsent(width * 32 + height, key -> new Geometry(width, height));
  }

  boolean bitboards() {
    return size <= 64;
  }

  int index(Square square) {
    return square.rank() * width + square.file();
  }

  Square square(int index) {
    return squares[index];
  }

  /**
   * The step or capture between two squares, made once per board size where moves are shared. A
   * race between threads can make one twice; either value is equal, so it does not matter which one
   * the table keeps.
   */
  Move pieceMove(int from, int to, boolean capture) {
    if (pieceMoves == null) {
      return make(from, to, capture);
    }
    int i = (capture ? size * size : 0) + from * size + to;
    Move move = pieceMoves[i];
    if (move == null) {
      move = make(from, to, capture);
      pieceMoves[i] = move;
    }
    return move;
  }

  private Move make(int from, int to, boolean capture) {
    return capture
        ? Move.capture(squares[from], squares[to])
        : Move.step(squares[from], squares[to]);
  }

  boolean contains(Square square) {
    return square.file() < width && square.rank() < height;
  }

  /** The direction from a square to a neighbour, or -1 if they are not neighbours. */
  int direction(int from, int to) {
    for (int d = 0; d < 8; d++) {
      if (step[d * size + from] == to) {
        return d;
      }
    }
    return -1;
  }

  private int next(int sq, int d) {
    Direction dir = Direction.of(d);
    int f = sq % width + dir.fileStep();
    int r = sq / width + dir.rankStep();
    return f >= 0 && f < width && r >= 0 && r < height ? r * width + f : -1;
  }
}
