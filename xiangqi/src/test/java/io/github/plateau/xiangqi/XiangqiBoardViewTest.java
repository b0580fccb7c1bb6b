package io.github.plateau.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.plateau.core.MoveList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A position and a search board at the same state read alike through {@link XiangqiBoardView}. */
class XiangqiBoardViewTest {
  private final Xiangqi game = new Xiangqi();

  /** Every reading of two views, as one text. */
  private static String read(XiangqiBoardView view) {
    StringBuilder out = new StringBuilder().append(view.sideToMove());
    for (int index = 0; index < Square.COUNT; index++) {
      Square square = Square.ofIndex(index);
      out.append(view.pieceAt(square).map(Piece::toString).orElse("."));
    }
    for (Color color : Color.values()) {
      out.append(' ').append(view.generalSquare(color));
      for (Kind kind : Kind.values()) {
        out.append(view.count(new Piece(color, kind)));
      }
    }
    return out.toString();
  }

  @Test
  void aPositionAndItsSearchBoardReadAlikeMoveByMove() {
    XiangqiPosition position = game.start();
    XiangqiSearchBoard board = position.searchBoard();
    MoveList codes = new MoveList();
    for (int ply = 0; ply < 40 && board.generate(codes) > 0; ply++) {
      int code = codes.get((ply * 7) % codes.size());
      position = position.play(board.decode(code));
      board.push(code);
      assertEquals(read(position), read(board), position.toString());
    }
  }

  @Test
  void theGeneralsStandWhereTheFenPutsThem() {
    XiangqiBoardView view = game.parse("3k5/9/9/9/9/9/9/9/4A4/5K3 b");
    assertEquals(
        List.of(Square.parse("f0"), Square.parse("d9")),
        List.of(view.generalSquare(Color.RED), view.generalSquare(Color.BLACK)));
    assertEquals(Color.BLACK, view.sideToMove());
  }

  @Test
  void nullsAreRefused() {
    XiangqiBoardView[] views = {game.start(), game.start().searchBoard()};
    for (XiangqiBoardView view : views) {
      assertThrows(IllegalArgumentException.class, () -> view.pieceAt(null));
      assertThrows(IllegalArgumentException.class, () -> view.count(null));
      assertThrows(IllegalArgumentException.class, () -> view.generalSquare(null));
    }
  }
}
