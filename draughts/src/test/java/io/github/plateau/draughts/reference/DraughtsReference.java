package io.github.plateau.draughts.reference;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Slow, deliberately simple reference move generator for draughts under the international (FMJD)
 * rules, on an even N x N board of any size (8x8 Brazilian, 10x10 international, 12x12 Canadian,
 * ...). It exists only to cross-check the fast generator in tests.
 *
 * <p>Board model: a plain {@code int[N][N]} indexed {@code [row][col]}, row 0 being the top row
 * (Black's side, seen from White), col 0 the leftmost column. The playable (dark) squares are those
 * with {@code (row + col)} odd: in the 1st, 3rd, 5th ... rows (row index 0, 2, 4, ...) they sit in
 * the 2nd, 4th, ... columns, in the other rows in the 1st, 3rd, ... columns. They are numbered
 * 1..N*N/2 row by row, left to right, from the top. White moves up (towards row 0), Black moves
 * down.
 *
 * <p>Rules implemented: men step one square diagonally forward; capture is compulsory; men capture
 * forwards and backwards by jumping an adjacent enemy piece; kings fly, and capture at a distance,
 * landing on any free square beyond the captured piece; captures continue while possible; Turkish
 * strike (captured pieces stay on the board, blocking, until the capture is over, and may not be
 * jumped twice; an empty square may be crossed any number of times); the origin square of the
 * capturing piece is empty during the capture; majority rule (only the sequences taking the most
 * pieces are legal, kings and men counting one each); a man is crowned only if it ENDS its move on
 * the far row. A capture move is identified by (start, end, set of captured squares): several paths
 * giving the same triple are one move.
 *
 * <p>Move strings: quiet {@code 32-28}; capture {@code FROMxTO@C1,C2,...} with the captured squares
 * in ascending numeric order.
 */
public final class DraughtsReference {

  private DraughtsReference() {}

  // Piece codes stored in the board array.
  static final int EMPTY = 0;
  static final int WHITE_MAN = 1;
  static final int WHITE_KING = 2;
  static final int BLACK_MAN = 3;
  static final int BLACK_KING = 4;

  // The four diagonal directions as (row delta, column delta).
  private static final int[][] DIRECTIONS = {{-1, -1}, {-1, 1}, {1, -1}, {1, 1}};

  // ------------------------------------------------------------------------------------------
  // Public API
  // ------------------------------------------------------------------------------------------

  /** Every legal move of the side to move, in canonical form, sorted ascending (String order). */
  public static List<String> legalMoves(int size, String fen) {
    Position position = parseFen(size, fen);
    List<String> result = new ArrayList<>();
    for (Move move : generateMoves(position)) {
      result.add(move.text);
    }
    Collections.sort(result);
    return result;
  }

  /**
   * The position after {@code canonicalMove}, as a FEN {@code S:W..:B..} (White's list first,
   * squares ascending, kings prefixed with K, no ranges).
   *
   * @throws IllegalArgumentException if the FEN is malformed or the move is not legal here (or not
   *     written canonically)
   */
  public static String play(int size, String fen, String canonicalMove) {
    Position position = parseFen(size, fen);
    if (canonicalMove == null) {
      throw new IllegalArgumentException("move is null");
    }
    for (Move move : generateMoves(position)) {
      if (move.text.equals(canonicalMove)) {
        makeMove(position, move);
        return toFen(position);
      }
    }
    throw new IllegalArgumentException(
        "not a legal move (in canonical form) in " + fen + ": " + canonicalMove);
  }

  /** Number of leaves of the legal-move tree at exactly {@code depth} plies. */
  public static long perft(int size, String fen, int depth) {
    if (depth < 0) {
      throw new IllegalArgumentException("negative depth: " + depth);
    }
    Position position = parseFen(size, fen);
    return perft(position, depth);
  }

  // ------------------------------------------------------------------------------------------
  // Position and moves
  // ------------------------------------------------------------------------------------------

  /** A mutable position: the board array plus the side to move. */
  static final class Position {
    final int size;
    final int[][] board;
    boolean whiteToMove;

    Position(int size) {
      this.size = size;
      this.board = new int[size][size];
    }
  }

  /** A move, with what is needed to undo it. Squares are FMJD numbers. */
  static final class Move {
    final int from;
    final int to;

    /** Captured squares, ascending; empty for a quiet move. */
    final int[] captured;

    /** The piece codes that stood on {@link #captured}, same order (for undo). */
    final int[] capturedPieces;

    /** The piece code that left {@link #from}. */
    final int movingPiece;

    /** The piece code that ends on {@link #to} (a king if a man was crowned). */
    final int finalPiece;

    /** Canonical text. */
    final String text;

    Move(int from, int to, int[] captured, int[] capturedPieces, int movingPiece, int finalPiece) {
      this.from = from;
      this.to = to;
      this.captured = captured;
      this.capturedPieces = capturedPieces;
      this.movingPiece = movingPiece;
      this.finalPiece = finalPiece;
      this.text = buildText(from, to, captured);
    }

    private static String buildText(int from, int to, int[] captured) {
      if (captured.length == 0) {
        return from + "-" + to;
      }
      StringBuilder sb = new StringBuilder();
      sb.append(from).append('x').append(to).append('@');
      for (int i = 0; i < captured.length; i++) {
        if (i > 0) {
          sb.append(',');
        }
        sb.append(captured[i]);
      }
      return sb.toString();
    }
  }

  // ------------------------------------------------------------------------------------------
  // Geometry helpers
  // ------------------------------------------------------------------------------------------

  static boolean isDark(int row, int col) {
    return (row + col) % 2 == 1;
  }

  static boolean inside(int size, int row, int col) {
    return row >= 0 && row < size && col >= 0 && col < size;
  }

  /** FMJD number of the dark square (row, col): N/2 squares per row, left to right. */
  static int squareNumber(int size, int row, int col) {
    return row * (size / 2) + col / 2 + 1;
  }

  static int rowOf(int size, int square) {
    return (square - 1) / (size / 2);
  }

  static int colOf(int size, int square) {
    int row = rowOf(size, square);
    int indexInRow = (square - 1) % (size / 2);
    // Even row index (1st, 3rd, ... row): dark squares in columns 1,3,5 (0-based).
    // Odd row index: dark squares in columns 0,2,4 (0-based).
    return row % 2 == 0 ? 2 * indexInRow + 1 : 2 * indexInRow;
  }

  static boolean isWhite(int piece) {
    return piece == WHITE_MAN || piece == WHITE_KING;
  }

  static boolean isBlack(int piece) {
    return piece == BLACK_MAN || piece == BLACK_KING;
  }

  static boolean isKing(int piece) {
    return piece == WHITE_KING || piece == BLACK_KING;
  }

  static boolean isOwn(Position p, int piece) {
    return p.whiteToMove ? isWhite(piece) : isBlack(piece);
  }

  static boolean isEnemy(Position p, int piece) {
    return p.whiteToMove ? isBlack(piece) : isWhite(piece);
  }

  // ------------------------------------------------------------------------------------------
  // Move generation
  // ------------------------------------------------------------------------------------------

  /** All legal moves (captures under the majority rule if any capture exists, else quiet moves). */
  static List<Move> generateMoves(Position p) {
    List<Move> captures = generateCaptures(p);
    if (!captures.isEmpty()) {
      return captures;
    }
    return generateQuietMoves(p);
  }

  static List<Move> generateQuietMoves(Position p) {
    int n = p.size;
    List<Move> moves = new ArrayList<>();
    // A man's forward row direction: White goes up (row - 1), Black goes down (row + 1).
    int forward = p.whiteToMove ? -1 : 1;
    for (int row = 0; row < n; row++) {
      for (int col = 0; col < n; col++) {
        int piece = p.board[row][col];
        if (!isDark(row, col) || !isOwn(p, piece)) {
          continue;
        }
        int from = squareNumber(n, row, col);
        if (isKing(piece)) {
          // Flying king: every empty square along each diagonal until blocked.
          for (int[] d : DIRECTIONS) {
            int r = row + d[0];
            int c = col + d[1];
            while (inside(n, r, c) && p.board[r][c] == EMPTY) {
              moves.add(
                  new Move(from, squareNumber(n, r, c), new int[0], new int[0], piece, piece));
              r += d[0];
              c += d[1];
            }
          }
        } else {
          for (int dc = -1; dc <= 1; dc += 2) {
            int r = row + forward;
            int c = col + dc;
            if (inside(n, r, c) && p.board[r][c] == EMPTY) {
              moves.add(
                  new Move(
                      from,
                      squareNumber(n, r, c),
                      new int[0],
                      new int[0],
                      piece,
                      promoted(p, piece, r)));
            }
          }
        }
      }
    }
    return moves;
  }

  /** The piece that stands on the arrival square: a man ending on the far row becomes a king. */
  static int promoted(Position p, int piece, int arrivalRow) {
    if (piece == WHITE_MAN && arrivalRow == 0) {
      return WHITE_KING;
    }
    if (piece == BLACK_MAN && arrivalRow == p.size - 1) {
      return BLACK_KING;
    }
    return piece;
  }

  /**
   * All maximal capture sequences of the side to move, filtered by the majority rule and with
   * duplicates (same start, end and captured set) removed.
   */
  static List<Move> generateCaptures(Position p) {
    int n = p.size;
    List<Move> all = new ArrayList<>();
    boolean[][] jumped = new boolean[n][n];
    List<int[]> path = new ArrayList<>(); // captured (row, col) in the order taken
    for (int row = 0; row < n; row++) {
      for (int col = 0; col < n; col++) {
        int piece = p.board[row][col];
        if (!isDark(row, col) || !isOwn(p, piece)) {
          continue;
        }
        // The origin square counts as empty during the capture: lift the piece.
        p.board[row][col] = EMPTY;
        searchCaptures(p, piece, squareNumber(n, row, col), row, col, jumped, path, all);
        p.board[row][col] = piece;
      }
    }
    if (all.isEmpty()) {
      return all;
    }
    // Majority rule: keep only sequences taking the maximum number of pieces.
    int max = 0;
    for (Move m : all) {
      max = Math.max(max, m.captured.length);
    }
    // Identity of a move = (start, end, captured set) = its canonical text; keep one of each.
    Map<String, Move> unique = new LinkedHashMap<>();
    for (Move m : all) {
      if (m.captured.length == max) {
        unique.putIfAbsent(m.text, m);
      }
    }
    return new ArrayList<>(unique.values());
  }

  /**
   * Depth-first search of capture continuations of {@code piece} standing (virtually) at (row,
   * col). Jumped pieces stay on the board (so they block, and can't be landed on) and are marked in
   * {@code jumped} so they can't be jumped again. When no further capture is possible and at least
   * one piece was taken, the sequence is recorded.
   */
  private static void searchCaptures(
      Position p,
      int piece,
      int from,
      int row,
      int col,
      boolean[][] jumped,
      List<int[]> path,
      List<Move> out) {
    int n = p.size;
    boolean continued = false;
    for (int[] d : DIRECTIONS) {
      if (isKing(piece)) {
        // Slide over empty squares to the first occupied square on this diagonal.
        int r = row + d[0];
        int c = col + d[1];
        while (inside(n, r, c) && p.board[r][c] == EMPTY) {
          r += d[0];
          c += d[1];
        }
        if (!inside(n, r, c) || !isEnemy(p, p.board[r][c]) || jumped[r][c]) {
          continue; // edge, own piece, or an already-jumped piece (which blocks)
        }
        // Any empty square beyond the enemy piece, up to the next obstacle, is a landing.
        int lr = r + d[0];
        int lc = c + d[1];
        while (inside(n, lr, lc) && p.board[lr][lc] == EMPTY) {
          continued = true;
          jumped[r][c] = true;
          path.add(new int[] {r, c});
          searchCaptures(p, piece, from, lr, lc, jumped, path, out);
          path.remove(path.size() - 1);
          jumped[r][c] = false;
          lr += d[0];
          lc += d[1];
        }
      } else {
        // A man jumps an adjacent enemy piece, in any of the four directions.
        int r = row + d[0];
        int c = col + d[1];
        int lr = row + 2 * d[0];
        int lc = col + 2 * d[1];
        if (inside(n, lr, lc)
            && isEnemy(p, p.board[r][c])
            && !jumped[r][c]
            && p.board[lr][lc] == EMPTY) {
          continued = true;
          jumped[r][c] = true;
          path.add(new int[] {r, c});
          searchCaptures(p, piece, from, lr, lc, jumped, path, out);
          path.remove(path.size() - 1);
          jumped[r][c] = false;
        }
      }
    }
    if (!continued && !path.isEmpty()) {
      out.add(makeCaptureMove(p, piece, from, row, col, path));
    }
  }

  private static Move makeCaptureMove(
      Position p, int piece, int from, int row, int col, List<int[]> path) {
    int n = p.size;
    int k = path.size();
    int[] squares = new int[k];
    for (int i = 0; i < k; i++) {
      squares[i] = squareNumber(n, path.get(i)[0], path.get(i)[1]);
    }
    Arrays.sort(squares);
    int[] pieces = new int[k];
    for (int i = 0; i < k; i++) {
      pieces[i] = p.board[rowOf(n, squares[i])][colOf(n, squares[i])];
    }
    // Promotion only depends on where the man ENDS (row), not on squares passed through.
    return new Move(
        from, squareNumber(n, row, col), squares, pieces, piece, promoted(p, piece, row));
  }

  // ------------------------------------------------------------------------------------------
  // Make / unmake and perft
  // ------------------------------------------------------------------------------------------

  static void makeMove(Position p, Move m) {
    int n = p.size;
    p.board[rowOf(n, m.from)][colOf(n, m.from)] = EMPTY;
    for (int sq : m.captured) {
      p.board[rowOf(n, sq)][colOf(n, sq)] = EMPTY;
    }
    // Set the arrival square last: with a king's round trip, from == to.
    p.board[rowOf(n, m.to)][colOf(n, m.to)] = m.finalPiece;
    p.whiteToMove = !p.whiteToMove;
  }

  static void unmakeMove(Position p, Move m) {
    int n = p.size;
    p.whiteToMove = !p.whiteToMove;
    p.board[rowOf(n, m.to)][colOf(n, m.to)] = EMPTY;
    for (int i = 0; i < m.captured.length; i++) {
      int sq = m.captured[i];
      p.board[rowOf(n, sq)][colOf(n, sq)] = m.capturedPieces[i];
    }
    p.board[rowOf(n, m.from)][colOf(n, m.from)] = m.movingPiece;
  }

  static long perft(Position p, int depth) {
    if (depth == 0) {
      return 1;
    }
    List<Move> moves = generateMoves(p);
    if (depth == 1) {
      return moves.size(); // a side with no move contributes no leaf at this depth
    }
    long total = 0;
    for (Move m : moves) {
      makeMove(p, m);
      total += perft(p, depth - 1);
      unmakeMove(p, m);
    }
    return total;
  }

  // ------------------------------------------------------------------------------------------
  // FEN
  // ------------------------------------------------------------------------------------------

  /**
   * Parses {@code S:Xlist:Ylist} where S is W or B (side to move), X and Y are W and B in either
   * order, each list a comma list of squares {@code n}, {@code Kn}, or ranges {@code a-b}, {@code
   * Ka-b} (a K applies to the whole range). A list may be empty.
   */
  static Position parseFen(int size, String fen) {
    if (size < 4 || size % 2 != 0 || size > 100) {
      throw new IllegalArgumentException("board size must be even, 4..100: " + size);
    }
    if (fen == null) {
      throw new IllegalArgumentException("FEN is null");
    }
    String[] parts = fen.trim().split(":", -1);
    if (parts.length != 3) {
      throw new IllegalArgumentException("FEN must have 3 ':'-separated fields: " + fen);
    }
    Position p = new Position(size);
    if (parts[0].equals("W")) {
      p.whiteToMove = true;
    } else if (parts[0].equals("B")) {
      p.whiteToMove = false;
    } else {
      throw new IllegalArgumentException("side to move must be W or B: " + fen);
    }
    boolean seenWhite = false;
    boolean seenBlack = false;
    for (int i = 1; i <= 2; i++) {
      String field = parts[i];
      if (field.isEmpty()) {
        throw new IllegalArgumentException("empty colour field in FEN: " + fen);
      }
      char colour = field.charAt(0);
      boolean white;
      if (colour == 'W' && !seenWhite) {
        white = true;
        seenWhite = true;
      } else if (colour == 'B' && !seenBlack) {
        white = false;
        seenBlack = true;
      } else {
        throw new IllegalArgumentException("colour fields must be one W and one B: " + fen);
      }
      String list = field.substring(1);
      if (list.isEmpty()) {
        continue; // this colour has no piece
      }
      for (String token : list.split(",", -1)) {
        placeToken(p, token, white, fen);
      }
    }
    return p;
  }

  private static void placeToken(Position p, String token, boolean white, String fen) {
    boolean king = false;
    String t = token;
    if (t.startsWith("K")) {
      king = true;
      t = t.substring(1);
    }
    int lo;
    int hi;
    int dash = t.indexOf('-');
    if (dash >= 0) {
      lo = parseSquare(p.size, t.substring(0, dash), fen);
      hi = parseSquare(p.size, t.substring(dash + 1), fen);
      if (lo > hi) {
        throw new IllegalArgumentException("decreasing range '" + token + "' in " + fen);
      }
    } else {
      lo = parseSquare(p.size, t, fen);
      hi = lo;
    }
    int piece = white ? (king ? WHITE_KING : WHITE_MAN) : (king ? BLACK_KING : BLACK_MAN);
    for (int sq = lo; sq <= hi; sq++) {
      int r = rowOf(p.size, sq);
      int c = colOf(p.size, sq);
      if (p.board[r][c] != EMPTY) {
        throw new IllegalArgumentException("square " + sq + " given twice in " + fen);
      }
      // Note: a man standing on its own promotion row is accepted; it simply cannot step.
      p.board[r][c] = piece;
    }
  }

  private static int parseSquare(int size, String s, String fen) {
    if (s.isEmpty() || s.length() > 6) {
      throw new IllegalArgumentException("bad square '" + s + "' in " + fen);
    }
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) < '0' || s.charAt(i) > '9') {
        throw new IllegalArgumentException("bad square '" + s + "' in " + fen);
      }
    }
    int sq = Integer.parseInt(s);
    if (sq < 1 || sq > size * size / 2) {
      throw new IllegalArgumentException(
          "square " + sq + " out of 1.." + (size * size / 2) + " in " + fen);
    }
    return sq;
  }

  /** {@code S:W..:B..}, squares ascending, kings prefixed with K, no ranges. */
  static String toFen(Position p) {
    int n = p.size;
    StringBuilder white = new StringBuilder();
    StringBuilder black = new StringBuilder();
    for (int sq = 1; sq <= n * n / 2; sq++) {
      int piece = p.board[rowOf(n, sq)][colOf(n, sq)];
      if (piece == EMPTY) {
        continue;
      }
      StringBuilder sb = isWhite(piece) ? white : black;
      if (sb.length() > 0) {
        sb.append(',');
      }
      if (isKing(piece)) {
        sb.append('K');
      }
      sb.append(sq);
    }
    return (p.whiteToMove ? "W" : "B") + ":W" + white + ":B" + black;
  }
}
