package io.github.plateau.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TableMemoryTest {
  private static final long GIB = 1L << 30;

  @Test
  void theLargestPowerOfTwoThatFitsTheMegabytesAndAQuarterOfTheHeap() {
    assertEquals(1 << 16, TableMemory.entries(1, 4 * GIB, 16, 1, 1 << 26), "1 MB of 16 bytes");
    assertEquals(1 << 17, TableMemory.entries(3, 4 * GIB, 16, 1, 1 << 26), "3 MB rounded down");
    assertEquals(1 << 14, TableMemory.entries(1, 4 * GIB, 44, 16, 1 << 26), "44-byte entries");
    assertEquals(1 << 20, TableMemory.entries(65_536, 64L << 20, 16, 1, 1 << 26), "heap / 4");
    assertEquals(1 << 26, TableMemory.entries(65_536, 64 * GIB, 16, 1, 1 << 26), "the most");
    assertEquals(16, TableMemory.entries(1, 0, 44, 16, 1 << 26), "the least, whatever the heap");
    assertEquals(1 << 26, TableMemory.entries(Long.MAX_VALUE, Long.MAX_VALUE, 1, 1, 1 << 26));
  }

  @Test
  void theJvmsOwnHeapBoundsTheTable() {
    long heap = Runtime.getRuntime().maxMemory();
    int entries = TableMemory.entries(1L << 40, 16, 1, 1 << 30);
    assertTrue((long) entries * 16 <= heap / 4, entries + " entries in a heap of " + heap);
    assertTrue((long) entries * 2 * 16 > heap / 4, "not the largest power of two that fits");
  }

  @Test
  void argumentsOutOfRangeAreNamed() {
    assertEquals(
        "megabytes must be 1 or more, not 0",
        assertThrows(IllegalArgumentException.class, () -> TableMemory.entries(0, 1, 16, 1, 2))
            .getMessage());
    assertEquals(
        "the least and most entries must be powers of two, not 3 and 4",
        assertThrows(IllegalArgumentException.class, () -> TableMemory.entries(1, 1, 16, 3, 4))
            .getMessage());
    assertEquals(
        "the least entries, 8, exceed the most, 4",
        assertThrows(IllegalArgumentException.class, () -> TableMemory.entries(1, 1, 16, 8, 4))
            .getMessage());
    assertThrows(IllegalArgumentException.class, () -> TableMemory.entries(1, -1, 16, 1, 2));
    // Integer.MIN_VALUE has one bit set, but is no power of two: it gave a table of 0 entries
    assertThrows(
        IllegalArgumentException.class,
        () -> TableMemory.entries(16, 1L << 30, 32, Integer.MIN_VALUE, Integer.MIN_VALUE));
    assertThrows(
        IllegalArgumentException.class,
        () -> TableMemory.entries(16, 0, 32, Integer.MIN_VALUE, 16));
    assertThrows(IllegalArgumentException.class, () -> TableMemory.entries(1, 1, 0, 1, 2));
  }
}
