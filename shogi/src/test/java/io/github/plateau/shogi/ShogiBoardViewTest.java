package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.plateau.core.MoveList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** A position and a search board in the same state read alike through {@link ShogiBoardView}. */
class ShogiBoardViewTest {
  private static final Shogi GAME = new Shogi();

  @Test
  void aPositionAndItsSearchBoardShowTheSameBoard() {
    SplittableRandom random = new SplittableRandom(7);
    ShogiSearchBoard board = GAME.start().searchBoard();
    MoveList moves = new MoveList();
    for (int ply = 0; ply < 120 && board.generate(moves) > 0; ply++) {
      board.push(moves.get(random.nextInt(moves.size())));
      assertSame(board.position(), board);
    }
  }

  @Test
  void nullArgumentsAreRefusedByBothViews() {
    for (ShogiBoardView view : List.<ShogiBoardView>of(GAME.start(), GAME.start().searchBoard())) {
      assertThrows(IllegalArgumentException.class, () -> view.pieceAt(null));
      assertThrows(IllegalArgumentException.class, () -> view.count(null));
      assertThrows(IllegalArgumentException.class, () -> view.inHand(null, Kind.PAWN));
      assertThrows(IllegalArgumentException.class, () -> view.inHand(Color.SENTE, null));
      assertThrows(IllegalArgumentException.class, () -> view.kingSquare(null));
    }
  }

  /** Every read of the two views agrees. */
  private static void assertSame(ShogiBoardView expected, ShogiBoardView actual) {
    assertEquals(expected.sideToMove(), actual.sideToMove());
    for (int index = 0; index < Geometry.SQUARES; index++) {
      Square square = Square.ofIndex(index);
      assertEquals(expected.pieceAt(square), actual.pieceAt(square), square.toString());
    }
    for (Color color : Color.values()) {
      assertEquals(expected.kingSquare(color), actual.kingSquare(color));
      for (Kind kind : Kind.values()) {
        assertEquals(expected.inHand(color, kind), actual.inHand(color, kind), kind.toString());
        Piece piece = Piece.of(color, kind);
        assertEquals(expected.count(piece), actual.count(piece), piece.toString());
      }
    }
  }
}
