package io.github.plateau.shogi;

import static io.github.plateau.shogi.Bitboards.HI_MASK;
import static io.github.plateau.shogi.Bitboards.above;
import static io.github.plateau.shogi.Bitboards.below;
import static io.github.plateau.shogi.Bitboards.blocker;
import static io.github.plateau.shogi.Bitboards.first;
import static io.github.plateau.shogi.Bitboards.has;
import static io.github.plateau.shogi.Board.GOLDS;
import static io.github.plateau.shogi.Board.GROUPS;
import static io.github.plateau.shogi.Board.KINGS;
import static io.github.plateau.shogi.Geometry.BIT_HI;
import static io.github.plateau.shogi.Geometry.BIT_LO;
import static io.github.plateau.shogi.Geometry.DIAG_HI;
import static io.github.plateau.shogi.Geometry.DIAG_LO;
import static io.github.plateau.shogi.Geometry.FILES_HI;
import static io.github.plateau.shogi.Geometry.FILES_LO;
import static io.github.plateau.shogi.Geometry.KNIGHT_SOURCES;
import static io.github.plateau.shogi.Geometry.LINE;
import static io.github.plateau.shogi.Geometry.LIVE_HI;
import static io.github.plateau.shogi.Geometry.LIVE_LO;
import static io.github.plateau.shogi.Geometry.NEAR_HI;
import static io.github.plateau.shogi.Geometry.NEAR_LO;
import static io.github.plateau.shogi.Geometry.NEXT;
import static io.github.plateau.shogi.Geometry.OFF;
import static io.github.plateau.shogi.Geometry.ORTH_HI;
import static io.github.plateau.shogi.Geometry.ORTH_LO;
import static io.github.plateau.shogi.Geometry.RAY_HI;
import static io.github.plateau.shogi.Geometry.RAY_LO;
import static io.github.plateau.shogi.Geometry.ROW;
import static io.github.plateau.shogi.Geometry.SLIDES;
import static io.github.plateau.shogi.Geometry.SLIDE_ATTACKS;
import static io.github.plateau.shogi.Geometry.SQUARES;
import static io.github.plateau.shogi.Geometry.STEPS;
import static io.github.plateau.shogi.Geometry.STEP_ATTACKS;
import static io.github.plateau.shogi.Geometry.STEP_HI;
import static io.github.plateau.shogi.Geometry.STEP_LO;
import static io.github.plateau.shogi.Geometry.ZONE_HI;
import static io.github.plateau.shogi.Geometry.ZONE_LO;
import static io.github.plateau.shogi.PieceCodes.BISHOP;
import static io.github.plateau.shogi.PieceCodes.DRAGON;
import static io.github.plateau.shogi.PieceCodes.EMPTY;
import static io.github.plateau.shogi.PieceCodes.HORSE;
import static io.github.plateau.shogi.PieceCodes.KING;
import static io.github.plateau.shogi.PieceCodes.KNIGHT;
import static io.github.plateau.shogi.PieceCodes.LANCE;
import static io.github.plateau.shogi.PieceCodes.PAWN;
import static io.github.plateau.shogi.PieceCodes.ROOK;
import static io.github.plateau.shogi.PieceCodes.SILVER;

import io.github.plateau.core.Perft;

/**
 * The legal moves of the side to move on a {@link Board}: {@link #generate} lists them and {@link
 * #count} counts them, and {@link #perft} walks their tree. Both first find the checkers and the
 * pinned pieces from the king outwards, so that no move has to be played to be tested. A pawn drop
 * that checks may be a forbidden pawn-drop mate: its answers are worked out on the board as it
 * stands. Only perft changes the board (and puts it back).
 *
 * <p>One class, longer than most: listing and counting share the analysis of the king and the rules
 * of promotion and drops, and the hot path keeps them as static tables read in plain loops, with no
 * call that the JIT could not inline. Not thread-safe: what the analysis finds is kept in fields,
 * for the generate or count that called it. Make one for each board and thread.
 */
final class LegalMoves {
  /** More than the most legal moves any shogi position has (593). */
  static final int MAX_MOVES = 600;

  /** The piece types that may promote, a bit each. */
  private static final int PROMOTABLE =
      1 << PAWN | 1 << LANCE | 1 << KNIGHT | 1 << SILVER | 1 << BISHOP | 1 << ROOK;

  private final Board board;

  // What analyse() found for the side to move, for the generate() or count() that called it.
  private int checkers; // 0, 1 or 2 pieces giving check
  private long targetLo; // where a board move other than the king's may go: not on an own
  private long targetHi; // piece, and answering the check if there is one
  private long pinLo; // the pieces pinned to the king
  private long pinHi;
  // The enemy's sliders, when the side to move has a king: rooks and dragons, bishops and horses,
  // lances, for the king's moves that count() tests.
  private long orthLo;
  private long orthHi;
  private long diagLo;
  private long diagHi;
  private long lanceLo;
  private long lanceHi;
  // By piece code, where a piece of the side to move would attack the enemy king from, for the
  // codes of checkKnown's bits (worked out once per moves() call); by type, for checkingDrops().
  private final long[] checkLo = new long[33];
  private final long[] checkHi = new long[33];
  private long checkKnown;
  private final long[] dropLo = new long[8];
  private final long[] dropHi = new long[8];

  /** The legal moves of a board, read as it stands at each call. */
  LegalMoves(Board board) {
    this.board = board;
  }

  /**
   * Finds, for the side to move, the pieces giving check and the pieces pinned to the king, into
   * {@link #checkers}, {@link #targetLo}/{@link #targetHi} and {@link #pinLo}/{@link #pinHi}. Only
   * the rays from the king that hold an enemy slider able to move along them are followed.
   */
  private void analyse() {
    final int us = board.side;
    final int them = us ^ 1;
    final long[] bbLo = board.bbLo;
    final long[] bbHi = board.bbHi;
    final int king = board.kings[us];
    long tLo = ~bbLo[us << 4];
    long tHi = ~bbHi[us << 4] & HI_MASK;
    long pLo = 0;
    long pHi = 0;
    int count = 0;
    if (king != OFF) {
      // The checkers, as a set: a dragon or a horse next to the king is found twice.
      long cLo = Attacks.stepperLo(board, king, them);
      long cHi = Attacks.stepperHi(board, king, them);
      int base = them << 4;
      long occLo = bbLo[0] | bbLo[16];
      long occHi = bbHi[0] | bbHi[16];
      long orthLo = this.orthLo = bbLo[base | ROOK] | bbLo[base | DRAGON];
      long orthHi = this.orthHi = bbHi[base | ROOK] | bbHi[base | DRAGON];
      long diagLo = this.diagLo = bbLo[base | BISHOP] | bbLo[base | HORSE];
      long diagHi = this.diagHi = bbHi[base | BISHOP] | bbHi[base | HORSE];
      long lanceLo = this.lanceLo = bbLo[base | LANCE];
      long lanceHi = this.lanceHi = bbHi[base | LANCE];
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
        } else if (board.cells[b] >> 4 == us) {
          int beyond = blocker(d, b, occLo, occHi);
          if (has(sLo, sHi, beyond)) {
            pLo |= BIT_LO[b];
            pHi |= BIT_HI[b];
          }
        }
      }
      count = Bitboards.count(cLo, cHi);
      if (count == 1) {
        int checker = first(cLo, cHi);
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
    int p = board.cells[blocker(d, s, occLo, occHi)];
    return p >> 4 == board.side && (SLIDE_ATTACKS[p] >> (d ^ 1) & 1) != 0;
  }

  /**
   * The square where a pawn of the side to move would check the enemy king, or OFF (with no enemy
   * king, NEXT's row of OFF gives OFF). Kept under 35 bytes of bytecode, the size the JIT inlines
   * whatever the call's profile: at 39 bytes, a compilation of the counting made while drops were
   * still rare called it out of line, through code that was still profiling, for the rest of the
   * run.
   */
  private int pawnCheckSquare() {
    int them = board.side ^ 1;
    return NEXT[them * ROW + board.kings[them]];
  }

  /**
   * Whether dropping a pawn on the square, which checks the enemy king, leaves the opponent no
   * legal move, worked out without playing the drop: the board is only read. The check is adjacent,
   * so the only answers are a king move (taking the pawn included) and taking the pawn.
   */
  private boolean pawnDropMates(int to) {
    final int us = board.side;
    final int them = us ^ 1;
    final int[] cells = board.cells;
    final int king = board.kings[them];
    long occLo = board.bbLo[0] | board.bbLo[16] | BIT_LO[to];
    long occHi = board.bbHi[0] | board.bbHi[16] | BIT_HI[to];
    long xLo = occLo & ~BIT_LO[king];
    long xHi = occHi & ~BIT_HI[king];
    int i = cells[king] * ROW + king;
    long kLo = STEP_LO[i] & ~board.bbLo[them << 4];
    long kHi = STEP_HI[i] & ~board.bbHi[them << 4];
    while ((kLo | kHi) != 0) {
      int t = first(kLo, kHi);
      kLo ^= BIT_LO[t];
      kHi ^= BIT_HI[t];
      if (!Attacks.attacked(board, t, us, xLo, xHi)) {
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
    return moves(out, false);
  }

  /**
   * Writes into {@code out} from index 0 the legal moves of the side to move that may give check,
   * in {@link #generate}'s order: the moves of a piece that stands on a line through the enemy king
   * (which may open a line onto it), the other pieces' moves to the squares from which they, or
   * they promoted, would attack the king, and the drops that check, each found by where the enemy's
   * same piece, standing on the king, would step or slide to. A mate search's attacker mostly has a
   * few checks among a hundred board moves, and with many pieces in hand hundreds of drops. A
   * superset: {@link Checks} tells which of them check. Only reads the board.
   *
   * @return how many
   */
  int generateCheckCandidates(int[] out) {
    return moves(out, true);
  }

  /**
   * The king's moves, the other board moves, then the drops, or only the moves that may check: one
   * method, as large as the JIT compiles apart, so that a caller that inlines {@link #generate}
   * stays small.
   */
  private int moves(int[] out, boolean checksOnly) {
    analyse();
    final int us = board.side;
    final int them = us ^ 1;
    final int[] cells = board.cells;
    final int king = board.kings[us];
    final long ownLo = board.bbLo[us << 4];
    final long ownHi = board.bbHi[us << 4];
    final int enemyKing = board.kings[them];
    // Moves are narrowed to the squares that attack the enemy king unless it is already attacked,
    // as it never is in play (then every move checks), or missing (then none does).
    final boolean narrow =
        checksOnly
            && (enemyKing == OFF
                || (Attacks.stepperLo(board, enemyKing, us)
                        | Attacks.stepperHi(board, enemyKing, us))
                    == 0);
    final long lineLo = narrow ? ORTH_LO[enemyKing] | DIAG_LO[enemyKing] : -1L;
    final long lineHi = narrow ? ORTH_HI[enemyKing] | DIAG_HI[enemyKing] : -1L;
    checkKnown = 0;
    int n = 0;
    if (king != OFF && has(lineLo, lineHi, king)) {
      long xLo = (ownLo | board.bbLo[them << 4]) & ~BIT_LO[king];
      long xHi = (ownHi | board.bbHi[them << 4]) & ~BIT_HI[king];
      for (int t : STEPS[cells[king]][king]) {
        int q = cells[t];
        if ((q == EMPTY || q >> 4 == them) && !Attacks.attacked(board, t, them, xLo, xHi)) {
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
      int from = first(rLo, rHi);
      rLo ^= BIT_LO[from];
      rHi ^= BIT_HI[from];
      if (has(lineLo, lineHi, from)) {
        n = generate(out, n, from, -1L, -1L);
      } else {
        int piece = cells[from];
        checkSquares(piece, enemyKing);
        long mLo = checkLo[piece];
        long mHi = checkHi[piece];
        if ((PROMOTABLE >> (piece & 15) & 1) != 0) {
          checkSquares(piece | PieceCodes.PROMOTION, enemyKing);
          mLo |= checkLo[piece | PieceCodes.PROMOTION];
          mHi |= checkHi[piece | PieceCodes.PROMOTION];
        }
        n = generate(out, n, from, mLo, mHi);
      }
    }
    return narrow ? checkingDrops(out, n, enemyKing) : drops(out, n); // narrow: checks only
  }

  /**
   * Works out, once per {@link #moves} call, the squares from which a piece of the side to move
   * would attack the enemy king on {@code king}: where the enemy's same piece, standing on the
   * king, would step or slide to, the first piece on each slide included (a capture there checks).
   * The steps of the two colours mirror each other.
   */
  private void checkSquares(int piece, int king) {
    if ((checkKnown >>> piece & 1) != 0) {
      return;
    }
    final long occLo = board.bbLo[0] | board.bbLo[16];
    final long occHi = board.bbHi[0] | board.bbHi[16];
    int mirror = piece ^ 16;
    long cLo = STEP_LO[mirror * ROW + king];
    long cHi = STEP_HI[mirror * ROW + king];
    for (int d : SLIDES[mirror]) {
      int b = blocker(d, king, occLo, occHi);
      cLo |= (RAY_LO[d * ROW + king] & ~RAY_LO[d * ROW + b]) | BIT_LO[b];
      cHi |= (RAY_HI[d * ROW + king] & ~RAY_HI[d * ROW + b]) | BIT_HI[b];
    }
    checkLo[piece] = cLo;
    checkHi[piece] = cHi;
    checkKnown |= 1L << piece;
  }

  /** The types the side to move holds, four bits each, the pawn's lowest; 0 for none. */
  private int typesInHand() {
    int us = board.side;
    int inHand = 0;
    for (int type = PieceCodes.ROOK; type >= PAWN; type--) {
      if (board.hands[us * 8 + type] > 0) {
        inHand = inHand << 4 | type;
      }
    }
    return inHand;
  }

  /** Adds the drops, square by square, pawn to rook on each, after {@link #analyse}. */
  private int drops(int[] out, int n) {
    int inHand = typesInHand();
    if (inHand == 0) {
      return n;
    }
    long eLo = ~(board.bbLo[0] | board.bbLo[16]) & targetLo;
    long eHi = ~(board.bbHi[0] | board.bbHi[16]) & targetHi;
    return drops(out, n, inHand, eLo, eHi, ANYWHERE, ANYWHERE);
  }

  /** Every square, for each piece type: where {@link #drops} lets every type go. */
  private static final long[] ANYWHERE = {-1, -1, -1, -1, -1, -1, -1, -1};

  /**
   * Adds the drops of the types of {@code inHand} on the empty squares {@code e} that answer any
   * check, square by square, pawn to rook on each, each type {@code t} only on the squares of
   * {@code lo[t]} and {@code hi[t]}.
   */
  private int drops(int[] out, int n, int inHand, long eLo, long eHi, long[] lo, long[] hi) {
    final int us = board.side;
    int checkSquare = pawnCheckSquare();
    int files = board.pawnFiles[us];
    while ((eLo | eHi) != 0) {
      int to = first(eLo, eHi);
      eLo ^= BIT_LO[to];
      eHi ^= BIT_HI[to];
      for (int types = inHand; types != 0; types >>>= 4) {
        int type = types & 15;
        if (has(lo[type], hi[type], to) && mayDrop(us, type, to, files, checkSquare)) {
          out[n++] = MoveCodes.drop(type, to);
        }
      }
    }
    return n;
  }

  /**
   * Adds the drops that check the enemy king on {@code king}, in {@link #drops}' order, after
   * {@link #analyse}: each type only on its {@link #checkSquares}.
   */
  private int checkingDrops(int[] out, int n, int king) {
    int inHand = typesInHand();
    if (inHand == 0) {
      return n;
    }
    final int us = board.side;
    long uLo = 0;
    long uHi = 0;
    for (int types = inHand; types != 0; types >>>= 4) {
      int type = types & 15;
      int piece = PieceCodes.code(us, type);
      checkSquares(piece, king);
      dropLo[type] = checkLo[piece];
      dropHi[type] = checkHi[piece];
      uLo |= checkLo[piece];
      uHi |= checkHi[piece];
    }
    long eLo = ~(board.bbLo[0] | board.bbLo[16]) & targetLo & uLo;
    long eHi = ~(board.bbHi[0] | board.bbHi[16]) & targetHi & uHi;
    return drops(out, n, inHand, eLo, eHi, dropLo, dropHi);
  }

  /**
   * Adds the legal board moves of the piece on {@code from} to the squares of {@code mLo} and
   * {@code mHi}, after {@link #analyse}.
   */
  private int generate(int[] out, int n, int from, long mLo, long mHi) {
    final int[] cells = board.cells;
    int piece = cells[from];
    int type = piece & 15;
    int us = board.side;
    long tLo = targetLo & mLo;
    long tHi = targetHi & mHi;
    if (has(pinLo, pinHi, from)) {
      int king = board.kings[us];
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

  /**
   * Writes the legal moves of the side to move that take an enemy piece into {@code out} from index
   * 0, in the order of {@link #generate(int[])}: the king's captures, then each piece's with the
   * targets narrowed to the enemy's pieces; no drop. Only reads the board. Written apart from
   * {@code generate}, whose hot path a shared flag made perft much slower.
   *
   * @return how many
   */
  int generateCaptures(int[] out) {
    analyse();
    final int us = board.side;
    final int them = us ^ 1;
    final int king = board.kings[us];
    final long enemyLo = board.bbLo[them << 4];
    final long enemyHi = board.bbHi[them << 4];
    int n = 0;
    if (king != OFF) {
      long xLo = (board.bbLo[us << 4] | enemyLo) & ~BIT_LO[king];
      long xHi = (board.bbHi[us << 4] | enemyHi) & ~BIT_HI[king];
      for (int t : STEPS[board.cells[king]][king]) {
        if (has(enemyLo, enemyHi, t) && !Attacks.attacked(board, t, them, xLo, xHi)) {
          out[n++] = t | king << 7;
        }
      }
    }
    if (checkers > 1) {
      return n;
    }
    long tLo = targetLo &= enemyLo;
    long tHi = targetHi &= enemyHi;
    // An unpinned pawn captures only if its one step lands on a target: those from which it would
    // are the targets shifted one rank back. The other unpinned pawns are passed over at once.
    int pawn = us << 4 | PAWN;
    long idleLo = board.bbLo[pawn] & ~pinLo;
    long idleHi = board.bbHi[pawn] & ~pinHi;
    if (us == 0) {
      idleLo &= ~(tLo << 9);
      idleHi &= ~(tHi << 9 | tLo >>> 55);
    } else {
      idleLo &= ~(tLo >>> 9 | tHi << 55);
      idleHi &= ~(tHi >>> 9);
    }
    long rLo = board.bbLo[us << 4] & ~BIT_LO[king] & ~idleLo;
    long rHi = board.bbHi[us << 4] & ~BIT_HI[king] & ~idleHi;
    long occLo = board.bbLo[0] | board.bbLo[16];
    long occHi = board.bbHi[0] | board.bbHi[16];
    while ((rLo | rHi) != 0) {
      int from = first(rLo, rHi);
      rLo ^= BIT_LO[from];
      rHi ^= BIT_HI[from];
      n = captures(out, n, from, occLo, occHi);
    }
    return n;
  }

  /**
   * Adds the legal captures of the piece on {@code from}, in the order of {@link #generate(int[],
   * int, int)}, once the targets are narrowed to enemy pieces: a piece whose steps reach none is
   * passed over, and a slide can only take its first piece.
   */
  private int captures(int[] out, int n, int from, long occLo, long occHi) {
    int piece = board.cells[from];
    int type = piece & 15;
    int us = board.side;
    long tLo = targetLo;
    long tHi = targetHi;
    if (has(pinLo, pinHi, from)) {
      int king = board.kings[us];
      int ray = (LINE[king * SQUARES + from] - 1) * ROW + king;
      tLo &= RAY_LO[ray];
      tHi &= RAY_HI[ray];
    }
    int i = piece * ROW + from;
    long sLo = STEP_LO[i] & tLo;
    long sHi = STEP_HI[i] & tHi;
    if ((sLo | sHi) != 0) {
      if (Bitboards.count(sLo, sHi) == 1) { // the usual single capture: no order to keep
        n = add(out, n, us, type, from, first(sLo, sHi));
      } else {
        for (int t : STEPS[piece][from]) {
          if (has(sLo, sHi, t)) {
            n = add(out, n, us, type, from, t);
          }
        }
      }
    }
    for (int d : SLIDES[piece]) {
      int r = d * ROW + from;
      if (((RAY_LO[r] & tLo) | (RAY_HI[r] & tHi)) != 0) { // a target on the ray: is it the first?
        int t = blocker(d, from, occLo, occHi);
        if (has(tLo, tHi, t)) {
          n = add(out, n, us, type, from, t);
        }
      }
    }
    return n;
  }

  /** Adds the promoting and non-promoting forms of a board move, as the rules allow. */
  private int add(int[] out, int n, int us, int type, int from, int to) {
    int move = to | from << 7;
    if (mayPromote(us, type, from, to)) {
      out[n++] = move | MoveCodes.PROMOTION;
      if (mayStayUnpromoted(us, type, to)) {
        out[n++] = move;
      }
    } else {
      out[n++] = move;
    }
    return n;
  }

  /** Whether a board move of a piece type may promote: a promotable piece in or into the zone. */
  static boolean mayPromote(int us, int type, int from, int to) {
    return (PROMOTABLE >> type & 1) != 0
        && (has(ZONE_LO[us], ZONE_HI[us], from) || has(ZONE_LO[us], ZONE_HI[us], to));
  }

  /**
   * Whether a move that may promote may also not: unless the rules always promote, where the piece
   * can still move.
   */
  private boolean mayStayUnpromoted(int us, int type, int to) {
    return !board.alwaysPromote && has(LIVE_LO[us << 4 | type], LIVE_HI[us << 4 | type], to);
  }

  /**
   * The number of legal moves of the side to move, the same as {@link #generate} gives but counted
   * in bulk, a piece's targets at a time, without listing them. Only reads the board.
   */
  int count() {
    analyse();
    final int us = board.side;
    final int them = us ^ 1;
    final long[] bbLo = board.bbLo;
    final long[] bbHi = board.bbHi;
    final int king = board.kings[us];
    final long ownLo = bbLo[us << 4];
    final long ownHi = bbHi[us << 4];
    final long occLo = ownLo | bbLo[them << 4];
    final long occHi = ownHi | bbHi[them << 4];
    int n = 0;
    if (king != OFF) {
      int i = board.cells[king] * ROW + king;
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
          int s = first(nLo, nHi);
          nLo ^= BIT_LO[s];
          nHi ^= BIT_HI[s];
          int j = board.cells[s] * ROW + s;
          sLo |= STEP_LO[j];
          sHi |= STEP_HI[j];
        }
        kLo &= ~sLo;
        kHi &= ~sHi;
        long xLo = occLo & ~BIT_LO[king];
        long xHi = occHi & ~BIT_HI[king];
        // The enemy's sliders, as analyse() found them: only a target on one of their lines has
        // its rays followed.
        while ((kLo | kHi) != 0) {
          int t = first(kLo, kHi);
          kLo ^= BIT_LO[t];
          kHi ^= BIT_HI[t];
          int r = us * ROW + t; // towards the enemy: where its lances come from
          if (((ORTH_LO[t] & orthLo)
                      | (ORTH_HI[t] & orthHi)
                      | (DIAG_LO[t] & diagLo)
                      | (DIAG_HI[t] & diagHi)
                      | (RAY_LO[r] & lanceLo)
                      | (RAY_HI[r] & lanceHi))
                  == 0
              || !Attacks.slid(board, t, them, xLo, xHi)) {
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
    if (!board
        .alwaysPromote) { // in the zone, short of the last rank, a pawn may also stay unpromoted
      n += Bitboards.count(aLo & ZONE_LO[us] & LIVE_LO[pawn], aHi & ZONE_HI[us] & LIVE_HI[pawn]);
    }
    // The other pieces one by one.
    long rLo = ownLo & ~pawnsLo & ~BIT_LO[king];
    long rHi = ownHi & ~pawnsHi & ~BIT_HI[king];
    final int[] cells = board.cells;
    while ((rLo | rHi) != 0) {
      int from = first(rLo, rHi);
      rLo ^= BIT_LO[from];
      rHi ^= BIT_HI[from];
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
    final int us = board.side;
    if (has(pinLo, pinHi, from)) {
      int king = board.kings[us];
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
    if (board.alwaysPromote) {
      return Bitboards.count(pLo, pHi) + Bitboards.count(aLo & ~pLo, aHi & ~pHi);
    }
    return Bitboards.count(pLo, pHi) + Bitboards.count(aLo & LIVE_LO[code], aHi & LIVE_HI[code]);
  }

  /** The number of legal drops, after {@link #analyse}. */
  private int countDrops(long occLo, long occHi, long tLo, long tHi) {
    final int us = board.side;
    final int[] hands = board.hands;
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
        int files = board.pawnFiles[us];
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

  // ---- whether there is a move

  /**
   * Whether the side to move has a legal move: the same as {@code count() > 0}, but stopping at the
   * first one found. The cheap sets come first (pawn steps in bulk, pieces held in hand that may be
   * dropped anywhere), then each piece's reach, then the king's steps, which cost an attack test
   * each, and last the pawn drops, which may need the drop-mate test. Only reads the board and
   * allocates nothing.
   */
  boolean any() {
    analyse();
    final int us = board.side;
    final int them = us ^ 1;
    final long[] bbLo = board.bbLo;
    final long[] bbHi = board.bbHi;
    final int king = board.kings[us];
    final long ownLo = bbLo[us << 4];
    final long ownHi = bbHi[us << 4];
    final long occLo = ownLo | bbLo[them << 4];
    final long occHi = ownHi | bbHi[them << 4];
    if (checkers <= 1) {
      final long tLo = targetLo;
      final long tHi = targetHi;
      // The pawns that are not pinned, all at once: one step forwards, always a move (promoting
      // where the pawn could not stay).
      int pawn = us << 4 | PAWN;
      long pawnsLo = bbLo[pawn] & ~pinLo;
      long pawnsHi = bbHi[pawn] & ~pinHi;
      long aLo = us == 0 ? pawnsLo >>> 9 | pawnsHi << 55 : pawnsLo << 9;
      long aHi = us == 0 ? pawnsHi >>> 9 : (pawnsHi << 9 | pawnsLo >>> 55) & HI_MASK;
      if (((aLo & tLo) | (aHi & tHi)) != 0) {
        return true;
      }
      // Drops other than the pawn's: any empty target where the piece can stay.
      long eLo = ~occLo & tLo;
      long eHi = ~occHi & tHi & HI_MASK;
      final int[] hands = board.hands;
      for (int type = LANCE; type <= ROOK; type++) {
        int code = us << 4 | type;
        if (hands[us * 8 + type] > 0 && ((eLo & LIVE_LO[code]) | (eHi & LIVE_HI[code])) != 0) {
          return true;
        }
      }
      // The other pieces one by one: a target in reach is at least one move, since a move that
      // may not stay unpromoted promotes.
      long rLo = ownLo & ~pawnsLo & ~BIT_LO[king];
      long rHi = ownHi & ~pawnsHi & ~BIT_HI[king];
      while ((rLo | rHi) != 0) {
        int from = first(rLo, rHi);
        rLo ^= BIT_LO[from];
        rHi ^= BIT_HI[from];
        if (reaches(from, king, occLo, occHi, tLo, tHi)) {
          return true;
        }
      }
      if (kingMoves(us, king, occLo, occHi)) {
        return true;
      }
      // The pawn drops: not on a file holding an own unpromoted pawn, nor a drop that mates.
      if (hands[us * 8 + PAWN] > 0) {
        int files = board.pawnFiles[us];
        long mLo = eLo & LIVE_LO[pawn] & ~FILES_LO[files];
        long mHi = eHi & LIVE_HI[pawn] & ~FILES_HI[files];
        int checkSquare = pawnCheckSquare();
        if (checkSquare != OFF && has(mLo, mHi, checkSquare)) {
          mLo &= ~BIT_LO[checkSquare];
          mHi &= ~BIT_HI[checkSquare];
          if ((mLo | mHi) == 0 && !pawnDropMates(checkSquare)) {
            return true;
          }
        }
        return (mLo | mHi) != 0;
      }
      return false;
    }
    return kingMoves(us, king, occLo, occHi);
  }

  /**
   * Whether the piece on {@code from}, of the side to move, reaches a target (tLo, tHi), kept to
   * its line if pinned, after {@link #analyse}.
   */
  private boolean reaches(int from, int king, long occLo, long occHi, long tLo, long tHi) {
    int code = board.cells[from];
    if (has(pinLo, pinHi, from)) {
      int j = (LINE[king * SQUARES + from] - 1) * ROW + king;
      tLo &= RAY_LO[j];
      tHi &= RAY_HI[j];
    }
    int i = code * ROW + from;
    if (((STEP_LO[i] & tLo) | (STEP_HI[i] & tHi)) != 0) {
      return true;
    }
    for (int d : SLIDES[code]) {
      int b = blocker(d, from, occLo, occHi);
      int r = d * ROW;
      if ((((RAY_LO[r + from] ^ RAY_LO[r + b]) & tLo) | ((RAY_HI[r + from] ^ RAY_HI[r + b]) & tHi))
          != 0) {
        return true;
      }
    }
    return false;
  }

  /** Whether the king of the side to move, if it has one, may step to a square not attacked. */
  private boolean kingMoves(int us, int king, long occLo, long occHi) {
    if (king == OFF) {
      return false;
    }
    int them = us ^ 1;
    long xLo = occLo & ~BIT_LO[king];
    long xHi = occHi & ~BIT_HI[king];
    int i = board.cells[king] * ROW + king;
    long kLo = STEP_LO[i] & ~board.bbLo[us << 4];
    long kHi = STEP_HI[i] & ~board.bbHi[us << 4];
    while ((kLo | kHi) != 0) {
      int t = first(kLo, kHi);
      kLo ^= BIT_LO[t];
      kHi ^= BIT_HI[t];
      if (!Attacks.attacked(board, t, them, xLo, xHi)) {
        return true;
      }
    }
    return false;
  }

  // ---- whether one move is legal

  /**
   * Whether a move code is one of those {@link #generate} lists, told without listing them: the
   * king steps to a square not attacked; another piece of the side to move reaches the destination
   * by a step or an open slide, onto a square that answers the check if there is one, along its
   * line if pinned, and promotes or not as the rules allow; a drop is of a piece held, on an empty
   * square that answers the check, where the piece can move again, and a pawn's is not on a file
   * holding an own unpromoted pawn nor a pawn-drop mate. Any int may be asked: one that is no
   * move's code is not legal. Only reads the board and allocates nothing.
   */
  boolean isLegal(int code) {
    if (!MoveCodes.isValid(code)) {
      return false;
    }
    final int us = board.side;
    final int to = code & 127;
    final int dropped = code >>> 15;
    if (dropped != 0) {
      return isLegalDrop(us, dropped, to);
    }
    final int[] cells = board.cells;
    final int from = code >>> 7 & 127;
    final int piece = cells[from];
    final int captured = cells[to];
    if (piece == EMPTY || piece >> 4 != us || captured != EMPTY && captured >> 4 == us) {
      return false;
    }
    final int king = board.kings[us];
    if (from == king) {
      // The king's steps, listed whatever the checks, as generate() lists them.
      if ((code & MoveCodes.PROMOTION) != 0 || !stepsTo(piece, from, to)) {
        return false;
      }
      int them = us ^ 1;
      long xLo = (board.bbLo[0] | board.bbLo[16]) & ~BIT_LO[king];
      long xHi = (board.bbHi[0] | board.bbHi[16]) & ~BIT_HI[king];
      return !Attacks.attacked(board, to, them, xLo, xHi);
    }
    analyse();
    if (checkers > 1) {
      return false;
    }
    long tLo = targetLo;
    long tHi = targetHi;
    if (has(pinLo, pinHi, from)) {
      int i = (LINE[king * SQUARES + from] - 1) * ROW + king;
      tLo &= RAY_LO[i];
      tHi &= RAY_HI[i];
    }
    if (!has(tLo, tHi, to) || !reachable(piece, from, to)) {
      return false;
    }
    // The forms add() writes for this move.
    int type = piece & 15;
    if (mayPromote(us, type, from, to)) {
      return (code & MoveCodes.PROMOTION) != 0 || mayStayUnpromoted(us, type, to);
    }
    return (code & MoveCodes.PROMOTION) == 0;
  }

  /** Whether a piece code on {@code from} steps (or jumps) to {@code to}. */
  private static boolean stepsTo(int piece, int from, int to) {
    int i = piece * ROW + from;
    return has(STEP_LO[i], STEP_HI[i], to);
  }

  /** Whether the piece on {@code from} reaches {@code to} by a step or an unblocked slide. */
  private boolean reachable(int piece, int from, int to) {
    if (stepsTo(piece, from, to)) {
      return true;
    }
    int line = LINE[from * SQUARES + to];
    int d = line - 1;
    if (line == 0 || (SLIDE_ATTACKS[piece] >> d & 1) == 0) {
      return false;
    }
    // open if the first piece along the ray stands on the destination or beyond it (rays of odd
    // directions run to higher squares)
    int b = blocker(d, from, board.bbLo[0] | board.bbLo[16], board.bbHi[0] | board.bbHi[16]);
    return b == to || b == OFF || ((d & 1) != 0 ? b > to : b < to);
  }

  /** Whether dropping a piece of a type 1 to 7 on {@code to} is legal, as generate() tells. */
  private boolean isLegalDrop(int us, int type, int to) {
    if (board.hands[us * 8 + type] == 0 || board.cells[to] != EMPTY) {
      return false;
    }
    analyse();
    if (checkers > 1 || !has(targetLo, targetHi, to)) {
      return false;
    }
    return mayDrop(us, type, to, board.pawnFiles[us], pawnCheckSquare());
  }

  /**
   * Whether a piece type held may be dropped on an empty square that answers any check: where it
   * can move again, and a pawn not on a file of {@code pawnFiles} (the files holding an own
   * unpromoted pawn) nor mating on {@code checkSquare} (where a pawn would give check).
   */
  private boolean mayDrop(int us, int type, int to, int pawnFiles, int checkSquare) {
    int far = Geometry.farRank(us, to);
    return switch (type) {
      case PAWN ->
          far > 0
              && (pawnFiles >> Geometry.column(to) & 1) == 0
              && !(to == checkSquare && pawnDropMates(to));
      case LANCE -> far > 0;
      case KNIGHT -> far > 1;
      default -> true;
    };
  }

  // ---- perft

  /**
   * The leaves of the legal-move tree, by make and unmake on the board (the hash, which comes back
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
      int captured = MakeUnmake.apply(board, move);
      total += perft(depth - 1, stack);
      MakeUnmake.retract(board, move, captured);
    }
    return total;
  }
}
