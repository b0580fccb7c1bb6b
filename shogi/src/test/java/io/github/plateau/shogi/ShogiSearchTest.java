package io.github.plateau.shogi;

import io.github.plateau.core.SearchBoard;
import io.github.plateau.core.testing.SearchSanity;
import org.junit.jupiter.api.Test;

/** A quick search of shogi through core's searcher, with a material count written here. */
class ShogiSearchTest {
  private static final Kind[] IN_HAND = {
    Kind.PAWN, Kind.LANCE, Kind.KNIGHT, Kind.SILVER, Kind.GOLD, Kind.BISHOP, Kind.ROOK
  };

  private static int value(Kind kind) {
    return switch (kind) {
      case PAWN -> 100;
      case LANCE, KNIGHT -> 300;
      case SILVER, GOLD, TOKIN, PROMOTED_LANCE, PROMOTED_KNIGHT, PROMOTED_SILVER -> 500;
      case BISHOP -> 800;
      case ROOK -> 1000;
      case HORSE -> 1100;
      case DRAGON -> 1300;
      case KING -> 0;
    };
  }

  private static int material(SearchBoard<ShogiPosition, Move> board) {
    ShogiBoardView view = (ShogiBoardView) board;
    Color us = view.sideToMove();
    int sum = 0;
    for (Color color : Color.values()) {
      int sign = color == us ? 1 : -1;
      for (Kind kind : Kind.values()) {
        sum += sign * value(kind) * view.count(Piece.of(color, kind));
      }
      for (Kind kind : IN_HAND) {
        sum += sign * value(kind) * view.inHand(color, kind);
      }
    }
    return sum;
  }

  @Test
  void searchesTheStart() {
    SearchSanity.check(new Shogi().start(), ShogiSearchTest::material, 4, 200);
  }
}
