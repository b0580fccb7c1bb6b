package io.github.plateau.core.mate;

import java.util.Arrays;

/**
 * The transposition table of a mate search: proof and disproof numbers, the shallowest ply
 * searched, the plies left below the state when its numbers were worked out, and the length of a
 * proved state's mate, by the state's hash. A state is filed by the hash of its board without the
 * hands (see {@link io.github.plateau.core.SearchBoard#boardHash()}), with the attacker's hand, so
 * that in a game with hands the states of one board share a bucket and {@link #dominating} finds a
 * solved one whose hand settles another's. Fixed memory (primitive arrays made once) in buckets of
 * {@value #WAYS} entries: a new state takes a free entry of its bucket, or else the one whose
 * subtree cost the fewest nodes, so that the expensive proofs a long mate rests on survive the many
 * cheap states a search passes through. A search starts with {@link #clear}, which only moves a
 * generation counter. Not thread-safe.
 */
final class ProofTable {
  /** The entries of a bucket: the places a hash may be stored. */
  static final int WAYS = 4;

  private final long[] keys;
  private final long[] boardKeys; // the hash of the board without the hands
  private final long[] hands; // the attacker's hand, packed by the board
  private final int[] proofs;
  private final int[] disproofs;
  private final int[] lengths;
  private final int[] plies; // the shallowest ply the state was stored at in this search
  private final int[] works; // the nodes spent below the state in this search, saturated
  private final int[] reaches; // the plies the line could still grow below the state when stored
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
    boardKeys = new long[entries];
    hands = new long[entries];
    proofs = new int[entries];
    disproofs = new int[entries];
    lengths = new int[entries];
    plies = new int[entries];
    works = new int[entries];
    reaches = new int[entries];
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
   * @param boardHash the hash of its board without the hands, {@code hash} in a game without hands
   * @return the slot, or -1 if the table does not hold the hash
   */
  int find(long hash, long boardHash) {
    int bucket = bucket(boardHash);
    for (int slot = bucket; slot < bucket + WAYS; slot++) {
      if (generations[slot] == generation && keys[slot] == hash) {
        return slot;
      }
    }
    return -1;
  }

  /**
   * A solved state on the same board whose answer holds for a state with the given attacker's hand:
   * a proof found with no more pieces in hand and a mate of at most {@code left} plies, or a
   * disproof found with at least as many pieces and as many plies left or more. The attacker with
   * more in hand can play every line it could with less, and the defender then holds less.
   *
   * @param boardHash the hash of the state's board without the hands
   * @param hand the attacker's hand in the state
   * @param order how the board compares hands
   * @param left the plies left below the state
   * @return the slot, or -1 if the bucket holds none
   */
  int dominating(long boardHash, long hand, HandOrder order, int left) {
    int bucket = bucket(boardHash);
    for (int slot = bucket; slot < bucket + WAYS; slot++) {
      if (generations[slot] != generation || boardKeys[slot] != boardHash) {
        continue;
      }
      if (proofs[slot] == 0
          ? lengths[slot] <= left && order.covers(hand, hands[slot])
          : disproofs[slot] == 0 && reaches[slot] >= left && order.covers(hands[slot], hand)) {
        return slot;
      }
    }
    return -1;
  }

  /** How a game compares two packed hands. */
  @FunctionalInterface
  interface HandOrder {
    /** Whether {@code hand} holds at least every piece of {@code other}. */
    boolean covers(long hand, long other);
  }

  long key(int slot) {
    return keys[slot];
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

  int ply(int slot) {
    return plies[slot];
  }

  int reach(int slot) {
    return reaches[slot];
  }

  /**
   * Stores a state's numbers: in its entry if the table holds it, else in a free entry of its
   * bucket, else over the entry of the bucket with the least work.
   *
   * @param hash the state's hash
   * @param boardHash the hash of its board without the hands
   * @param hand the attacker's hand there
   * @param proof its proof number
   * @param disproof its disproof number
   * @param length the plies of its mate when the proof number is 0; otherwise unused
   * @param ply the ply the state was searched at, kept if a shallower one is on record
   * @param reach the plies the line could still grow below the state: a disproof holds only where
   *     no more are left
   * @param work the nodes this look at the state cost, 1 or more; added to its record
   */
  void store(
      long hash,
      long boardHash,
      long hand,
      int proof,
      int disproof,
      int length,
      int ply,
      int reach,
      long work) {
    int slot = find(hash, boardHash);
    if (slot >= 0) {
      plies[slot] = Math.min(plies[slot], ply);
      works[slot] = (int) Math.min((long) works[slot] + work, Integer.MAX_VALUE);
    } else {
      slot = victim(bucket(boardHash));
      plies[slot] = ply;
      works[slot] = (int) Math.min(work, Integer.MAX_VALUE);
    }
    keys[slot] = hash;
    boardKeys[slot] = boardHash;
    hands[slot] = hand;
    proofs[slot] = proof;
    disproofs[slot] = disproof;
    lengths[slot] = length;
    reaches[slot] = reach;
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
