package io.github.plateau.draughts;

import java.util.Arrays;

/**
 * The legal moves of one ply of a {@link DraughtsSearchBoard}, in square numbers, with their codes
 * in the order of {@link DraughtsPosition#legalMoves()}: by start, end, then captured squares. Move
 * data are kept in the engine's order ("raw" index r); {@link #order} maps the listed index i to r.
 * The arrays grow by doubling and are reused, so a warm list allocates nothing.
 */
final class PlyMoves {
  /** Whether the list is that of the board's current state at this ply. */
  boolean listed;

  /**
   * While the state is known to have no capture but its quiet moves are not listed: how many there
   * are, as the engine counted them; -1 otherwise. A quiescence search asks no more.
   */
  int quietCount = -1;

  // The arrays start empty and are made by the first list: a reader's board enters a new ply with
  // each move it replays, and lists the moves of few of those states (those with a capture).
  int count;
  int[] from = NONE;
  int[] to = NONE;
  boolean[] crowns = NO_CROWNS;
  int[] capStart =
      new int[1]; // the captured squares of raw move r: caps[capStart[r]..capStart[r+1])
  int[] caps = NONE;
  int[] order = NONE; // listed index -> raw index
  int[] code = NONE; // listed index -> move code

  /**
   * Where the next lookup probably is in the list: the index after the last one taken back, or the
   * last one found ({@link #indexOf} tries it and the one after it).
   */
  int next;

  private long[] keys = NO_KEYS;

  // The fewest moves a list makes room for when it grows: a search lists its states over and over
  // at the same plies, a replay lists each state once, so its lists are sized to fit
  private final int room;

  /** An empty list with a search's room ({@link #SEARCH_ROOM}); see {@link #PlyMoves(int)}. */
  PlyMoves() {
    this(SEARCH_ROOM);
  }

  /**
   * An empty list.
   *
   * @param room the fewest moves its arrays make room for when they grow (and twice as many
   *     captured pieces)
   */
  PlyMoves(int room) {
    this.room = room;
  }

  /** The room of a search's lists: most states' moves, so that a search soon stops growing them. */
  static final int SEARCH_ROOM = 32;

  /** The arrays of a list not grown yet: empty, so shared. */
  private static final int[] NONE = {};

  private static final boolean[] NO_CROWNS = {};
  private static final long[] NO_KEYS = {};

  /** About the bytes its arrays hold, shared empty ones included. */
  long bytes() {
    long ints = from.length + to.length + capStart.length + caps.length + order.length;
    return 4 * (ints + code.length) + crowns.length + 8L * keys.length;
  }

  /** Makes room for {@code n} moves capturing {@code captured} pieces in all. */
  void prepare(int n, int captured) {
    if (n > from.length) {
      int length = Math.max(n, Math.max(room, from.length * 2));
      from = Arrays.copyOf(from, length);
      to = Arrays.copyOf(to, length);
      crowns = Arrays.copyOf(crowns, length);
      capStart = Arrays.copyOf(capStart, length + 1);
      order = Arrays.copyOf(order, length);
      code = Arrays.copyOf(code, length);
      keys = Arrays.copyOf(keys, length);
    }
    if (captured > caps.length) {
      caps = Arrays.copyOf(caps, Math.max(captured, Math.max(2 * room, caps.length * 2)));
    }
  }

  /** Sorts the {@code n} moves the engine wrote and gives them their codes. */
  void finish(int n) {
    for (int r = 0; r < n; r++) {
      keys[r] = (long) (from[r] << 8 | to[r]) << 32 | r;
    }
    count = n;
    sort();
    code(n);
  }

  /**
   * Gives their codes to {@code n} quiet moves the engine wrote in order (by start, then end), with
   * {@code capStart} all 0.
   */
  void finishSorted(int n) {
    count = n;
    capStart[0] = 0;
    for (int i = 0; i < n; i++) {
      order[i] = i;
      code[i] = MoveCodes.of(from[i], to[i], 0);
    }
    next = 0;
    listed = true;
  }

  private void code(int n) {
    for (int i = 0; i < n; i++) {
      int r = order[i];
      int variant =
          i > 0 && from[order[i - 1]] == from[r] && to[order[i - 1]] == to[r]
              ? MoveCodes.variant(code[i - 1]) + 1
              : 0;
      code[i] = MoveCodes.of(from[r], to[r], variant);
    }
    next = 0;
    listed = true;
  }

  /**
   * Sorts by (start, end) packed with the raw index, which the generators list nearly in order,
   * then sorts each run of captures with the same start and end by their captured squares.
   */
  private void sort() {
    for (int i = 1; i < count; i++) {
      long key = keys[i];
      int j = i - 1;
      while (j >= 0 && keys[j] > key) {
        keys[j + 1] = keys[j];
        j--;
      }
      keys[j + 1] = key;
    }
    for (int i = 0; i < count; i++) {
      order[i] = (int) keys[i];
    }
    for (int i = 1; i < count; i++) {
      if (keys[i] >>> 32 == keys[i - 1] >>> 32) {
        int r = order[i];
        int j = i - 1;
        while (j >= 0 && keys[j] >>> 32 == keys[i] >>> 32 && compareCaptures(order[j], r) > 0) {
          order[j + 1] = order[j];
          j--;
        }
        order[j + 1] = r;
      }
    }
  }

  private int compareCaptures(int a, int b) {
    return Arrays.compare(caps, capStart[a], capStart[a + 1], caps, capStart[b], capStart[b + 1]);
  }

  /**
   * The listed index of a code, or -1; the expected one and the one after it are tried first, so
   * that a search's move ordering asking for every code in order finds each at once.
   */
  int indexOf(int move) {
    int at = next;
    if (at < count && code[at] == move) {
      return at;
    }
    if (at + 1 < count && code[at + 1] == move) {
      next = at + 1;
      return at + 1;
    }
    for (int i = 0; i < count; i++) {
      if (code[i] == move) {
        next = i;
        return i;
      }
    }
    return -1;
  }

  /** Whether raw move r captures. */
  boolean captures(int r) {
    return capStart[r + 1] > capStart[r];
  }
}
