package io.github.plateau.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.plateau.core.BoardView;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The view a position and its search board share answers alike for both, by int or Integer. */
class DraughtsBoardViewTest {
  @Test
  void aPositionAndItsSearchBoardReadTheSameBoard() {
    for (Draughts game :
        List.of(
            Draughts.brazilian(),
            Draughts.international(),
            new Draughts(DraughtsRules.ofSize(18)))) {
      DraughtsPosition position = game.start().play(game.start().legalMoves().get(0));
      for (DraughtsBoardView view : List.of(position, position.searchBoard())) {
        assertEquals(game.rules().size(), view.size());
        assertEquals(game.rules().size() * game.rules().size() / 2, view.squareCount());
        assertEquals(Color.BLACK, view.sideToMove());
        BoardView<Integer, Piece> generic = view;
        for (int s = 1; s <= view.squareCount(); s++) {
          assertEquals(position.pieceAt(s), view.pieceAt(s));
          assertEquals(position.pieceAt(s), generic.pieceAt(s));
        }
        for (Piece piece : Piece.values()) {
          assertEquals(position.count(piece), view.count(piece));
        }
        assertThrows(IllegalArgumentException.class, () -> generic.pieceAt(null));
        assertThrows(IllegalArgumentException.class, () -> generic.pieceAt(0));
        assertThrows(IllegalArgumentException.class, () -> view.pieceAt(view.squareCount() + 1));
      }
    }
  }
}
