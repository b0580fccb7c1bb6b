package io.github.plateau.shogi;

import io.github.plateau.core.IllegalPositionException;

/**
 * A position being set up piece by piece, as CSA's {@code P} lines and KIF's board diagram give it:
 * pieces put on empty squares and into hands, never more of a kind than the game has.
 */
final class Setup {
  private final Shogi game;
  private final Board board;

  Setup(Shogi game) {
    this.game = game;
    this.board = new Board(game.rules().alwaysPromote());
  }

  boolean isEmpty(int square) {
    return board.cells[square] == PieceCodes.EMPTY;
  }

  /** Puts a piece on a square the caller found empty. */
  void put(int square, int color, int type) {
    board.put(square, PieceCodes.code(color, type));
  }

  /** How many pieces of a kind (promoted or not; type 1 to 8) are on the board and in hands. */
  int used(int type) {
    int used = board.hands[type] + (type < PieceCodes.KING ? board.hands[8 + type] : 0);
    for (int s = 0; s < Geometry.SQUARES; s++) {
      int code = board.cells[s];
      if (code != PieceCodes.EMPTY && PieceCodes.base(PieceCodes.type(code)) == type) {
        used++;
      }
    }
    return used;
  }

  /**
   * Puts pieces in a hand.
   *
   * @throws IllegalPositionException if that makes more pieces of the kind than the game has
   */
  void addToHand(int color, int type, int count) {
    int total = used(type) + count;
    if (total > PieceCodes.SUPPLY[type]) {
      throw PositionCheck.tooMany(type, total);
    }
    board.addToHand(color, type, count);
  }

  /**
   * The position set up.
   *
   * @throws IllegalPositionException if it cannot exist
   */
  ShogiPosition finish(int side, int ply) {
    board.setSide(side);
    PositionCheck.check(board);
    return new ShogiPosition(game, board, ply);
  }
}
