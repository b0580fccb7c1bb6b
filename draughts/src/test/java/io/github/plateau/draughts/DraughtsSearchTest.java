package io.github.plateau.draughts;

import io.github.plateau.core.SearchBoard;
import io.github.plateau.core.testing.SearchSanity;
import org.junit.jupiter.api.Test;

/** A quick search of international draughts through core's searcher, with a material count. */
class DraughtsSearchTest {

  private static int material(SearchBoard<DraughtsPosition, Move> board) {
    DraughtsBoardView view = (DraughtsBoardView) board;
    int sum = 0;
    for (Color color : Color.values()) {
      int worth =
          100 * view.count(Piece.of(color, Kind.MAN))
              + 300 * view.count(Piece.of(color, Kind.KING));
      sum += color == view.sideToMove() ? worth : -worth;
    }
    return sum;
  }

  @Test
  void searchesTheStart() {
    SearchSanity.check(new Draughts().start(), DraughtsSearchTest::material, 4, 200);
  }
}
