package io.github.plateau.shogi;

import static io.github.plateau.shogi.Bitboards.BIT_HI;
import static io.github.plateau.shogi.Bitboards.BIT_LO;
import static io.github.plateau.shogi.Bitboards.DIAG_HI;
import static io.github.plateau.shogi.Bitboards.DIAG_LO;
import static io.github.plateau.shogi.Bitboards.FILES_HI;
import static io.github.plateau.shogi.Bitboards.FILES_LO;
import static io.github.plateau.shogi.Bitboards.GOLDS;
import static io.github.plateau.shogi.Bitboards.GROUP;
import static io.github.plateau.shogi.Bitboards.GROUPS;
import static io.github.plateau.shogi.Bitboards.HI_MASK;
import static io.github.plateau.shogi.Bitboards.KINGS;
import static io.github.plateau.shogi.Bitboards.LIVE_HI;
import static io.github.plateau.shogi.Bitboards.LIVE_LO;
import static io.github.plateau.shogi.Bitboards.NEAR_HI;
import static io.github.plateau.shogi.Bitboards.NEAR_LO;
import static io.github.plateau.shogi.Bitboards.NEXT;
import static io.github.plateau.shogi.Bitboards.ORTH_HI;
import static io.github.plateau.shogi.Bitboards.ORTH_LO;
import static io.github.plateau.shogi.Bitboards.RAY_HI;
import static io.github.plateau.shogi.Bitboards.RAY_LO;
import static io.github.plateau.shogi.Bitboards.ROW;
import static io.github.plateau.shogi.Bitboards.SETS;
import static io.github.plateau.shogi.Bitboards.STEP_HI;
import static io.github.plateau.shogi.Bitboards.STEP_LO;
import static io.github.plateau.shogi.Bitboards.ZONE_HI;
import static io.github.plateau.shogi.Bitboards.ZONE_LO;
import static io.github.plateau.shogi.Bitboards.above;
import static io.github.plateau.shogi.Bitboards.below;
import static io.github.plateau.shogi.Bitboards.blocker;
import static io.github.plateau.shogi.Bitboards.has;
import static io.github.plateau.shogi.Geometry.KNIGHT_SOURCES;
import static io.github.plateau.shogi.Geometry.LINE;
import static io.github.plateau.shogi.Geometry.NEIGHBOR;
import static io.github.plateau.shogi.Geometry.OFF;
import static io.github.plateau.shogi.Geometry.SLIDES;
import static io.github.plateau.shogi.Geometry.SLIDE_ATTACKS;
import static io.github.plateau.shogi.Geometry.SQUARES;
import static io.github.plateau.shogi.Geometry.STEPS;
import static io.github.plateau.shogi.Geometry.STEP_ATTACKS;
import static io.github.plateau.shogi.PieceCodes.BISHOP;
import static io.github.plateau.shogi.PieceCodes.DRAGON;
import static io.github.plateau.shogi.PieceCodes.EMPTY;
import static io.github.plateau.shogi.PieceCodes.GOLD;
import static io.github.plateau.shogi.PieceCodes.HORSE;
import static io.github.plateau.shogi.PieceCodes.KING;
import static io.github.plateau.shogi.PieceCodes.KNIGHT;
import static io.github.plateau.shogi.PieceCodes.LANCE;
import static io.github.plateau.shogi.PieceCodes.PAWN;
import static io.github.plateau.shogi.PieceCodes.ROOK;
import static io.github.plateau.shogi.PieceCodes.SILVER;
import static io.github.plateau.shogi.PieceCodes.WALL;

import io.github.plateau.core.Perft;
import java.util.Arrays;

/**
 * The mutable board behind positions and perft: a mailbox of 81 squares (plus the off-board
 * sentinel), the same pieces as sets of squares by piece code and by color ({@link Bitboards}), the
 * hands, the side to move, the king squares, the files holding an unpromoted pawn (for nifu) and
 * the Zobrist hash, all kept in step by {@link #make} and {@link #unmake}.
 *
 * <p>{@link #generate} lists the legal moves directly and {@link #count} counts them: both first
 * find the checkers and the pinned pieces from the king outwards, so that no move has to be played
 * to be tested. A pawn drop that checks may be a forbidden pawn-drop mate: its answers are worked
 * out on the board as it stands. Not thread-safe (the two keep what they found about the king in
 * fields): positions keep a board they never change and work on copies; a {@link ShogiSearchBoard}
 * owns one.
 */
final class Board {
  /** More than the most legal moves any shogi position has (593). */
  static final int MAX_MOVES = 600;

  final int[] cells = new int[SQUARES + 1];
  final int[] hands = new int[16]; // color * 8 + type, types 1 to 7
  final int[] kings = {OFF, OFF};
  final int[] pawnFiles = new int[2]; // bit c: an unpromoted pawn stands on column c

  /**
   * By piece code, the squares of that piece; at {@code color << 4}, which is no piece's code, all
   * the squares of that color's pieces; from {@link Bitboards#GROUPS}, those of groups of pieces
   * that attack alike. Low words here, high words in {@link #bbHi}.
   */
  final long[] bbLo = new long[SETS];

  final long[] bbHi = new long[SETS];
  int side;
  long hash;
  final boolean alwaysPromote;

  // What analyse() found for the side to move, for the generate() or count() that called it.
  private int checkers; // 0, 1 or 2 pieces giving check
  private long targetLo; // where a board move other than the king's may go: not on an own
  private long targetHi; // piece, and answering the check if there is one
  private long pinLo; // the pieces pinned to the king
  private long pinHi;

  /** The piece types that may promote, a bit each. */
  private static final int PROMOTABLE =
      1 << PAWN
          | 1 << LANCE
          | 1 << KNIGHT
          | 1 << PieceCodes.SILVER
          | 1 << PieceCodes.BISHOP
          | 1 << PieceCodes.ROOK;

  Board(boolean alwaysPromote) {
    this.alwaysPromote = alwaysPromote;
    cells[OFF] = WALL;
  }

  Board copy() {
    Board b = new Board(alwaysPromote);
    System.arraycopy(cells, 0, b.cells, 0, cells.length);
    System.arraycopy(hands, 0, b.hands, 0, hands.length);
    System.arraycopy(bbLo, 0, b.bbLo, 0, bbLo.length);
    System.arraycopy(bbHi, 0, b.bbHi, 0, bbHi.length);
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
    flip(code, square);
    hash ^= Keys.piece(code, square);
    int color = PieceCodes.color(code);
    if (PieceCodes.type(code) == KING) {
      kings[color] = square;
    } else if (PieceCodes.type(code) == PAWN) {
      pawnFiles[color] |= 1 << Geometry.column(square);
    }
  }

  /** Adds or removes a piece code on a square in the sets of squares. */
  private void flip(int code, int square) {
    long lo = BIT_LO[square];
    long hi = BIT_HI[square];
    bbLo[code] ^= lo;
    bbHi[code] ^= hi;
    bbLo[code & 16] ^= lo;
    bbHi[code & 16] ^= hi;
    int g = GROUP[code];
    bbLo[g] ^= lo;
    bbHi[g] ^= hi;
  }

  /**
   * Moves a piece in the sets from one square to another, where it becomes {@code moved} (itself or
   * promoted); being an exclusive or, the same call takes the move back.
   */
  private void shift(int piece, int moved, int from, int to) {
    final long[] bbLo = this.bbLo;
    final long[] bbHi = this.bbHi;
    long fLo = BIT_LO[from];
    long fHi = BIT_HI[from];
    long tLo = BIT_LO[to];
    long tHi = BIT_HI[to];
    int c = piece & 16;
    bbLo[c] ^= fLo | tLo;
    bbHi[c] ^= fHi | tHi;
    if (piece == moved) {
      long mLo = fLo | tLo;
      long mHi = fHi | tHi;
      bbLo[piece] ^= mLo;
      bbHi[piece] ^= mHi;
      int g = GROUP[piece];
      bbLo[g] ^= mLo;
      bbHi[g] ^= mHi;
    } else {
      bbLo[piece] ^= fLo;
      bbHi[piece] ^= fHi;
      int g = GROUP[piece];
      bbLo[g] ^= fLo;
      bbHi[g] ^= fHi;
      bbLo[moved] ^= tLo;
      bbHi[moved] ^= tHi;
      g = GROUP[moved];
      bbLo[g] ^= tLo;
      bbHi[g] ^= tHi;
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
    return attacked(square, by, bbLo[0] | bbLo[16], bbHi[0] | bbHi[16]);
  }

  /**
   * Whether a piece of color {@code by} attacks the square when the occupied squares are (occLo,
   * occHi). The attackers are read from {@link #cells}: a square that the occupancy leaves out (a
   * king lifted to test its moves) does not block, and a square it adds that {@code cells} leaves
   * empty (a pawn about to be dropped) blocks and attacks nothing.
   */
  private boolean attacked(int square, int by, long occLo, long occHi) {
    final long[] bbLo = this.bbLo;
    final long[] bbHi = this.bbHi;
    // A piece of color by steps onto the square from where the other color's same piece steps.
    int rev = (by ^ 1) << 4;
    int base = by << 4;
    int g = GROUPS + 2 * by;
    int i = (rev | PAWN) * ROW + square;
    int j = (rev | KNIGHT) * ROW + square;
    int k = (rev | SILVER) * ROW + square;
    int l = (rev | GOLD) * ROW + square;
    int m = (rev | KING) * ROW + square;
    if (((STEP_LO[i] & bbLo[base | PAWN])
            | (STEP_HI[i] & bbHi[base | PAWN])
            | (STEP_LO[j] & bbLo[base | KNIGHT])
            | (STEP_HI[j] & bbHi[base | KNIGHT])
            | (STEP_LO[k] & bbLo[base | SILVER])
            | (STEP_HI[k] & bbHi[base | SILVER])
            | (STEP_LO[l] & bbLo[g + GOLDS])
            | (STEP_HI[l] & bbHi[g + GOLDS])
            | (STEP_LO[m] & bbLo[g + KINGS])
            | (STEP_HI[m] & bbHi[g + KINGS]))
        != 0) {
      return true;
    }
    return slid(square, by, occLo, occHi);
  }

  /** Whether a slider of color {@code by} attacks the square, the occupancy as for attacked. */
  private boolean slid(int square, int by, long occLo, long occHi) {
    final long[] bbLo = this.bbLo;
    final long[] bbHi = this.bbHi;
    int g = GROUPS + 2 * by;
    int base = by << 4;
    long sLo = bbLo[base | ROOK] | bbLo[base | DRAGON];
    long sHi = bbHi[base | ROOK] | bbHi[base | DRAGON];
    if (((ORTH_LO[square] & sLo) | (ORTH_HI[square] & sHi)) != 0) {
      for (int d = 0; d < 4; d++) {
        int r = d * ROW + square;
        if (((RAY_LO[r] & sLo) | (RAY_HI[r] & sHi)) != 0
            && has(sLo, sHi, blocker(d, square, occLo, occHi))) {
          return true;
        }
      }
    }
    // a lance attacks the squares ahead of it: it stands behind them
    int r = (by ^ 1) * ROW + square;
    sLo = bbLo[by << 4 | LANCE];
    sHi = bbHi[by << 4 | LANCE];
    if (((RAY_LO[r] & sLo) | (RAY_HI[r] & sHi)) != 0
        && has(sLo, sHi, blocker(by ^ 1, square, occLo, occHi))) {
      return true;
    }
    sLo = bbLo[base | BISHOP] | bbLo[base | HORSE];
    sHi = bbHi[base | BISHOP] | bbHi[base | HORSE];
    if (((DIAG_LO[square] & sLo) | (DIAG_HI[square] & sHi)) != 0) {
      for (int d = 4; d < 8; d++) {
        r = d * ROW + square;
        if (((RAY_LO[r] & sLo) | (RAY_HI[r] & sHi)) != 0
            && has(sLo, sHi, blocker(d, square, occLo, occHi))) {
          return true;
        }
      }
    }
    return false;
  }

  /** Whether the side to move has a king and it is attacked. */
  boolean inCheck() {
    int king = kings[side];
    return king != OFF && attacked(king, side ^ 1);
  }

  /**
   * Finds, for the side to move, the pieces giving check and the pieces pinned to the king, into
   * {@link #checkers}, {@link #targetLo}/{@link #targetHi} and {@link #pinLo}/{@link #pinHi}. Only
   * the rays from the king that hold an enemy slider able to move along them are followed.
   */
  private void analyse() {
    final int us = side;
    final int them = us ^ 1;
    final long[] bbLo = this.bbLo;
    final long[] bbHi = this.bbHi;
    final int king = kings[us];
    long tLo = ~bbLo[us << 4];
    long tHi = ~bbHi[us << 4] & HI_MASK;
    long pLo = 0;
    long pHi = 0;
    int count = 0;
    if (king != OFF) {
      // The checkers, as a set: a dragon or a horse next to the king is found twice.
      int rev = us << 4;
      int base = them << 4;
      int g = GROUPS + 2 * them;
      int i = (rev | PAWN) * ROW + king;
      int j = (rev | KNIGHT) * ROW + king;
      int k = (rev | SILVER) * ROW + king;
      int l = (rev | GOLD) * ROW + king;
      int m = (rev | KING) * ROW + king;
      long cLo =
          (STEP_LO[i] & bbLo[base | PAWN])
              | (STEP_LO[j] & bbLo[base | KNIGHT])
              | (STEP_LO[k] & bbLo[base | SILVER])
              | (STEP_LO[l] & bbLo[g + GOLDS])
              | (STEP_LO[m] & bbLo[g + KINGS]);
      long cHi =
          (STEP_HI[i] & bbHi[base | PAWN])
              | (STEP_HI[j] & bbHi[base | KNIGHT])
              | (STEP_HI[k] & bbHi[base | SILVER])
              | (STEP_HI[l] & bbHi[g + GOLDS])
              | (STEP_HI[m] & bbHi[g + KINGS]);
      long occLo = bbLo[0] | bbLo[16];
      long occHi = bbHi[0] | bbHi[16];
      long orthLo = bbLo[base | ROOK] | bbLo[base | DRAGON];
      long orthHi = bbHi[base | ROOK] | bbHi[base | DRAGON];
      long diagLo = bbLo[base | BISHOP] | bbLo[base | HORSE];
      long diagHi = bbHi[base | BISHOP] | bbHi[base | HORSE];
      long lanceLo = bbLo[base | LANCE];
      long lanceHi = bbHi[base | LANCE];
      int lanceRay = us * ROW + king; // towards the enemy: where its lances come from
      boolean orth =
          ((ORTH_LO[king] & orthLo) | (ORTH_HI[king] & orthHi)) != 0
              || ((RAY_LO[lanceRay] & lanceLo) | (RAY_HI[lanceRay] & lanceHi)) != 0;
      boolean diag = ((DIAG_LO[king] & diagLo) | (DIAG_HI[king] & diagHi)) != 0;
      for (int d = orth ? 0 : 4; d < (diag ? 8 : 4); d++) {
        long sLo = d < 4 ? orthLo : diagLo;
        long sHi = d < 4 ? orthHi : diagHi;
        if (d == us) {
          sLo |= lanceLo;
          sHi |= lanceHi;
        }
        int r = d * ROW + king;
        if (((RAY_LO[r] & sLo) | (RAY_HI[r] & sHi)) == 0) {
          continue;
        }
        int b = blocker(d, king, occLo, occHi);
        if (has(sLo, sHi, b)) {
          cLo |= BIT_LO[b];
          cHi |= BIT_HI[b];
        } else if (cells[b] >> 4 == us) {
          int beyond = blocker(d, b, occLo, occHi);
          if (has(sLo, sHi, beyond)) {
            pLo |= BIT_LO[b];
            pHi |= BIT_HI[b];
          }
        }
      }
      count = Bitboards.count(cLo, cHi);
      if (count == 1) {
        int checker =
            cLo != 0 ? Long.numberOfTrailingZeros(cLo) : 64 + Long.numberOfTrailingZeros(cHi);
        int line = LINE[king * SQUARES + checker];
        if (line != 0) {
          int r = (line - 1) * ROW;
          tLo &= RAY_LO[r + king] ^ RAY_LO[r + checker];
          tHi &= RAY_HI[r + king] ^ RAY_HI[r + checker];
        } else {
          tLo &= cLo;
          tHi &= cHi;
        }
      }
    }
    checkers = count;
    targetLo = tLo;
    targetHi = tHi;
    pinLo = pLo;
    pinHi = pHi;
  }

  /** Whether the piece on s, of the side not to move, is pinned to its king on {@code king}. */
  private boolean pinned(int s, int king, long occLo, long occHi) {
    int line = LINE[king * SQUARES + s];
    if (line == 0) {
      return false;
    }
    int d = line - 1;
    if (blocker(d, king, occLo, occHi) != s) {
      return false;
    }
    int p = cells[blocker(d, s, occLo, occHi)];
    return p >> 4 == side && (SLIDE_ATTACKS[p] >> (d ^ 1) & 1) != 0;
  }

  /**
   * The square where a pawn of the side to move would check the enemy king, or OFF (with no enemy
   * king, NEXT's row of OFF gives OFF). Kept under 35 bytes of bytecode, the size the JIT inlines
   * whatever the call's profile: at 39 bytes, a compilation of the counting made while drops were
   * still rare called it out of line, through code that was still profiling, for the rest of the
   * run.
   */
  private int pawnCheckSquare() {
    int them = side ^ 1;
    return NEXT[them * ROW + kings[them]];
  }

  /**
   * Whether dropping a pawn on the square, which checks the enemy king, leaves the opponent no
   * legal move, worked out without playing the drop: the board is only read. The check is adjacent,
   * so the only answers are a king move (taking the pawn included) and taking the pawn.
   */
  private boolean pawnDropMates(int to) {
    final int us = side;
    final int them = us ^ 1;
    final int[] cells = this.cells;
    final int king = kings[them];
    long occLo = bbLo[0] | bbLo[16] | BIT_LO[to];
    long occHi = bbHi[0] | bbHi[16] | BIT_HI[to];
    long xLo = occLo & ~BIT_LO[king];
    long xHi = occHi & ~BIT_HI[king];
    int i = cells[king] * ROW + king;
    long kLo = STEP_LO[i] & ~bbLo[them << 4];
    long kHi = STEP_HI[i] & ~bbHi[them << 4];
    while ((kLo | kHi) != 0) {
      int t;
      if (kLo != 0) {
        t = Long.numberOfTrailingZeros(kLo);
        kLo &= kLo - 1;
      } else {
        t = 64 + Long.numberOfTrailingZeros(kHi);
        kHi &= kHi - 1;
      }
      if (!attacked(t, us, xLo, xHi)) {
        return false;
      }
    }
    for (int d = 0; d < 8; d++) {
      int s = NEXT[d * ROW + to];
      int p = cells[s];
      if (p >> 4 == them
          && (p & 15) != KING
          && (STEP_ATTACKS[p] >> (d ^ 1) & 1) != 0
          && !pinned(s, king, occLo, occHi)) {
        return false;
      }
      int b = blocker(d, to, occLo, occHi);
      p = cells[b];
      if (b != s
          && p >> 4 == them
          && (SLIDE_ATTACKS[p] >> (d ^ 1) & 1) != 0
          && !pinned(b, king, occLo, occHi)) {
        return false;
      }
    }
    int knight = PieceCodes.code(them, KNIGHT);
    for (int s : KNIGHT_SOURCES[them][to]) {
      if (cells[s] == knight && !pinned(s, king, occLo, occHi)) {
        return false;
      }
    }
    return true;
  }

  // ---- legal moves

  /**
   * Writes the legal moves of the side to move into {@code out} from index 0: the king's moves,
   * then the other pieces' board moves square by square (each piece's steps, then its slides ray by
   * ray outwards, a promotion before the same move unpromoted), then the drops square by square,
   * pawn to rook. Only reads the board.
   *
   * @return how many
   */
  int generate(int[] out) {
    analyse();
    final int us = side;
    final int them = us ^ 1;
    final int[] cells = this.cells;
    final int king = kings[us];
    final long ownLo = bbLo[us << 4];
    final long ownHi = bbHi[us << 4];
    int n = 0;
    if (king != OFF) {
      long xLo = (ownLo | bbLo[them << 4]) & ~BIT_LO[king];
      long xHi = (ownHi | bbHi[them << 4]) & ~BIT_HI[king];
      for (int t : STEPS[cells[king]][king]) {
        int q = cells[t];
        if ((q == EMPTY || q >> 4 == them) && !attacked(t, them, xLo, xHi)) {
          out[n++] = t | king << 7;
        }
      }
    }
    if (checkers > 1) {
      return n;
    }
    long rLo = ownLo & ~BIT_LO[king];
    long rHi = ownHi & ~BIT_HI[king];
    while ((rLo | rHi) != 0) {
      int from;
      if (rLo != 0) {
        from = Long.numberOfTrailingZeros(rLo);
        rLo &= rLo - 1;
      } else {
        from = 64 + Long.numberOfTrailingZeros(rHi);
        rHi &= rHi - 1;
      }
      n = generate(out, n, from);
    }

    // The drops, square by square.
    int inHand = 0; // the types held, four bits each
    for (int type = PieceCodes.ROOK; type >= PAWN; type--) {
      if (hands[us * 8 + type] > 0) {
        inHand = inHand << 4 | type;
      }
    }
    if (inHand == 0) {
      return n;
    }
    int checkSquare = pawnCheckSquare();
    int pawnFiles = this.pawnFiles[us];
    long eLo = ~(bbLo[0] | bbLo[16]) & targetLo;
    long eHi = ~(bbHi[0] | bbHi[16]) & targetHi;
    while ((eLo | eHi) != 0) {
      int to;
      if (eLo != 0) {
        to = Long.numberOfTrailingZeros(eLo);
        eLo &= eLo - 1;
      } else {
        to = 64 + Long.numberOfTrailingZeros(eHi);
        eHi &= eHi - 1;
      }
      int far = Geometry.farRank(us, to);
      for (int types = inHand; types != 0; types >>>= 4) {
        int type = types & 15;
        boolean allowed =
            switch (type) {
              case PAWN ->
                  far > 0
                      && (pawnFiles >> Geometry.column(to) & 1) == 0
                      && !(to == checkSquare && pawnDropMates(to));
              case LANCE -> far > 0;
              case KNIGHT -> far > 1;
              default -> true;
            };
        if (allowed) {
          out[n++] = MoveCodes.drop(type, to);
        }
      }
    }
    return n;
  }

  /** Adds the legal board moves of the piece on {@code from}, after {@link #analyse}. */
  private int generate(int[] out, int n, int from) {
    final int[] cells = this.cells;
    int piece = cells[from];
    int type = piece & 15;
    int us = side;
    long tLo = targetLo;
    long tHi = targetHi;
    if (has(pinLo, pinHi, from)) {
      int king = kings[us];
      int i = (LINE[king * SQUARES + from] - 1) * ROW + king;
      tLo &= RAY_LO[i];
      tHi &= RAY_HI[i];
    }
    for (int t : STEPS[piece][from]) {
      if (has(tLo, tHi, t)) {
        n = add(out, n, us, type, from, t);
      }
    }
    for (int d : SLIDES[piece]) {
      int row = d * ROW;
      for (int t = NEXT[row + from]; t != OFF; t = NEXT[row + t]) {
        if (has(tLo, tHi, t)) {
          n = add(out, n, us, type, from, t);
        }
        if (cells[t] != EMPTY) {
          break;
        }
      }
    }
    return n;
  }

  /** Adds the promoting and non-promoting forms of a board move, as the rules allow. */
  private int add(int[] out, int n, int us, int type, int from, int to) {
    int move = to | from << 7;
    if ((PROMOTABLE >> type & 1) != 0
        && (has(ZONE_LO[us], ZONE_HI[us], from) || has(ZONE_LO[us], ZONE_HI[us], to))) {
      out[n++] = move | MoveCodes.PROMOTION;
      if (!alwaysPromote && has(LIVE_LO[us << 4 | type], LIVE_HI[us << 4 | type], to)) {
        out[n++] = move;
      }
    } else {
      out[n++] = move;
    }
    return n;
  }

  /**
   * The number of legal moves of the side to move, the same as {@link #generate} gives but counted
   * in bulk, a piece's targets at a time, without listing them. Only reads the board.
   */
  int count() {
    analyse();
    final int us = side;
    final int them = us ^ 1;
    final long[] bbLo = this.bbLo;
    final long[] bbHi = this.bbHi;
    final int king = kings[us];
    final long ownLo = bbLo[us << 4];
    final long ownHi = bbHi[us << 4];
    final long occLo = ownLo | bbLo[them << 4];
    final long occHi = ownHi | bbHi[them << 4];
    int n = 0;
    if (king != OFF) {
      int i = cells[king] * ROW + king;
      long kLo = STEP_LO[i] & ~ownLo;
      long kHi = STEP_HI[i] & ~ownHi;
      if ((kLo | kHi) != 0) {
        // What the enemy's stepping pieces attack: only those near the king matter.
        int g = GROUPS + 2 * them;
        int base = them << 4;
        long nLo =
            (bbLo[base | PAWN]
                    | bbLo[base | KNIGHT]
                    | bbLo[base | SILVER]
                    | bbLo[g + GOLDS]
                    | bbLo[g + KINGS])
                & NEAR_LO[king];
        long nHi =
            (bbHi[base | PAWN]
                    | bbHi[base | KNIGHT]
                    | bbHi[base | SILVER]
                    | bbHi[g + GOLDS]
                    | bbHi[g + KINGS])
                & NEAR_HI[king];
        long sLo = 0;
        long sHi = 0;
        while ((nLo | nHi) != 0) {
          int s;
          if (nLo != 0) {
            s = Long.numberOfTrailingZeros(nLo);
            nLo &= nLo - 1;
          } else {
            s = 64 + Long.numberOfTrailingZeros(nHi);
            nHi &= nHi - 1;
          }
          int j = cells[s] * ROW + s;
          sLo |= STEP_LO[j];
          sHi |= STEP_HI[j];
        }
        kLo &= ~sLo;
        kHi &= ~sHi;
        long xLo = occLo & ~BIT_LO[king];
        long xHi = occHi & ~BIT_HI[king];
        // The enemy's sliders: only a target on one of their lines has its rays followed.
        long oLo = bbLo[base | ROOK] | bbLo[base | DRAGON];
        long oHi = bbHi[base | ROOK] | bbHi[base | DRAGON];
        long dLo = bbLo[base | BISHOP] | bbLo[base | HORSE];
        long dHi = bbHi[base | BISHOP] | bbHi[base | HORSE];
        long lLo = bbLo[base | LANCE];
        long lHi = bbHi[base | LANCE];
        while ((kLo | kHi) != 0) {
          int t;
          if (kLo != 0) {
            t = Long.numberOfTrailingZeros(kLo);
            kLo &= kLo - 1;
          } else {
            t = 64 + Long.numberOfTrailingZeros(kHi);
            kHi &= kHi - 1;
          }
          int r = us * ROW + t; // towards the enemy: where its lances come from
          if (((ORTH_LO[t] & oLo)
                      | (ORTH_HI[t] & oHi)
                      | (DIAG_LO[t] & dLo)
                      | (DIAG_HI[t] & dHi)
                      | (RAY_LO[r] & lLo)
                      | (RAY_HI[r] & lHi))
                  == 0
              || !slid(t, them, xLo, xHi)) {
            n++;
          }
        }
      }
    }
    if (checkers > 1) {
      return n;
    }
    final long tLo = targetLo;
    final long tHi = targetHi;
    // The pawns that are not pinned, all at once: one step forwards.
    int pawn = us << 4 | PAWN;
    long pawnsLo = bbLo[pawn] & ~pinLo;
    long pawnsHi = bbHi[pawn] & ~pinHi;
    long aLo;
    long aHi;
    if (us == 0) {
      aLo = pawnsLo >>> 9 | pawnsHi << 55;
      aHi = pawnsHi >>> 9;
    } else {
      aLo = pawnsLo << 9;
      aHi = (pawnsHi << 9 | pawnsLo >>> 55) & HI_MASK;
    }
    aLo &= tLo;
    aHi &= tHi;
    n += Bitboards.count(aLo, aHi);
    if (!alwaysPromote) { // in the zone, short of the last rank, a pawn may also stay unpromoted
      n += Bitboards.count(aLo & ZONE_LO[us] & LIVE_LO[pawn], aHi & ZONE_HI[us] & LIVE_HI[pawn]);
    }
    // The other pieces one by one.
    long rLo = ownLo & ~pawnsLo & ~BIT_LO[king];
    long rHi = ownHi & ~pawnsHi & ~BIT_HI[king];
    final int[] cells = this.cells;
    while ((rLo | rHi) != 0) {
      int from;
      if (rLo != 0) {
        from = Long.numberOfTrailingZeros(rLo);
        rLo &= rLo - 1;
      } else {
        from = 64 + Long.numberOfTrailingZeros(rHi);
        rHi &= rHi - 1;
      }
      int code = cells[from];
      int i = code * ROW + from;
      long mLo = STEP_LO[i];
      long mHi = STEP_HI[i];
      if (SLIDE_ATTACKS[code] != 0) {
        if ((code & 7) == LANCE) {
          int r = us * ROW + from; // forwards: up for sente, down for gote
          int b = us == 0 ? below(r, occLo, occHi) : above(r, occLo, occHi);
          mLo = RAY_LO[r] ^ RAY_LO[r - from + b];
          mHi = RAY_HI[r] ^ RAY_HI[r - from + b];
        } else {
          // a rook's rays (up, down, left, right) and a bishop's (up-left, down-right, up-right,
          // down-left) both go alternately towards lower and higher squares
          int r = ((code & 7) == ROOK ? Geometry.UP : Geometry.UP_LEFT) * ROW + from;
          int b = below(r, occLo, occHi);
          mLo |= RAY_LO[r] ^ RAY_LO[r - from + b];
          mHi |= RAY_HI[r] ^ RAY_HI[r - from + b];
          r += ROW;
          b = above(r, occLo, occHi);
          mLo |= RAY_LO[r] ^ RAY_LO[r - from + b];
          mHi |= RAY_HI[r] ^ RAY_HI[r - from + b];
          r += ROW;
          b = below(r, occLo, occHi);
          mLo |= RAY_LO[r] ^ RAY_LO[r - from + b];
          mHi |= RAY_HI[r] ^ RAY_HI[r - from + b];
          r += ROW;
          b = above(r, occLo, occHi);
          mLo |= RAY_LO[r] ^ RAY_LO[r - from + b];
          mHi |= RAY_HI[r] ^ RAY_HI[r - from + b];
        }
      }
      n += count(code, from, mLo & tLo, mHi & tHi);
    }
    return n + countDrops(occLo, occHi, tLo, tHi);
  }

  /**
   * The number of legal board moves of the piece {@code code} on {@code from} to the targets (aLo,
   * aHi) its moves reach, after {@link #analyse}: a pinned piece keeps those on its line, and a
   * move counts twice where it may promote or not.
   */
  private int count(int code, int from, long aLo, long aHi) {
    final int us = side;
    if (has(pinLo, pinHi, from)) {
      int king = kings[us];
      int j = (LINE[king * SQUARES + from] - 1) * ROW + king;
      aLo &= RAY_LO[j];
      aHi &= RAY_HI[j];
    }
    if ((PROMOTABLE >> (code & 15) & 1) == 0) {
      return Bitboards.count(aLo, aHi);
    }
    long zLo = ZONE_LO[us];
    long zHi = ZONE_HI[us];
    long pLo = aLo;
    long pHi = aHi;
    if (!has(zLo, zHi, from)) {
      pLo &= zLo;
      pHi &= zHi;
      if ((pLo | pHi) == 0) { // no promotion, and no square where the piece could not stay
        return Bitboards.count(aLo, aHi);
      }
    }
    if (alwaysPromote) {
      return Bitboards.count(pLo, pHi) + Bitboards.count(aLo & ~pLo, aHi & ~pHi);
    }
    return Bitboards.count(pLo, pHi) + Bitboards.count(aLo & LIVE_LO[code], aHi & LIVE_HI[code]);
  }

  /** The number of legal drops, after {@link #analyse}. */
  private int countDrops(long occLo, long occHi, long tLo, long tHi) {
    final int us = side;
    final int[] hands = this.hands;
    int h = us * 8;
    if ((hands[h + 1]
            | hands[h + 2]
            | hands[h + 3]
            | hands[h + 4]
            | hands[h + 5]
            | hands[h + 6]
            | hands[h + 7])
        == 0) {
      return 0;
    }
    int n = 0;
    long eLo = ~occLo & tLo;
    long eHi = ~occHi & tHi;
    for (int type = PAWN; type <= PieceCodes.ROOK; type++) {
      if (hands[us * 8 + type] == 0) {
        continue;
      }
      int code = us << 4 | type;
      long mLo = eLo & LIVE_LO[code];
      long mHi = eHi & LIVE_HI[code];
      if (type == PAWN) {
        int files = pawnFiles[us];
        mLo &= ~FILES_LO[files];
        mHi &= ~FILES_HI[files];
        int checkSquare = pawnCheckSquare();
        if (checkSquare != OFF && has(mLo, mHi, checkSquare) && pawnDropMates(checkSquare)) {
          n--;
        }
      }
      n += Bitboards.count(mLo, mHi);
    }
    return n;
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
   * @return the captured piece code, or {@link PieceCodes#EMPTY}, for {@link #unmake}
   */
  int make(int move) {
    hash ^= keys(move);
    return apply(move);
  }

  /** Takes back the last move {@link #make} played, given what it captured. */
  void unmake(int move, int captured) {
    retract(move, captured);
    hash ^= keys(move);
  }

  /**
   * The Zobrist keys that a legal move XORs into the hash, read before it is played (or once it is
   * taken back): side to move, the piece leaving its square or the hand, the piece arriving, and a
   * captured piece moving to the hand.
   */
  private long keys(int move) {
    final int us = side;
    final int to = move & 127;
    int dropped = move >>> 15;
    if (dropped != 0) {
      return Keys.GOTE_TO_MOVE
          ^ Keys.hand(us, dropped, hands[us * 8 + dropped])
          ^ Keys.piece(dropped | us << 4, to);
    }
    int from = move >>> 7 & 127;
    int piece = cells[from];
    int moved = (move & MoveCodes.PROMOTION) != 0 ? piece | PieceCodes.PROMOTION : piece;
    long h = Keys.GOTE_TO_MOVE ^ Keys.piece(piece, from) ^ Keys.piece(moved, to);
    int captured = cells[to];
    if (captured != EMPTY) {
      int type = captured & 7;
      h ^= Keys.piece(captured, to) ^ Keys.hand(us, type, hands[us * 8 + type] + 1);
    }
    return h;
  }

  /** Plays a legal move, the hash left as it is; returns the captured piece code. */
  private int apply(int move) {
    final int us = side;
    final int to = move & 127;
    int captured = EMPTY;
    int dropped = move >>> 15;
    if (dropped != 0) {
      int code = dropped | us << 4;
      hands[us * 8 + dropped]--;
      cells[to] = code;
      flip(code, to);
      if (dropped == PAWN) {
        pawnFiles[us] |= 1 << Geometry.column(to);
      }
    } else {
      int from = move >>> 7 & 127;
      int piece = cells[from];
      captured = cells[to];
      if (captured != EMPTY) {
        int type = captured & 15;
        hands[us * 8 + (type & 7)]++;
        flip(captured, to);
        if (type == PAWN) {
          pawnFiles[us ^ 1] &= ~(1 << Geometry.column(to));
        }
      }
      int moved = piece;
      if ((move & MoveCodes.PROMOTION) != 0) {
        moved = piece | PieceCodes.PROMOTION;
        if ((piece & 15) == PAWN) {
          pawnFiles[us] &= ~(1 << Geometry.column(from));
        }
      }
      cells[from] = EMPTY;
      cells[to] = moved;
      shift(piece, moved, from, to);
      if ((piece & 15) == KING) {
        kings[us] = to;
      }
    }
    side = us ^ 1;
    return captured;
  }

  /** Takes back the last move {@link #apply} played, given what it captured; the hash as is. */
  private void retract(int move, int captured) {
    final int us = side ^ 1;
    final int to = move & 127;
    int dropped = move >>> 15;
    if (dropped != 0) {
      hands[us * 8 + dropped]++;
      cells[to] = EMPTY;
      flip(dropped | us << 4, to);
      if (dropped == PAWN) {
        pawnFiles[us] &= ~(1 << Geometry.column(to));
      }
    } else {
      int from = move >>> 7 & 127;
      int moved = cells[to];
      int piece = moved;
      if ((move & MoveCodes.PROMOTION) != 0) {
        piece = moved & ~PieceCodes.PROMOTION;
        if ((piece & 15) == PAWN) {
          pawnFiles[us] |= 1 << Geometry.column(from);
        }
      }
      cells[to] = captured;
      cells[from] = piece;
      shift(piece, moved, from, to);
      if ((piece & 15) == KING) {
        kings[us] = from;
      }
      if (captured != EMPTY) {
        int type = captured & 15;
        hands[us * 8 + (type & 7)]--;
        flip(captured, to);
        if (type == PAWN) {
          pawnFiles[us ^ 1] |= 1 << Geometry.column(to);
        }
      }
    }
    side = us;
  }

  // ---- perft

  /**
   * The leaves of the legal-move tree, by make and unmake on this board (the hash, which comes back
   * to where it was, is not kept on the way), the last ply counted in bulk by {@link #count}. The
   * move buffers are made as the walk first reaches each ply, so a depth the tree never reaches
   * costs nothing.
   */
  long perft(int depth) {
    if (depth == 0) {
      return 1;
    }
    return perft(depth, new int[Perft.MAX_DEPTH][]); // depth is checked: at most MAX_DEPTH
  }

  private long perft(int depth, int[][] stack) {
    if (depth == 1) {
      return count();
    }
    int[] moves = stack[depth - 1];
    if (moves == null) {
      moves = new int[MAX_MOVES];
      stack[depth - 1] = moves;
    }
    int n = generate(moves);
    long total = 0;
    for (int i = 0; i < n; i++) {
      int move = moves[i];
      int captured = apply(move);
      total += perft(depth - 1, stack);
      retract(move, captured);
    }
    return total;
  }
}
