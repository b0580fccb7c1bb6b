package io.github.plateau.xiangqi;

import io.github.plateau.core.SearchBoard;
import io.github.plateau.core.testing.SearchSanity;
import org.junit.jupiter.api.Test;

/** A quick search of xiangqi through core's searcher, with a material count written here. */
class XiangqiSearchTest {

  private static int value(Kind kind) {
    return switch (kind) {
      case GENERAL -> 0;
      case ADVISOR, ELEPHANT -> 200;
      case HORSE -> 400;
      case CANNON -> 450;
      case CHARIOT -> 900;
      case SOLDIER -> 100;
    };
  }

  private static int material(SearchBoard<XiangqiPosition, Move> board) {
    XiangqiBoardView view = (XiangqiBoardView) board;
    int sum = 0;
    for (Color color : Color.values()) {
      for (Kind kind : Kind.values()) {
        int worth = value(kind) * view.count(new Piece(color, kind));
        sum += color == view.sideToMove() ? worth : -worth;
      }
    }
    return sum;
  }

  @Test
  void searchesTheStart() {
    SearchSanity.check(new Xiangqi().start(), XiangqiSearchTest::material, 4, 200);
  }
}
