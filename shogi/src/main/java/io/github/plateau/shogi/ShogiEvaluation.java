package io.github.plateau.shogi;

import io.github.plateau.core.search.ViewEvaluation;

/**
 * Shogi's default evaluation: material on the board and in hand, for the side to move against the
 * other, in hundredths of a pawn.
 *
 * <p>On the board it counts pawn 100, lance 300, knight 400, silver 500, gold 600, bishop 800, rook
 * 1000, king 0; promoted pawn, lance, knight and silver 600 (they move as a gold), horse 1100,
 * dragon 1300. A piece in hand counts a tenth more than the same piece on the board (pawn 110 ...
 * rook 1100): it can be dropped where it is needed. It reads the counts of {@link ShogiBoardView},
 * which every {@link ShogiSearchBoard} keeps up to date through push and pop, and allocates
 * nothing.
 */
public final class ShogiEvaluation extends ViewEvaluation<ShogiPosition, Move, ShogiBoardView> {
  /** Values on the board, in the order of {@link Kind}. */
  private static final int[] BOARD = {
    100, 300, 400, 500, 600, 800, 1000, 0, 600, 600, 600, 600, 1100, 1300
  };

  /** The kinds a hand can hold, the first of {@link Kind}. */
  private static final Kind[] HAND = {
    Kind.PAWN, Kind.LANCE, Kind.KNIGHT, Kind.SILVER, Kind.GOLD, Kind.BISHOP, Kind.ROOK
  };

  private static final Kind[] KINDS = Kind.values();

  /** Every piece by colour index and kind ordinal, so that no call looks one up. */
  private static final Piece[][] PIECES = new Piece[2][KINDS.length];

  static {
    for (Color color : Color.values()) {
      for (Kind kind : KINDS) {
        PIECES[color.index()][kind.ordinal()] = Piece.of(color, kind);
      }
    }
  }

  /** Creates the evaluation; it holds no state, so one instance serves any number of searches. */
  public ShogiEvaluation() {
    super(ShogiBoardView.class);
  }

  /**
   * A kind's value on the board.
   *
   * @param kind any kind
   * @return its value, 0 for the king
   */
  static int boardValue(Kind kind) {
    return BOARD[kind.ordinal()];
  }

  /**
   * A kind's value in hand: a tenth more than on the board.
   *
   * @param kind a kind a hand can hold
   * @return its value in hand
   */
  static int inHandValue(Kind kind) {
    return BOARD[kind.ordinal()] * 11 / 10;
  }

  @Override
  protected int value(ShogiBoardView view) {
    Color us = view.sideToMove();
    Color them = us.opposite();
    Piece[] ours = PIECES[us.index()];
    Piece[] theirs = PIECES[them.index()];
    int sum = 0;
    for (int k = 0; k < KINDS.length; k++) {
      sum += BOARD[k] * (view.count(ours[k]) - view.count(theirs[k]));
    }
    for (Kind kind : HAND) {
      sum += inHandValue(kind) * (view.inHand(us, kind) - view.inHand(them, kind));
    }
    return sum;
  }
}
