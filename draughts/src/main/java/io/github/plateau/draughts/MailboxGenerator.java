package io.github.plateau.draughts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The general generator: works on any board size with the cell array itself, stepping along the
 * geometry's neighbour tables. Used for boards too large for one 64-bit word (12 x 12 and up).
 */
final class MailboxGenerator implements Generator {
  private final Geometry g;
  private final int[][] next;
  private final int[] path; // squares captured along the current capture path
  private final boolean[] taken; // squares captured along the current path
  private final int[] sorted; // scratch for a finished capture's squares
  private Ply[] plies = new Ply[0];

  // the capture search's state
  private byte[] cells;
  private boolean white;
  private Ply out;

  MailboxGenerator(Geometry geometry) {
    this.g = geometry;
    this.next = geometry.next;
    this.path = new int[geometry.squares + 1];
    this.taken = new boolean[geometry.squares + 1];
    this.sorted = new int[geometry.squares + 1];
  }

  /** The moves of one ply: starts, ends and captured squares, flat. */
  private static final class Ply {
    int count;
    int best; // pieces each capture takes, 0 for quiet moves
    int[] from = new int[64];
    int[] to = new int[64];
    int[] caps = new int[256];
    byte[] removed = new byte[0]; // the captured pieces while a move is made

    void clear() {
      count = 0;
      best = 0;
    }

    void add(int f, int t, int[] captured, int n) {
      if (count == from.length) {
        from = Arrays.copyOf(from, count * 2);
        to = Arrays.copyOf(to, count * 2);
      }
      if ((count + 1) * n > caps.length) {
        caps = Arrays.copyOf(caps, Math.max(caps.length * 2, (count + 1) * n));
      }
      from[count] = f;
      to[count] = t;
      System.arraycopy(captured, 0, caps, count * n, n);
      count++;
    }

    boolean contains(int f, int t, int[] captured, int n) {
      for (int i = 0; i < count; i++) {
        if (from[i] == f && to[i] == t && Arrays.equals(caps, i * n, i * n + n, captured, 0, n)) {
          return true;
        }
      }
      return false;
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
  public List<Move> legalMoves(byte[] board, boolean whiteToMove) {
    byte[] work = board.clone();
    Ply moves = ply(0);
    generate(work, whiteToMove, moves, false);
    List<Move> result = new ArrayList<>(moves.count);
    int n = moves.best;
    for (int i = 0; i < moves.count; i++) {
      result.add(
          new Move(moves.from[i], moves.to[i], Arrays.copyOfRange(moves.caps, i * n, i * n + n)));
    }
    Collections.sort(result);
    return result;
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
    int n = moves.best;
    if (moves.removed.length < n) {
      moves.removed = new byte[n];
    }
    byte[] removed = moves.removed;
    for (int i = 0; i < moves.count; i++) {
      int f = moves.from[i];
      int t = moves.to[i];
      byte piece = work[f];
      for (int c = 0; c < n; c++) {
        int sq = moves.caps[i * n + c];
        removed[c] = work[sq];
        work[sq] = 0;
      }
      work[f] = 0;
      work[t] = promoted(piece, t);
      total += perft(work, !whiteToMove, depth - 1, index + 1);
      work[t] = 0;
      work[f] = piece;
      for (int c = 0; c < n; c++) {
        work[moves.caps[i * n + c]] = removed[c];
      }
    }
    return total;
  }

  /** The piece that ends a move on a square: a man reaching its far row is crowned. */
  private byte promoted(byte piece, int square) {
    if (piece == Piece.WHITE_MAN.code() && g.isPromotionSquare(square, true)) {
      return Piece.WHITE_KING.code();
    }
    if (piece == Piece.BLACK_MAN.code() && g.isPromotionSquare(square, false)) {
      return Piece.BLACK_KING.code();
    }
    return piece;
  }

  private static boolean isWhite(int code) {
    return code == 1 || code == 2;
  }

  private static boolean isKing(int code) {
    return code == 2 || code == 4;
  }

  private boolean isEnemy(int code) {
    return code != 0 && isWhite(code) != white;
  }

  /**
   * Fills a ply with the legal moves: the largest captures if any, else the quiet moves, which with
   * {@code countOnly} are only counted.
   *
   * @return the number of moves
   */
  private int generate(byte[] board, boolean whiteToMove, Ply moves, boolean countOnly) {
    this.cells = board;
    this.white = whiteToMove;
    this.out = moves;
    moves.clear();
    for (int s = 1; s <= g.squares; s++) {
      int code = board[s];
      if (code != 0 && isWhite(code) == whiteToMove) {
        board[s] = 0; // the moving piece leaves its square: it may pass over or end on it
        if (isKing(code)) {
          kingCaptures(s, s, 0);
        } else {
          manCaptures(s, s, 0);
        }
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
      if (code == 0 || isWhite(code) != whiteToMove) {
        continue;
      }
      if (isKing(code)) {
        for (int d = 0; d < 4; d++) {
          for (int t = next[d][s]; t != 0 && board[t] == 0; t = next[d][t]) {
            quiet++;
            if (!countOnly) {
              moves.add(s, t, path, 0);
            }
          }
        }
      } else {
        for (int d = forward0; d < forward0 + 2; d++) {
          int t = next[d][s];
          if (t != 0 && board[t] == 0) {
            quiet++;
            if (!countOnly) {
              moves.add(s, t, path, 0);
            }
          }
        }
      }
    }
    return quiet;
  }

  private void manCaptures(int origin, int at, int n) {
    boolean extended = false;
    for (int d = 0; d < 4; d++) {
      int over = next[d][at];
      if (over == 0 || taken[over] || !isEnemy(cells[over])) {
        continue;
      }
      int land = next[d][over];
      if (land == 0 || cells[land] != 0) {
        continue;
      }
      extended = true;
      taken[over] = true;
      path[n] = over;
      manCaptures(origin, land, n + 1);
      taken[over] = false;
    }
    if (!extended && n > 0) {
      record(origin, at, n);
    }
  }

  private void kingCaptures(int origin, int at, int n) {
    boolean extended = false;
    for (int d = 0; d < 4; d++) {
      int over = next[d][at];
      while (over != 0 && cells[over] == 0) {
        over = next[d][over];
      }
      if (over == 0 || taken[over] || !isEnemy(cells[over])) {
        continue;
      }
      taken[over] = true;
      path[n] = over;
      for (int land = next[d][over]; land != 0 && cells[land] == 0; land = next[d][land]) {
        extended = true;
        kingCaptures(origin, land, n + 1);
      }
      taken[over] = false;
    }
    if (!extended && n > 0) {
      record(origin, at, n);
    }
  }

  /** Keeps a finished capture if it takes the most pieces so far and is not yet listed. */
  private void record(int origin, int end, int n) {
    if (n < out.best) {
      return;
    }
    if (n > out.best) {
      out.clear();
      out.best = n;
    }
    System.arraycopy(path, 0, sorted, 0, n);
    Arrays.sort(sorted, 0, n);
    if (!out.contains(origin, end, sorted, n)) {
      out.add(origin, end, sorted, n);
    }
  }
}
