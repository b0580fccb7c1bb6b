package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * Sizes a hash table from the memory a user grants it, as engine protocols grant it in megabytes:
 * the largest power of two of entries that fits both in those megabytes and in a quarter of the
 * heap (a GUI may grant more than the JVM has), between a least and a most number of entries. The
 * search player's table and the mate solver's are sized here.
 */
public final class TableMemory {
  private TableMemory() {}

  /**
   * The entries that fit in the megabytes and in a quarter of this JVM's heap.
   *
   * @param megabytes the memory granted, 1 or more
   * @param entryBytes the bytes an entry takes, 1 or more
   * @param leastEntries the entries of the smallest table, a power of two from 1
   * @param mostEntries the entries of the largest table, a power of two at least {@code
   *     leastEntries}
   * @return a power of two from {@code leastEntries} to {@code mostEntries}
   * @throws IllegalArgumentException if an argument is out of its range
   */
  public static int entries(long megabytes, int entryBytes, int leastEntries, int mostEntries) {
    return entries(
        megabytes, Runtime.getRuntime().maxMemory(), entryBytes, leastEntries, mostEntries);
  }

  /**
   * The entries that fit in the megabytes and in a quarter of a heap of {@code heapBytes}.
   *
   * @param megabytes the memory granted, 1 or more
   * @param heapBytes the heap's size, 0 or more
   * @param entryBytes the bytes an entry takes, 1 or more
   * @param leastEntries the entries of the smallest table, a power of two from 1
   * @param mostEntries the entries of the largest table, a power of two at least {@code
   *     leastEntries}
   * @return a power of two from {@code leastEntries} to {@code mostEntries}
   * @throws IllegalArgumentException if an argument is out of its range
   */
  public static int entries(
      long megabytes, long heapBytes, int entryBytes, int leastEntries, int mostEntries) {
    checkArgument(megabytes >= 1, "megabytes must be 1 or more, not %s", megabytes);
    checkArgument(heapBytes >= 0, "heapBytes must be 0 or more, not %s", heapBytes);
    checkArgument(entryBytes >= 1, "entryBytes must be 1 or more, not %s", entryBytes);
    checkArgument(
        leastEntries > 0
            && mostEntries > 0
            && Integer.bitCount(leastEntries) == 1
            && Integer.bitCount(mostEntries) == 1,
        "the least and most entries must be powers of two, not %s and %s",
        leastEntries,
        mostEntries);
    checkArgument(
        leastEntries <= mostEntries,
        "the least entries, %s, exceed the most, %s",
        leastEntries,
        mostEntries);
    // Megabytes past 2^40 would overflow the shift; no heap is that large.
    long bytes = Math.min(Math.min(megabytes, 1L << 40) << 20, heapBytes / 4);
    long fit = Math.min(Math.max(bytes / entryBytes, leastEntries), mostEntries);
    return (int) Long.highestOneBit(fit);
  }
}
