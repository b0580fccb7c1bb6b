package io.github.plateau.shogi;

import static io.github.plateau.shogi.Geometry.KNIGHT_SOURCES;
import static io.github.plateau.shogi.Geometry.LINE;
import static io.github.plateau.shogi.Geometry.NEIGHBOR;
import static io.github.plateau.shogi.Geometry.OFF;
import static io.github.plateau.shogi.Geometry.SLIDES;
import static io.github.plateau.shogi.Geometry.SLIDE_ATTACKS;
import static io.github.plateau.shogi.Geometry.SQUARES;
import static io.github.plateau.shogi.Geometry.STEPS;
import static io.github.plateau.shogi.Geometry.STEP_ATTACKS;
import static io.github.plateau.shogi.Pieces.EMPTY;
import static io.github.plateau.shogi.Pieces.KING;
import static io.github.plateau.shogi.Pieces.KNIGHT;
import static io.github.plateau.shogi.Pieces.LANCE;
import static io.github.plateau.shogi.Pieces.PAWN;
import static io.github.plateau.shogi.Pieces.WALL;

import io.github.plateau.core.Perft;
import java.util.Arrays;

/**
 * The mutable board behind positions and perft: a mailbox of 81 squares (plus the off-board
 * sentinel), the hands, the side to move, the king squares, the files holding an unpromoted pawn
 * (for nifu) and the Zobrist hash, all kept in step by {@link #make} and {@link #unmake}.
 *
 * <p>{@link #generate} lists the legal moves directly: it finds the checkers and the pinned pieces
 * from the king outwards, so that no move has to be played to be tested, except a pawn drop that
 * checks (it may be a forbidden pawn-drop mate). Not thread-safe: positions keep a board they never
 * change and work on copies; a {@link ShogiSearchBoard} owns one.
 */
final class Board {
  /** More than the most legal moves any shogi position has (593). */
  static final int MAX_MOVES = 600;

  final int[] cells = new int[SQUARES + 1];
  final int[] hands = new int[16]; // color * 8 + type, types 1 to 7
  final int[] kings = {OFF, OFF};
  final int[] pawnFiles = new int[2]; // bit c: an unpromoted pawn stands on column c
  int side;
  long hash;
  final boolean alwaysPromote;
  private int[] scratch; // for the pawn-drop-mate test, which lists the replies

  Board(boolean alwaysPromote) {
    this.alwaysPromote = alwaysPromote;
    cells[OFF] = WALL;
  }

  Board copy() {
    Board b = new Board(alwaysPromote);
    System.arraycopy(cells, 0, b.cells, 0, cells.length);
    System.arraycopy(hands, 0, b.hands, 0, hands.length);
    b.kings[0] = kings[0];
    b.kings[1] = kings[1];
    b.pawnFiles[0] = pawnFiles[0];
    b.pawnFiles[1] = pawnFiles[1];
    b.side = side;
    b.hash = hash;
    return b;
  }

  // ---- setting up

  /** Puts a piece on an empty square, keeping kings, pawn files and hash in step. */
  void put(int square, int code) {
    cells[square] = code;
    hash ^= Keys.piece(code, square);
    int color = Pieces.color(code);
    if (Pieces.type(code) == KING) {
      kings[color] = square;
    } else if (Pieces.type(code) == PAWN) {
      pawnFiles[color] |= 1 << Geometry.column(square);
    }
  }

  void addToHand(int color, int type, int count) {
    for (int i = 0; i < count; i++) {
      hands[color * 8 + type]++;
      hash ^= Keys.hand(color, type, hands[color * 8 + type]);
    }
  }

  void setSide(int color) {
    if (side != color) {
      side = color;
      hash ^= Keys.GOTE_TO_MOVE;
    }
  }

  /** The hash computed from scratch, to test the incremental one. */
  long computeHash() {
    long h = side == 1 ? Keys.GOTE_TO_MOVE : 0;
    for (int s = 0; s < SQUARES; s++) {
      if (cells[s] != EMPTY) {
        h ^= Keys.piece(cells[s], s);
      }
    }
    for (int color = 0; color < 2; color++) {
      for (int type = 1; type < 8; type++) {
        for (int n = 1; n <= hands[color * 8 + type]; n++) {
          h ^= Keys.hand(color, type, n);
        }
      }
    }
    return h;
  }

  boolean sameAs(Board other) {
    return side == other.side
        && alwaysPromote == other.alwaysPromote
        && Arrays.equals(cells, other.cells)
        && Arrays.equals(hands, other.hands);
  }

  // ---- attacks

  /** Whether a piece of color {@code by} attacks the square. */
  boolean attacked(int square, int by) {
    int[] cells = this.cells;
    for (int d = 0; d < 8; d++) {
      int[] next = NEIGHBOR[d];
      int t = next[square];
      int p = cells[t];
      if (p != EMPTY) {
        if (p >> 4 == by && (STEP_ATTACKS[p] >> (d ^ 1) & 1) != 0) {
          return true;
        }
        continue;
      }
      do {
        t = next[t];
        p = cells[t];
      } while (p == EMPTY);
      if (p >> 4 == by && (SLIDE_ATTACKS[p] >> (d ^ 1) & 1) != 0) {
        return true;
      }
    }
    int knight = Pieces.code(by, KNIGHT);
    for (int s : KNIGHT_SOURCES[by][square]) {
      if (cells[s] == knight) {
        return true;
      }
    }
    return false;
  }

  /** Whether the side to move has a king and it is attacked. */
  boolean inCheck() {
    int king = kings[side];
    return king != OFF && attacked(king, side ^ 1);
  }

  // ---- legal moves

  /**
   * Writes the legal moves of the side to move into {@code out} from index 0.
   *
   * @return how many
   */
  int generate(int[] out) {
    final int us = side;
    final int them = us ^ 1;
    final int[] cells = this.cells;
    final int king = kings[us];
    long pinLo = 0;
    long pinHi = 0;
    int checkers = 0;
    int checker = OFF;
    if (king != OFF) {
      for (int d = 0; d < 8; d++) {
        int[] next = NEIGHBOR[d];
        int t = next[king];
        int p = cells[t];
        int attacks = STEP_ATTACKS[p];
        while (p == EMPTY) {
          t = next[t];
          p = cells[t];
          attacks = SLIDE_ATTACKS[p];
        }
        if (p >> 4 == them) {
          if ((attacks >> (d ^ 1) & 1) != 0) {
            checkers++;
            checker = t;
          }
        } else if (p >> 4 == us) {
          int own = t;
          do {
            t = next[t];
            p = cells[t];
          } while (p == EMPTY);
          if (p >> 4 == them && (SLIDE_ATTACKS[p] >> (d ^ 1) & 1) != 0) {
            if (own < 64) {
              pinLo |= 1L << own;
            } else {
              pinHi |= 1L << own;
            }
          }
        }
      }
      int knight = Pieces.code(them, KNIGHT);
      for (int s : KNIGHT_SOURCES[them][king]) {
        if (cells[s] == knight) {
          checkers++;
          checker = s;
        }
      }
    }
    // The squares a move other than the king's may go to: all, or those that answer the check.
    long targetLo = -1;
    long targetHi = -1;
    if (checkers == 1) {
      targetLo = checker < 64 ? 1L << checker : 0;
      targetHi = checker < 64 ? 0 : 1L << checker;
      int line = LINE[king * SQUARES + checker];
      if (line != 0) {
        for (int s = NEIGHBOR[line - 1][king]; s != checker; s = NEIGHBOR[line - 1][s]) {
          if (s < 64) {
            targetLo |= 1L << s;
          } else {
            targetHi |= 1L << s;
          }
        }
      }
    }

    int n = 0;
    if (king != OFF) {
      int piece = cells[king];
      cells[king] = EMPTY; // so that the king does not hide the squares behind it
      for (int t : STEPS[piece][king]) {
        int q = cells[t];
        if ((q == EMPTY || q >> 4 == them) && !attacked(t, them)) {
          out[n++] = t | king << 7;
        }
      }
      cells[king] = piece;
    }
    if (checkers > 1) {
      return n;
    }

    for (int from = 0; from < SQUARES; from++) {
      int piece = cells[from];
      if (piece >> 4 != us || from == king) {
        continue;
      }
      int type = piece & 15;
      int pinLine =
          ((from < 64 ? pinLo : pinHi) >>> from & 1) != 0 ? LINE[king * SQUARES + from] : 0;
      for (int t : STEPS[piece][from]) {
        int q = cells[t];
        if ((q == EMPTY || q >> 4 == them)
            && ((t < 64 ? targetLo : targetHi) >>> t & 1) != 0
            && (pinLine == 0 || LINE[king * SQUARES + t] == pinLine)) {
          n = add(out, n, us, type, from, t);
        }
      }
      for (int d : SLIDES[piece]) {
        int[] next = NEIGHBOR[d];
        for (int t = next[from]; ; t = next[t]) {
          int q = cells[t];
          if (q != EMPTY && q >> 4 != them) {
            break;
          }
          if (((t < 64 ? targetLo : targetHi) >>> t & 1) != 0
              && (pinLine == 0 || LINE[king * SQUARES + t] == pinLine)) {
            n = add(out, n, us, type, from, t);
          }
          if (q != EMPTY) {
            break;
          }
        }
      }
    }
    return generateDrops(out, n, targetLo, targetHi);
  }

  /** Adds the promoting and non-promoting forms of a board move, as the rules allow. */
  private int add(int[] out, int n, int us, int type, int from, int to) {
    int move = to | from << 7;
    if (Pieces.promotable(type) && (Geometry.inZone(us, from) || Geometry.inZone(us, to))) {
      out[n++] = move | MoveCode.PROMOTION;
      if (!alwaysPromote && !Geometry.isDead(us, type, to)) {
        out[n++] = move;
      }
    } else {
      out[n++] = move;
    }
    return n;
  }

  private int generateDrops(int[] out, int n, long targetLo, long targetHi) {
    final int us = side;
    int inHand = 0; // the types held, four bits each
    for (int type = Pieces.ROOK; type >= PAWN; type--) {
      if (hands[us * 8 + type] > 0) {
        inHand = inHand << 4 | type;
      }
    }
    if (inHand == 0) {
      return n;
    }
    int enemyKing = kings[us ^ 1];
    int pawnFiles = this.pawnFiles[us];
    for (int to = 0; to < SQUARES; to++) {
      if (cells[to] != EMPTY || ((to < 64 ? targetLo : targetHi) >>> to & 1) == 0) {
        continue;
      }
      int far = Geometry.farRank(us, to);
      for (int types = inHand; types != 0; types >>>= 4) {
        int type = types & 15;
        boolean allowed =
            switch (type) {
              case PAWN ->
                  far > 0
                      && (pawnFiles >> Geometry.column(to) & 1) == 0
                      && !(Geometry.ahead(us, to) == enemyKing && pawnDropMates(to));
              case LANCE -> far > 0;
              case KNIGHT -> far > 1;
              default -> true;
            };
        if (allowed) {
          out[n++] = MoveCode.drop(type, to);
        }
      }
    }
    return n;
  }

  /** Whether dropping a pawn on the square, which checks, leaves the opponent no legal move. */
  private boolean pawnDropMates(int to) {
    if (scratch == null) {
      scratch = new int[MAX_MOVES];
    }
    int move = MoveCode.drop(PAWN, to);
    make(move);
    // The check is adjacent, so the replies include no drop and this cannot recurse.
    boolean mate = generate(scratch) == 0;
    unmake(move, EMPTY);
    return mate;
  }

  /** Whether the piece on {@code from} could move to {@code to} if its king were safe. */
  boolean reaches(int from, int to) {
    int piece = cells[from];
    for (int t : STEPS[piece][from]) {
      if (t == to) {
        return true;
      }
    }
    for (int d : SLIDES[piece]) {
      for (int t = NEIGHBOR[d][from]; t != OFF; t = NEIGHBOR[d][t]) {
        if (t == to) {
          return true;
        }
        if (cells[t] != EMPTY) {
          break;
        }
      }
    }
    return false;
  }

  // ---- playing

  /**
   * Plays a legal move.
   *
   * @return the captured piece code, or {@link Pieces#EMPTY}, for {@link #unmake}
   */
  int make(int move) {
    final int us = side;
    final int to = move & 127;
    long h = hash ^ Keys.GOTE_TO_MOVE;
    int captured = EMPTY;
    int dropped = move >>> 15;
    if (dropped != 0) {
      int code = dropped | us << 4;
      int slot = us * 8 + dropped;
      h ^= Keys.hand(us, dropped, hands[slot]) ^ Keys.piece(code, to);
      hands[slot]--;
      cells[to] = code;
      if (dropped == PAWN) {
        pawnFiles[us] |= 1 << Geometry.column(to);
      }
    } else {
      int from = move >>> 7 & 127;
      int piece = cells[from];
      captured = cells[to];
      if (captured != EMPTY) {
        int type = captured & 15;
        int slot = us * 8 + (type & 7);
        hands[slot]++;
        h ^= Keys.piece(captured, to) ^ Keys.hand(us, type & 7, hands[slot]);
        if (type == PAWN) {
          pawnFiles[us ^ 1] &= ~(1 << Geometry.column(to));
        }
      }
      int moved = piece;
      if ((move & MoveCode.PROMOTION) != 0) {
        moved = piece | Pieces.PROMOTION;
        if ((piece & 15) == PAWN) {
          pawnFiles[us] &= ~(1 << Geometry.column(from));
        }
      }
      cells[from] = EMPTY;
      cells[to] = moved;
      h ^= Keys.piece(piece, from) ^ Keys.piece(moved, to);
      if ((piece & 15) == KING) {
        kings[us] = to;
      }
    }
    hash = h;
    side = us ^ 1;
    return captured;
  }

  /** Takes back the last move {@link #make} played, given what it captured. */
  void unmake(int move, int captured) {
    final int us = side ^ 1;
    final int to = move & 127;
    long h = hash ^ Keys.GOTE_TO_MOVE;
    int dropped = move >>> 15;
    if (dropped != 0) {
      int slot = us * 8 + dropped;
      hands[slot]++;
      h ^= Keys.hand(us, dropped, hands[slot]) ^ Keys.piece(dropped | us << 4, to);
      cells[to] = EMPTY;
      if (dropped == PAWN) {
        pawnFiles[us] &= ~(1 << Geometry.column(to));
      }
    } else {
      int from = move >>> 7 & 127;
      int moved = cells[to];
      int piece = moved;
      if ((move & MoveCode.PROMOTION) != 0) {
        piece = moved & ~Pieces.PROMOTION;
        if ((piece & 15) == PAWN) {
          pawnFiles[us] |= 1 << Geometry.column(from);
        }
      }
      cells[to] = captured;
      cells[from] = piece;
      h ^= Keys.piece(piece, from) ^ Keys.piece(moved, to);
      if ((piece & 15) == KING) {
        kings[us] = from;
      }
      if (captured != EMPTY) {
        int type = captured & 15;
        int slot = us * 8 + (type & 7);
        h ^= Keys.piece(captured, to) ^ Keys.hand(us, type & 7, hands[slot]);
        hands[slot]--;
        if (type == PAWN) {
          pawnFiles[us ^ 1] |= 1 << Geometry.column(to);
        }
      }
    }
    hash = h;
    side = us;
  }

  // ---- perft

  /**
   * The leaves of the legal-move tree, by make and unmake on this board, counted in bulk. The move
   * buffers are made as the walk first reaches each ply, so a depth the tree never reaches costs
   * nothing.
   */
  long perft(int depth) {
    if (depth == 0) {
      return 1;
    }
    return perft(depth, new int[Perft.MAX_DEPTH][]); // depth is checked: at most MAX_DEPTH
  }

  private long perft(int depth, int[][] stack) {
    int[] moves = stack[depth - 1];
    if (moves == null) {
      moves = new int[MAX_MOVES];
      stack[depth - 1] = moves;
    }
    int n = generate(moves);
    if (depth == 1) {
      return n;
    }
    long total = 0;
    for (int i = 0; i < n; i++) {
      int move = moves[i];
      int captured = make(move);
      total += perft(depth - 1, stack);
      unmake(move, captured);
    }
    return total;
  }
}
