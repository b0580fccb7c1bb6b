package io.github.plateau.xiangqi;

import io.github.plateau.core.search.ViewEvaluation;
import java.util.Optional;

/**
 * Xiangqi's default evaluation: material plus small piece-square terms, for the side to move
 * against the other, in hundredths of a soldier.
 *
 * <p>It counts, for every piece on the board: general 0, advisor 200, elephant 200, horse 400,
 * chariot 900, cannon 450, soldier 100; a soldier across the river 90 more (100 more on the two
 * ranks in front of the enemy palace, 30 more on the last rank, where it can only go sideways); a
 * horse or a cannon on the three middle files 10 more. It reads the board through {@link
 * XiangqiBoardView}, which every {@link XiangqiSearchBoard} implements, and allocates nothing: the
 * values are one precomputed table by colour, kind and square.
 */
public final class XiangqiEvaluation
    extends ViewEvaluation<XiangqiPosition, Move, XiangqiBoardView> {
  private static final int[] MATERIAL = {0, 200, 200, 400, 900, 450, 100};

  /** A soldier's bonus by rank counted from its own side: 0 before the river. */
  private static final int[] SOLDIER_BY_RANK = {0, 0, 0, 0, 0, 90, 100, 100, 100, 30};

  /** The bonus of a horse or a cannon on the middle files (d to f), where it reaches both wings. */
  private static final int CENTRE = 10;

  private static final Square[] SQUARES = new Square[Square.COUNT];

  /** Value by colour index, kind ordinal and square index, for its owner. */
  private static final int[][][] VALUES = new int[2][Kind.values().length][Square.COUNT];

  static {
    for (int i = 0; i < Square.COUNT; i++) {
      SQUARES[i] = Square.ofIndex(i);
    }
    for (Color color : Color.values()) {
      for (Kind kind : Kind.values()) {
        for (Square square : SQUARES) {
          VALUES[color.index()][kind.ordinal()][square.index()] =
              MATERIAL[kind.ordinal()] + bonus(color, kind, square);
        }
      }
    }
  }

  /** Creates the evaluation; it holds no state, so one instance serves any number of searches. */
  public XiangqiEvaluation() {
    super(XiangqiBoardView.class);
  }

  /**
   * A kind's material, without the square's bonus.
   *
   * @param kind any kind
   * @return its value, 0 for the general
   */
  static int material(Kind kind) {
    return MATERIAL[kind.ordinal()];
  }

  private static int bonus(Color color, Kind kind, Square square) {
    int ownRank = color == Color.RED ? square.rank() : 9 - square.rank();
    boolean middle = square.file() >= 3 && square.file() <= 5;
    return switch (kind) {
      case SOLDIER -> SOLDIER_BY_RANK[ownRank];
      case HORSE, CANNON -> middle ? CENTRE : 0;
      default -> 0;
    };
  }

  @Override
  protected int value(XiangqiBoardView view) {
    Color us = view.sideToMove();
    int sum = 0;
    for (Square square : SQUARES) {
      Optional<Piece> piece = view.pieceAt(square);
      if (piece.isPresent()) {
        Piece p = piece.get();
        int value = VALUES[p.color().index()][p.kind().ordinal()][square.index()];
        sum += p.color() == us ? value : -value;
      }
    }
    return sum;
  }
}
