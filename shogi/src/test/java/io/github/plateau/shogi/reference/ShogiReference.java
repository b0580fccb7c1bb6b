package io.github.plateau.shogi.reference;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Slow, deliberately simple reference move generator for shogi, used only to cross-check the fast
 * generator in tests. It works on a plain 9x9 array and decides legality by brute force: play the
 * move on a copy of the position, then ask every enemy piece whether it could move to the mover's
 * king square.
 *
 * <p>Coordinates: {@code board[row][col]}, row 0 = rank 'a' (gote's side, top of the SFEN), row 8 =
 * rank 'i'; col 0 = file 9 (leftmost in the SFEN), col 8 = file 1. So the USI square of (row, col)
 * is {@code (9 - col)} followed by {@code (char) ('a' + row)}.
 *
 * <p>Piece codes: 0 = empty, positive = sente, negative = gote. The absolute value is the type: 1
 * P, 2 L, 3 N, 4 S, 5 G, 6 B, 7 R, 8 K, and a promoted piece is its base type + 8 (9 +P, 10 +L, 11
 * +N, 12 +S, 14 +B horse, 15 +R dragon).
 */
public final class ShogiReference {

  private ShogiReference() {}

  // ---------------------------------------------------------------- piece constants

  static final int PAWN = 1;
  static final int LANCE = 2;
  static final int KNIGHT = 3;
  static final int SILVER = 4;
  static final int GOLD = 5;
  static final int BISHOP = 6;
  static final int ROOK = 7;
  static final int KING = 8;

  /** Added to a base type to get its promoted type. */
  static final int PROMOTION_OFFSET = 8;

  static final int SENTE = 0;
  static final int GOTE = 1;

  /** USI letter of each base type, indexed by type (index 0 unused). */
  static final String LETTERS = ".PLNSGBRK";

  /** Order in which hands are written in SFEN: R B G S N L P. */
  static final int[] HAND_ORDER = {ROOK, BISHOP, GOLD, SILVER, KNIGHT, LANCE, PAWN};

  // Movement tables, written from the owner's point of view as {forward, sideways}.
  // "forward" is toward the opponent: row - 1 for sente, row + 1 for gote. Every table is
  // symmetric left/right, so the sideways component needs no mirroring for gote.
  private static final int[][] GOLD_STEPS = {{1, -1}, {1, 0}, {1, 1}, {0, -1}, {0, 1}, {-1, 0}};
  private static final int[][] SILVER_STEPS = {{1, -1}, {1, 0}, {1, 1}, {-1, -1}, {-1, 1}};
  private static final int[][] KING_STEPS = {
    {1, -1}, {1, 0}, {1, 1}, {0, -1}, {0, 1}, {-1, -1}, {-1, 0}, {-1, 1}
  };
  private static final int[][] KNIGHT_STEPS = {{2, -1}, {2, 1}};
  private static final int[][] PAWN_STEPS = {{1, 0}};
  private static final int[][] ORTHOGONAL = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  private static final int[][] DIAGONAL = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
  private static final int[][] NONE = {};

  /** One-square moves of each type (index = type, 0..15). */
  private static final int[][][] STEPS = new int[16][][];

  /** Sliding directions (any distance until blocked) of each type. */
  private static final int[][][] SLIDES = new int[16][][];

  static {
    for (int t = 0; t < 16; t++) {
      STEPS[t] = NONE;
      SLIDES[t] = NONE;
    }
    STEPS[PAWN] = PAWN_STEPS;
    SLIDES[LANCE] = new int[][] {{1, 0}};
    STEPS[KNIGHT] = KNIGHT_STEPS;
    STEPS[SILVER] = SILVER_STEPS;
    STEPS[GOLD] = GOLD_STEPS;
    SLIDES[BISHOP] = DIAGONAL;
    SLIDES[ROOK] = ORTHOGONAL;
    STEPS[KING] = KING_STEPS;
    // Promoted pawn, lance, knight and silver all move as a gold.
    STEPS[PAWN + PROMOTION_OFFSET] = GOLD_STEPS;
    STEPS[LANCE + PROMOTION_OFFSET] = GOLD_STEPS;
    STEPS[KNIGHT + PROMOTION_OFFSET] = GOLD_STEPS;
    STEPS[SILVER + PROMOTION_OFFSET] = GOLD_STEPS;
    // Horse: bishop slides plus one orthogonal step. Dragon: rook slides plus one diagonal step.
    SLIDES[BISHOP + PROMOTION_OFFSET] = DIAGONAL;
    STEPS[BISHOP + PROMOTION_OFFSET] = ORTHOGONAL;
    SLIDES[ROOK + PROMOTION_OFFSET] = ORTHOGONAL;
    STEPS[ROOK + PROMOTION_OFFSET] = DIAGONAL;
  }

  // ---------------------------------------------------------------- position and move

  /** A full game position: board, hands, side to move and move number. */
  static final class Position {
    final int[][] board = new int[9][9];

    /** hand[side][baseType] = count, for PAWN..ROOK (index 0 and KING unused). */
    final int[][] hand = new int[2][9];

    int side;
    int moveNumber;

    Position copy() {
      Position p = new Position();
      for (int r = 0; r < 9; r++) {
        System.arraycopy(board[r], 0, p.board[r], 0, 9);
      }
      for (int s = 0; s < 2; s++) {
        System.arraycopy(hand[s], 0, p.hand[s], 0, 9);
      }
      p.side = side;
      p.moveNumber = moveNumber;
      return p;
    }
  }

  /** A move: either a board move (fromRow >= 0) or a drop (dropType > 0, fromRow = -1). */
  static final class Move {
    final int fromRow;
    final int fromCol;
    final int toRow;
    final int toCol;
    final boolean promote;
    final int dropType;

    Move(int fromRow, int fromCol, int toRow, int toCol, boolean promote, int dropType) {
      this.fromRow = fromRow;
      this.fromCol = fromCol;
      this.toRow = toRow;
      this.toCol = toCol;
      this.promote = promote;
      this.dropType = dropType;
    }

    boolean isDrop() {
      return dropType != 0;
    }

    String toUsi() {
      if (isDrop()) {
        return LETTERS.charAt(dropType) + "*" + square(toRow, toCol);
      }
      return square(fromRow, fromCol) + square(toRow, toCol) + (promote ? "+" : "");
    }
  }

  static String square(int row, int col) {
    return "" + (char) ('0' + (9 - col)) + (char) ('a' + row);
  }

  static int ownerOf(int piece) {
    return piece > 0 ? SENTE : GOTE;
  }

  /** Base (unpromoted) type of a piece code or type. */
  static int baseType(int piece) {
    int t = Math.abs(piece);
    return t > PROMOTION_OFFSET ? t - PROMOTION_OFFSET : t;
  }

  static boolean onBoard(int r, int c) {
    return r >= 0 && r < 9 && c >= 0 && c < 9;
  }

  /** Row change for one step "forward" of the given side. */
  static int forwardRow(int side) {
    return side == SENTE ? -1 : 1;
  }

  /** Distance of a row from the far edge for the given side: 0 = last rank. */
  static int distanceFromFarEdge(int side, int row) {
    return side == SENTE ? row : 8 - row;
  }

  /** The promotion zone is the three ranks farthest from the side. */
  static boolean inZone(int side, int row) {
    return distanceFromFarEdge(side, row) <= 2;
  }

  /** True if an unpromoted piece of this type could never move again from that row. */
  static boolean isDeadSquare(int type, int side, int row) {
    int d = distanceFromFarEdge(side, row);
    if (type == PAWN || type == LANCE) {
      return d == 0;
    }
    if (type == KNIGHT) {
      return d <= 1;
    }
    return false;
  }

  /** Pawn, lance, knight, silver, bishop and rook (unpromoted) may promote; gold and king never. */
  static boolean canEverPromote(int type) {
    return type == PAWN
        || type == LANCE
        || type == KNIGHT
        || type == SILVER
        || type == BISHOP
        || type == ROOK;
  }

  // ---------------------------------------------------------------- public API

  /** Every legal move of the side to move, in USI notation, sorted ascending, no duplicates. */
  public static List<String> legalMoves(String sfen) {
    Position p = parseSfen(sfen);
    TreeSet<String> out = new TreeSet<>();
    for (Move m : legalMoveList(p)) {
      out.add(m.toUsi());
    }
    return new ArrayList<>(out);
  }

  /** The SFEN after playing the given legal USI move. */
  public static String play(String sfen, String usiMove) {
    Position p = parseSfen(sfen);
    for (Move m : legalMoveList(p)) {
      if (m.toUsi().equals(usiMove)) {
        return toSfen(apply(p, m));
      }
    }
    throw new IllegalArgumentException("illegal or malformed move '" + usiMove + "' in " + sfen);
  }

  /** Number of leaves of the legal-move tree at exactly the given depth. */
  public static long perft(String sfen, int depth) {
    if (depth < 0) {
      throw new IllegalArgumentException("negative depth " + depth);
    }
    return perft(parseSfen(sfen), depth);
  }

  static long perft(Position p, int depth) {
    if (depth == 0) {
      return 1;
    }
    List<Move> moves = legalMoveList(p);
    if (depth == 1) {
      return moves.size();
    }
    long total = 0;
    for (Move m : moves) {
      total += perft(apply(p, m), depth - 1);
    }
    return total;
  }

  // ---------------------------------------------------------------- move generation

  /**
   * Legal moves: all pseudo-legal moves (piece movement, promotion and drop rules) that do not
   * leave the mover's king attacked, minus pawn drops that checkmate (uchifuzume).
   */
  static List<Move> legalMoveList(Position p) {
    List<Move> legal = new ArrayList<>();
    for (Move m : pseudoLegalMoves(p)) {
      Position after = apply(p, m);
      if (isKingAttacked(after, p.side)) {
        continue;
      }
      if (m.isDrop() && m.dropType == PAWN && isCheckmate(after)) {
        // Uchifuzume: a pawn drop that mates at once is forbidden.
        continue;
      }
      legal.add(m);
    }
    return legal;
  }

  /**
   * True if the side to move in {@code p} is in check and has no move that gets out of it. A side
   * without a king can never be in check, hence never mated.
   *
   * <p>Only used for uchifuzume. Here the uchifuzume rule of the defender's own pawn drops is not
   * applied: a drop can neither capture nor block, so it can never lift the check given by a pawn
   * on an adjacent square; all such drops fail the king-safety test anyway.
   */
  static boolean isCheckmate(Position p) {
    if (!isKingAttacked(p, p.side)) {
      return false;
    }
    for (Move m : pseudoLegalMoves(p)) {
      if (!isKingAttacked(apply(p, m), p.side)) {
        return false;
      }
    }
    return true;
  }

  /** Moves obeying movement, promotion and drop rules, ignoring king safety and uchifuzume. */
  static List<Move> pseudoLegalMoves(Position p) {
    List<Move> moves = new ArrayList<>();
    int side = p.side;
    int fwd = forwardRow(side);
    // Board moves.
    for (int r = 0; r < 9; r++) {
      for (int c = 0; c < 9; c++) {
        int piece = p.board[r][c];
        if (piece == 0 || ownerOf(piece) != side) {
          continue;
        }
        int type = Math.abs(piece);
        for (int[] s : STEPS[type]) {
          int tr = r + s[0] * fwd;
          int tc = c + s[1];
          if (!onBoard(tr, tc)) {
            continue;
          }
          int target = p.board[tr][tc];
          if (target != 0 && ownerOf(target) == side) {
            continue; // cannot land on an own piece
          }
          addBoardMove(moves, side, type, r, c, tr, tc);
        }
        for (int[] d : SLIDES[type]) {
          int tr = r + d[0] * fwd;
          int tc = c + d[1];
          while (onBoard(tr, tc)) {
            int target = p.board[tr][tc];
            if (target != 0 && ownerOf(target) == side) {
              break; // blocked by an own piece
            }
            addBoardMove(moves, side, type, r, c, tr, tc);
            if (target != 0) {
              break; // captured an enemy piece; cannot go further
            }
            tr += d[0] * fwd;
            tc += d[1];
          }
        }
      }
    }
    // Drops.
    for (int type = PAWN; type <= ROOK; type++) {
      if (p.hand[side][type] == 0) {
        continue;
      }
      for (int r = 0; r < 9; r++) {
        for (int c = 0; c < 9; c++) {
          if (p.board[r][c] != 0) {
            continue; // drops only on empty squares
          }
          if (isDeadSquare(type, side, r)) {
            continue; // the piece could never move from there
          }
          if (type == PAWN && fileHasOwnUnpromotedPawn(p, side, c)) {
            continue; // nifu
          }
          moves.add(new Move(-1, -1, r, c, false, type));
        }
      }
    }
    return moves;
  }

  /** Adds the promoting and/or non-promoting version of a board move, as the rules allow. */
  private static void addBoardMove(
      List<Move> moves, int side, int type, int fr, int fc, int tr, int tc) {
    boolean promotable = canEverPromote(type);
    boolean mayPromote = promotable && (inZone(side, fr) || inZone(side, tr));
    boolean mustPromote = promotable && isDeadSquare(type, side, tr);
    if (mayPromote) {
      moves.add(new Move(fr, fc, tr, tc, true, 0));
    }
    if (!mustPromote) {
      moves.add(new Move(fr, fc, tr, tc, false, 0));
    }
  }

  private static boolean fileHasOwnUnpromotedPawn(Position p, int side, int col) {
    int ownPawn = side == SENTE ? PAWN : -PAWN;
    for (int r = 0; r < 9; r++) {
      if (p.board[r][col] == ownPawn) {
        return true;
      }
    }
    return false;
  }

  /** Returns a new position with the move played (the input position is not modified). */
  static Position apply(Position p, Move m) {
    Position q = p.copy();
    int sign = p.side == SENTE ? 1 : -1;
    if (m.isDrop()) {
      q.hand[p.side][m.dropType]--;
      q.board[m.toRow][m.toCol] = sign * m.dropType;
    } else {
      int piece = q.board[m.fromRow][m.fromCol];
      int captured = q.board[m.toRow][m.toCol];
      if (captured != 0) {
        // A captured piece goes, unpromoted, to the captor's hand.
        q.hand[p.side][baseType(captured)]++;
      }
      q.board[m.fromRow][m.fromCol] = 0;
      q.board[m.toRow][m.toCol] = m.promote ? piece + sign * PROMOTION_OFFSET : piece;
    }
    q.side = 1 - p.side;
    q.moveNumber = p.moveNumber + 1;
    return q;
  }

  // ---------------------------------------------------------------- attacks

  /**
   * True if the king of {@code side} is attacked, i.e. some enemy piece could move to its square. A
   * side without a king is never attacked.
   */
  static boolean isKingAttacked(Position p, int side) {
    int king = side == SENTE ? KING : -KING;
    for (int r = 0; r < 9; r++) {
      for (int c = 0; c < 9; c++) {
        if (p.board[r][c] == king) {
          return isSquareAttackedBy(p, r, c, 1 - side);
        }
      }
    }
    return false;
  }

  /** Brute force: does any piece of {@code attacker} move to (tr, tc)? */
  static boolean isSquareAttackedBy(Position p, int tr, int tc, int attacker) {
    for (int r = 0; r < 9; r++) {
      for (int c = 0; c < 9; c++) {
        int piece = p.board[r][c];
        if (piece != 0 && ownerOf(piece) == attacker && canMoveTo(p, r, c, tr, tc)) {
          return true;
        }
      }
    }
    return false;
  }

  /** Can the piece on (r, c) move to (tr, tc) by its movement rules (ignoring what is there)? */
  static boolean canMoveTo(Position p, int r, int c, int tr, int tc) {
    int piece = p.board[r][c];
    int type = Math.abs(piece);
    int fwd = forwardRow(ownerOf(piece));
    for (int[] s : STEPS[type]) {
      if (r + s[0] * fwd == tr && c + s[1] == tc) {
        return true;
      }
    }
    for (int[] d : SLIDES[type]) {
      int rr = r + d[0] * fwd;
      int cc = c + d[1];
      while (onBoard(rr, cc)) {
        if (rr == tr && cc == tc) {
          return true;
        }
        if (p.board[rr][cc] != 0) {
          break; // the ray is blocked
        }
        rr += d[0] * fwd;
        cc += d[1];
      }
    }
    return false;
  }

  // ---------------------------------------------------------------- SFEN

  /**
   * Parses "board side hands moveNumber". Rejects malformed text, a side with two kings, a king or
   * promoted piece in hand, and a position where the side NOT to move is in check (the side to move
   * could then capture the king).
   */
  static Position parseSfen(String sfen) {
    if (sfen == null) {
      throw new IllegalArgumentException("null SFEN");
    }
    String[] fields = sfen.trim().split("\\s+");
    if (fields.length != 4) {
      throw new IllegalArgumentException("SFEN needs 4 fields (board side hands move): " + sfen);
    }
    Position p = new Position();
    parseBoard(p, fields[0], sfen);
    switch (fields[1]) {
      case "b":
        p.side = SENTE;
        break;
      case "w":
        p.side = GOTE;
        break;
      default:
        throw new IllegalArgumentException("side to move must be b or w: " + sfen);
    }
    parseHands(p, fields[2], sfen);
    try {
      p.moveNumber = Integer.parseInt(fields[3]);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("bad move number in SFEN: " + sfen);
    }
    if (p.moveNumber < 1) {
      throw new IllegalArgumentException("move number must be >= 1: " + sfen);
    }
    if (isKingAttacked(p, 1 - p.side)) {
      throw new IllegalArgumentException("side not to move is in check: " + sfen);
    }
    return p;
  }

  private static void parseBoard(Position p, String text, String sfen) {
    String[] ranks = text.split("/", -1);
    if (ranks.length != 9) {
      throw new IllegalArgumentException("board needs 9 ranks: " + sfen);
    }
    int[] kings = new int[2];
    for (int r = 0; r < 9; r++) {
      String rank = ranks[r];
      int c = 0;
      int i = 0;
      while (i < rank.length()) {
        char ch = rank.charAt(i);
        if (ch >= '1' && ch <= '9') {
          c += ch - '0';
          i++;
          continue;
        }
        boolean promoted = false;
        if (ch == '+') {
          promoted = true;
          i++;
          if (i >= rank.length()) {
            throw new IllegalArgumentException(
                "'+' without piece in rank " + (r + 1) + ": " + sfen);
          }
          ch = rank.charAt(i);
        }
        int type = LETTERS.indexOf(Character.toUpperCase(ch));
        if (type <= 0 || !Character.isLetter(ch)) {
          throw new IllegalArgumentException("bad character '" + ch + "' in board: " + sfen);
        }
        if (promoted) {
          if (!canEverPromote(type)) {
            throw new IllegalArgumentException("piece '" + ch + "' cannot be promoted: " + sfen);
          }
          type += PROMOTION_OFFSET;
        }
        int side = Character.isUpperCase(ch) ? SENTE : GOTE;
        if (type == KING) {
          kings[side]++;
        }
        if (c >= 9) {
          throw new IllegalArgumentException("rank " + (r + 1) + " too long: " + sfen);
        }
        p.board[r][c] = side == SENTE ? type : -type;
        c++;
        i++;
      }
      if (c != 9) {
        throw new IllegalArgumentException("rank " + (r + 1) + " does not have 9 squares: " + sfen);
      }
    }
    if (kings[SENTE] > 1 || kings[GOTE] > 1) {
      throw new IllegalArgumentException("more than one king for a side: " + sfen);
    }
  }

  private static void parseHands(Position p, String text, String sfen) {
    if (text.equals("-")) {
      return;
    }
    boolean[][] seen = new boolean[2][9];
    int i = 0;
    while (i < text.length()) {
      int count = 0;
      int digits = 0;
      while (i < text.length() && Character.isDigit(text.charAt(i))) {
        count = count * 10 + (text.charAt(i) - '0');
        digits++;
        i++;
        if (digits > 2) {
          throw new IllegalArgumentException("hand count too large: " + sfen);
        }
      }
      if (digits == 0) {
        count = 1;
      }
      if (count < 1) {
        throw new IllegalArgumentException("hand count must be >= 1: " + sfen);
      }
      if (i >= text.length()) {
        throw new IllegalArgumentException("hand count without piece: " + sfen);
      }
      char ch = text.charAt(i++);
      int type = LETTERS.indexOf(Character.toUpperCase(ch));
      if (!Character.isLetter(ch) || type <= 0 || type == KING) {
        throw new IllegalArgumentException("bad hand piece '" + ch + "': " + sfen);
      }
      int side = Character.isUpperCase(ch) ? SENTE : GOTE;
      if (seen[side][type]) {
        throw new IllegalArgumentException("hand piece '" + ch + "' listed twice: " + sfen);
      }
      seen[side][type] = true;
      p.hand[side][type] = count;
    }
  }

  static String toSfen(Position p) {
    StringBuilder sb = new StringBuilder();
    for (int r = 0; r < 9; r++) {
      if (r > 0) {
        sb.append('/');
      }
      int empty = 0;
      for (int c = 0; c < 9; c++) {
        int piece = p.board[r][c];
        if (piece == 0) {
          empty++;
          continue;
        }
        if (empty > 0) {
          sb.append(empty);
          empty = 0;
        }
        int type = Math.abs(piece);
        if (type > PROMOTION_OFFSET) {
          sb.append('+');
        }
        char letter = LETTERS.charAt(baseType(piece));
        sb.append(piece > 0 ? letter : Character.toLowerCase(letter));
      }
      if (empty > 0) {
        sb.append(empty);
      }
    }
    sb.append(p.side == SENTE ? " b " : " w ");
    StringBuilder hands = new StringBuilder();
    for (int side = SENTE; side <= GOTE; side++) {
      for (int type : HAND_ORDER) {
        int n = p.hand[side][type];
        if (n == 0) {
          continue;
        }
        if (n > 1) {
          hands.append(n);
        }
        char letter = LETTERS.charAt(type);
        hands.append(side == SENTE ? letter : Character.toLowerCase(letter));
      }
    }
    sb.append(hands.length() == 0 ? "-" : hands.toString());
    sb.append(' ').append(p.moveNumber);
    return sb.toString();
  }
}
