package io.github.plateau.core.mate;

import java.util.Arrays;

/**
 * The transposition table of a mate search: proof and disproof numbers, the plies left below the
 * state when its numbers were worked out, what decided a disproof, and the length of a proved
 * state's mate, by the state's hash. Fixed memory (primitive arrays made once) in buckets of
 * {@value #WAYS} entries: a new state takes a free entry of its bucket, or else the one whose
 * subtree cost the fewest nodes, so that the expensive proofs a long mate rests on survive the many
 * cheap states a search passes through. Beside them, for games with pieces in hand, proofs and
 * lasting disproofs by placement and the attacker's hand ({@link #storeByHand}). A search starts
 * with {@link #clear}, which only moves a generation counter. Not thread-safe.
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

  // Proofs and disproofs by placement, for games with pieces in hand (SearchBoard#hand): a proof
  // holds for every hand of the attacker that covers the proved one, a disproof that holds however
  // the state is reached for every hand the disproved one covers, so a state may be solved by
  // another's entry. A quarter as many entries as the table, in buckets of WAYS by the hash
  // without hands; made when first stored to, so that games without hands do not pay for them.
  private long[] placements;
  private long[] hands;
  private boolean[] handProofs; // a proof, or a disproof
  private int[] handLengths; // a proof's plies
  private int[] handGenerations;
  private final int handEntries;
  private int handVictim; // the next entry of a full bucket to replace, turn by turn

  /** A byte's top bit in every byte of a packed hand: the borrow guard of {@link #covers}. */
  private static final long GUARDS = 0x8080_8080_8080_8080L;

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
    handEntries = Math.max(WAYS, entries / 4);
  }

  /** Forgets every entry, in constant time. */
  void clear() {
    generation++;
    if (generation == 0) { // wrapped after 2^32 searches: old stamps could read as current
      Arrays.fill(generations, 0);
      if (handGenerations != null) {
        Arrays.fill(handGenerations, 0);
      }
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

  /**
   * Keeps a proof, or a disproof that holds however the state is reached, by its placement and the
   * attacker's hand, as well as by its hash ({@link #store}): in the same entry for the same state
   * (a proof's shortest length), else a free entry of the bucket, else one in turn.
   *
   * @param placement the state's hash without hands
   * @param hand the attacker's packed hand, not {@code SearchBoard.NO_HAND}
   * @param proved whether the state is proved, rather than disproved
   * @param length the plies of a proved mate; unused for a disproof
   */
  void storeByHand(long placement, long hand, boolean proved, int length) {
    if (placements == null) {
      placements = new long[handEntries];
      hands = new long[handEntries];
      handProofs = new boolean[handEntries];
      handLengths = new int[handEntries];
      handGenerations = new int[handEntries];
    }
    int bucket = handBucket(placement);
    int free = -1;
    for (int slot = bucket; slot < bucket + WAYS; slot++) {
      if (handGenerations[slot] != generation) {
        free = free < 0 ? slot : free;
      } else if (placements[slot] == placement && hands[slot] == hand) {
        handLengths[slot] =
            proved && handProofs[slot] ? Math.min(handLengths[slot], length) : length;
        handProofs[slot] = proved;
        return;
      }
    }
    int slot = free >= 0 ? free : bucket + (handVictim++ & (WAYS - 1));
    placements[slot] = placement;
    hands[slot] = hand;
    handProofs[slot] = proved;
    handLengths[slot] = length;
    handGenerations[slot] = generation;
  }

  /**
   * Whether a disproof is held for a placement whose hand covers the attacker's: with fewer pieces
   * the attacker wins no more.
   *
   * @param placement the state's hash without hands
   * @param hand the attacker's packed hand
   * @return true if the state is disproved
   */
  boolean disprovedByHand(long placement, long hand) {
    if (placements == null) {
      return false;
    }
    int bucket = handBucket(placement);
    for (int slot = bucket; slot < bucket + WAYS; slot++) {
      if (handGenerations[slot] == generation
          && placements[slot] == placement
          && !handProofs[slot]
          && covers(hands[slot], hand)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The shortest proof held for a placement whose hand the attacker's covers, within a length.
   *
   * @param placement the state's hash without hands
   * @param hand the attacker's packed hand
   * @param maxLength the most plies the mate may take
   * @return the mate's plies, or -1 if no such proof is held
   */
  int provedByHand(long placement, long hand, int maxLength) {
    if (placements == null) {
      return -1;
    }
    int bucket = handBucket(placement);
    int best = -1;
    for (int slot = bucket; slot < bucket + WAYS; slot++) {
      if (handGenerations[slot] == generation
          && placements[slot] == placement
          && handProofs[slot]
          && handLengths[slot] <= maxLength
          && (best < 0 || handLengths[slot] < best)
          && covers(hand, hands[slot])) {
        best = handLengths[slot];
      }
    }
    return best;
  }

  /** Whether every count of a packed hand is at least the other's (bytes below 128). */
  static boolean covers(long hand, long other) {
    return (((hand | GUARDS) - other) & GUARDS) == GUARDS;
  }

  private int handBucket(long placement) {
    return (int) (placement ^ (placement >>> 32)) & (handEntries - WAYS);
  }
}
