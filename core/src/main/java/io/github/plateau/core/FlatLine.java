package io.github.plateau.core;

import java.util.Arrays;

/**
 * The plies that {@link GameRecord#playOn} appends after a base record, in flat arrays shared by
 * the records along the line: per ply a hash, a move and the ply of the latest earlier position
 * with the same hash, and a position every {@link #KEPT_EVERY} plies. A record of the line is its
 * ply and this line; the record of an earlier ply is made when asked for ({@link #record}), so that
 * a game read from a file keeps no object per ply.
 *
 * <p>Append-only and shared: only the record at the line's last ply appends, under this line's
 * lock, and the arrays are replaced, never changed below the last ply, so that readers need no
 * lock. A record played from below the last ply starts a line of its own.
 */
final class FlatLine<P extends Position<P, M>, M> {
  /** How often a position is kept: the others are replayed from the one before, when asked for. */
  static final int KEPT_EVERY = 64;

  /** The record before the line's first ply. */
  final GameRecord<P, M> base;

  /** The base's ply: the line's plies are {@code start + 1} to {@code start + size}. */
  final int start;

  // Replaced (grown or trimmed) under the lock; an element is written once, before the record of
  // its ply is made, so a reader that holds such a record finds it in whichever array it reads.
  private volatile long[] hashes = new long[16];
  private volatile Object[] moves = new Object[16];
  private volatile int[] sameHash = new int[16]; // the earlier ply with the same hash, or -1
  private volatile Object[] kept = new Object[1]; // the position of ply i * KEPT_EVERY, or null

  private int size; // guarded by this

  /** The latest ply of the line with a given hash; null once trimmed, rebuilt when needed. */
  private PlyByHash latest = new PlyByHash(); // guarded by this

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
      int grown = Math.max(16, index * 2);
      hashes = Arrays.copyOf(hashes, grown);
      moves = Arrays.copyOf(moves, grown);
      sameHash = Arrays.copyOf(sameHash, grown);
    }
    int earlier = plyByHash().put(hash, next); // one probe: the ply it held, then this one
    sameHash[index] = earlier >= 0 ? earlier : base.lastPlyOf(hash);
    hashes[index] = hash;
    moves[index] = move;
    if (next % KEPT_EVERY == 0) {
      int slot = next / KEPT_EVERY;
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
    return ply % KEPT_EVERY == 0;
  }

  /** The map of the latest ply by hash, rebuilt from the arrays after {@link #trim}. */
  private PlyByHash plyByHash() {
    if (latest == null) {
      latest = new PlyByHash();
      for (int i = 0; i < size; i++) {
        latest.put(hashes[i], start + 1 + i);
      }
    }
    return latest;
  }

  /** Fits the arrays to the plies held and drops the map by hash: for a line read and kept. */
  synchronized void trim() {
    if (hashes.length > size) {
      hashes = Arrays.copyOf(hashes, size);
      moves = Arrays.copyOf(moves, size);
      sameHash = Arrays.copyOf(sameHash, size);
    }
    int slots = (start + size) / KEPT_EVERY + 1;
    if (kept.length > slots) {
      kept = Arrays.copyOf(kept, slots);
    }
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
      found = plyByHash().get(hash);
    }
    if (found < 0) {
      return base.lastPlyOf(hash);
    }
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
    int from = Math.max(ply - ply % KEPT_EVERY, start);
    Replayed<P> last = replayed;
    P position;
    if (last != null && last.ply() >= from && last.ply() <= ply) {
      from = last.ply();
      position = last.position();
    } else {
      position = from > start ? (P) kept[from / KEPT_EVERY] : base.current();
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
    return ply % KEPT_EVERY == 0 && ply > start ? (P) kept[ply / KEPT_EVERY] : null;
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

  /**
   * A map from hashes to plies, open addressing: the line's index by hash while it is played, 16
   * bytes a ply at most; dropped when the line is trimmed.
   */
  private static final class PlyByHash {
    private long[] keys = new long[32];
    private int[] plies = new int[32]; // the ply plus one; 0 for an empty slot
    private int count;

    int get(long key) {
      int mask = keys.length - 1;
      for (int i = slot(key, mask); plies[i] != 0; i = (i + 1) & mask) {
        if (keys[i] == key) {
          return plies[i] - 1;
        }
      }
      return -1;
    }

    /** Maps the key to the ply and returns the ply it mapped to before, or -1. */
    int put(long key, int ply) {
      if (2 * (count + 1) > keys.length) {
        grow();
      }
      int mask = keys.length - 1;
      int i = slot(key, mask);
      for (; plies[i] != 0; i = (i + 1) & mask) {
        if (keys[i] == key) {
          int before = plies[i] - 1;
          plies[i] = ply + 1;
          return before;
        }
      }
      keys[i] = key;
      plies[i] = ply + 1;
      count++;
      return -1;
    }

    private void grow() {
      long[] oldKeys = keys;
      int[] oldPlies = plies;
      keys = new long[oldKeys.length * 2];
      plies = new int[oldKeys.length * 2];
      count = 0;
      for (int i = 0; i < oldKeys.length; i++) {
        if (oldPlies[i] != 0) {
          put(oldKeys[i], oldPlies[i] - 1);
        }
      }
    }

    /** Hashes may share their low bits (a weak hash, a test game's): mixed first. */
    private static int slot(long key, int mask) {
      return (int) ((key * 0x9E3779B97F4A7C15L) >>> 32) & mask;
    }
  }
}
