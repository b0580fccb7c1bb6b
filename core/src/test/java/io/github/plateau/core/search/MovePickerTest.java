package io.github.plateau.core.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.MoveList;
import io.github.plateau.core.testing.CornerCaptures;
import io.github.plateau.core.testing.ForwardingSearchBoard;
import io.github.plateau.core.tictactoe.Cell;
import io.github.plateau.core.tictactoe.TicTacToe;
import io.github.plateau.core.tictactoe.TicTacToePosition;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The staged order of a node's moves, on tic-tac-toe where the corners count as captures: the
 * table's move, the captures by the board's capture order (ties in the board's order), then the
 * quiet moves by killers and history, each move once.
 */
class MovePickerTest {
  private final CornerCaptures board = new CornerCaptures(new TicTacToe().start());
  private final MoveOrdering ordering = new MoveOrdering();
  private final MovePicker picker = new MovePicker();

  /** Every move the picker hands out, with a mark on the captures ("c"). */
  private List<String> picked(boolean tableHit, int tableMove) {
    assertTrue(picker.start(board, tableHit, tableMove));
    List<String> out = new ArrayList<>();
    while (picker.next(board, ordering, 0)) {
      out.add(picker.move() + (picker.isCapture() ? "c" : ""));
    }
    assertFalse(picker.next(board, ordering, 0), "a picker that is done stays done");
    return out;
  }

  @Test
  void withoutATableMoveTheCapturesComeFirstInTheBoardsOrder() {
    assertEquals(List.of("0c", "2c", "6c", "8c", "1", "3", "4", "5", "7"), picked(false, 4));
  }

  @Test
  void theCapturesComeInTheBoardsCaptureOrderAndTheQuietMovesAreStillToldApart() {
    CornerCaptures ranked = CornerCaptures.ranked(new TicTacToe().start());
    List<String> none = new ArrayList<>();
    List<String> tabled = new ArrayList<>();
    for (List<String> out : List.of(none, tabled)) {
      assertTrue(picker.start(ranked, out == tabled, 2));
      while (picker.next(ranked, ordering, 0)) {
        out.add(picker.move() + (picker.isCapture() ? "c" : ""));
      }
    }
    assertEquals(List.of("8c", "6c", "2c", "0c", "1", "3", "4", "5", "7"), none);
    assertEquals(List.of("2c", "8c", "6c", "0c", "1", "3", "4", "5", "7"), tabled);
  }

  @Test
  void theTableMoveComesFirstAndOnce() {
    assertEquals(List.of("4", "0c", "2c", "6c", "8c", "1", "3", "5", "7"), picked(true, 4));
    assertEquals(List.of("6c", "0c", "2c", "8c", "1", "3", "4", "5", "7"), picked(true, 6));
  }

  @Test
  void aTableMoveTheStateDoesNotListIsSkipped() {
    board.push(4);
    assertEquals(List.of("0c", "2c", "6c", "8c", "1", "3", "5", "7"), picked(true, 4));
    assertEquals(List.of("0c", "2c", "6c", "8c", "1", "3", "5", "7"), picked(true, 99));
  }

  @Test
  void killersLeadTheQuietMovesThenHistory() {
    ordering.cutoff(board, 7, 0, 1); // the older killer, and history 1
    ordering.cutoff(board, 5, 0, 1); // the newest killer
    ordering.cutoff(board, 3, 1, 4); // another ply's killer: here only its history counts, 16
    assertEquals(List.of("0c", "2c", "6c", "8c", "5", "7", "3", "1", "4"), picked(false, 0));
    assertEquals(List.of("3", "0c", "2c", "6c", "8c", "5", "7", "1", "4"), picked(true, 3));
  }

  @Test
  void quietMovesOfEqualScoreKeepTheirListedOrderWhetherPickedOneByOneOrSorted() {
    ordering.cutoff(board, 7, 1, 3); // history 9, no killer here
    ordering.cutoff(board, 4, 2, 2); // history 4
    // ties (1, 3, 5 at 0) keep the order the board lists them in
    assertEquals(List.of("0c", "2c", "6c", "8c", "7", "4", "1", "3", "5"), picked(false, 0));
  }

  @Test
  void aStateWithOnlyCapturesListsThemAll() {
    for (int move : new int[] {4, 1, 3, 5, 7}) { // no line yet; the corners are left
      board.push(move);
    }
    assertEquals(List.of("6c", "0c", "2c", "8c"), picked(true, 6));
  }

  @Test
  void aStateWithOnlyQuietMovesListsThemAll() {
    for (int move : new int[] {0, 1, 2, 3, 6, 5, 7}) { // no line yet; 4 and 8 are left
      board.push(move);
    }
    assertEquals(List.of("8c", "4"), picked(true, 8));
    board.push(8);
    assertEquals(List.of("4"), picked(false, 0));
    assertEquals(List.of("4"), picked(true, 4));
  }

  @Test
  void aKillerThatCapturesHereComesOnceAmongTheCaptures() {
    ordering.cutoff(board, 6, 0, 5);
    ordering.cutoff(board, 2, 0, 5);
    assertEquals(List.of("0c", "2c", "6c", "8c", "1", "3", "4", "5", "7"), picked(false, 0));
  }

  @Test
  void theQuietMovesAreOrderedByTheHistoryAsItIsWhenTheCapturesAreSpent() {
    assertTrue(picker.start(board, false, 0));
    assertTrue(picker.next(board, ordering, 0));
    assertEquals(0, picker.move());
    ordering.cutoff(board, 7, 2, 3); // a refutation two plies down, in the first capture's subtree
    List<String> rest = new ArrayList<>();
    while (picker.next(board, ordering, 0)) {
      rest.add(picker.move() + (picker.isCapture() ? "c" : ""));
    }
    assertEquals(List.of("2c", "6c", "8c", "7", "1", "3", "4", "5"), rest);
  }

  @Test
  void listsOnlyWhatTheNodeReaches() {
    Counting counting = new Counting();
    assertTrue(picker.start(counting, false, 0));
    assertTrue(picker.next(counting, ordering, 0));
    assertEquals(List.of(0, 1), List.of(counting.generated, counting.captured), "a capture first");
    while (picker.next(counting, ordering, 0)) {
      // every move
    }
    assertEquals(List.of(1, 1), List.of(counting.generated, counting.captured), "then all, once");
    Counting tabled = new Counting();
    assertTrue(picker.start(tabled, true, 4));
    assertTrue(picker.next(tabled, ordering, 0));
    assertEquals(4, picker.move());
    assertEquals(List.of(0, 0), List.of(tabled.generated, tabled.captured), "the table's move");
    assertTrue(picker.next(tabled, ordering, 0));
    assertEquals(List.of(0, 1), List.of(tabled.generated, tabled.captured), "then the captures");
    while (picker.next(tabled, ordering, 0)) {
      // every move
    }
    assertEquals(List.of(1, 1), List.of(tabled.generated, tabled.captured), "then all, once");
  }

  @Test
  void capturesOutOfTheBoardsOrderAreRefused() {
    Counting backwards =
        new Counting() {
          @Override
          public int generateCaptures(MoveList moves) {
            super.generateCaptures(moves);
            moves.set(0, 8);
            moves.set(moves.size() - 1, 0);
            return moves.size();
          }
        };
    assertTrue(picker.start(backwards, false, 0));
    for (int i = 0; i < 4; i++) {
      assertTrue(picker.next(backwards, ordering, 0));
    }
    assertThrows(IllegalStateException.class, () -> picker.next(backwards, ordering, 0));
  }

  /**
   * Tic-tac-toe with the corners as captures, listed without listing every move, and the lists
   * counted.
   */
  private static class Counting extends ForwardingSearchBoard<TicTacToePosition, Cell> {
    int generated;
    int captured;

    Counting() {
      super(new TicTacToe().start().searchBoard());
    }

    @Override
    public int generate(MoveList moves) {
      generated++;
      return super.generate(moves);
    }

    @Override
    public boolean isCapture(int move) {
      return move % 2 == 0 && move != 4;
    }

    @Override
    public boolean isLegal(int move) { // tested alone, as the games' boards test it: not counted
      MoveList moves = new MoveList();
      super.generate(moves);
      return moves.contains(move);
    }

    @Override
    public int generateCaptures(MoveList moves) {
      captured++;
      super.generate(moves); // not counted: a board lists its captures its own way
      int kept = 0;
      for (int i = 0; i < moves.size(); i++) {
        if (isCapture(moves.get(i))) {
          moves.set(kept++, moves.get(i));
        }
      }
      moves.truncate(kept);
      return kept;
    }
  }

  @Test
  void aDecidedStateHasNoMove() {
    for (int move : new int[] {0, 3, 1, 4, 2}) { // x takes the top row
      board.push(move);
    }
    MoveList moves = new MoveList();
    assertEquals(0, board.generate(moves));
    assertFalse(picker.start(board, true, 5));
    assertFalse(picker.next(board, ordering, 0));
  }

  @Test
  void theBoardIsLeftAsItWas() {
    picked(true, 4);
    MoveList moves = new MoveList();
    board.generate(moves);
    assertArrayEquals(new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8}, moves.toArray());
    assertEquals(0, board.ply());
  }
}
