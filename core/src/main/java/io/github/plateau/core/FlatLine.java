package io.github.plateau.core;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;

/**
 * The plies that {@link GameRecord#playOn} appends after a base record, in flat arrays shared by
 * the records along the line: per ply a hash, a move and the ply of the latest earlier position
 * with the same hash, and a position every {@link #KEPT_WHILE_PLAYED} plies while the line is
 * played, every {@link #KEPT_EVERY} once it is trimmed (kept). A record of the line is its ply and
 * this line; the record of an earlier ply is made when asked for ({@link #record}), so that a game
 * read from a file keeps no object per ply.
 *
 * <p>Append-only and shared: only the record at the line's last ply appends, under this line's
 * lock; an element is written once, before {@link #size} is raised past it (a release store: the
 * elements are visible to whoever reads the new size), and an array that grows is copied, then
 * published. Readers take no lock (but {@link #lastPlyOf} when it meets a ply being appended, or
 * the index by hash dropped by {@link #trim}): they read {@link #size} first, and whatever array
 * they read next holds every element below it. A record played from below the last ply leaves the
 * line for the node chain ({@link GameRecord#playOn}); the line's base is never a record of another
 * line.
 */
final class FlatLine<P extends Position<P, M>, M> {
  /**
   * How often a position is kept while the line is played: what judging each ply replays from (at
   * most 15 moves), as for a node chain.
   */
  static final int KEPT_WHILE_PLAYED = 16;

  /** How often a position is kept once the line is trimmed: the others are replayed from there. */
  static final int KEPT_EVERY = 64;

  /**
   * How many plies of the line a hash may have before it gets a {@link Plies} array: up to this
   * many, {@link #lastPlyOf} walks the same-hash plies; past it, it bisects.
   */
  static final int WALKED = 8;

  /** The record before the line's first ply: a node, never a record of a line. */
  final GameRecord<P, M> base;

  /** The base's ply: the line's plies are {@code start + 1} to {@code start + size}. */
  final int start;

  /** The plies held: written last when a ply is appended (see the class comment). */
  private volatile int size;

  private static final VarHandle SIZE;

  static {
    try {
      SIZE = MethodHandles.lookup().findVarHandle(FlatLine.class, "size", int.class);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  private volatile long[] hashes = new long[CAPACITY];
  private volatile Object[] moves = new Object[CAPACITY];
  private volatile int[] sameHash = new int[CAPACITY]; // the earlier ply with the same hash, or -1
  // the position of a ply that is a multiple of KEPT_WHILE_PLAYED (see slot), or null (after trim,
  // for a ply not of KEPT_EVERY)
  private volatile Object[] kept = new Object[CAPACITY / KEPT_WHILE_PLAYED + 1];

  /** The room a line starts with: most games are shorter, and a line kept is trimmed. */
  private static final int CAPACITY = 64;

  /**
   * The line's index by hash: open addressing over the line's own hashes, at most half full. A slot
   * holds 0 (free), the index of the latest entry with a hash plus one, or, for a hash of more than
   * {@link #WALKED} plies, minus one minus the index of its {@link Plies} in {@link #many}. About 8
   * bytes a ply at most; null once trimmed, rebuilt when needed. Slots are written in place under
   * the lock, before {@link #size} is raised; a reader that finds an entry at or past the size it
   * read, or a {@link Plies} not yet published, asks again under the lock.
   */
  private volatile int[] table = new int[2 * CAPACITY];

  /**
   * The table being written (under the lock): {@link #table} itself, or the one it grows into or is
   * rebuilt as, published as {@link #table} only once it holds every entry written.
   */
  private int[] building = table;

  /**
   * The hashes of many plies, by their index in the table, the first {@link #manyCount} held; null
   * with it. Grows by doubling: a copy per hash passing {@link #WALKED} plies made an append O(k)
   * and a rebuild O(k^2) in the k hashes of many plies.
   */
  private volatile Plies[] many = NO_PLIES;

  /** How many of {@link #many} are held: written after the array and the list it publishes. */
  private volatile int manyCount;

  private static final Plies[] NO_PLIES = new Plies[0];

  private int distinct; // guarded by this: the slots of table in use

  // guarded by this: the plies held at the last trim, 0 before; a line played on past it is not
  // trimmed again (each trim would make the next append copy the arrays and rebuild the index)
  private int trimmedAt;

  /** The plies of the line with one hash, in order, for a hash of more than WALKED plies. */
  private static final class Plies {
    final long hash;

    /** The latest ply before the line with this hash, or -1. */
    final int before;

    private volatile int[] plies;
    private volatile int count; // written after the ply it counts

    Plies(long hash, int before, int[] plies, int count) {
      this.hash = hash;
      this.before = before;
      this.plies = plies;
      this.count = count;
    }

    /** Appends a ply, later than all held (under the line's lock). */
    void add(int ply) {
      int n = count;
      if (n == plies.length) {
        plies = Arrays.copyOf(plies, n * 2);
      }
      plies[n] = ply;
      count = n + 1;
    }

    /**
     * The latest ply up to {@code ply}: the last one held (asked from the line's last ply), else by
     * bisection, else {@link #before}; in the low 32 bits, the plies read above them.
     */
    long latest(int ply) {
      int n = count; // before the array: it holds the first n plies
      int[] held = plies;
      long read = 1;
      if (held[n - 1] <= ply) {
        return read << 32 | held[n - 1];
      }
      int low = 0;
      int high = n - 2;
      int found = -1;
      while (low <= high) {
        int mid = (low + high) >>> 1;
        read++;
        if (held[mid] <= ply) {
          found = mid;
          low = mid + 1;
        } else {
          high = mid - 1;
        }
      }
      return read << 32 | ((found < 0 ? before : held[found]) & 0xFFFF_FFFFL);
    }

    /** The latest ply held. */
    int last() {
      return plies[count - 1];
    }
  }

  /**
   * The last records made for a ply, at most one per ply modulo {@link #MADE}: the record of a ply
   * asked for again is then the same object ({@link GameRecord#undo}), which callers that carry
   * counts from the record judged before rely on to go fast (never to be right). Read and written
   * without a lock: a record's fields are final, and a miss only makes a new one. Dropped by {@link
   * #trim} (a line kept holds no record) and made again when a record is asked for.
   */
  private volatile Object[] made = new Object[MADE];

  private static final int MADE = 16;

  /**
   * The positions replayed last (see {@link #position}): immutable, so a thread that misses
   * another's store only replays more. Dropped by {@link #trim}, so that a line kept holds only its
   * kept positions.
   */
  private volatile Replayed replayed;

  /** Set by {@link #trim}: from then on {@link #replayed} holds one position. */
  private volatile boolean trimmed;

  private long movesReplayed; // see movesReplayed()

  FlatLine(GameRecord<P, M> base) {
    this.base = base;
    this.start = base.ply();
  }

  /**
   * Appends a ply after the record at ply {@code ply}, if that is the line's last one.
   *
   * @param position the position, for a ply that keeps one; else null
   * @return false if the line has grown past {@code ply} (another record was played from it)
   */
  synchronized boolean append(int ply, long hash, M move, P position) {
    int index = size;
    if (ply != start + index) {
      return false;
    }
    int next = ply + 1;
    if (index == hashes.length) {
      int grown = Math.max(CAPACITY, index * 2);
      hashes = Arrays.copyOf(hashes, grown);
      moves = Arrays.copyOf(moves, grown);
      sameHash = Arrays.copyOf(sameHash, grown);
    }
    hashes[index] = hash;
    moves[index] = move;
    if (table == null) {
      rebuild();
    }
    int earlier = index(index);
    sameHash[index] = earlier == FIRST ? base.lastPlyOf(hash) : earlier;
    if (building != table) {
      table = building; // grown: published holding this entry too
    }
    if (keeps(next)) {
      int slot = slot(next);
      if (slot >= kept.length) {
        kept = Arrays.copyOf(kept, Math.max(slot + 1, kept.length * 2));
      }
      kept[slot] = position;
    }
    // publishes the ply to readers, who read size first: a fence fewer than a volatile write
    SIZE.setRelease(this, index + 1);
    return true;
  }

  /** The line's last ply, as published to readers. */
  int last() {
    return start + size;
  }

  /** Whether a ply of the line keeps its position: it is then passed to {@link #append}. */
  static boolean keeps(int ply) {
    return ply % KEPT_WHILE_PLAYED == 0;
  }

  /** Where {@link #kept} holds the position of a ply that {@link #keeps} one. */
  private int slot(int ply) {
    return ply / KEPT_WHILE_PLAYED - start / KEPT_WHILE_PLAYED;
  }

  /**
   * The index by hash of the entries before {@link #size}, after {@link #trim} (under the lock).
   */
  private void rebuild() {
    int n = size;
    building = new int[Math.max(2 * CAPACITY, Integer.highestOneBit(Math.max(1, n)) * 4)];
    many = NO_PLIES;
    manyCount = 0;
    distinct = 0;
    for (int i = 0; i < n; i++) {
      index(i);
    }
    table = building; // readers meanwhile found none and waited for the lock
  }

  /** What {@link #index} answers for the line's first ply with a hash. */
  private static final int FIRST = Integer.MIN_VALUE;

  /**
   * Makes entry {@code i} the latest with its hash (under the lock); returns the ply of the entry
   * it follows, or {@link #FIRST}.
   */
  private int index(int i) {
    if (2 * (distinct + 1) > building.length) {
      building = grow(building);
    }
    int[] slots = building;
    long[] keys = hashes;
    long hash = keys[i];
    int ply = start + 1 + i;
    int mask = slots.length - 1;
    for (int slot = slot(hash, mask); ; slot = (slot + 1) & mask) {
      int held = slots[slot];
      if (held == 0) {
        slots[slot] = i + 1;
        distinct++;
        return FIRST;
      }
      if (held > 0 && keys[held - 1] == hash) {
        int latest = start + held; // the ply of entry held - 1
        if (walked(latest) >= WALKED) {
          slots[slot] = -1 - plies(hash, latest, ply);
        } else {
          slots[slot] = i + 1;
        }
        return latest;
      }
      if (held < 0 && many[-1 - held].hash == hash) {
        Plies list = many[-1 - held];
        int latest = list.last();
        list.add(ply);
        return latest;
      }
    }
  }

  /** How many plies of the line have a ply's hash, up to {@link #WALKED}, that ply included. */
  private int walked(int ply) {
    int count = 0;
    for (int p = ply; p > start && count < WALKED; p = sameHash[p - start - 1]) {
      count++;
    }
    return count;
  }

  /**
   * Gives a hash of more than {@link #WALKED} plies its list, the latest of them {@code latest},
   * then {@code ply}; returns the list's index in {@link #many}.
   */
  private int plies(long hash, int latest, int ply) {
    int[] held = new int[2 * WALKED + 2];
    int n = 0;
    int p = latest;
    for (; p > start; p = sameHash[p - start - 1]) {
      held[n++] = p;
    }
    int before = p; // the base's latest with this hash, or -1
    for (int low = 0, high = n - 1; low < high; low++, high--) {
      int swap = held[low];
      held[low] = held[high];
      held[high] = swap;
    }
    held[n++] = ply;
    int index = manyCount;
    if (index == many.length) {
      many = Arrays.copyOf(many, Math.max(4, 2 * index)); // holds the first index lists
    }
    many[index] = new Plies(hash, before, held, n);
    manyCount = index + 1; // published before the slot that names it is written
    return index;
  }

  private int[] grow(int[] slots) {
    // quadrupled while small: a game of a few hundred plies rehashes its index once, not twice
    int[] grown = new int[slots.length * (slots.length < 1024 ? 4 : 2)];
    long[] keys = hashes;
    Plies[] lists = many;
    int mask = grown.length - 1;
    for (int held : slots) {
      if (held != 0) {
        long hash = held > 0 ? keys[held - 1] : lists[-1 - held].hash;
        int slot = slot(hash, mask);
        while (grown[slot] != 0) {
          slot = (slot + 1) & mask;
        }
        grown[slot] = held;
      }
    }
    return grown;
  }

  /** Hashes may share their low bits (a weak hash, a test game's): mixed first. */
  private static int slot(long key, int mask) {
    return (int) ((key * 0x9E3779B97F4A7C15L) >>> 32) & mask;
  }

  /**
   * Fits the arrays to the plies held, keeps a position only every {@link #KEPT_EVERY} plies and
   * drops the index by hash: for a line read and kept. Does nothing to a line played on since it
   * was last trimmed: it is in use, and would pay an O(n) copy and rebuild per trim.
   */
  synchronized void trim() {
    int n = size;
    if (trimmedAt > 0 && n > trimmedAt) {
      return;
    }
    trimmedAt = n;
    if (hashes.length > n) {
      hashes = Arrays.copyOf(hashes, n);
      moves = Arrays.copyOf(moves, n);
      sameHash = Arrays.copyOf(sameHash, n);
    }
    Object[] positions = Arrays.copyOf(kept, slot(start + n) + 1);
    for (int ply = (start / KEPT_WHILE_PLAYED + 1) * KEPT_WHILE_PLAYED;
        ply <= start + n;
        ply += KEPT_WHILE_PLAYED) {
      if (ply % KEPT_EVERY != 0) {
        positions[slot(ply)] = null;
      }
    }
    kept = positions;
    table = null;
    building = null;
    manyCount = 0;
    many = null;
    replayed = null;
    trimmed = true;
    made = null;
  }

  /** Whether the line holds its index by hash (dropped by {@link #trim}): for tests. */
  boolean indexed() {
    return table != null;
  }

  /** The hash of a ply of the line ({@code start < ply}, up to the last ply). */
  long hash(int ply) {
    int unused = size; // read first: see the class comment
    return hashes[ply - start - 1];
  }

  /** The move that led to a ply of the line. */
  @SuppressWarnings("unchecked")
  M move(int ply) {
    int unused = size;
    return (M) moves[ply - start - 1];
  }

  /** The latest earlier ply with a ply's hash, in the whole game, or -1. */
  int sameHash(int ply) {
    int unused = size;
    return sameHash[ply - start - 1];
  }

  /** Copies the moves of the line's plies up to {@code ply} into {@code out[ply - 1]} and below. */
  void copyMoves(Object[] out, int ply) {
    int unused = size;
    System.arraycopy(moves, 0, out, start, ply - start);
  }

  /**
   * The latest ply up to {@code ply} (a ply of the line) with a hash, or -1: the line's latest,
   * then back along at most {@link #WALKED} same-hash plies or by bisection, or the base's answer
   * when the line has none.
   */
  int lastPlyOf(long hash, int ply) {
    long found = find(hash, ply);
    return found == NONE ? base.lastPlyOf(hash) : (int) found;
  }

  /** What {@link #find} answers when the line has no ply with the hash. */
  private static final long NONE = Long.MIN_VALUE;

  /**
   * {@link #lastPlyOf}'s search in the line, without a lock but when it meets a ply being appended:
   * the ply found (or -1, none up to {@code ply} in the whole game) in the low 32 bits, the steps
   * taken (same-hash plies walked, bisection rounds) above them; {@link #NONE} if the line has no
   * ply with the hash.
   */
  long find(long hash, int ply) {
    int n = size; // first: the arrays read next hold every entry below n
    int[] slots = table;
    if (slots == null) {
      return lockedFind(hash, ply);
    }
    long[] keys = hashes;
    int mask = slots.length - 1;
    for (int slot = slot(hash, mask); ; slot = (slot + 1) & mask) {
      int held = slots[slot];
      if (held == 0) {
        return NONE;
      }
      if (held > n) {
        return lockedFind(hash, ply); // an entry being appended: its hash may not be visible
      }
      if (held > 0) {
        if (keys[held - 1] == hash) {
          return walk(start + held, ply);
        }
      } else {
        int which = -1 - held;
        boolean published = which < manyCount; // first: the array read next then holds it
        Plies[] lists = many;
        Plies list = published && lists != null && which < lists.length ? lists[which] : null;
        if (list == null) {
          return lockedFind(hash, ply);
        }
        if (list.hash == hash) {
          return bisect(list, ply);
        }
      }
    }
  }

  private synchronized long lockedFind(long hash, int ply) {
    if (table == null) {
      rebuild();
    }
    return find(hash, ply); // nothing is appended meanwhile
  }

  /** From the latest ply with a hash back along its same-hash plies to one up to {@code ply}. */
  private long walk(int latest, int ply) {
    int[] earlier = sameHash;
    int found = latest;
    long steps = 0;
    while (found > ply) { // found > ply > start: a ply of the line
      found = earlier[found - start - 1];
      steps++;
    }
    return steps << 32 | (found & 0xFFFF_FFFFL);
  }

  private static long bisect(Plies list, int ply) {
    return list.latest(ply);
  }

  /**
   * The position at a ply of the line: replayed from the one kept before it, or from the latest one
   * replayed when that lies in between (a record judged ply after ply replays one move each). Until
   * the line is trimmed, the positions replayed since the kept one are held with it, so that a
   * cycle read from its latest position back (a repetition judged) replays no move twice.
   */
  @SuppressWarnings("unchecked")
  P position(int ply) {
    int unused = size;
    Replayed last = replayed;
    if (last != null && last.holds(ply)) {
      return (P) last.at(ply);
    }
    Object[] positions = kept;
    int from = ply - ply % KEPT_WHILE_PLAYED;
    while (from > start && positions[slot(from)] == null) {
      from -= KEPT_WHILE_PLAYED; // dropped by trim
    }
    from = Math.max(from, start);
    boolean going = last != null && last.end() >= from && last.end() < ply;
    int known = going ? last.end() : from;
    P position =
        going ? (P) last.at(known) : from > start ? (P) positions[slot(from)] : base.current();
    if (known == ply) {
      return position;
    }
    // trimmed, the line holds one replayed position: a line kept holds little but its kept ones
    int first = trimmed ? ply : going ? Math.max(last.first(), from) : from;
    Object[] held = new Object[ply - first + 1];
    for (int p = first; p < known; p++) {
      held[p - first] = last.at(p);
    }
    if (known >= first) {
      held[known - first] = position;
    }
    for (int p = known + 1; p <= ply; p++) {
      position = position.play(move(p));
      movesReplayed++;
      if (p >= first) {
        held[p - first] = position;
      }
    }
    replayed = new Replayed(first, held);
    return position;
  }

  /** How many moves {@link #position} replayed: for tests of its cost (racy, never read else). */
  long movesReplayed() {
    return movesReplayed;
  }

  /** How many positions the line holds besides its kept ones: for tests of its memory. */
  int replayedHeld() {
    Replayed last = replayed;
    return last == null ? 0 : last.positions().length;
  }

  /** How many records the line holds (see {@link #made}): for tests of its memory. */
  int recordsHeld() {
    Object[] cache = made;
    int held = 0;
    for (int i = 0; cache != null && i < cache.length; i++) {
      held += cache[i] != null ? 1 : 0;
    }
    return held;
  }

  /** Positions replayed, of the plies from {@code first} on. */
  private record Replayed(int first, Object[] positions) {
    boolean holds(int ply) {
      return ply >= first && ply - first < positions.length;
    }

    int end() {
      return first + positions.length - 1;
    }

    Object at(int ply) {
      return positions[ply - first];
    }
  }

  /** The position of a ply held without replaying moves, or null. */
  @SuppressWarnings("unchecked")
  P held(int ply) {
    int unused = size;
    return keeps(ply) && ply > start ? (P) kept[slot(ply)] : null;
  }

  /**
   * The record after {@code ply} plies: the base's, or the one made last for that ply while no
   * other ply took its place ({@link #MADE} plies apart), or one made now and remembered.
   */
  GameRecord<P, M> record(int ply) {
    if (ply <= start) {
      return base.at(ply);
    }
    Object[] cache = made;
    Object seen = cache != null ? cache[ply & (MADE - 1)] : null;
    if (seen instanceof GameRecord<?, ?> r && r.ply() == ply) {
      @SuppressWarnings("unchecked")
      GameRecord<P, M> same = (GameRecord<P, M>) r;
      return same;
    }
    GameRecord<P, M> record = GameRecord.onLine(this, ply);
    remember(record);
    return record;
  }

  /**
   * Makes {@link #record} answer with this record (one without an outcome) for its ply while no
   * other takes its place.
   */
  void remember(GameRecord<P, M> record) {
    Object[] cache = made;
    if (cache == null) {
      cache = new Object[MADE]; // a race makes two: a record missed is made again
      made = cache;
    }
    cache[record.ply() & (MADE - 1)] = record;
  }

  /** The game the line's records play. */
  Game<P, M> game() {
    return base.game();
  }

  /** Whether the line's records are judged by the history rules, as its base is. */
  boolean judged() {
    return base.judged();
  }
}
