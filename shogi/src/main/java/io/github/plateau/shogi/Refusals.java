package io.github.plateau.shogi;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveRefusal;
import io.github.plateau.core.Refusal;

/**
 * Explains why a move code is not legal in a position, with the verbs every game's {@code Refusals}
 * has: {@link #reason} the kind of refusal, for a program, {@link #words} why, and {@link #refused}
 * the exception, whose message core's {@link Refusal} writes. Only called once a move is known to
 * be illegal, so it may take its time (it plays the move on a copy to see the king).
 */
final class Refusals {
  private Refusals() {}

  /**
   * The kind of refusal the position gives an illegal move code, for a reader that words the
   * refusal itself; {@link MoveRefusal#RULE} for a legal one.
   */
  static MoveRefusal reason(ShogiPosition position, int code) {
    return position.isLegalCode(code) ? MoveRefusal.RULE : refusal(position, code).reason();
  }

  /** Why an illegal move code is refused, without the move and the position. */
  static String words(ShogiPosition position, int code) {
    return refusal(position, code).words();
  }

  /** The exception for an illegal move code: its reason, and a message naming the move. */
  static IllegalMoveException refused(ShogiPosition position, int code) {
    return refusal(position, code).refused(named(code), position);
  }

  /** {@link #refused(ShogiPosition, int)} for a move object, as the game refuses it. */
  static IllegalMoveException refused(ShogiPosition position, Move move) {
    return refused(position, move.code());
  }

  /**
   * The exception for a USI text that names no legal move before its code is known: its two squares
   * are the same, so it is no move at all.
   */
  static IllegalMoveException refused(ShogiPosition position, String text) {
    return new IllegalMoveException(
        MoveRefusal.MALFORMED, text + " does not leave its square, in " + position);
  }

  /** The move as messages name it: its USI, or its code when it is not one. */
  private static String named(int code) {
    return MoveCodes.isValid(code) ? MoveCodes.toUsi(code) : "move code " + code;
  }

  /** Why a move code is not legal in a position. */
  private static Refusal refusal(ShogiPosition position, int code) {
    Board board = position.board();
    if (!MoveCodes.isValid(code)) {
      return new Refusal(MoveRefusal.MALFORMED, "it is not the code of a move");
    }
    Refusal before =
        MoveCodes.isDrop(code)
            ? ofDrop(board, code)
            : ofBoardMove(board, MoveCodes.from(code), code);
    return before != null ? before : afterwards(board, code);
  }

  /** Why a drop is refused by what the board shows before it, or null. */
  private static Refusal ofDrop(Board board, int code) {
    int us = board.side;
    int to = MoveCodes.to(code);
    int type = MoveCodes.droppedType(code);
    if (board.hands[us * 8 + type] == 0) {
      return new Refusal(
          MoveRefusal.NO_PIECE,
          PieceCodes.colorName(us) + " has no " + PieceCodes.name(type) + " in hand");
    }
    if (board.cells[to] != PieceCodes.EMPTY) {
      return new Refusal(MoveRefusal.DROP, Square.name(to) + " is not empty");
    }
    if (Geometry.isDead(us, type, to)) {
      return new Refusal(
          MoveRefusal.DROP,
          "a " + PieceCodes.name(type) + " dropped on " + Square.name(to) + " could never move");
    }
    if (type == PieceCodes.PAWN && (board.pawnFiles[us] >> Geometry.column(to) & 1) != 0) {
      return new Refusal(
          MoveRefusal.DROP,
          PieceCodes.colorName(us) + " already has an unpromoted pawn on that file (nifu)");
    }
    return null;
  }

  /** Why a board move is refused by what the board shows before it, or null. */
  private static Refusal ofBoardMove(Board board, int from, int code) {
    int us = board.side;
    String side = PieceCodes.colorName(us);
    int to = MoveCodes.to(code);
    int target = board.cells[to];
    int piece = board.cells[from];
    if (piece == PieceCodes.EMPTY) {
      return new Refusal(MoveRefusal.NO_PIECE, "there is no piece on " + Square.name(from));
    }
    if (PieceCodes.color(piece) != us) {
      return new Refusal(
          MoveRefusal.NOT_YOUR_PIECE,
          "the piece on " + Square.name(from) + " is not " + side + "'s");
    }
    int type = PieceCodes.type(piece);
    String name = PieceCodes.name(type);
    if (target != PieceCodes.EMPTY && PieceCodes.color(target) == us) {
      return new Refusal(
          MoveRefusal.OWN_PIECE_ON_TARGET,
          Square.name(to) + " holds a piece of " + side + "'s own");
    }
    if (!board.reaches(from, to)) {
      return new Refusal(
          board.reachesOnEmptyBoard(from, to) ? MoveRefusal.PATH_BLOCKED : MoveRefusal.OUT_OF_REACH,
          "the " + name + " on " + Square.name(from) + " cannot reach " + Square.name(to));
    }
    return ofPromotion(board, from, code, type);
  }

  /** Why a board move that reaches its square is refused by the rules of promotion, or null. */
  private static Refusal ofPromotion(Board board, int from, int code, int type) {
    int us = board.side;
    int to = MoveCodes.to(code);
    String name = PieceCodes.name(type);
    boolean zone = Geometry.inZone(us, from) || Geometry.inZone(us, to);
    boolean promotes = MoveCodes.isPromotion(code);
    if (promotes && !PieceCodes.promotable(type)) {
      return new Refusal(MoveRefusal.PROMOTION, "a " + name + " never promotes");
    }
    if (promotes && !zone) {
      return new Refusal(
          MoveRefusal.PROMOTION,
          "a move that neither starts nor ends in the promotion zone cannot promote");
    }
    if (!promotes && PieceCodes.promotable(type) && zone) {
      if (Geometry.isDead(us, type, to)) {
        return new Refusal(
            MoveRefusal.PROMOTION,
            "a " + name + " on " + Square.name(to) + " could never move: it must promote");
      }
      if (board.alwaysPromote) {
        return new Refusal(
            MoveRefusal.PROMOTION, "under the always-promote rule a piece that may promote must");
      }
    }
    return null;
  }

  /** Why a move that the board allows as it stands is refused once played. */
  private static Refusal afterwards(Board board, int code) {
    int us = board.side;
    boolean wasInCheck = Attacks.inCheck(board);
    Board after = board.copy();
    MakeUnmake.make(after, code);
    int king = after.kings[us];
    if (king != Geometry.OFF && Attacks.attacked(after, king, us ^ 1)) {
      return new Refusal(
          MoveRefusal.KING_IN_CHECK,
          wasInCheck ? "it does not answer the check" : "it would leave the king in check");
    }
    if (MoveCodes.isDrop(code) && MoveCodes.droppedType(code) == PieceCodes.PAWN) {
      return new Refusal(MoveRefusal.DROP, "a pawn drop may not give checkmate (uchifuzume)");
    }
    return new Refusal(MoveRefusal.RULE, "it breaks the rules");
  }
}
