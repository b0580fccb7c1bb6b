package io.github.plateau.core.search;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.Arrays;

/**
 * A fixed-size table of searched states, keyed by {@code SearchBoard.hash()}: depth, bound type,
 * score and best move code per entry, in primitive arrays allocated once.
 *
 * <p>One entry per slot, the slot chosen by the hash's low bits. Replacement is depth-preferred
 * within a search: a slot holding another state is overwritten only by a search at least as deep,
 * but entries left by an earlier search ({@link #newSearch()}) are always replaced, so a long game
 * does not fill the table with stale deep entries. Scores near mate are stored as distances from
 * the entry's state and turned back into distances from the root when read.
 *
 * <p>Not thread-safe: one table per searcher.
 */
final class TranspositionTable {
  /** No entry. */
  static final int NONE = 0;

  /** The score is exact. */
  static final int EXACT = 1;

  /** The score is a lower bound: the search failed high. */
  static final int LOWER = 2;

  /** The score is an upper bound: the search failed low. */
  static final int UPPER = 3;

  /** The largest number of entries: 2^26, about 1.2 GB of arrays. */
  static final int MAX_ENTRIES = 1 << 26;

  /** The bytes one entry takes in the arrays. */
  static final int ENTRY_BYTES = 8 + 4 + 4 + 1 + 1 + 1;

  private final long[] keys;
  private final int[] moves;
  private final int[] scores;
  private final byte[] depths;
  private final byte[] bounds;
  private final byte[] ages;
  private final int mask;
  private byte age;

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
    keys = new long[size];
    moves = new int[size];
    scores = new int[size];
    depths = new byte[size];
    bounds = new byte[size];
    ages = new byte[size];
    mask = size - 1;
  }

  /**
   * The number of entries.
   *
   * @return a power of 2
   */
  int size() {
    return keys.length;
  }

  /** Empties every entry. */
  void clear() {
    Arrays.fill(bounds, (byte) NONE);
  }

  /** Marks the entries so far as an earlier search's: any of them may be replaced. */
  void newSearch() {
    age++;
  }

  private int slot(long key) {
    return (int) (key ^ (key >>> 32)) & mask;
  }

  /**
   * Finds a state's entry.
   *
   * @param key the state's hash
   * @return the slot holding it, or -1
   */
  int find(long key) {
    int slot = slot(key);
    return bounds[slot] != NONE && keys[slot] == key ? slot : -1;
  }

  /**
   * The depth searched for a found entry.
   *
   * @param slot a slot from {@link #find}
   * @return the depth in plies
   */
  int depth(int slot) {
    return depths[slot];
  }

  /**
   * The bound type of a found entry.
   *
   * @param slot a slot from {@link #find}
   * @return {@link #EXACT}, {@link #LOWER} or {@link #UPPER}
   */
  int bound(int slot) {
    return bounds[slot];
  }

  /**
   * The best move code of a found entry, valid only if the current state generates it.
   *
   * @param slot a slot from {@link #find}
   * @return the code
   */
  int move(int slot) {
    return moves[slot];
  }

  /**
   * The score of a found entry, mate distances counted from the root.
   *
   * @param slot a slot from {@link #find}
   * @param ply the entry's state's distance from the root
   * @return the score
   */
  int score(int slot, int ply) {
    return Mates.fromTable(scores[slot], ply);
  }

  /**
   * Stores a searched state, if the replacement rule lets it.
   *
   * @param key the state's hash
   * @param depth the depth searched, 0 to 127
   * @param bound the bound type
   * @param score the score, mate distances counted from the root
   * @param ply the state's distance from the root
   * @param move the best move code found
   */
  void store(long key, int depth, int bound, int score, int ply, int move) {
    int slot = slot(key);
    boolean replace =
        bounds[slot] == NONE || ages[slot] != age || keys[slot] == key || depth >= depths[slot];
    if (replace) {
      keys[slot] = key;
      depths[slot] = (byte) depth;
      bounds[slot] = (byte) bound;
      scores[slot] = Mates.toTable(score, ply);
      moves[slot] = move;
      ages[slot] = age;
    }
  }
}
