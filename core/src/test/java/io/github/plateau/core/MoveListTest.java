package io.github.plateau.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class MoveListTest {
  private static MoveList of(int... moves) {
    MoveList list = new MoveList(1);
    for (int move : moves) {
      list.add(move);
    }
    return list;
  }

  @Test
  void copyFromReplacesTheMovesWithAnArraysFirstCodesAndGrowsAsNeeded() {
    MoveList list = of(1, 2, 3);
    list.copyFrom(new int[] {7, 8, 9, 10, 11}, 4);
    assertArrayEquals(new int[] {7, 8, 9, 10}, list.toArray());
    list.copyFrom(new int[] {5}, 1);
    assertArrayEquals(new int[] {5}, list.toArray());
    list.add(6);
    assertArrayEquals(new int[] {5, 6}, list.toArray());
    list.copyFrom(new int[0], 0);
    assertTrue(list.isEmpty());
    assertThrows(IllegalArgumentException.class, () -> list.copyFrom(null, 0));
    assertThrows(IllegalArgumentException.class, () -> list.copyFrom(new int[2], 3));
    assertThrows(IllegalArgumentException.class, () -> list.copyFrom(new int[2], -1));
  }

  @Test
  void setAndSwapChangeOnlyTheirIndices() {
    MoveList list = of(10, 20, 30);
    list.set(1, 21);
    list.swap(0, 2);
    assertArrayEquals(new int[] {30, 21, 10}, list.toArray());
    assertThrows(IndexOutOfBoundsException.class, () -> list.set(3, 0));
    assertThrows(IndexOutOfBoundsException.class, () -> list.swap(-1, 0));
  }

  @Test
  void sortingByScoresIsDescendingAndStableAndMovesTheScores() {
    MoveList list = of(1, 2, 3, 4, 5);
    int[] scores = {0, 7, 3, 7, -2, 99}; // one spare entry past the list, left alone
    list.sortByScores(scores);
    assertArrayEquals(new int[] {2, 4, 3, 1, 5}, list.toArray());
    assertArrayEquals(new int[] {7, 7, 3, 0, -2, 99}, scores);
  }

  @Test
  void sortingFromAnIndexLeavesTheMovesBeforeIt() {
    MoveList list = of(1, 2, 3, 4, 5);
    int[] scores = {50, 1, 9, 4, 9};
    list.sortByScores(scores, 2);
    assertArrayEquals(new int[] {1, 2, 3, 5, 4}, list.toArray());
    assertArrayEquals(new int[] {50, 1, 9, 9, 4}, scores);
    list.sortByScores(scores, 5); // nothing left to order
    assertArrayEquals(new int[] {1, 2, 3, 5, 4}, list.toArray());
    assertThrows(IllegalArgumentException.class, () -> list.sortByScores(scores, 6));
    assertThrows(IllegalArgumentException.class, () -> list.sortByScores(scores, -1));
  }

  @Test
  void scoresMustCoverTheList() {
    MoveList list = of(1, 2);
    assertThrows(IllegalArgumentException.class, () -> list.sortByScores(new int[1]));
    assertThrows(IllegalArgumentException.class, () -> list.sortByScores(null));
  }

  @Test
  void indexOfFindsTheFirstOccurrence() {
    MoveList list = of(5, 6, 5);
    assertEquals(0, list.indexOf(5));
    assertEquals(-1, list.indexOf(7));
    assertTrue(list.contains(6));
    assertFalse(list.contains(7));
    list.truncate(1);
    assertFalse(list.contains(6));
  }
}
