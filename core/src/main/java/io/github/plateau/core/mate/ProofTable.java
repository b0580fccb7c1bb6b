package io.github.plateau.core.mate;

import java.util.Arrays;

/**
 * The transposition table of a mate search: proof and disproof numbers, the plies left below the
 * state when its numbers were worked out, what decided a disproof, and the length of a proved
 * state's mate, by the state's hash. Fixed memory (primitive arrays made once) in buckets of
 * {@value #WAYS} entries: a new state takes a free entry of its bucket, or else the one whose
 * subtree cost the fewest nodes, so that the expensive proofs a long mate rests on survive the many
 * cheap states a search passes through. A search starts with {@link #clear}, which only moves a
 * generation counter. Not thread-safe.
 */
final class ProofTable {
  /** The entries of a bucket: the places a hash may be stored. */
  static final int WAYS = 4;

  private final long[] keys;
  private final int[] proofs;
  private final int[] disproofs;
  private final int[] lengths;
  private final int[] works; // the nodes spent below the state in this search, saturated
  private final int[] reaches; // the plies the line could still grow below the state when stored
  private final boolean[] cuts; // whether the bound of the lines decided a disproof
  private final int[] loops; // the search whose line's repetition decided a disproof, or 0
  private final int[] generations; // an entry counts only when it holds the current generation
  private final int mask;
  private int generation = 1;

  /**
   * An empty table.
   *
   * @param entries a power of two, at least {@value #WAYS}, checked by {@link MateLimits}
   */
  ProofTable(int entries) {
    keys = new long[entries];
    proofs = new int[entries];
    disproofs = new int[entries];
    lengths = new int[entries];
    works = new int[entries];
    reaches = new int[entries];
    cuts = new boolean[entries];
    loops = new int[entries];
    generations = new int[entries];
    mask = entries - WAYS;
  }

  /** Forgets every entry, in constant time. */
  void clear() {
    generation++;
    if (generation == 0) { // wrapped after 2^32 searches: old stamps could read as current
      Arrays.fill(generations, 0);
      generation = 1;
    }
  }

  /**
   * The slot holding a hash.
   *
   * @param hash a state's hash
   * @return the slot, or -1 if the table does not hold the hash
   */
  int find(long hash) {
    int bucket = bucket(hash);
    for (int slot = bucket; slot < bucket + WAYS; slot++) {
      if (generations[slot] == generation && keys[slot] == hash) {
        return slot;
      }
    }
    return -1;
  }

  int proof(int slot) {
    return proofs[slot];
  }

  int disproof(int slot) {
    return disproofs[slot];
  }

  int length(int slot) {
    return lengths[slot];
  }

  int reach(int slot) {
    return reaches[slot];
  }

  boolean cut(int slot) {
    return cuts[slot];
  }

  /** The search whose line's repetition decided the slot's disproof, or 0 if none did. */
  int loopedIn(int slot) {
    return loops[slot];
  }

  /**
   * Stores a state's numbers: in its entry if the table holds it, else in a free entry of its
   * bucket, else over the entry of the bucket with the least work.
   *
   * @param hash the state's hash
   * @param proof its proof number
   * @param disproof its disproof number
   * @param length the plies of its mate when the proof number is 0; otherwise unused
   * @param reach the plies the line could still grow below the state: a disproof holds only where
   *     no more are left
   * @param cut whether a line cut by the bound decided the disproof (rather than the game or a
   *     repetition of the line)
   * @param loopedIn the search whose line's repetition decided the disproof, or 0 if none did
   * @param work the nodes this look at the state cost, 1 or more; added to its record
   */
  void store(
      long hash,
      int proof,
      int disproof,
      int length,
      int reach,
      boolean cut,
      int loopedIn,
      long work) {
    int slot = find(hash);
    if (slot >= 0) {
      works[slot] = (int) Math.min((long) works[slot] + work, Integer.MAX_VALUE);
    } else {
      slot = victim(bucket(hash));
      works[slot] = (int) Math.min(work, Integer.MAX_VALUE);
    }
    keys[slot] = hash;
    proofs[slot] = proof;
    disproofs[slot] = disproof;
    lengths[slot] = length;
    reaches[slot] = reach;
    cuts[slot] = cut;
    loops[slot] = loopedIn;
    generations[slot] = generation;
  }

  /** The entry of a bucket a new state takes: a free one, else the cheapest. */
  private int victim(int bucket) {
    int cheapest = bucket;
    for (int slot = bucket; slot < bucket + WAYS; slot++) {
      if (generations[slot] != generation) {
        return slot;
      }
      if (works[slot] < works[cheapest]) {
        cheapest = slot;
      }
    }
    return cheapest;
  }

  private int bucket(long hash) {
    return (int) (hash ^ (hash >>> 32)) & mask;
  }
}
