package io.github.plateau.draughts;

import java.util.Arrays;

/**
 * The general generator: works on any board size and under every {@link MoveRules} flag, with the
 * cell array itself, stepping along the geometry's neighbour tables. The bitboard generators are
 * faster; this one serves the boards and rules they do not cover.
 */
final class MailboxGenerator implements Generator {
  private final Geometry g;
  private final MoveRules rules;
  private final int[][] next;
  private final int[] path; // squares captured along the current capture path
  private final boolean[] taken; // squares captured along the current path
  private final int[] sorted; // scratch for a finished capture's squares
  private Ply[] plies = new Ply[0];

  // the capture search's state
  private byte[] cells;
  private boolean white;
  private Ply out;

  MailboxGenerator(Geometry geometry, MoveRules rules) {
    this.g = geometry;
    this.rules = rules;
    this.next = geometry.next;
    this.path = new int[geometry.squares + 1];
    this.taken = new boolean[geometry.squares + 1];
    this.sorted = new int[geometry.squares + 1];
  }

  /**
   * The moves of one ply: starts, ends, whether a man was crowned during the capture, and the
   * captured squares of move i at {@code caps[capStart[i]] .. caps[capStart[i + 1]]}.
   */
  static final class Ply {
    int count;
    int best; // the most pieces a capture takes, 0 for quiet moves
    int[] from = new int[64];
    int[] to = new int[64];
    boolean[] crowned = new boolean[64];
    int[] capStart = new int[65];
    int[] caps = new int[256];
    byte[] removed = new byte[0]; // the captured pieces while a move is made

    void clear() {
      count = 0;
      best = 0;
    }

    int captures(int i) {
      return capStart[i + 1] - capStart[i];
    }

    void add(int f, int t, int[] captured, int n, boolean crowns) {
      if (count == from.length) {
        from = Arrays.copyOf(from, count * 2);
        to = Arrays.copyOf(to, count * 2);
        crowned = Arrays.copyOf(crowned, count * 2);
        capStart = Arrays.copyOf(capStart, count * 2 + 1);
      }
      int start = capStart[count];
      if (start + n > caps.length) {
        caps = Arrays.copyOf(caps, Math.max(caps.length * 2, start + n));
      }
      from[count] = f;
      to[count] = t;
      crowned[count] = crowns;
      System.arraycopy(captured, 0, caps, start, n);
      capStart[++count] = start + n;
    }

    /** The index of the move with this start, end and captured set, or -1. */
    int indexOf(int f, int t, int[] captured, int n) {
      for (int i = 0; i < count; i++) {
        if (from[i] == f
            && to[i] == t
            && Arrays.equals(caps, capStart[i], capStart[i + 1], captured, 0, n)) {
          return i;
        }
      }
      return -1;
    }
  }

  private Ply ply(int index) {
    if (index >= plies.length) {
      plies = Arrays.copyOf(plies, index + 1);
    }
    if (plies[index] == null) {
      plies[index] = new Ply();
    }
    return plies[index];
  }

  @Override
  public long perft(byte[] board, boolean whiteToMove, int depth) {
    return depth == 0 ? 1 : perft(board.clone(), whiteToMove, depth, 0);
  }

  private long perft(byte[] work, boolean whiteToMove, int depth, int index) {
    Ply moves = ply(index);
    int count = generate(work, whiteToMove, moves, depth == 1);
    if (depth == 1) {
      return count;
    }
    long total = 0;
    if (moves.removed.length < moves.best) {
      moves.removed = new byte[moves.best];
    }
    byte[] removed = moves.removed;
    for (int i = 0; i < moves.count; i++) {
      int f = moves.from[i];
      int t = moves.to[i];
      int first = moves.capStart[i];
      int n = moves.captures(i);
      byte piece = work[f];
      for (int c = 0; c < n; c++) {
        int sq = moves.caps[first + c];
        removed[c] = work[sq];
        work[sq] = 0;
      }
      work[f] = 0;
      work[t] = moves.crowned[i] ? PieceCodes.crowned(piece) : promoted(piece, t);
      total += perft(work, !whiteToMove, depth - 1, index + 1);
      work[t] = 0;
      work[f] = piece;
      for (int c = 0; c < n; c++) {
        work[moves.caps[first + c]] = removed[c];
      }
    }
    return total;
  }

  /** The piece that ends a move on a square: a man reaching its far row is crowned. */
  private byte promoted(byte piece, int square) {
    return PieceCodes.isKing(piece) || !g.isPromotionSquare(square, PieceCodes.isWhite(piece))
        ? piece
        : PieceCodes.crowned(piece);
  }

  private boolean isEnemy(int code) {
    return code != 0 && PieceCodes.isWhite(code) != white;
  }

  /**
   * Fills a ply with the legal moves: the captures if any (the largest only under the majority
   * rule), else the quiet moves, which with {@code countOnly} are only counted.
   *
   * @return the number of moves
   */
  int generate(byte[] board, boolean whiteToMove, Ply moves, boolean countOnly) {
    this.cells = board;
    this.white = whiteToMove;
    this.out = moves;
    moves.clear();
    for (int s = 1; s <= g.squares; s++) {
      int code = board[s];
      if (code != 0 && PieceCodes.isWhite(code) == whiteToMove) {
        board[s] = 0; // the moving piece leaves its square: it may pass over or end on it
        captures(s, s, 0, PieceCodes.isKing(code), false);
        board[s] = (byte) code;
      }
    }
    if (moves.best > 0) {
      return moves.count;
    }
    int quiet = 0;
    int forward0 = whiteToMove ? Geometry.UP_LEFT : Geometry.DOWN_LEFT;
    for (int s = 1; s <= g.squares; s++) {
      int code = board[s];
      if (code == 0 || PieceCodes.isWhite(code) != whiteToMove) {
        continue;
      }
      boolean king = PieceCodes.isKing(code);
      for (int d = king ? 0 : forward0; d < (king ? 4 : forward0 + 2); d++) {
        for (int t = next[d][s]; t != 0 && board[t] == 0; t = flies(king) ? next[d][t] : 0) {
          quiet++;
          if (!countOnly) {
            moves.add(s, t, path, 0, false);
          }
        }
      }
    }
    return quiet;
  }

  /** Whether a piece moves and captures at a distance. */
  private boolean flies(boolean king) {
    return king && rules.flyingKings();
  }

  /** Whether a piece may jump in a direction: kings always, men forward or under the flag. */
  private boolean jumps(boolean king, int d) {
    return king || rules.menCaptureBackward() || (white == (d <= Geometry.UP_RIGHT));
  }

  /**
   * Extends a capture from {@code at}, {@code n} pieces taken so far, as a king or a man; {@code
   * crowned} tells that a man became a king on the way.
   */
  private void captures(int origin, int at, int n, boolean king, boolean crowned) {
    boolean flies = flies(king);
    boolean extended = false;
    for (int d = 0; d < 4; d++) {
      if (!jumps(king, d)) {
        continue;
      }
      int over = next[d][at];
      while (flies && over != 0 && cells[over] == 0) {
        over = next[d][over];
      }
      if (over == 0 || taken[over] || !isEnemy(cells[over])) {
        continue;
      }
      taken[over] = true;
      path[n] = over;
      for (int land = next[d][over];
          land != 0 && cells[land] == 0;
          land = flies ? next[d][land] : 0) {
        extended = true;
        boolean crowns =
            !king && rules.promotionDuringCapture() && g.isPromotionSquare(land, white);
        captures(origin, land, n + 1, king || crowns, crowned || crowns);
      }
      taken[over] = false;
    }
    if (!extended && n > 0) {
      record(origin, at, n, crowned);
    }
  }

  /**
   * Keeps a finished capture unless the majority rule refuses it or it is already listed; two paths
   * of one move of which only one crowns the man count as one crowning move.
   */
  private void record(int origin, int end, int n, boolean crowned) {
    if (rules.majorityCapture() && n < out.best) {
      return;
    }
    if (rules.majorityCapture() && n > out.best) {
      out.clear();
    }
    out.best = Math.max(out.best, n);
    System.arraycopy(path, 0, sorted, 0, n);
    Arrays.sort(sorted, 0, n);
    int known = out.indexOf(origin, end, sorted, n);
    if (known < 0) {
      out.add(origin, end, sorted, n, crowned);
    } else {
      out.crowned[known] |= crowned;
    }
  }
}
