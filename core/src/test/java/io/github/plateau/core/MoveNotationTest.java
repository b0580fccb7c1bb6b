package io.github.plateau.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.tictactoe.Bug;
import io.github.plateau.core.tictactoe.Cell;
import io.github.plateau.core.tictactoe.TicTacToe;
import io.github.plateau.core.tictactoe.TicTacToePosition;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link MoveNotation}: the standard one by default, one written by moves, and bad input. */
class MoveNotationTest {
  private static final TicTacToe GAME = new TicTacToe();

  /** A notation that writes each move with the one before it, to see what the writer is given. */
  private static final MoveNotation<TicTacToePosition, Cell> AFTER =
      MoveNotation.of(
          GAME,
          "after",
          "After",
          (position, move, previous) ->
              position.sideToMove() + ":" + move + previous.map(p -> "<" + p).orElse(""));

  @Test
  void aGameHasItsStandardNotationByDefault() {
    List<MoveNotation<TicTacToePosition, Cell>> notations = GAME.moveNotations();
    assertEquals(1, notations.size());
    MoveNotation<TicTacToePosition, Cell> standard = notations.get(0);
    assertEquals(MoveNotation.STANDARD, standard.name());
    assertEquals("Standard", standard.label());
    assertEquals("standard", standard.toString());
    TicTacToePosition start = GAME.start();
    List<Cell> moves = List.of(new Cell(4), new Cell(0), new Cell(8));
    assertEquals(List.of("b2", "a1", "c3"), standard.write(start, moves));
    assertEquals(List.of(), standard.write(start, List.of()));
    assertEquals(standard.name(), GAME.moveNotation("STANDARD").name(), "any case");
  }

  @Test
  void eachSeededPlayoutIsWrittenAsTheGameWritesEachTurn() {
    for (long seed = 0; seed < 20; seed++) {
      Random random = new Random(seed);
      TicTacToePosition start = GAME.start();
      TicTacToePosition p = start;
      List<Cell> moves = new ArrayList<>();
      List<String> expected = new ArrayList<>();
      while (p.outcome().isEmpty()) {
        Cell move = p.legalMoves().get(random.nextInt(p.legalMoves().size()));
        expected.add(GAME.formatTurn(p, List.of(move)));
        moves.add(move);
        p = p.play(move);
      }
      assertEquals(expected, GAME.moveNotation("standard").write(start, moves), "seed " + seed);
    }
  }

  @Test
  void aWriterIsGivenEachMoveWithTheOneBefore() {
    TicTacToePosition start = GAME.start();
    List<Cell> moves = List.of(new Cell(4), new Cell(0), new Cell(8));
    assertEquals(List.of("X:b2", "O:a1<b2", "X:c3<a1"), AFTER.write(start, moves));
    // a line from a later position has no move before its first
    TicTacToePosition later = start.play(new Cell(4));
    assertEquals(List.of("O:a1"), AFTER.write(later, List.of(new Cell(0))));
  }

  @Test
  void theListWrittenCannotBeChanged() {
    List<String> texts = AFTER.write(GAME.start(), List.of(new Cell(4)));
    assertThrows(UnsupportedOperationException.class, () -> texts.add("a1"));
  }

  @Test
  void anIllegalMoveRefusesTheWholeLineBeforeAnyIsWritten() {
    List<Cell> written = new ArrayList<>();
    MoveNotation<TicTacToePosition, Cell> counting =
        MoveNotation.of(
            GAME,
            "counting",
            "Counting",
            (position, move, previous) -> {
              written.add(move);
              return move.toString();
            });
    List<Cell> moves = List.of(new Cell(4), new Cell(4));
    assertThrows(IllegalMoveException.class, () -> counting.write(GAME.start(), moves));
    assertTrue(written.isEmpty(), "written before the line was checked: " + written);
  }

  @Test
  void badArgumentsAreRefused() {
    TicTacToePosition start = GAME.start();
    assertThrows(IllegalArgumentException.class, () -> AFTER.write(null, List.of()));
    assertThrows(IllegalArgumentException.class, () -> AFTER.write(start, null));
    List<Cell> withNull = new ArrayList<>();
    withNull.add(null);
    assertThrows(IllegalArgumentException.class, () -> AFTER.write(start, withNull));
    TicTacToePosition other = new TicTacToe(Bug.C3_WRITTEN_WRONG).start();
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> AFTER.write(other, List.of()));
    assertTrue(e.getMessage().contains("belongs to"), e.getMessage());
    MoveNotation.MoveWriter<TicTacToePosition, Cell> w = (p, m, before) -> "";
    assertThrows(IllegalArgumentException.class, () -> MoveNotation.of(null, "a", "A", w));
    assertThrows(IllegalArgumentException.class, () -> MoveNotation.of(GAME, "a", "A", null));
    assertThrows(IllegalArgumentException.class, () -> MoveNotation.of(GAME, null, "A", w));
    assertThrows(IllegalArgumentException.class, () -> MoveNotation.of(GAME, "Big", "A", w));
    assertThrows(IllegalArgumentException.class, () -> MoveNotation.of(GAME, "", "A", w));
    assertThrows(IllegalArgumentException.class, () -> MoveNotation.of(GAME, "a", " ", w));
    assertThrows(IllegalArgumentException.class, () -> MoveNotation.of(GAME, "a", null, w));
    assertThrows(IllegalArgumentException.class, () -> MoveNotation.standard(null, "a", "A"));
    assertThrows(IllegalArgumentException.class, () -> MoveNotation.standard(GAME, "a", ""));
    assertThrows(IllegalArgumentException.class, () -> MoveNotation.standard(GAME, "A b", "A"));
  }

  @Test
  void anUnknownNameIsRefusedWithTheGamesNotations() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> GAME.moveNotation("kif"));
    assertEquals(
        "Tic-tac-toe has no move notation 'kif' (its notations: [standard])", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> GAME.moveNotation(null));
  }

  @Test
  void theWriterIsGivenNoPreviousMoveAtTheStartThenEachOne() {
    List<Optional<Cell>> given = new ArrayList<>();
    MoveNotation<TicTacToePosition, Cell> n =
        MoveNotation.of(
            GAME,
            "p",
            "P",
            (position, move, previous) -> {
              given.add(previous);
              return "";
            });
    n.write(GAME.start(), List.of(new Cell(0), new Cell(1)));
    assertEquals(List.of(Optional.empty(), Optional.of(new Cell(0))), given);
  }
}
