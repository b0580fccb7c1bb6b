package io.github.plateau.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
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
    lists.forget(500); // a replay's board forgets ever deeper plies and lists none of them
    assertFalse(lists.isKnown(450), "a ply passed over is not known");
    assertEquals(-1, lists.count(450));
    int[] deep = lists.codes(400);
    deep[0] = 5;
    deep[1] = 9;
    lists.keep(400, 2);
    assertEquals(1, lists.indexOf(400, 9));
    assertEquals(-1, lists.indexOf(400, 7));
    lists.keep(600, 1);
    assertEquals(0, lists.indexOf(600, lists.codes(600)[0]));
  }

  /**
   * Long and short lists of scattered codes (some negative, some colliding in the hash's top bits),
   * looked up in seeded random orders: each code is found at its index, and codes not listed,
   * including those of an earlier state of the ply, are not.
   */
  @Test
  void indexOfFindsEveryListedCodeInAnyOrderAndNothingElse() {
    SplittableRandom random = new SplittableRandom(24);
    PlyMoveLists lists = new PlyMoveLists(600);
    for (int round = 0; round < 200; round++) {
      int ply = random.nextInt(3);
      int n = random.nextInt(600);
      lists.forget(ply);
      int[] codes = lists.codes(ply);
      Set<Integer> listed = new HashSet<>();
      for (int i = 0; i < n; i++) {
        int code;
        do {
          code = random.nextBoolean() ? random.nextInt(-50, 5000) : random.nextInt() << 22;
        } while (!listed.add(code));
        codes[i] = code;
      }
      lists.keep(ply, n);
      probe(lists, ply, listed, random, -50, 5000, "round " + round);
    }
  }

  /** Increasing lists, as a game that generates in code order keeps them, by binary search. */
  @Test
  void sortedListsFindEveryListedCodeInAnyOrderAndNothingElse() {
    SplittableRandom random = new SplittableRandom(31);
    PlyMoveLists lists = PlyMoveLists.sorted(200);
    for (int round = 0; round < 200; round++) {
      int ply = random.nextInt(3);
      int n = random.nextInt(200);
      lists.forget(ply);
      int[] codes = lists.codes(ply);
      int code = random.nextInt(-20, 20);
      Set<Integer> listed = new HashSet<>();
      for (int i = 0; i < n; i++) {
        code += 1 + random.nextInt(5);
        codes[i] = code;
        listed.add(code);
      }
      lists.keep(ply, n);
      probe(lists, ply, listed, random, -30, code + 30, "round " + round);
    }
  }

  /**
   * Asks a kept list for each of its codes, in a random order, and for strays drawn from {@code
   * [low, high)}: each code is found at its index, a stray only if it is listed.
   */
  private static void probe(
      PlyMoveLists lists,
      int ply,
      Set<Integer> listed,
      SplittableRandom random,
      int low,
      int high,
      String where) {
    int n = lists.count(ply);
    int[] codes = lists.codes(ply);
    for (int probe = 0; probe < 3 * n + 20; probe++) {
      int i = random.nextInt(n + 10);
      if (i < n) {
        assertEquals(i, lists.indexOf(ply, codes[i]), where + ", code " + codes[i]);
      } else {
        int stray = random.nextInt(low, high);
        assertEquals(listed.contains(stray), lists.indexOf(ply, stray) >= 0, where);
      }
    }
  }

  @Test
  void indexOfFindsTheCodesPushedInTheirOrderNextToTheLastFound() {
    PlyMoveLists lists = new PlyMoveLists(100);
    lists.forget(0);
    for (int i = 0; i < 100; i++) {
      lists.codes(0)[i] = 1000 - 7 * i;
    }
    lists.keep(0, 100);
    for (int i = 0; i < 100; i++) {
      assertEquals(i, lists.indexOf(0, 1000 - 7 * i));
      assertEquals(i, lists.indexOf(0, 1000 - 7 * i), "asked again, as isCapture then push do");
    }
    assertEquals(-1, lists.indexOf(0, 1001));
  }

  @Test
  void aNegativeRoomIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> new PlyMoveLists(-1));
  }
}
