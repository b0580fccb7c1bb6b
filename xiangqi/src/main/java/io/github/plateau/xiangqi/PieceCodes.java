package io.github.plateau.xiangqi;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.Locale;
import java.util.Optional;

/**
 * The integer codes of pieces on the {@link Board}: a kind's ordinal + 1 in the low three bits and
 * a colour bit ({@link #RED} or {@link #BLACK}). Border cells hold {@link #OFF}, which has both
 * colour bits, so that {@code (code & ownBit) == 0} says "empty or enemy" in one test.
 */
final class PieceCodes {
  static final int EMPTY = 0;
  static final int RED = 0x10;
  static final int BLACK = 0x20;
  static final int OFF = 0x30;

  static final int GENERAL = 1;
  static final int ADVISOR = 2;
  static final int ELEPHANT = 3;
  static final int HORSE = 4;
  static final int CHARIOT = 5;
  static final int CANNON = 6;
  static final int SOLDIER = 7;

  private PieceCodes() {}

  /** The colour bit of a side, 0 for Red and 1 for Black. */
  static int colorBit(int side) {
    return side == 0 ? RED : BLACK;
  }

  /** The code of a piece of a side (a colour bit) and kind. */
  static int of(int colorBit, Kind kind) {
    return colorBit | kind.ordinal() + 1;
  }

  /** The kind of a piece code. */
  static Kind kind(int code) {
    return Kind.values()[(code & 7) - 1];
  }

  /** "Red chariot", "Black soldier": a piece as messages name it. */
  static String name(int code) {
    return colorName(code & (RED | BLACK)) + " " + kind(code).name().toLowerCase(Locale.ROOT);
  }

  /** "Red" or "Black", by colour bit. */
  static String colorName(int colorBit) {
    return colorBit == RED ? "Red" : "Black";
  }

  /** The side to move of a board: {@link XiangqiBoardView#sideToMove()}. */
  static Color sideToMove(Board board) {
    return board.side == 0 ? Color.RED : Color.BLACK;
  }

  /** The piece on a square of a board: {@link XiangqiBoardView#pieceAt}. */
  static Optional<Piece> pieceAt(Board board, Square square) {
    checkArgument(square != null, "square is null");
    return Piece.ofCode(board.squares[Squares.CELL[square.index()]]);
  }

  /** How many of a piece a board holds: {@link XiangqiBoardView#count}. */
  static int count(Board board, Piece piece) {
    checkArgument(piece != null, "piece is null");
    return board.count(piece.code());
  }

  /** Where a side's general stands on a board: {@link XiangqiBoardView#generalSquare}. */
  static Square generalSquare(Board board, Color color) {
    checkArgument(color != null, "color is null");
    return Square.ofIndex(Squares.POINT[board.general(color.index())]);
  }
}
