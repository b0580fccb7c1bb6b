package io.github.plateau.core;

import java.util.Arrays;

/**
 * A growable list of {@code int}-encoded moves for the hot path: a search or perft reuses one list
 * per ply instead of allocating per node. Not thread-safe; each game documents its encoding.
 */
public final class MoveList {
  private int[] moves;
  private int size;

  /** An empty list with room for a typical number of moves. */
  public MoveList() {
    this(256);
  }

  /**
   * An empty list.
   *
   * @param capacity the initial room, grown as needed
   */
  public MoveList(int capacity) {
    moves = new int[Math.max(capacity, 1)];
  }

  /**
   * Appends a move.
   *
   * @param move an encoded move
   */
  public void add(int move) {
    if (size == moves.length) {
      moves = Arrays.copyOf(moves, size * 2);
    }
    moves[size++] = move;
  }

  /**
   * The move at an index.
   *
   * @param index from 0 to {@code size() - 1}
   * @return the encoded move
   * @throws IndexOutOfBoundsException if the index is outside the list
   */
  public int get(int index) {
    if (index < 0 || index >= size) {
      throw new IndexOutOfBoundsException("index " + index + " outside a list of " + size);
    }
    return moves[index];
  }

  /**
   * The number of moves.
   *
   * @return the size
   */
  public int size() {
    return size;
  }

  /**
   * Whether the list holds no move.
   *
   * @return true if empty
   */
  public boolean isEmpty() {
    return size == 0;
  }

  /** Empties the list, keeping its room. */
  public void clear() {
    size = 0;
  }

  /**
   * Keeps the first {@code newSize} moves.
   *
   * @param newSize from 0 to {@code size()}
   * @throws IndexOutOfBoundsException if {@code newSize} is outside that range
   */
  public void truncate(int newSize) {
    if (newSize < 0 || newSize > size) {
      throw new IndexOutOfBoundsException("size " + newSize + " outside 0.." + size);
    }
    size = newSize;
  }

  /**
   * A copy of the moves.
   *
   * @return a new array of {@code size()} moves
   */
  public int[] toArray() {
    return Arrays.copyOf(moves, size);
  }
}
