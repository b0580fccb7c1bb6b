package io.github.plateau.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PlyMoveListsTest {
  @Test
  void aKeptListIsCopiedInItsOrderUntilItsPlyIsForgotten() {
    PlyMoveLists lists = new PlyMoveLists(4);
    lists.forget(0);
    assertFalse(lists.isKnown(0));
    assertEquals(-1, lists.count(0));
    int[] codes = lists.codes(0);
    assertEquals(4, codes.length);
    codes[0] = 30;
    codes[1] = 10;
    codes[2] = 20;
    lists.keep(0, 3);
    assertTrue(lists.isKnown(0));
    MoveList moves = new MoveList(1);
    moves.add(99); // discarded
    assertEquals(3, lists.copyTo(0, moves));
    assertArrayEquals(new int[] {30, 10, 20}, moves.toArray());
    lists.forget(0);
    assertFalse(lists.isKnown(0));
    assertSame(codes, lists.codes(0), "the array is reused: nothing allocated once grown");
  }

  @Test
  void pliesDeeperThanAnyBeforeMakeRoomAndKeepTheShallowerLists() {
    PlyMoveLists lists = new PlyMoveLists(2);
    lists.codes(0)[0] = 7;
    lists.keep(0, 1);
    for (int ply = 1; ply <= 100; ply++) {
      lists.forget(ply);
    }
    lists.keep(300, 0);
    assertTrue(lists.isKnown(300));
    assertFalse(lists.isKnown(100));
    assertEquals(1, lists.count(0));
    assertEquals(7, lists.codes(0)[0]);
  }

  @Test
  void aNegativeRoomIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> new PlyMoveLists(-1));
  }
}
