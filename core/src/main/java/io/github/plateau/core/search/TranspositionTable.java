package io.github.plateau.core.search;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.Arrays;

/**
 * A fixed-size table of searched states, keyed by {@code SearchBoard.hash()}: depth, bound type,
 * score and best move code per entry, packed into one {@code long}, in two arrays allocated once.
 *
 * <p>One entry per slot, the slot chosen by the hash's low bits. Replacement is depth-preferred
 * within a search: a slot holding another state is overwritten only by a search at least as deep,
 * but entries left by an earlier search ({@link #newSearch()}) are always replaced, so a long game
 * does not fill the table with stale deep entries. Scores near mate are stored as distances from
 * the entry's state and turned back into distances from the root when read.
 *
 * <p>Shared by the threads of one search without locks: each slot holds the entry and the entry XOR
 * its key (and the table's salt), written one after the other. A reader that sees the halves of two
 * different writes gets a key that matches neither and takes the slot for empty, so a torn entry is
 * never used. Lost updates between threads only cost a little search.
 *
 * <p>{@link #clear()} costs O(1) most of the time: it changes the salt, so that no entry stored
 * before it matches a key again, and begins a new age, so that every such entry may be replaced:
 * the table then acts as an empty one. The ages such entries hold span fewer than {@value #SPAN}
 * (else the clear zeroes every slot), and they are zeroed before {@value #SPAN} more ages begin, so
 * an age never comes round to theirs.
 */
final class TranspositionTable {
  /** No entry: also what {@link #probe} returns for a state not in the table. */
  static final int NONE = 0;

  /** The score is exact. */
  static final int EXACT = 1;

  /** The score is a lower bound: the search failed high. */
  static final int LOWER = 2;

  /** The score is an upper bound: the search failed low. */
  static final int UPPER = 3;

  /** The largest number of entries: 2^26, 1 GB of arrays. */
  static final int MAX_ENTRIES = 1 << 26;

  /** The bytes one entry takes in the arrays. */
  static final int ENTRY_BYTES = 8 + 8;

  // An entry's bits: move 0-31, score 32-47, depth 48-54, bound 55-56, age 57-63.
  private static final int SCORE_SHIFT = 32;
  private static final int DEPTH_SHIFT = 48;
  private static final int BOUND_SHIFT = 55;
  private static final int AGE_SHIFT = 57;
  private static final int AGES = 1 << 7;
  // The most ages the entries stored before a clear() may span, and the most begun after it before
  // they are dropped: together fewer than AGES, so no age comes round to theirs.
  private static final int SPAN = AGES / 2;

  // Entry i at 2i, entry ^ key at 2i + 1: side by side, one probe reads one cache line. A slot is
  // the key's when the two XOR to the key, so a torn write by another thread reads as a miss.
  private final long[] slots;
  private final int mask;
  private int age;
  private long salt; // XORed into each entry's check: changed by clear(), the old entries miss
  private int agesSinceZeroed; // the ages begun since no entry older than the then age was left
  private boolean stale; // whether entries stored before the last clear() may be in the slots
  private int agesSinceClear; // the ages begun since the last clear(), while stale

  /**
   * An empty table.
   *
   * @param entries the number of entries, 1 to {@link #MAX_ENTRIES}; rounded down to a power of 2
   * @throws IllegalArgumentException if the number is out of range
   */
  TranspositionTable(int entries) {
    checkArgument(
        entries >= 1 && entries <= MAX_ENTRIES,
        "table entries %s not between 1 and %s",
        entries,
        MAX_ENTRIES);
    int size = Integer.highestOneBit(entries);
    this.slots = new long[2 * size];
    this.mask = size - 1;
  }

  /**
   * The number of entries.
   *
   * @return a power of 2
   */
  int size() {
    return slots.length / 2;
  }

  /** Empties every entry: from now on the table acts as a new one. */
  void clear() {
    age = (age + 1) % AGES;
    if (agesSinceZeroed >= SPAN) { // the entries' ages may span any number: zero them
      Arrays.fill(slots, 0L);
      agesSinceZeroed = 0;
      stale = false;
      return;
    }
    salt = mix(salt);
    agesSinceZeroed++;
    stale = true;
    agesSinceClear = 0;
  }

  /** Marks the entries so far as an earlier search's: any of them may be replaced. */
  void newSearch() {
    age = (age + 1) % AGES;
    agesSinceZeroed++;
    if (stale && ++agesSinceClear >= SPAN - 1) {
      dropStale();
    }
  }

  /**
   * Zeroes the entries stored before the last clear: those whose age is not one of the {@code
   * agesSinceClear + 1} begun since.
   */
  private void dropStale() {
    for (int slot = 0; slot < slots.length; slot += 2) {
      if ((age - age(slots[slot]) + AGES) % AGES > agesSinceClear) {
        slots[slot] = 0;
        slots[slot + 1] = 0;
      }
    }
    agesSinceZeroed = agesSinceClear;
    stale = false;
  }

  /** The next salt: a step of SplitMix64, the same sequence from every new table. */
  private static long mix(long salt) {
    long z = salt + 0x9E3779B97F4A7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  private int slot(long key) {
    return ((int) (key ^ (key >>> 32)) & mask) << 1;
  }

  /**
   * Finds a state's entry.
   *
   * @param key the state's hash
   * @return the entry, to read with {@link #depth}, {@link #bound}, {@link #move} and {@link
   *     #score}; an entry whose bound is {@link #NONE} if the state is not in the table
   */
  long probe(long key) {
    int slot = slot(key);
    long entry = slots[slot];
    return (slots[slot + 1] ^ entry ^ salt) == key ? entry : NONE;
  }

  /**
   * The depth an entry was stored with: the depth searched, as its searcher encodes it.
   *
   * @param entry an entry from {@link #probe}
   * @return the depth, 0 for no entry
   */
  static int depth(long entry) {
    return (int) (entry >>> DEPTH_SHIFT) & 0x7F;
  }

  /**
   * The bound type of an entry.
   *
   * @param entry an entry from {@link #probe}
   * @return {@link #EXACT}, {@link #LOWER} or {@link #UPPER}, or {@link #NONE} for no entry
   */
  static int bound(long entry) {
    return (int) (entry >>> BOUND_SHIFT) & 0x3;
  }

  /**
   * The best move code of an entry, valid only if the current state generates it.
   *
   * @param entry an entry from {@link #probe}
   * @return the code
   */
  static int move(long entry) {
    return (int) entry;
  }

  /**
   * The score of an entry, mate distances counted from the root.
   *
   * @param entry an entry from {@link #probe}
   * @param ply the entry's state's distance from the root
   * @return the score
   */
  static int score(long entry, int ply) {
    return Mates.fromTable((short) (entry >>> SCORE_SHIFT), ply);
  }

  private static int age(long entry) {
    return (int) (entry >>> AGE_SHIFT);
  }

  /**
   * Stores a searched state, if the replacement rule lets it.
   *
   * @param key the state's hash
   * @param depth the entry's depth, 0 to 127, as its searcher encodes the depth searched (at most
   *     65)
   * @param bound the bound type
   * @param score the score, mate distances counted from the root, within plus or minus {@link
   *     Mates#MATE}
   * @param ply the state's distance from the root
   * @param move the best move code found
   */
  void store(long key, int depth, int bound, int score, int ply, int move) {
    int slot = slot(key);
    long old = slots[slot];
    boolean replace =
        bound(old) == NONE
            || age(old) != age
            || (slots[slot + 1] ^ old ^ salt) == key
            || depth >= depth(old);
    if (replace) {
      long entry =
          (move & 0xFFFF_FFFFL)
              | ((Mates.toTable(score, ply) & 0xFFFFL) << SCORE_SHIFT)
              | ((long) depth << DEPTH_SHIFT)
              | ((long) bound << BOUND_SHIFT)
              | ((long) age << AGE_SHIFT);
      slots[slot] = entry;
      slots[slot + 1] = entry ^ key ^ salt;
    }
  }
}
