package io.github.plateau.core;

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
 * lock, and the arrays are replaced, never changed below the last ply, so that readers need no
 * lock. A record played from below the last ply starts a line of its own.
 */
final class FlatLine<P extends Position<P, M>, M> {
  /**
   * How often a position is kept while the line is played: what judging each ply replays from (at
   * most 15 moves), as for a node chain.
   */
  static final int KEPT_WHILE_PLAYED = 16;

  /** How often a position is kept once the line is trimmed: the others are replayed from there. */
  static final int KEPT_EVERY = 64;

  /** The record before the line's first ply. */
  final GameRecord<P, M> base;

  /** The base's ply: the line's plies are {@code start + 1} to {@code start + size}. */
  final int start;

  // Replaced (grown or trimmed) under the lock; an element is written once, before the record of
  // its ply is made, so a reader that holds such a record finds it in whichever array it reads.
  private volatile long[] hashes = new long[CAPACITY];
  private volatile Object[] moves = new Object[CAPACITY];
  private volatile int[] sameHash = new int[CAPACITY]; // the earlier ply with the same hash, or -1
  // the position of ply i * KEPT_WHILE_PLAYED, or null (after trim, for a ply not of KEPT_EVERY)
  private volatile Object[] kept = new Object[CAPACITY / KEPT_WHILE_PLAYED];

  private int size; // guarded by this

  /** The room a line starts with: most games are shorter, and a line kept is trimmed. */
  private static final int CAPACITY = 64;

  /**
   * The line's index by hash while it is played: open addressing over the line's own hashes, each
   * slot the index of the latest entry with a hash plus one (0 for none), at most half full, so 8
   * bytes a ply at most; null once trimmed, rebuilt when needed.
   */
  private int[] latest = new int[2 * CAPACITY]; // guarded by this

  private int distinct; // guarded by this: the slots of latest in use

  /**
   * The last records made by {@link #remember}, at most one per ply modulo 4: the record before a
   * record just made is then the same object every time ({@link GameRecord#undo}), which callers
   * that carry counts from the record judged before rely on to go fast (never to be right). Read
   * and written without a lock: a record's fields are final, and a miss only makes a new one.
   */
  private final Object[] made = new Object[4];

  /**
   * The position replayed last: immutable, so a thread that misses another's store only replays
   * more. Dropped by {@link #trim}, so that a line kept holds only its kept positions.
   */
  private volatile Replayed<P> replayed;

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
    if (ply != start + size) {
      return false;
    }
    int next = ply + 1;
    int index = size;
    if (index == hashes.length) {
      int grown = Math.max(CAPACITY, index * 2);
      hashes = Arrays.copyOf(hashes, grown);
      moves = Arrays.copyOf(moves, grown);
      sameHash = Arrays.copyOf(sameHash, grown);
    }
    hashes[index] = hash;
    moves[index] = move;
    int earlier = insert(table(), index); // one probe: the entry it held, then this one
    sameHash[index] = earlier >= 0 ? start + 1 + earlier : base.lastPlyOf(hash);
    if (keeps(next)) {
      int slot = next / KEPT_WHILE_PLAYED;
      if (slot >= kept.length) {
        kept = Arrays.copyOf(kept, Math.max(slot + 1, kept.length * 2));
      }
      kept[slot] = position;
    }
    size++;
    return true;
  }

  /** Whether a ply of the line keeps its position: it is then passed to {@link #append}. */
  static boolean keeps(int ply) {
    return ply % KEPT_WHILE_PLAYED == 0;
  }

  /** The index by hash of the entries before {@link #size}, rebuilt after {@link #trim}. */
  private int[] table() {
    if (latest == null) {
      latest = new int[Math.max(2 * CAPACITY, Integer.highestOneBit(Math.max(1, size)) * 4)];
      distinct = 0;
      for (int i = 0; i < size; i++) {
        insert(latest, i);
      }
    }
    return latest;
  }

  /** Makes entry {@code i} the latest with its hash; returns the entry it replaces, or -1. */
  private int insert(int[] table, int i) {
    if (2 * (distinct + 1) > table.length) {
      table = grow(table);
    }
    long[] keys = hashes;
    long hash = keys[i];
    int mask = table.length - 1;
    for (int slot = slot(hash, mask); ; slot = (slot + 1) & mask) {
      int held = table[slot];
      if (held == 0) {
        table[slot] = i + 1;
        distinct++;
        return -1;
      }
      if (keys[held - 1] == hash) {
        table[slot] = i + 1;
        return held - 1;
      }
    }
  }

  /** The entry with a hash, latest first, or -1. */
  private int find(long hash) {
    int[] table = table();
    long[] keys = hashes;
    int mask = table.length - 1;
    for (int slot = slot(hash, mask); table[slot] != 0; slot = (slot + 1) & mask) {
      if (keys[table[slot] - 1] == hash) {
        return table[slot] - 1;
      }
    }
    return -1;
  }

  private int[] grow(int[] table) {
    int[] grown = new int[table.length * 2];
    long[] keys = hashes;
    int mask = grown.length - 1;
    for (int held : table) {
      if (held != 0) {
        int slot = slot(keys[held - 1], mask);
        while (grown[slot] != 0) {
          slot = (slot + 1) & mask;
        }
        grown[slot] = held;
      }
    }
    latest = grown;
    return grown;
  }

  /** Hashes may share their low bits (a weak hash, a test game's): mixed first. */
  private static int slot(long key, int mask) {
    return (int) ((key * 0x9E3779B97F4A7C15L) >>> 32) & mask;
  }

  /**
   * Fits the arrays to the plies held, keeps a position only every {@link #KEPT_EVERY} plies and
   * drops the map by hash: for a line read and kept.
   */
  synchronized void trim() {
    if (hashes.length > size) {
      hashes = Arrays.copyOf(hashes, size);
      moves = Arrays.copyOf(moves, size);
      sameHash = Arrays.copyOf(sameHash, size);
    }
    Object[] positions = Arrays.copyOf(kept, (start + size) / KEPT_WHILE_PLAYED + 1);
    for (int slot = 0; slot < positions.length; slot++) {
      if (slot * KEPT_WHILE_PLAYED % KEPT_EVERY != 0) {
        positions[slot] = null;
      }
    }
    kept = positions;
    latest = null;
    replayed = null;
    Arrays.fill(made, null);
  }

  /** The hash of a ply of the line ({@code start < ply}, up to the last ply). */
  long hash(int ply) {
    return hashes[ply - start - 1];
  }

  /** The move that led to a ply of the line. */
  @SuppressWarnings("unchecked")
  M move(int ply) {
    return (M) moves[ply - start - 1];
  }

  /** The latest earlier ply with a ply's hash, in the whole game, or -1. */
  int sameHash(int ply) {
    return sameHash[ply - start - 1];
  }

  /** Copies the moves of the line's plies up to {@code ply} into {@code out[ply - 1]} and below. */
  void copyMoves(Object[] out, int ply) {
    System.arraycopy(moves, 0, out, start, ply - start);
  }

  /**
   * The latest ply up to {@code ply} with a hash, or -1: the line's latest, then back along the
   * same-hash plies, or the base's answer when the line has none.
   */
  int lastPlyOf(long hash, int ply) {
    int found;
    synchronized (this) {
      found = find(hash);
    }
    if (found < 0) {
      return base.lastPlyOf(hash);
    }
    found += start + 1; // the entry's ply
    while (found > ply) { // found > ply > start: a ply of the line
      found = sameHash(found);
    }
    return found;
  }

  /**
   * The position at a ply of the line: replayed from the one kept before it, or from the one
   * replayed last when that lies in between (a record judged ply after ply replays one move each).
   */
  @SuppressWarnings("unchecked")
  P position(int ply) {
    Object[] positions = kept;
    int from = ply - ply % KEPT_WHILE_PLAYED;
    while (from > start && positions[from / KEPT_WHILE_PLAYED] == null) {
      from -= KEPT_WHILE_PLAYED; // dropped by trim
    }
    from = Math.max(from, start);
    Replayed<P> last = replayed;
    P position;
    if (last != null && last.ply() >= from && last.ply() <= ply) {
      from = last.ply();
      position = last.position();
    } else {
      position = from > start ? (P) positions[from / KEPT_WHILE_PLAYED] : base.current();
    }
    if (from < ply) {
      for (int p = from + 1; p <= ply; p++) {
        position = position.play(move(p));
      }
      replayed = new Replayed<>(ply, position);
    }
    return position;
  }

  /** A position replayed and its ply. */
  private record Replayed<P>(int ply, P position) {}

  /** The position of a ply held without replaying moves, or null. */
  @SuppressWarnings("unchecked")
  P held(int ply) {
    return keeps(ply) && ply > start ? (P) kept[ply / KEPT_WHILE_PLAYED] : null;
  }

  /** The record after {@code ply} plies, the base or one made for the asking. */
  GameRecord<P, M> record(int ply) {
    if (ply <= start) {
      return base.at(ply);
    }
    Object seen = made[ply & 3];
    if (seen instanceof GameRecord<?, ?> r && r.ply() == ply) {
      @SuppressWarnings("unchecked")
      GameRecord<P, M> same = (GameRecord<P, M>) r;
      return same;
    }
    return GameRecord.onLine(this, ply);
  }

  /** Makes {@link #record} answer with this record for its ply while no other takes its place. */
  void remember(GameRecord<P, M> record) {
    made[record.ply() & 3] = record;
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
