package io.github.plateau.core;

import java.util.Arrays;

/**
 * The legal move codes of each ply of a {@link SearchBoard}, for the games' search boards: a
 * state's list is generated once, kept while the search is below that state, and listed again from
 * here after a {@link SearchBoard#pop pop} back to it. Plies are counted from the board's first
 * state, as {@link SearchBoard#ply()} counts them.
 *
 * <p>A board {@linkplain #forget forgets} the list of each state it enters; then, on first use,
 * generates the codes into {@link #codes} and {@linkplain #keep keeps} their number. Once grown to
 * the search's depth, it allocates nothing. Owned by one board: <b>not thread-safe</b>.
 *
 * <p>{@link #indexOf} finds a code in a ply's list for the board's legality checks. A walk that
 * pushes the codes in their order (perft) finds each next to the last one found; a search that
 * pushes them in its own order makes the ply build a small hash table of its codes, once per state,
 * so that each lookup stays cheap however long the list.
 */
public final class PlyMoveLists {
  private static final int INITIAL_PLIES = 32;

  /** Lists this short are scanned: a table would cost more than it saves. */
  private static final int SCANNED = 12;

  private final int maxMoves;
  private final boolean sorted;
  private int[][] codes = new int[INITIAL_PLIES][]; // by ply, maxMoves long, made on first use
  private int[] counts = unknown(new int[INITIAL_PLIES], 0); // by ply; -1 while not generated
  private int[] hints = new int[INITIAL_PLIES]; // by ply: where indexOf last found a code
  // By ply: an open-addressing table of listed index + 1 (0 for empty) by hashed code, and the
  // shift of its hash; a shift of 0 marks a state whose table is not built.
  private int[][] tables = new int[INITIAL_PLIES][];
  private int[] shifts = new int[INITIAL_PLIES];

  /**
   * Lists for a game.
   *
   * @param maxMoves the most legal moves a state of the game can have
   * @throws IllegalArgumentException if {@code maxMoves} is negative
   */
  public PlyMoveLists(int maxMoves) {
    this(maxMoves, false);
  }

  private PlyMoveLists(int maxMoves, boolean sorted) {
    if (maxMoves < 0) {
      throw new IllegalArgumentException("maxMoves is negative: " + maxMoves);
    }
    this.maxMoves = maxMoves;
    this.sorted = sorted;
  }

  /**
   * Lists for a game whose boards generate their codes in increasing order: a code pushed out of
   * that order is found by binary search, with no table to build for the state.
   *
   * @param maxMoves the most legal moves a state of the game can have
   * @return lists whose every kept list must be in strictly increasing order
   * @throws IllegalArgumentException if {@code maxMoves} is negative
   */
  public static PlyMoveLists sorted(int maxMoves) {
    return new PlyMoveLists(maxMoves, true);
  }

  /**
   * Marks a ply's list as not generated: the board has entered a new state at that ply.
   *
   * @param ply the ply, 0 or more
   */
  public void forget(int ply) {
    if (ply >= counts.length) {
      growCounts(ply);
    }
    counts[ply] = -1;
  }

  /** Makes room for the counts up to a ply deeper than any before, none of them known. */
  private void growCounts(int ply) {
    int known = counts.length;
    counts = unknown(Arrays.copyOf(counts, Math.max(ply + 1, known * 2)), known);
  }

  /** Marks the counts from {@code from} on as not generated; returns the array. */
  private static int[] unknown(int[] counts, int from) {
    Arrays.fill(counts, from, counts.length, -1);
    return counts;
  }

  /**
   * Makes room for a ply's list deeper than any listed before; apart, so that the paths of {@link
   * #codes} and {@link #keep} stay short. Only {@link #forget} reaches the plies of a board
   * replaying a record move by move, which tests each move alone and lists none: so the lists'
   * arrays grow with the plies listed, not with the game.
   */
  private void growLists(int ply) {
    int plies = Math.max(ply + 1, codes.length * 2);
    codes = Arrays.copyOf(codes, plies);
    hints = Arrays.copyOf(hints, plies);
    tables = Arrays.copyOf(tables, plies);
    shifts = Arrays.copyOf(shifts, plies);
  }

  /**
   * Whether a ply's list is generated.
   *
   * @param ply a ply forgotten or kept before
   * @return true once {@link #keep} has recorded it
   */
  public boolean isKnown(int ply) {
    return counts[ply] >= 0;
  }

  /**
   * The array that holds a ply's codes: generate them into it from index 0, then {@link #keep}
   * their number.
   *
   * @param ply a ply forgotten or kept before
   * @return the ply's array, {@code maxMoves} long
   */
  public int[] codes(int ply) {
    if (ply >= codes.length) {
      growLists(ply);
    }
    int[] list = codes[ply];
    if (list == null) {
      list = codes[ply] = new int[maxMoves];
    }
    return list;
  }

  /**
   * Records that a ply's list is generated: the first {@code count} codes of {@link #codes}.
   *
   * @param ply the ply, 0 or more
   * @param count the number of legal moves
   */
  public void keep(int ply, int count) {
    if (ply >= counts.length) {
      growCounts(ply);
    }
    if (ply >= codes.length) {
      growLists(ply);
    }
    counts[ply] = count;
    hints[ply] = 0;
    shifts[ply] = 0;
  }

  /**
   * Where a code stands in a ply's list. The code found last and the one after it are tried first;
   * then a long list is looked up: by binary search in {@linkplain #sorted sorted} lists, else in
   * the ply's hash table, built on this first need.
   *
   * @param ply a ply whose list {@link #isKnown is known}
   * @param code any number
   * @return the code's index in the list, or -1 if it is not listed
   */
  public int indexOf(int ply, int code) {
    int[] list = codes[ply];
    int n = counts[ply];
    int at = hints[ply];
    if (at < n && list[at] == code) {
      return at;
    }
    int found;
    if (at + 1 < n && list[at + 1] == code) {
      found = at + 1;
    } else if (n <= SCANNED) {
      found = scan(list, n, code);
    } else if (sorted) {
      found = Math.max(-1, Arrays.binarySearch(list, 0, n, code));
    } else {
      found = lookUp(ply, list, n, code);
    }
    if (found >= 0) {
      hints[ply] = found;
    }
    return found;
  }

  private static int scan(int[] list, int n, int code) {
    for (int i = 0; i < n; i++) {
      if (list[i] == code) {
        return i;
      }
    }
    return -1;
  }

  private int lookUp(int ply, int[] list, int n, int code) {
    int shift = shifts[ply];
    if (shift == 0) {
      shift = index(ply, list, n);
    }
    int[] table = tables[ply];
    int mask = -1 >>> shift;
    for (int slot = hash(code, shift); ; slot = (slot + 1) & mask) {
      int entry = table[slot];
      if (entry == 0) {
        return -1;
      }
      if (list[entry - 1] == code) {
        return entry - 1;
      }
    }
  }

  /** Builds a ply's table, at most half full so that probes stay short; returns its shift. */
  private int index(int ply, int[] list, int n) {
    int bits = 33 - Integer.numberOfLeadingZeros(n); // 2^bits > n, at least twice n
    int size = 1 << bits;
    int[] table = tables[ply];
    if (table == null) { // room for the longest list, made once per ply
      table = tables[ply] = new int[Math.max(size, 4 * Integer.highestOneBit(maxMoves))];
    }
    Arrays.fill(table, 0, size, 0);
    int shift = 32 - bits;
    int mask = size - 1;
    for (int i = 0; i < n; i++) {
      int slot = hash(list[i], shift);
      while (table[slot] != 0) {
        slot = (slot + 1) & mask;
      }
      table[slot] = i + 1;
    }
    shifts[ply] = shift;
    return shift;
  }

  /** Fibonacci hashing: the top bits of the code times the golden ratio. */
  private static int hash(int code, int shift) {
    return (code * 0x9E3779B9) >>> shift;
  }

  /**
   * The number of codes of a ply's list.
   *
   * @param ply a ply forgotten or kept before
   * @return the number kept, or -1 while the list is not generated
   */
  public int count(int ply) {
    return counts[ply];
  }

  /**
   * Copies a generated list into a move list, in its order.
   *
   * @param ply a ply whose list {@link #isKnown is known}
   * @param moves the list to fill; its previous content is discarded
   * @return the number of codes copied
   */
  public int copyTo(int ply, MoveList moves) {
    int n = counts[ply];
    moves.copyFrom(codes[ply], n);
    return n;
  }
}
