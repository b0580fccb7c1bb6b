package io.github.plateau.draughts;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveRefusal;
import io.github.plateau.core.Refusal;
import io.github.plateau.core.text.Quoting;
import java.util.List;

/**
 * Why a move is not legal in a position, with the verbs every game's {@code Refusals} has: {@link
 * #reason} the {@link MoveRefusal} kind, {@link #words} why and {@link #refused} the exception.
 * Draughts uses {@code GAME_OVER} (no legal move at all), {@code CAPTURE_REQUIRED} (a capture is
 * compulsory, or a larger one under the majority rule), {@code NO_PIECE}, {@code NOT_YOUR_PIECE},
 * {@code OWN_PIECE_ON_TARGET}, {@code PATH_BLOCKED} (the end square is taken, or a piece stands in
 * a king's way), {@code OUT_OF_REACH} (not a step or flight this piece makes: a man moving
 * backwards, a move off its diagonal) and {@code RULE} for a capture that the pieces do not allow.
 * The reasons are worked out only once a move is refused, so they cost the legal moves nothing.
 */
final class Refusals {
  private Refusals() {}

  /** The refusal of a move object played where it is not legal: {@link DraughtsPosition#play}. */
  static IllegalMoveException refused(DraughtsPosition position, Move move) {
    return refused(position, move, /* worded= */ true);
  }

  /**
   * The refusal of a move object, with or without the words after the position: the game and the
   * search board refuse a move with the sentence alone, the position with why.
   *
   * @param worded whether the message ends in {@link #words(DraughtsPosition, Move)}
   */
  static IllegalMoveException refused(DraughtsPosition position, Move move, boolean worded) {
    String words = worded ? words(position, move) : "";
    return new Refusal(reason(position, move), words).refused(move, position);
  }

  /** The refusal of a search-board move code that names no legal move. */
  static IllegalMoveException refused(DraughtsPosition position, int code) {
    return new IllegalMoveException(
        reason(position, MoveCodes.from(code), MoveCodes.to(code), false),
        "code " + code + " (" + MoveCodes.describe(code) + ") names no legal move in " + position);
  }

  /**
   * The refusal of a move text that names no legal move, when its squares are not known (a PDN move
   * in algebraic squares): the reason comes from the position alone.
   */
  static IllegalMoveException refused(DraughtsPosition position, String shown) {
    return new Refusal(reason(position), words(position)).refused(Quoting.shown(shown), position);
  }

  /**
   * The refusal of a move text that names no legal move.
   *
   * @param squares the start, the landing squares given and the end
   * @param capture true for a capture, false for a quiet move, null when the text does not say
   */
  static IllegalMoveException refused(
      DraughtsPosition position, String shown, int[] squares, Boolean capture) {
    List<Move> legal = position.legalMoves();
    if (legal.isEmpty() || legal.get(0).isCapture()) {
      return new Refusal(reason(position), words(position)).refused(Quoting.shown(shown), position);
    }
    boolean quiet = squares.length == 2 && !Boolean.TRUE.equals(capture);
    int from = squares[0];
    int to = squares[squares.length - 1];
    MoveRefusal reason = reason(position, from, to, !quiet);
    return new Refusal(reason, words(position, reason, from, to))
        .refused(Quoting.shown(shown), position);
  }

  /**
   * Why a move between two squares is not legal, in words, as the other games word it: the square
   * without a piece, the piece not the side to move's, or the piece that cannot go there.
   */
  private static String words(DraughtsPosition position, MoveRefusal reason, int from, int to) {
    return switch (reason) {
      case MALFORMED -> "the board has squares 1 to " + position.squareCount();
      case NO_PIECE -> "there is no piece on " + from;
      case NOT_YOUR_PIECE -> "the piece on " + from + " is not the side to move's";
      default ->
          "a "
              + (PieceCodes.isKing(position.cells()[from]) ? "king" : "man")
              + " on "
              + from
              + " cannot go to "
              + to;
    };
  }

  /** Why a move text is refused when only the legal moves are looked at. */
  private static MoveRefusal reason(DraughtsPosition position) {
    List<Move> legal = position.legalMoves();
    if (legal.isEmpty()) {
      return MoveRefusal.GAME_OVER;
    }
    return legal.get(0).isCapture() ? MoveRefusal.CAPTURE_REQUIRED : MoveRefusal.RULE;
  }

  /** The words of a move text's refusal, from the legal moves alone; empty if they say nothing. */
  private static String words(DraughtsPosition position) {
    List<Move> legal = position.legalMoves();
    if (legal.isEmpty()) {
      return "the game is over";
    }
    if (legal.get(0).isCapture()) {
      int most = legal.get(0).captureCount();
      return "capturing is compulsory, and the capture must take the most pieces (" + most + ")";
    }
    return "";
  }

  /** The words of a move object's refusal. */
  static String words(DraughtsPosition position, Move move) {
    List<Move> legal = position.legalMoves();
    if (legal.isEmpty()) {
      return "the game is over";
    }
    if (!move.isCapture() && legal.get(0).isCapture()) {
      return "capturing is compulsory";
    }
    if (move.isCapture() && legal.get(0).captureCount() > move.captureCount()) {
      return "a capture of " + legal.get(0).captureCount() + " pieces is compulsory";
    }
    return words(position, reason(position, move), move.from(), move.to());
  }

  /** Why a move object is not legal. */
  static MoveRefusal reason(DraughtsPosition position, Move move) {
    List<Move> legal = position.legalMoves();
    if (legal.isEmpty()) {
      return MoveRefusal.GAME_OVER;
    }
    if (legal.get(0).isCapture()
        && (!move.isCapture() || legal.get(0).captureCount() > move.captureCount())) {
      return MoveRefusal.CAPTURE_REQUIRED;
    }
    return reason(position, move.from(), move.to(), move.isCapture());
  }

  /**
   * Why a move between two squares is not legal, by what stands on them and between them; a
   * compulsory capture is the caller's to tell.
   */
  private static MoveRefusal reason(DraughtsPosition position, int from, int to, boolean capture) {
    if (position.legalMoves().isEmpty()) {
      return MoveRefusal.GAME_OVER;
    }
    int squares = position.squareCount();
    if (from < 1 || from > squares || to < 1 || to > squares) {
      return MoveRefusal.MALFORMED;
    }
    byte[] cells = position.cells();
    boolean white = position.sideToMove() == Color.WHITE;
    if (cells[from] == PieceCodes.EMPTY) {
      return MoveRefusal.NO_PIECE;
    }
    if (PieceCodes.isWhite(cells[from]) != white) {
      return MoveRefusal.NOT_YOUR_PIECE;
    }
    if (from != to && cells[to] != PieceCodes.EMPTY) {
      return PieceCodes.isWhite(cells[to]) == white
          ? MoveRefusal.OWN_PIECE_ON_TARGET
          : MoveRefusal.PATH_BLOCKED;
    }
    if (capture) {
      return MoveRefusal.RULE; // the pieces on the board allow no such capture
    }
    return quietReason(position, from, to);
  }

  /** Why a quiet move of the side to move's piece onto an empty square is not legal. */
  private static MoveRefusal quietReason(DraughtsPosition position, int from, int to) {
    Geometry g = position.geometry();
    int rows = g.row(to) - g.row(from);
    int columns = g.column(to) - g.column(from);
    if (rows == 0 || Math.abs(rows) != Math.abs(columns)) {
      return MoveRefusal.OUT_OF_REACH; // not on a diagonal
    }
    byte piece = position.cells()[from];
    if (!PieceCodes.isKing(piece)) {
      return MoveRefusal.OUT_OF_REACH; // backwards, or more than one step: a man does neither
    }
    if (!position.moveRules().flyingKings() && Math.abs(rows) > 1) {
      return MoveRefusal.OUT_OF_REACH;
    }
    int rowStep = Integer.signum(rows);
    int columnStep = Integer.signum(columns);
    for (int k = 1; k < Math.abs(rows); k++) {
      int s = g.at(g.row(from) + k * rowStep, g.column(from) + k * columnStep);
      if (position.cells()[s] != PieceCodes.EMPTY) {
        return MoveRefusal.PATH_BLOCKED;
      }
    }
    return MoveRefusal.RULE;
  }
}
