package io.github.plateau.core.mate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The proof table's lookups by hand: a proof stands for the same board with at least the attacker's
 * hand, a disproof for at most, each only where its length or reach holds.
 */
class ProofTableTest {
  private static final int INFINITE = DfPnSearch.INFINITE;
  private static final long BOARD = 0x1234_5678_9abc_def0L;

  /** Hands as two 4-bit counts, compared count by count. */
  private static final ProofTable.HandOrder ORDER =
      (hand, other) -> (hand & 0xf) >= (other & 0xf) && (hand >> 4) >= (other >> 4);

  private static final long ONE_GOLD = 0x01;
  private static final long TWO_GOLDS = 0x02;
  private static final long GOLD_AND_SILVER = 0x11;
  private static final long SILVER = 0x10;

  @Test
  void aProofStandsForMoreInHandWithinItsLength() {
    ProofTable table = new ProofTable(64);
    table.store(11, BOARD, ONE_GOLD, 0, INFINITE, 5, 0, 9, 1);
    assertEquals(table.find(11, BOARD), table.dominating(BOARD, GOLD_AND_SILVER, ORDER, 5));
    assertEquals(table.find(11, BOARD), table.dominating(BOARD, TWO_GOLDS, ORDER, 7));
    assertEquals(table.find(11, BOARD), table.dominating(BOARD, ONE_GOLD, ORDER, 5));
    assertEquals(-1, table.dominating(BOARD, SILVER, ORDER, 5), "less in hand");
    assertEquals(-1, table.dominating(BOARD, 0, ORDER, 5), "nothing in hand");
    assertEquals(-1, table.dominating(BOARD, TWO_GOLDS, ORDER, 3), "a mate too long for the plies");
    assertEquals(-1, table.dominating(BOARD ^ 1, TWO_GOLDS, ORDER, 5), "another board");
  }

  @Test
  void aDisproofStandsForLessInHandWithinItsReach() {
    ProofTable table = new ProofTable(64);
    table.store(12, BOARD, GOLD_AND_SILVER, INFINITE, 0, 0, 0, 6, 1);
    int slot = table.find(12, BOARD);
    assertEquals(slot, table.dominating(BOARD, ONE_GOLD, ORDER, 6));
    assertEquals(slot, table.dominating(BOARD, SILVER, ORDER, 4));
    assertEquals(slot, table.dominating(BOARD, 0, ORDER, 6));
    assertEquals(-1, table.dominating(BOARD, TWO_GOLDS, ORDER, 6), "a second gold");
    assertEquals(-1, table.dominating(BOARD, ONE_GOLD, ORDER, 7), "more plies than it searched");
  }

  @Test
  void anUnsolvedStateSettlesNothing() {
    ProofTable table = new ProofTable(64);
    table.store(13, BOARD, ONE_GOLD, 3, 4, 0, 0, 6, 1);
    assertEquals(-1, table.dominating(BOARD, TWO_GOLDS, ORDER, 6));
    assertEquals(-1, table.dominating(BOARD, 0, ORDER, 6));
    assertTrue(table.find(13, BOARD) >= 0);
    table.clear();
    assertEquals(-1, table.find(13, BOARD), "cleared");
  }
}
