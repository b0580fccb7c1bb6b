package io.github.plateau.xiangqi.reference;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Slow, deliberately simple reference move generator for Xiangqi (Chinese chess), used only to
 * cross-check the fast generator in tests.
 *
 * <p>Board model: {@code char[10][9]} indexed {@code [rank][file]}, rank 0 is Red's back rank, file
 * 0 is file 'a' (left from Red's side). Uppercase letters are Red, lowercase Black, '.' is empty.
 * Letters: K general, A advisor, B elephant, N horse, R chariot, C cannon, P soldier.
 *
 * <p>Legality: pseudo-legal moves are generated piece by piece following the rules; a move is then
 * kept only if, after playing it, (a) no enemy piece has a pseudo-legal move onto the mover's
 * general and (b) the two generals do not face each other on an open file.
 */
public final class XiangqiReference {

  private static final int RANKS = 10;
  private static final int FILES = 9;
  private static final char EMPTY = '.';

  private XiangqiReference() {}

  // ------------------------------------------------------------------------------------------
  // Public API
  // ------------------------------------------------------------------------------------------

  /** Every legal move of the side to move, in ICCS coordinates, sorted ascending. */
  public static List<String> legalMoves(String fen) {
    Position p = parse(fen);
    List<String> out = new ArrayList<>();
    for (int[] m : legal(p.board, p.redToMove)) {
      out.add(toIccs(m));
    }
    Collections.sort(out);
    return out;
  }

  /** The FEN after playing {@code iccsMove}, which must be legal in {@code fen}. */
  public static String play(String fen, String iccsMove) {
    Position p = parse(fen);
    int[] move = fromIccs(iccsMove);
    boolean found = false;
    for (int[] m : legal(p.board, p.redToMove)) {
      if (m[0] == move[0] && m[1] == move[1] && m[2] == move[2] && m[3] == move[3]) {
        found = true;
        break;
      }
    }
    if (!found) {
      throw new IllegalArgumentException("illegal move " + iccsMove + " in " + fen);
    }
    boolean capture = p.board[move[2]][move[3]] != EMPTY;
    p.board[move[2]][move[3]] = p.board[move[0]][move[1]];
    p.board[move[0]][move[1]] = EMPTY;
    int halfmove = capture ? 0 : p.halfmove + 1;
    // The fullmove number grows after Black has moved.
    int fullmove = p.redToMove ? p.fullmove : p.fullmove + 1;
    return boardToFen(p.board)
        + " "
        + (p.redToMove ? "b" : "w")
        + " - - "
        + halfmove
        + " "
        + fullmove;
  }

  /** Number of leaves of the legal-move tree at exactly {@code depth} plies. */
  public static long perft(String fen, int depth) {
    if (depth < 0) {
      throw new IllegalArgumentException("negative depth " + depth);
    }
    Position p = parse(fen);
    return perft(p.board, p.redToMove, depth);
  }

  // ------------------------------------------------------------------------------------------
  // Perft
  // ------------------------------------------------------------------------------------------

  private static long perft(char[][] board, boolean red, int depth) {
    if (depth == 0) {
      return 1;
    }
    List<int[]> moves = legal(board, red);
    if (depth == 1) {
      return moves.size();
    }
    long total = 0;
    for (int[] m : moves) {
      char captured = board[m[2]][m[3]];
      board[m[2]][m[3]] = board[m[0]][m[1]];
      board[m[0]][m[1]] = EMPTY;
      total += perft(board, !red, depth - 1);
      // Undo the move.
      board[m[0]][m[1]] = board[m[2]][m[3]];
      board[m[2]][m[3]] = captured;
    }
    return total;
  }

  // ------------------------------------------------------------------------------------------
  // Legal move filter
  // ------------------------------------------------------------------------------------------

  /** Legal moves as {fromRank, fromFile, toRank, toFile}. */
  static List<int[]> legal(char[][] board, boolean red) {
    List<int[]> result = new ArrayList<>();
    for (int[] m : pseudoLegal(board, red)) {
      char captured = board[m[2]][m[3]];
      board[m[2]][m[3]] = board[m[0]][m[1]];
      board[m[0]][m[1]] = EMPTY;
      boolean ok = !generalAttacked(board, red) && !generalsFace(board);
      board[m[0]][m[1]] = board[m[2]][m[3]];
      board[m[2]][m[3]] = captured;
      if (ok) {
        result.add(m);
      }
    }
    return result;
  }

  /** Whether the general of the given side can be captured by a pseudo-legal enemy move. */
  static boolean generalAttacked(char[][] board, boolean red) {
    int[] g = findGeneral(board, red);
    if (g == null) {
      // Only reachable if the general was captured, which the filter never allows; treat
      // it as "attacked" so such a line is never accepted.
      return true;
    }
    for (int[] m : pseudoLegal(board, !red)) {
      if (m[2] == g[0] && m[3] == g[1]) {
        return true;
      }
    }
    return false;
  }

  /** Whether the two generals stand on the same file with nothing between them. */
  static boolean generalsFace(char[][] board) {
    int[] rk = findGeneral(board, true);
    int[] bk = findGeneral(board, false);
    if (rk == null || bk == null || rk[1] != bk[1]) {
      return false;
    }
    for (int r = rk[0] + 1; r < bk[0]; r++) {
      if (board[r][rk[1]] != EMPTY) {
        return false;
      }
    }
    return true;
  }

  private static int[] findGeneral(char[][] board, boolean red) {
    char k = red ? 'K' : 'k';
    for (int r = 0; r < RANKS; r++) {
      for (int f = 0; f < FILES; f++) {
        if (board[r][f] == k) {
          return new int[] {r, f};
        }
      }
    }
    return null;
  }

  // ------------------------------------------------------------------------------------------
  // Pseudo-legal generation
  // ------------------------------------------------------------------------------------------

  private static final int[][] ORTHO = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  private static final int[][] DIAG = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

  /** All pseudo-legal moves of one side (ignores checks and facing generals). */
  static List<int[]> pseudoLegal(char[][] board, boolean red) {
    List<int[]> moves = new ArrayList<>();
    for (int r = 0; r < RANKS; r++) {
      for (int f = 0; f < FILES; f++) {
        char c = board[r][f];
        if (c == EMPTY || isRed(c) != red) {
          continue;
        }
        switch (Character.toUpperCase(c)) {
          case 'K' -> genGeneral(board, red, r, f, moves);
          case 'A' -> genAdvisor(board, red, r, f, moves);
          case 'B' -> genElephant(board, red, r, f, moves);
          case 'N' -> genHorse(board, red, r, f, moves);
          case 'R' -> genChariot(board, red, r, f, moves);
          case 'C' -> genCannon(board, red, r, f, moves);
          case 'P' -> genSoldier(board, red, r, f, moves);
          default -> throw new IllegalStateException("unknown piece " + c);
        }
      }
    }
    return moves;
  }

  private static void genGeneral(char[][] b, boolean red, int r, int f, List<int[]> out) {
    for (int[] d : ORTHO) {
      int tr = r + d[0];
      int tf = f + d[1];
      if (inPalace(red, tr, tf)) {
        addIfNotOwn(b, red, r, f, tr, tf, out);
      }
    }
  }

  private static void genAdvisor(char[][] b, boolean red, int r, int f, List<int[]> out) {
    for (int[] d : DIAG) {
      int tr = r + d[0];
      int tf = f + d[1];
      if (inPalace(red, tr, tf)) {
        addIfNotOwn(b, red, r, f, tr, tf, out);
      }
    }
  }

  private static void genElephant(char[][] b, boolean red, int r, int f, List<int[]> out) {
    for (int[] d : DIAG) {
      int tr = r + 2 * d[0];
      int tf = f + 2 * d[1];
      // Must stay on board and on its own side of the river.
      if (!onBoard(tr, tf) || !ownHalf(red, tr)) {
        continue;
      }
      // The "eye" (midpoint) must be empty.
      if (b[r + d[0]][f + d[1]] != EMPTY) {
        continue;
      }
      addIfNotOwn(b, red, r, f, tr, tf, out);
    }
  }

  private static void genHorse(char[][] b, boolean red, int r, int f, List<int[]> out) {
    for (int[] leg : ORTHO) {
      int lr = r + leg[0];
      int lf = f + leg[1];
      // The leg (first orthogonal step) must be on board and empty.
      if (!onBoard(lr, lf) || b[lr][lf] != EMPTY) {
        continue;
      }
      // Then one diagonal step outward: keep the leg direction, add +-1 sideways.
      for (int side = -1; side <= 1; side += 2) {
        int tr;
        int tf;
        if (leg[0] != 0) {
          tr = lr + leg[0];
          tf = lf + side;
        } else {
          tr = lr + side;
          tf = lf + leg[1];
        }
        if (onBoard(tr, tf)) {
          addIfNotOwn(b, red, r, f, tr, tf, out);
        }
      }
    }
  }

  private static void genChariot(char[][] b, boolean red, int r, int f, List<int[]> out) {
    for (int[] d : ORTHO) {
      int tr = r + d[0];
      int tf = f + d[1];
      while (onBoard(tr, tf)) {
        if (b[tr][tf] == EMPTY) {
          out.add(new int[] {r, f, tr, tf});
        } else {
          if (isRed(b[tr][tf]) != red) {
            out.add(new int[] {r, f, tr, tf});
          }
          break;
        }
        tr += d[0];
        tf += d[1];
      }
    }
  }

  private static void genCannon(char[][] b, boolean red, int r, int f, List<int[]> out) {
    for (int[] d : ORTHO) {
      int tr = r + d[0];
      int tf = f + d[1];
      // Quiet moves: slide over empty points.
      while (onBoard(tr, tf) && b[tr][tf] == EMPTY) {
        out.add(new int[] {r, f, tr, tf});
        tr += d[0];
        tf += d[1];
      }
      // (tr, tf) is now the screen, if on board. Look for the first piece beyond it.
      tr += d[0];
      tf += d[1];
      while (onBoard(tr, tf)) {
        if (b[tr][tf] != EMPTY) {
          if (isRed(b[tr][tf]) != red) {
            out.add(new int[] {r, f, tr, tf});
          }
          break;
        }
        tr += d[0];
        tf += d[1];
      }
    }
  }

  private static void genSoldier(char[][] b, boolean red, int r, int f, List<int[]> out) {
    int forward = red ? 1 : -1;
    if (onBoard(r + forward, f)) {
      addIfNotOwn(b, red, r, f, r + forward, f, out);
    }
    // Sideways only once the soldier stands beyond the river.
    if (!ownHalf(red, r)) {
      if (onBoard(r, f - 1)) {
        addIfNotOwn(b, red, r, f, r, f - 1, out);
      }
      if (onBoard(r, f + 1)) {
        addIfNotOwn(b, red, r, f, r, f + 1, out);
      }
    }
  }

  private static void addIfNotOwn(
      char[][] b, boolean red, int r, int f, int tr, int tf, List<int[]> out) {
    char t = b[tr][tf];
    if (t == EMPTY || isRed(t) != red) {
      out.add(new int[] {r, f, tr, tf});
    }
  }

  // ------------------------------------------------------------------------------------------
  // Geometry helpers
  // ------------------------------------------------------------------------------------------

  private static boolean onBoard(int r, int f) {
    return r >= 0 && r < RANKS && f >= 0 && f < FILES;
  }

  /** Red's half is ranks 0..4, Black's half ranks 5..9. */
  private static boolean ownHalf(boolean red, int r) {
    return red ? (r >= 0 && r <= 4) : (r >= 5 && r <= 9);
  }

  /** Palace: files d..f (3..5), ranks 0..2 for Red, 7..9 for Black. */
  private static boolean inPalace(boolean red, int r, int f) {
    if (f < 3 || f > 5) {
      return false;
    }
    return red ? (r >= 0 && r <= 2) : (r >= 7 && r <= 9);
  }

  private static boolean isRed(char c) {
    return Character.isUpperCase(c);
  }

  // ------------------------------------------------------------------------------------------
  // Notation
  // ------------------------------------------------------------------------------------------

  private static String toIccs(int[] m) {
    return "" + (char) ('a' + m[1]) + m[0] + (char) ('a' + m[3]) + m[2];
  }

  private static int[] fromIccs(String s) {
    if (s == null || s.length() != 4) {
      throw new IllegalArgumentException("bad ICCS move: " + s);
    }
    int ff = s.charAt(0) - 'a';
    int fr = s.charAt(1) - '0';
    int tf = s.charAt(2) - 'a';
    int tr = s.charAt(3) - '0';
    if (!onBoard(fr, ff) || !onBoard(tr, tf)) {
      throw new IllegalArgumentException("bad ICCS move: " + s);
    }
    return new int[] {fr, ff, tr, tf};
  }

  private static final class Position {
    char[][] board;
    boolean redToMove;
    int halfmove;
    int fullmove;
  }

  private static Position parse(String fen) {
    if (fen == null) {
      throw new IllegalArgumentException("null FEN");
    }
    String[] fields = fen.trim().split("\\s+");
    if (fields.length < 2 || fields.length > 6) {
      throw new IllegalArgumentException("FEN needs 2 to 6 fields: " + fen);
    }
    Position p = new Position();
    p.board = parseBoard(fields[0], fen);
    switch (fields[1]) {
      case "w", "r" -> p.redToMove = true;
      case "b" -> p.redToMove = false;
      default -> throw new IllegalArgumentException("bad side to move '" + fields[1] + "': " + fen);
    }
    for (int i = 2; i < Math.min(4, fields.length); i++) {
      if (!fields[i].equals("-")) {
        throw new IllegalArgumentException("expected '-' in field " + (i + 1) + ": " + fen);
      }
    }
    p.halfmove = fields.length > 4 ? parseCount(fields[4], 0, fen) : 0;
    p.fullmove = fields.length > 5 ? parseCount(fields[5], 1, fen) : 1;
    return p;
  }

  private static int parseCount(String s, int min, String fen) {
    int v;
    try {
      v = Integer.parseInt(s);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("bad move counter '" + s + "': " + fen);
    }
    if (v < min) {
      throw new IllegalArgumentException("move counter out of range '" + s + "': " + fen);
    }
    return v;
  }

  private static char[][] parseBoard(String placement, String fen) {
    String[] rows = placement.split("/", -1);
    if (rows.length != RANKS) {
      throw new IllegalArgumentException("FEN board needs 10 ranks: " + fen);
    }
    char[][] board = new char[RANKS][FILES];
    for (int i = 0; i < RANKS; i++) {
      // The FEN lists rank 9 first.
      int r = RANKS - 1 - i;
      int f = 0;
      for (char c : rows[i].toCharArray()) {
        if (c >= '1' && c <= '9') {
          for (int k = 0; k < c - '0'; k++) {
            if (f >= FILES) {
              throw new IllegalArgumentException("rank too long: " + fen);
            }
            board[r][f++] = EMPTY;
          }
        } else if ("KABNRCPkabnrcp".indexOf(c) >= 0) {
          if (f >= FILES) {
            throw new IllegalArgumentException("rank too long: " + fen);
          }
          board[r][f++] = c;
        } else {
          throw new IllegalArgumentException("bad FEN character '" + c + "': " + fen);
        }
      }
      if (f != FILES) {
        throw new IllegalArgumentException("rank " + r + " does not have 9 points: " + fen);
      }
    }
    // Every position we handle must have exactly one general per side, in its palace.
    for (boolean red : new boolean[] {true, false}) {
      char k = red ? 'K' : 'k';
      int count = 0;
      for (int r = 0; r < RANKS; r++) {
        for (int f = 0; f < FILES; f++) {
          if (board[r][f] == k) {
            count++;
            if (!inPalace(red, r, f)) {
              throw new IllegalArgumentException("general outside palace: " + fen);
            }
          }
        }
      }
      if (count != 1) {
        throw new IllegalArgumentException("need exactly one " + k + ": " + fen);
      }
    }
    return board;
  }

  private static String boardToFen(char[][] board) {
    StringBuilder sb = new StringBuilder();
    for (int r = RANKS - 1; r >= 0; r--) {
      int empty = 0;
      for (int f = 0; f < FILES; f++) {
        char c = board[r][f];
        if (c == EMPTY) {
          empty++;
        } else {
          if (empty > 0) {
            sb.append(empty);
            empty = 0;
          }
          sb.append(c);
        }
      }
      if (empty > 0) {
        sb.append(empty);
      }
      if (r > 0) {
        sb.append('/');
      }
    }
    return sb.toString();
  }
}
