package io.github.plateau.napoleon;

import io.github.plateau.core.SearchBoard;
import io.github.plateau.core.Side;
import io.github.plateau.core.testing.SearchSanity;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A quick search of Napoleon through core's searcher, with a material count written here. */
class NapoleonSearchTest {

  private static int value(Kind kind) {
    return switch (kind) {
      case GENERAL -> 500;
      case DRUMMER -> 200;
      case INFANTRY -> 100;
      case CAVALRY, CANNON -> 300;
    };
  }

  private static int material(SearchBoard<NapoleonPosition, Move> board, List<Side> camps) {
    NapoleonBoardView view = (NapoleonBoardView) board;
    Camp us = view.sideToMove();
    int sum = 0;
    for (Side side : camps) {
      Camp camp = (Camp) side;
      for (Kind kind : Kind.values()) {
        int worth = value(kind) * view.count(camp, kind);
        sum += camp.team() == us.team() ? worth : -worth;
      }
    }
    return sum;
  }

  @Test
  void searchesTheStart() {
    Napoleon game = new Napoleon();
    SearchSanity.check(game.start(), board -> material(board, game.sides()), 4, 200);
  }
}
