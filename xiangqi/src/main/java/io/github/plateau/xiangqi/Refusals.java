package io.github.plateau.xiangqi;

import static io.github.plateau.xiangqi.PieceCodes.EMPTY;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveRefusal;
import io.github.plateau.core.Refusal;
import io.github.plateau.core.text.Quoting;

/**
 * Why a move is illegal, with the verbs every game's {@code Refusals} has: {@link #reason} the
 * {@link MoveRefusal}, {@link #words} why and {@link #refused} the exception that refuses it.
 * Xiangqi uses these kinds: {@code NO_PIECE}, {@code NOT_YOUR_PIECE}, {@code OWN_PIECE_ON_TARGET},
 * {@code OUT_OF_REACH} (not the piece's way of moving: an elephant across the river, an advisor out
 * of its palace, a soldier backwards), {@code PATH_BLOCKED} (a chariot's or cannon's line, a
 * horse's leg, an elephant's eye, a cannon without exactly one screen to capture over), {@code
 * KING_IN_CHECK} (the move leaves the general attacked or facing the other general) and, for a text
 * that names no legal move, {@code GAME_OVER} when there is none at all.
 */
final class Refusals {
  private Refusals() {}

  /** The kind of refusal of a move that is not legal in a position. */
  static MoveRefusal reason(XiangqiPosition position, Move move) {
    return refusal(position.board(), move).reason();
  }

  /** The kind of refusal of a search board's move code that is not legal in a position. */
  static MoveRefusal reason(XiangqiPosition position, int code) {
    if (code < 0 || code >= MoveCodes.LIMIT || code / 90 == code % 90) {
      return MoveRefusal.MALFORMED; // a number that names no move: no square, or from == to
    }
    return reason(position, MoveCodes.move(code));
  }

  /** Why a move that is not legal in a position is refused, without the move and the position. */
  static String words(XiangqiPosition position, Move move) {
    return refusal(position.board(), move).words();
  }

  /** The exception for a move that is not legal in a position, naming the move in ICCS. */
  static IllegalMoveException refused(XiangqiPosition position, Move move) {
    return refused(position, move, move.toString());
  }

  /** {@link #refused(XiangqiPosition, Move)} naming the move as written. */
  static IllegalMoveException refused(XiangqiPosition position, Move move, String written) {
    return refusal(position.board(), move).refused(written, position);
  }

  /**
   * {@link #refused(XiangqiPosition, Move)} with or without the words after the position: the
   * search board refuses a move it cannot encode with the sentence alone.
   *
   * @param worded whether the message ends in {@link #words(XiangqiPosition, Move)}
   */
  static IllegalMoveException refused(XiangqiPosition position, Move move, boolean worded) {
    if (worded) {
      return refused(position, move);
    }
    return new Refusal(reason(position, move), "").refused(move, position);
  }

  /**
   * The exception for a search board's move code that is not a legal move of a position, which
   * names the code and sends the reader to the list of legal codes.
   */
  static IllegalMoveException refused(XiangqiPosition position, int code) {
    return new IllegalMoveException(
        reason(position, code),
        "move code " + code + " is not a legal move of " + position + " (see generate)");
  }

  /** The exception for a text in a move notation that fits none of the legal moves. */
  static IllegalMoveException refused(XiangqiPosition position, String text) {
    MoveRefusal reason =
        position.legalMoves().isEmpty() ? MoveRefusal.GAME_OVER : MoveRefusal.OUT_OF_REACH;
    return new IllegalMoveException(
        reason,
        Quoting.shown(text)
            + " names no legal move of "
            + position.sideToMove()
            + " in "
            + position);
  }

  /** Why a move that is not legal on a board is refused; the board is left unchanged. */
  private static Refusal refusal(Board board, Move move) {
    int from = Geometry.CELL[move.from().index()];
    int to = Geometry.CELL[move.to().index()];
    int code = board.squares[from];
    String origin = move.from().toString();
    if (code == EMPTY) {
      return new Refusal(MoveRefusal.NO_PIECE, "there is no piece on " + origin);
    }
    String name = PieceCodes.name(code);
    int own = PieceCodes.colorBit(board.side);
    if ((code & own) == 0) {
      return new Refusal(
          MoveRefusal.NOT_YOUR_PIECE,
          "the " + name + " on " + origin + " is not the side to move's");
    }
    if (isPseudoLegal(board, from | to << 8)) {
      return new Refusal(
          MoveRefusal.KING_IN_CHECK,
          "it would leave the "
              + PieceCodes.colorName(own)
              + " general attacked or facing the other general");
    }
    MoveRefusal reason;
    if ((board.squares[to] & own) != 0) {
      reason = MoveRefusal.OWN_PIECE_ON_TARGET;
    } else {
      reason = inReach(code, from, to) ? MoveRefusal.PATH_BLOCKED : MoveRefusal.OUT_OF_REACH;
    }
    return new Refusal(reason, "a " + name + " on " + origin + " cannot go to " + move.to());
  }

  private static boolean isPseudoLegal(Board board, int internal) {
    int[] pseudo = new int[Board.MAX_MOVES];
    int n = board.copy().pseudoLegal(pseudo);
    for (int i = 0; i < n; i++) {
      if (pseudo[i] == internal) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a piece of this code could go from one cell to the other on an empty board (for a horse
   * or an elephant, a point two steps away its way): if it cannot go there now, a piece is in the
   * way.
   */
  private static boolean inReach(int code, int from, int to) {
    int files = Math.abs(Geometry.file(to) - Geometry.file(from));
    int ranks = Math.abs(Geometry.rank(to) - Geometry.rank(from));
    return switch (code & 7) {
      case PieceCodes.ELEPHANT -> files == 2 && ranks == 2 && Geometry.ELEPHANT_POINT[to];
      case PieceCodes.HORSE -> files * ranks == 2;
      case PieceCodes.CHARIOT, PieceCodes.CANNON -> files == 0 || ranks == 0;
      default -> false; // generals, advisors and soldiers step onto free points: never blocked
    };
  }
}
