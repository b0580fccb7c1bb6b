package io.github.plateau.core;

import java.util.Arrays;

/**
 * A persistent map from 64-bit hashes to values: {@link #put} returns a new map and shares all but
 * one path with the old one, so every {@link GameRecord}, branches included, keeps its own index of
 * the positions before it at a cost of O(log n) per move.
 *
 * <p>Six bits of the key per level; two different keys part at some bit, so no level needs a
 * collision list.
 */
final class HashTrie<V> {
  private static final int BITS = 6;
  private static final HashTrie<?> EMPTY = new HashTrie<>(0L, new Object[0]);

  private final long bitmap; // bit b set: slot for the key chunk b is present
  private final Object[] slots; // an Entry or a HashTrie per set bit, in bit order

  private record Entry(long key, Object value) {}

  private HashTrie(long bitmap, Object[] slots) {
    this.bitmap = bitmap;
    this.slots = slots;
  }

  @SuppressWarnings("unchecked")
  static <V> HashTrie<V> empty() {
    return (HashTrie<V>) EMPTY;
  }

  @SuppressWarnings("unchecked")
  V get(long key) {
    HashTrie<V> node = this;
    for (int shift = 0; ; shift += BITS) {
      long bit = 1L << ((key >>> shift) & 63);
      if ((node.bitmap & bit) == 0) {
        return null;
      }
      Object slot = node.slots[Long.bitCount(node.bitmap & (bit - 1))];
      if (slot instanceof Entry entry) {
        return entry.key == key ? (V) entry.value : null;
      }
      node = (HashTrie<V>) slot;
    }
  }

  HashTrie<V> put(long key, V value) {
    return put(key, value, 0);
  }

  @SuppressWarnings("unchecked")
  private HashTrie<V> put(long key, Object value, int shift) {
    long bit = 1L << ((key >>> shift) & 63);
    int index = Long.bitCount(bitmap & (bit - 1));
    if ((bitmap & bit) == 0) {
      Object[] grown = new Object[slots.length + 1];
      System.arraycopy(slots, 0, grown, 0, index);
      grown[index] = new Entry(key, value);
      System.arraycopy(slots, index, grown, index + 1, slots.length - index);
      return new HashTrie<>(bitmap | bit, grown);
    }
    Object slot = slots[index];
    Object replaced;
    if (slot instanceof Entry entry) {
      replaced =
          entry.key == key
              ? new Entry(key, value)
              : HashTrie.<V>empty()
                  .put(entry.key, entry.value, shift + BITS)
                  .put(key, value, shift + BITS);
    } else {
      replaced = ((HashTrie<V>) slot).put(key, value, shift + BITS);
    }
    Object[] copy = Arrays.copyOf(slots, slots.length);
    copy[index] = replaced;
    return new HashTrie<>(bitmap, copy);
  }

  /** How many keys the map holds, counted in one walk: for tests of what an index costs. */
  int size() {
    int count = 0;
    for (Object slot : slots) {
      count += slot instanceof HashTrie<?> child ? child.size() : 1;
    }
    return count;
  }
}
