package io.github.plateau.napoleon;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.text.Quoting;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;

/**
 * The allowed composition of a camp's army (variant 1): how many pieces a camp sets up, and at most
 * how many of each kind. The base army is exact: 2 generals, 1 drummer, 6 infantry, 4 cavalry, 3
 * cannons. A pool ("16 out of 20") allows more of each kind than the army's size needs, and a free
 * army any composition. Immutable.
 */
public final class Army {
  private static final int[] BASE = {2, 1, 6, 4, 3}; // in Kind order

  private final int size;
  private final int[] limits; // in Kind order

  private Army(int size, int[] limits) {
    this.size = size;
    this.limits = limits;
  }

  /**
   * The base army of 16: 2 generals, 1 drummer, 6 infantry, 4 cavalry, 3 cannons.
   *
   * @return the base army
   */
  public static Army base() {
    return new Army(16, BASE.clone());
  }

  /**
   * An army of exactly these pieces.
   *
   * @param counts how many of each kind; absent kinds count 0
   * @return the army
   * @throws IllegalArgumentException if a count is negative or the army is empty
   */
  public static Army of(Map<Kind, Integer> counts) {
    int[] limits = limits(counts);
    return pool(Arrays.stream(limits).sum(), counts);
  }

  /**
   * An army of {@code size} pieces chosen from a pool: at most {@code limits.get(kind)} of each
   * kind ("16 out of 20").
   *
   * @param size how many pieces each camp sets up
   * @param limits the most pieces of each kind; absent kinds are not allowed
   * @return the army
   * @throws IllegalArgumentException if the size is below 1 or the pool holds fewer pieces
   */
  public static Army pool(int size, Map<Kind, Integer> limits) {
    checkArgument(limits != null, "limits is null");
    int[] l = limits(limits);
    checkArgument(size >= 1, "an army has at least one piece, not %s", size);
    checkArgument(
        Arrays.stream(l).sum() >= size,
        "a pool of %s pieces cannot field %s",
        Arrays.stream(l).sum(),
        size);
    return new Army(size, l);
  }

  /**
   * An army of {@code size} pieces of any composition (each camp chooses freely).
   *
   * @param size how many pieces each camp sets up
   * @return the army
   * @throws IllegalArgumentException if the size is below 1
   */
  public static Army free(int size) {
    checkArgument(size >= 1, "an army has at least one piece, not %s", size);
    int[] l = new int[BASE.length];
    Arrays.fill(l, size);
    return new Army(size, l);
  }

  private static int[] limits(Map<Kind, Integer> counts) {
    checkArgument(counts != null, "counts is null");
    int[] l = new int[BASE.length];
    for (Map.Entry<Kind, Integer> e : counts.entrySet()) {
      checkArgument(e.getKey() != null && e.getValue() != null, "null in the army's counts");
      checkArgument(e.getValue() >= 0, "negative count %s of %s", e.getValue(), e.getKey());
      l[e.getKey().ordinal()] = e.getValue();
    }
    return l;
  }

  /**
   * The default army on a board: the base army if a camp's half of the board holds it, else the
   * base army scaled down to that half (each kind in proportion, rounded down, at least one
   * drummer), so that every board from 4 x 4 has a start position.
   *
   * @param width the board's width
   * @param height the board's height
   * @return the army
   */
  static Army defaultFor(int width, int height) {
    int capacity = width * (height / 2);
    if (capacity >= 16) {
      return base();
    }
    int[] l = new int[BASE.length];
    for (int k = 0; k < BASE.length; k++) {
      l[k] = Math.max(1, BASE[k] * capacity / 16);
    }
    return new Army(Arrays.stream(l).sum(), l);
  }

  /**
   * How many pieces each camp sets up.
   *
   * @return the army's size
   */
  public int size() {
    return size;
  }

  /**
   * The most pieces of a kind a setup may hold.
   *
   * @param kind the kind
   * @return the limit, 0 if the kind is not allowed
   * @throws IllegalArgumentException if the kind is null
   */
  public int limit(Kind kind) {
    checkArgument(kind != null, "kind is null");
    return limits[kind.ordinal()];
  }

  /**
   * The limits of every kind.
   *
   * @return an unmodifiable map from each kind to its limit, in kind order
   */
  public Map<Kind, Integer> limits() {
    Map<Kind, Integer> map = new EnumMap<>(Kind.class);
    for (Kind kind : Kind.values()) {
      map.put(kind, limits[kind.ordinal()]);
    }
    return Collections.unmodifiableMap(map);
  }

  /**
   * The victory threshold scaled to this army: {@code k * size / 16}, rounded to the nearest
   * integer (the author's coefficient: 24 pieces count 1.5 times the base game's K).
   *
   * @param k the threshold for an army of 16
   * @return the scaled threshold, at least 1
   */
  public int scaledK(int k) {
    return Math.max(1, (int) Math.round(k * (double) size / 16));
  }

  /**
   * Reads the option form written by {@link #toOptionText()}: {@code 16:G2D1I6C4A3}, the size, a
   * colon, then kinds by letter with their limits, in any order, each at most once; absent kinds
   * are not allowed.
   */
  static Army parse(String text) {
    int colon = text.indexOf(':');
    checkArgument(colon > 0, "expected a size, ':' and limits such as 16:G2D1I6C4A3");
    int size = number(text, 0, colon);
    Map<Kind, Integer> limits = new EnumMap<>(Kind.class);
    int i = colon + 1;
    while (i < text.length()) {
      char letter = text.charAt(i);
      Kind kind =
          Kind.fromLetter(letter)
              .filter(k -> k.letter() == letter)
              .orElseThrow(
                  () ->
                      new IllegalArgumentException(
                          "expected a kind letter G, D, I, C or A, not '" + letter + "'"));
      int end = i + 1;
      while (end < text.length() && isAsciiDigit(text.charAt(end))) {
        end++;
      }
      checkArgument(
          limits.put(kind, number(text, i + 1, end)) == null, "%s given twice", kind.letter());
      i = end;
    }
    return pool(size, limits);
  }

  private static int number(String text, int from, int to) {
    String digits = text.substring(from, to);
    checkArgument(
        !digits.isEmpty() && digits.length() <= 4 && digits.chars().allMatch(Army::isAsciiDigit),
        "expected a number from 0 to 9999, not '%s'",
        Quoting.shown(digits));
    return Integer.parseInt(digits);
  }

  /**
   * Only 0 to 9: Character.isDigit also takes the digits of other scripts, which parseInt reads.
   */
  private static boolean isAsciiDigit(int c) {
    return c >= '0' && c <= '9';
  }

  /** The option form: {@code 16:G2D1I6C4A3}. */
  String toOptionText() {
    StringBuilder out = new StringBuilder().append(size).append(':');
    for (Kind kind : Kind.values()) {
      out.append(kind.letter()).append(limits[kind.ordinal()]);
    }
    return out.toString();
  }

  /**
   * Whether another object is the same army: same size and same limit for every kind.
   *
   * @param o another object
   * @return true if equal
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof Army a && a.size == size && Arrays.equals(a.limits, limits);
  }

  /**
   * A hash code consistent with {@link #equals}.
   *
   * @return the hash code
   */
  @Override
  public int hashCode() {
    return 31 * size + Arrays.hashCode(limits);
  }

  /**
   * The army for people: {@code "16: G2 D1 I6 C4 A3"}, the size, then each kind's limit.
   *
   * @return the description
   */
  @Override
  public String toString() {
    StringBuilder out = new StringBuilder().append(size).append(':');
    for (Kind kind : Kind.values()) {
      out.append(' ').append(kind.letter()).append(limits[kind.ordinal()]);
    }
    return out.toString();
  }
}
