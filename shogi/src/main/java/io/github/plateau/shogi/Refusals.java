package io.github.plateau.shogi;

/** Explains why a move code is not legal in a position, for the message of the exception. */
final class Refusals {
  private Refusals() {}

  /** The whole message: the move, the position and the reason. */
  static String why(ShogiPosition position, int code) {
    String move = MoveCodes.isValid(code) ? MoveCodes.toUsi(code) : "move code " + code;
    return move + " is not legal in " + position + ": " + reason(position.board(), code);
  }

  private static String reason(Board board, int code) {
    if (!MoveCodes.isValid(code)) {
      return "it is not the code of a move";
    }
    int us = board.side;
    String side = SetupCheck.side(us);
    int to = MoveCodes.to(code);
    int target = board.cells[to];
    if (MoveCodes.isDrop(code)) {
      int type = MoveCodes.droppedType(code);
      if (board.hands[us * 8 + type] == 0) {
        return side + " has no " + PieceCodes.name(type) + " in hand";
      }
      if (target != PieceCodes.EMPTY) {
        return Square.name(to) + " is not empty";
      }
      if (Geometry.isDead(us, type, to)) {
        return "a "
            + PieceCodes.name(type)
            + " dropped on "
            + Square.name(to)
            + " could never move";
      }
      if (type == PieceCodes.PAWN && (board.pawnFiles[us] >> Geometry.column(to) & 1) != 0) {
        return side + " already has an unpromoted pawn on that file (nifu)";
      }
    } else {
      int from = MoveCodes.from(code);
      int piece = board.cells[from];
      if (piece == PieceCodes.EMPTY) {
        return "there is no piece on " + Square.name(from);
      }
      if (PieceCodes.color(piece) != us) {
        return "the piece on " + Square.name(from) + " is not " + side + "'s";
      }
      int type = PieceCodes.type(piece);
      String name = PieceCodes.name(type);
      if (target != PieceCodes.EMPTY && PieceCodes.color(target) == us) {
        return Square.name(to) + " holds a piece of " + side + "'s own";
      }
      if (!board.reaches(from, to)) {
        return "the " + name + " on " + Square.name(from) + " cannot reach " + Square.name(to);
      }
      boolean zone = Geometry.inZone(us, from) || Geometry.inZone(us, to);
      if (MoveCodes.isPromotion(code) && !PieceCodes.promotable(type)) {
        return "a " + name + " never promotes";
      }
      if (MoveCodes.isPromotion(code) && !zone) {
        return "a move that neither starts nor ends in the promotion zone cannot promote";
      }
      if (!MoveCodes.isPromotion(code) && PieceCodes.promotable(type) && zone) {
        if (Geometry.isDead(us, type, to)) {
          return "a " + name + " on " + Square.name(to) + " could never move: it must promote";
        }
        if (board.alwaysPromote) {
          return "under the always-promote rule a piece that may promote must";
        }
      }
    }
    boolean wasInCheck = board.inCheck();
    Board after = board.copy();
    after.make(code);
    int king = after.kings[us];
    if (king != Geometry.OFF && after.attacked(king, us ^ 1)) {
      return wasInCheck ? "it does not answer the check" : "it would leave the king in check";
    }
    if (MoveCodes.isDrop(code) && MoveCodes.droppedType(code) == PieceCodes.PAWN) {
      return "a pawn drop may not give checkmate (uchifuzume)";
    }
    return "it breaks the rules";
  }
}
