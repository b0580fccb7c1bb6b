package io.github.plateau.core.mate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The table's entries by placement and hand: which hands cover which, what each lookup finds. */
class ProofTableTest {
  /** Packs seven counts, the first in the lowest byte, as the boards' {@code hand} does. */
  private static long hand(int... counts) {
    long packed = 0;
    for (int i = counts.length - 1; i >= 0; i--) {
      packed = packed << 8 | counts[i];
    }
    return packed;
  }

  @Test
  void aHandCoversAnotherWhenEveryCountIsAtLeastTheOthers() {
    SplittableRandom random = new SplittableRandom(3);
    for (int i = 0; i < 100_000; i++) {
      int[] a = new int[7];
      int[] b = new int[7];
      boolean expected = true;
      for (int k = 0; k < 7; k++) {
        a[k] = random.nextInt(k == 0 ? 19 : 5);
        b[k] = random.nextBoolean() ? a[k] : random.nextInt(k == 0 ? 19 : 5);
        expected &= a[k] >= b[k];
      }
      assertEquals(
          expected, ProofTable.covers(hand(a), hand(b)), i + ": " + hand(a) + " " + hand(b));
    }
    assertTrue(ProofTable.covers(hand(127, 0, 0, 0, 0, 0, 127), hand(0, 0, 0, 0, 0, 0, 127)));
    assertFalse(ProofTable.covers(hand(18, 4, 4, 4, 4, 2, 1), hand(0, 0, 0, 0, 0, 0, 2)));
  }

  @Test
  void aProofServesTheHandsThatCoverItsAndADisproofThoseItCovers() {
    ProofTable table = new ProofTable(1 << 10);
    long placement = 0x1234_5678_9abc_def0L;
    table.storeByHand(placement, hand(1, 0, 0, 0, 1, 0, 0), true, 7);
    assertEquals(7, table.provedByHand(placement, hand(1, 0, 0, 0, 1, 0, 0), 7));
    assertEquals(7, table.provedByHand(placement, hand(2, 0, 1, 0, 1, 0, 0), 99));
    assertEquals(-1, table.provedByHand(placement, hand(2, 0, 1, 0, 1, 0, 0), 6), "too long");
    assertEquals(-1, table.provedByHand(placement, hand(1, 0, 0, 0, 0, 0, 1), 99), "a gold short");
    assertEquals(-1, table.provedByHand(placement + 1, hand(1, 0, 0, 0, 1, 0, 0), 99));
    table.storeByHand(placement, hand(1, 0, 0, 0, 1, 0, 0), true, 5);
    assertEquals(5, table.provedByHand(placement, hand(3, 0, 0, 0, 1, 0, 0), 99), "the shorter");
    assertFalse(table.disprovedByHand(placement, hand(1, 0, 0, 0, 1, 0, 0)), "a proof");

    long other = 0x0fed_cba9_8765_4321L;
    table.storeByHand(other, hand(2, 1, 0, 0, 0, 0, 0), false, 0);
    assertTrue(table.disprovedByHand(other, hand(2, 1, 0, 0, 0, 0, 0)));
    assertTrue(table.disprovedByHand(other, hand(0, 1, 0, 0, 0, 0, 0)));
    assertFalse(table.disprovedByHand(other, hand(3, 1, 0, 0, 0, 0, 0)), "a pawn more");
    assertEquals(-1, table.provedByHand(other, hand(2, 1, 0, 0, 0, 0, 0), 99), "a disproof");

    table.clear();
    assertEquals(-1, table.provedByHand(placement, hand(3, 0, 0, 0, 1, 0, 0), 99), "cleared");
    assertFalse(table.disprovedByHand(other, hand(0, 1, 0, 0, 0, 0, 0)), "cleared");
  }
}
