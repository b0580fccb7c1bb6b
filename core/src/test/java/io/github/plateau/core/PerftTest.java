package io.github.plateau.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.plateau.core.tictactoe.Cell;
import io.github.plateau.core.tictactoe.TicTacToe;
import io.github.plateau.core.tictactoe.TicTacToePosition;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Perft over tic-tac-toe, whose tree is known: 9, 72, 504, ... leaves at exact depths. */
class PerftTest {
  private final TicTacToePosition start = new TicTacToe().start();

  @ParameterizedTest
  @CsvSource({
    "0, 1",
    "1, 9",
    "2, 72",
    "3, 504",
    "4, 3024",
    "5, 15120",
    "6, 54720",
    "7, 148176",
    "8, 200448",
    "9, 127872",
    "10, 0"
  })
  void countsTheLeavesAtExactlyTheDepth(int depth, long leaves) {
    assertEquals(leaves, Perft.perft(start, depth));
    assertEquals(leaves, Perft.parallel(start, depth, 2));
    assertEquals(leaves, Perft.pushPop(start.searchBoard(), depth));
  }

  @Test
  void divideGivesEachRootMoveItsSubtree() {
    Map<Cell, Long> divided = Perft.divide(start, 3);
    assertEquals(9, divided.size());
    assertEquals(56L, divided.get(new Cell(4)));
    assertEquals(504L, divided.values().stream().mapToLong(Long::longValue).sum());
  }

  @Test
  void badArgumentsAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> Perft.perft(start, -1));
    assertThrows(IllegalArgumentException.class, () -> Perft.divide(start, 0));
    assertThrows(IllegalArgumentException.class, () -> Perft.parallel(start, 2, 0));
    assertThrows(IllegalArgumentException.class, () -> start.perft(-1));
    assertThrows(IllegalArgumentException.class, () -> Perft.pushPop(null, 1));
  }

  @Test
  void depthsAboveTheLimitAreRefusedBeforeAnyWork() {
    int tooDeep = Perft.MAX_DEPTH + 1;
    // A decided position would answer 0 at once: the limit holds all the same.
    TicTacToePosition over = new TicTacToe().parse("XXX/OO./... O");
    for (int depth : new int[] {tooDeep, Integer.MAX_VALUE}) {
      assertThrows(IllegalArgumentException.class, () -> Perft.perft(over, depth));
      assertThrows(IllegalArgumentException.class, () -> over.perft(depth));
      assertThrows(IllegalArgumentException.class, () -> Perft.divide(over, depth));
      assertThrows(IllegalArgumentException.class, () -> Perft.parallel(over, depth, 2));
      assertThrows(IllegalArgumentException.class, () -> Perft.pushPop(over.searchBoard(), depth));
    }
    assertEquals(0, Perft.perft(over, Perft.MAX_DEPTH));
  }
}
