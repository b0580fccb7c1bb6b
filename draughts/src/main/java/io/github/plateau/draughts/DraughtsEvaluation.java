package io.github.plateau.draughts;

import io.github.plateau.core.search.ViewEvaluation;
import java.util.Optional;

/**
 * The default draughts evaluation, for any board size: material plus tempo, for the side to move
 * against the other, in hundredths of a man.
 *
 * <p>It counts a man 100 and a king 300, and each man {@value #TEMPO} more per row it stands ahead
 * of its own back row (White's men advance towards square 1, Black's towards the last square): men
 * that have come forward are nearer to crowning and have left the opponent less room. It reads the
 * board through {@link DraughtsBoardView}, which every {@link DraughtsSearchBoard} implements, and
 * allocates nothing.
 */
public final class DraughtsEvaluation
    extends ViewEvaluation<DraughtsPosition, Move, DraughtsBoardView> {
  /** A man's value. */
  public static final int MAN = 100;

  /** A king's value. */
  public static final int KING = 300;

  /** A man's bonus per row advanced. */
  public static final int TEMPO = 2;

  /** Creates the evaluation; it holds no state, so one instance serves any number of searches. */
  public DraughtsEvaluation() {
    super(DraughtsBoardView.class);
  }

  @Override
  protected int value(DraughtsBoardView view) {
    Color us = view.sideToMove();
    int size = view.size();
    int perRow = size / 2;
    int squares = view.squareCount();
    int sum = 0;
    for (int square = 1; square <= squares; square++) {
      Optional<Piece> piece = view.pieceAt(square);
      if (piece.isPresent()) {
        Piece p = piece.get();
        int row = (square - 1) / perRow; // row 0 holds square 1, on Black's side
        int value = p.kind() == Kind.KING ? KING : MAN + TEMPO * advance(p.color(), row, size);
        sum += p.color() == us ? value : -value;
      }
    }
    return sum;
  }

  /** How many rows a man of the colour on the row stands ahead of its own back row. */
  private static int advance(Color color, int row, int size) {
    return color == Color.WHITE ? size - 1 - row : row;
  }
}
