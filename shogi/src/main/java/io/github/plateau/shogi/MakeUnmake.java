package io.github.plateau.shogi;

import static io.github.plateau.shogi.PieceCodes.EMPTY;
import static io.github.plateau.shogi.PieceCodes.KING;
import static io.github.plateau.shogi.PieceCodes.PAWN;

/**
 * Plays legal moves on a {@link Board} and takes them back, keeping the mailbox, the sets, the
 * hands, the king squares, the pawn files and the Zobrist hash in step. Static, so that perft's
 * calls stay plain calls the JIT inlines.
 */
final class MakeUnmake {
  private MakeUnmake() {}

  /**
   * Plays a legal move.
   *
   * @return the captured piece code, or {@link PieceCodes#EMPTY}, for {@link #unmake}
   */
  static int make(Board board, int move) {
    board.hash ^= keys(board, move);
    return apply(board, move);
  }

  /** Takes back the last move {@link #make} played, given what it captured. */
  static void unmake(Board board, int move, int captured) {
    retract(board, move, captured);
    board.hash ^= keys(board, move);
  }

  /**
   * The Zobrist keys that a legal move XORs into the hash, read before it is played (or once it is
   * taken back): side to move, the piece leaving its square or the hand, the piece arriving, and a
   * captured piece moving to the hand.
   */
  private static long keys(Board board, int move) {
    final int us = board.side;
    final int to = move & 127;
    final int[] hands = board.hands;
    int dropped = move >>> 15;
    if (dropped != 0) {
      return Keys.GOTE_TO_MOVE
          ^ Keys.hand(us, dropped, hands[us * 8 + dropped])
          ^ Keys.piece(dropped | us << 4, to);
    }
    int from = move >>> 7 & 127;
    int piece = board.cells[from];
    int moved = (move & MoveCodes.PROMOTION) != 0 ? piece | PieceCodes.PROMOTION : piece;
    long h = Keys.GOTE_TO_MOVE ^ Keys.piece(piece, from) ^ Keys.piece(moved, to);
    int captured = board.cells[to];
    if (captured != EMPTY) {
      int type = captured & 7;
      h ^= Keys.piece(captured, to) ^ Keys.hand(us, type, hands[us * 8 + type] + 1);
    }
    return h;
  }

  /** Plays a legal move, the hash left as it is; returns the captured piece code. */
  static int apply(Board board, int move) {
    final int us = board.side;
    final int to = move & 127;
    final int[] cells = board.cells;
    final int[] hands = board.hands;
    final int[] pawnFiles = board.pawnFiles;
    int captured = EMPTY;
    int dropped = move >>> 15;
    if (dropped != 0) {
      int code = dropped | us << 4;
      hands[us * 8 + dropped]--;
      cells[to] = code;
      board.flip(code, to);
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
        board.flip(captured, to);
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
      board.shift(piece, moved, from, to);
      if ((piece & 15) == KING) {
        board.kings[us] = to;
      }
    }
    board.side = us ^ 1;
    return captured;
  }

  /** Takes back the last move {@link #apply} played, given what it captured; the hash as is. */
  static void retract(Board board, int move, int captured) {
    final int us = board.side ^ 1;
    final int to = move & 127;
    final int[] cells = board.cells;
    final int[] hands = board.hands;
    final int[] pawnFiles = board.pawnFiles;
    int dropped = move >>> 15;
    if (dropped != 0) {
      hands[us * 8 + dropped]++;
      cells[to] = EMPTY;
      board.flip(dropped | us << 4, to);
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
      board.shift(piece, moved, from, to);
      if ((piece & 15) == KING) {
        board.kings[us] = from;
      }
      if (captured != EMPTY) {
        int type = captured & 15;
        hands[us * 8 + (type & 7)]--;
        board.flip(captured, to);
        if (type == PAWN) {
          pawnFiles[us ^ 1] |= 1 << Geometry.column(to);
        }
      }
    }
    board.side = us;
  }
}
