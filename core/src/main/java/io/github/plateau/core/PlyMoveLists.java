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
 */
public final class PlyMoveLists {
  private static final int INITIAL_PLIES = 32;

  private final int maxMoves;
  private int[][] codes = new int[INITIAL_PLIES][]; // by ply, maxMoves long, made on first use
  private int[] counts = new int[INITIAL_PLIES]; // by ply; -1 while the list is not generated

  /**
   * Lists for a game.
   *
   * @param maxMoves the most legal moves a state of the game can have
   * @throws IllegalArgumentException if {@code maxMoves} is negative
   */
  public PlyMoveLists(int maxMoves) {
    if (maxMoves < 0) {
      throw new IllegalArgumentException("maxMoves is negative: " + maxMoves);
    }
    this.maxMoves = maxMoves;
  }

  /**
   * Marks a ply's list as not generated: the board has entered a new state at that ply.
   *
   * @param ply the ply, 0 or more
   */
  public void forget(int ply) {
    if (ply >= counts.length) {
      grow(ply);
    }
    counts[ply] = -1;
  }

  /** Makes room up to a ply deeper than any before; apart, so that push's path stays short. */
  private void grow(int ply) {
    int plies = Math.max(ply + 1, counts.length * 2);
    codes = Arrays.copyOf(codes, plies);
    counts = Arrays.copyOf(counts, plies);
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
      grow(ply);
    }
    counts[ply] = count;
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
    int[] list = codes[ply];
    moves.clear();
    for (int i = 0; i < n; i++) {
      moves.add(list[i]);
    }
    return n;
  }
}
