package io.github.plateau.core.mate;

import java.util.Arrays;

/**
 * The transposition table of a mate search: proof and disproof numbers, the shallowest ply searched
 * and the length of a proved state's mate, by the state's hash. Fixed memory (primitive arrays made
 * once), one entry per slot, the newest store replacing the older. A search starts with {@link
 * #clear}, which only moves a generation counter. Not thread-safe.
 */
final class ProofTable {
  private final long[] keys;
  private final int[] proofs;
  private final int[] disproofs;
  private final int[] lengths;
  private final int[] plies; // the shallowest ply the state was stored at in this search
  private final int[] generations; // an entry counts only when it holds the current generation
  private final int mask;
  private int generation = 1;

  /**
   * An empty table.
   *
   * @param entries a power of two, checked by {@link MateLimits}
   */
  ProofTable(int entries) {
    keys = new long[entries];
    proofs = new int[entries];
    disproofs = new int[entries];
    lengths = new int[entries];
    plies = new int[entries];
    generations = new int[entries];
    mask = entries - 1;
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
    int slot = slot(hash);
    return generations[slot] == generation && keys[slot] == hash ? slot : -1;
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

  /**
   * Stores a state's numbers, replacing whatever held its slot.
   *
   * @param hash the state's hash
   * @param proof its proof number
   * @param disproof its disproof number
   * @param length the plies of its mate when the proof number is 0; otherwise unused
   * @param ply the ply the state was searched at, kept if a shallower one is on record
   */
  void store(long hash, int proof, int disproof, int length, int ply) {
    int slot = slot(hash);
    boolean held = generations[slot] == generation && keys[slot] == hash;
    plies[slot] = held ? Math.min(plies[slot], ply) : ply;
    keys[slot] = hash;
    proofs[slot] = proof;
    disproofs[slot] = disproof;
    lengths[slot] = length;
    generations[slot] = generation;
  }

  private int slot(long hash) {
    return (int) (hash ^ (hash >>> 32)) & mask;
  }
}
