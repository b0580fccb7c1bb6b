package io.github.plateau.shogi;

import static com.google.common.base.Preconditions.checkArgument;
import static io.github.plateau.shogi.Geometry.BIT_HI;
import static io.github.plateau.shogi.Geometry.BIT_LO;
import static io.github.plateau.shogi.Geometry.NEIGHBOR;
import static io.github.plateau.shogi.Geometry.OFF;
import static io.github.plateau.shogi.Geometry.SLIDES;
import static io.github.plateau.shogi.Geometry.SQUARES;
import static io.github.plateau.shogi.Geometry.STEPS;
import static io.github.plateau.shogi.PieceCodes.EMPTY;
import static io.github.plateau.shogi.PieceCodes.KING;
import static io.github.plateau.shogi.PieceCodes.PAWN;
import static io.github.plateau.shogi.PieceCodes.WALL;

import java.util.Arrays;
import java.util.Optional;

/**
 * The state of a shogi board, as the generator reads it: a mailbox of 81 squares (plus the
 * off-board sentinel), the same pieces as sets of squares by piece code and by color ({@link
 * Bitboards}), the hands, the side to move, the king squares, the files holding an unpromoted pawn
 * (for nifu) and the Zobrist hash. Fields are read and written directly by the classes that work on
 * it, so that the hot path is plain field access: {@link Attacks} tells what is attacked, {@link
 * LegalMoves} lists and counts the legal moves, {@link MakeUnmake} plays and takes back moves.
 * Positions keep a board they never change and work on copies; a {@link ShogiSearchBoard} owns one.
 */
final class Board {
  /**
   * The groups of pieces whose squares the board keeps as sets besides each piece code's, at index
   * {@code GROUPS + 2 * color + group} of its arrays: the pieces that step like a gold, and those
   * that step like a king (king, horse, dragon).
   */
  static final int GROUPS = 32;

  static final int GOLDS = 0;
  static final int KINGS = 1;

  /** The index of a set nothing reads: where a piece code in no group files. */
  static final int NO_GROUP = GROUPS + 4;

  /** The size of the board's arrays of sets. */
  static final int SETS = NO_GROUP + 1;

  /** {@code GROUP[code]}: the group set a piece code is kept in. */
  static final int[] GROUP = new int[33];

  static {
    Arrays.fill(GROUP, NO_GROUP);
    for (int color = 0; color < 2; color++) {
      int base = GROUPS + 2 * color;
      for (int type :
          new int[] {
            PieceCodes.GOLD,
            PieceCodes.TOKIN,
            PieceCodes.PROMOTED_LANCE,
            PieceCodes.PROMOTED_KNIGHT,
            PieceCodes.PROMOTED_SILVER
          }) {
        GROUP[PieceCodes.code(color, type)] = base + GOLDS;
      }
      GROUP[PieceCodes.code(color, PieceCodes.KING)] = base + KINGS;
      GROUP[PieceCodes.code(color, PieceCodes.DRAGON)] = base + KINGS;
      GROUP[PieceCodes.code(color, PieceCodes.HORSE)] = base + KINGS;
    }
  }

  final int[] cells;
  final int[] hands; // color * 8 + type, types 1 to 7
  final int[] kings;
  final int[] pawnFiles; // bit c: an unpromoted pawn stands on column c

  /**
   * By piece code, the squares of that piece; at {@code color << 4}, which is no piece's code, all
   * the squares of that color's pieces; from {@link #GROUPS}, those of groups of pieces that attack
   * alike. Low words here, high words in {@link #bbHi}.
   */
  final long[] bbLo;

  final long[] bbHi;
  int side;
  long hash;
  final boolean alwaysPromote;

  Board(boolean alwaysPromote) {
    this.alwaysPromote = alwaysPromote;
    cells = new int[SQUARES + 1];
    hands = new int[16];
    kings = new int[] {OFF, OFF};
    pawnFiles = new int[2];
    bbLo = new long[SETS];
    bbHi = new long[SETS];
    cells[OFF] = WALL;
  }

  /** A copy: cloned arrays are not cleared first, which a position kept or played saves. */
  private Board(Board other) {
    alwaysPromote = other.alwaysPromote;
    cells = other.cells.clone();
    hands = other.hands.clone();
    kings = other.kings.clone();
    pawnFiles = other.pawnFiles.clone();
    bbLo = other.bbLo.clone();
    bbHi = other.bbHi.clone();
    side = other.side;
    hash = other.hash;
  }

  Board copy() {
    return new Board(this);
  }

  // ---- reading, for the ShogiBoardView of positions and search boards

  /** The side to move as a color. */
  Color sideToMove() {
    return side == 0 ? Color.SENTE : Color.GOTE;
  }

  /** The piece on a square, as {@link ShogiBoardView#pieceAt} gives it. */
  Optional<Piece> pieceAt(Square square) {
    checkArgument(square != null, "square is null");
    return Piece.atCell(cells[square.index()]);
  }

  /** A side's count of a kind in hand, 0 for the kinds never held. */
  int inHand(Color color, Kind kind) {
    checkArgument(color != null, "color is null");
    checkArgument(kind != null, "kind is null");
    return kind.canBeDropped() ? hands[color.index() * 8 + kind.type()] : 0;
  }

  /** The cell code of a piece, checked not null: the piece's own, made with it. */
  static int code(Piece piece) {
    checkArgument(piece != null, "piece is null");
    return piece.code();
  }

  /** How many of a piece stand on the board, counted square by square. */
  int count(Piece piece) {
    int code = code(piece);
    int count = 0;
    for (int s = 0; s < SQUARES; s++) {
      if (cells[s] == code) {
        count++;
      }
    }
    return count;
  }

  /** Where a side's king stands, as {@link ShogiBoardView#kingSquare} gives it. */
  Optional<Square> kingSquare(Color color) {
    checkArgument(color != null, "color is null");
    return Square.present(kings[color.index()]);
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
  void flip(int code, int square) {
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
  void shift(int piece, int moved, int from, int to) {
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

  boolean sameAs(Board other) {
    return side == other.side
        && alwaysPromote == other.alwaysPromote
        && Arrays.equals(cells, other.cells)
        && Arrays.equals(hands, other.hands);
  }

  /** Whether the piece on {@code from} could move to {@code to} if its king were safe. */
  boolean reaches(int from, int to) {
    return reaches(from, to, true);
  }

  /**
   * Whether the piece on {@code from} would reach {@code to} if no other piece stood in its way.
   */
  boolean reachesOnEmptyBoard(int from, int to) {
    return reaches(from, to, false);
  }

  private boolean reaches(int from, int to, boolean blocked) {
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
        if (blocked && cells[t] != EMPTY) {
          break;
        }
      }
    }
    return false;
  }
}
