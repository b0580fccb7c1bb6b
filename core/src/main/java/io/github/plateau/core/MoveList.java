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
    checkIndex(index);
    return moves[index];
  }

  private void checkIndex(int index) {
    if (index < 0 || index >= size) {
      throw new IndexOutOfBoundsException("index " + index + " outside a list of " + size);
    }
  }

  /**
   * Replaces the move at an index.
   *
   * @param index from 0 to {@code size() - 1}
   * @param move the new encoded move
   * @throws IndexOutOfBoundsException if the index is outside the list
   */
  public void set(int index, int move) {
    checkIndex(index);
    moves[index] = move;
  }

  /**
   * Exchanges two moves, as a selection-sort move ordering does.
   *
   * @param i an index from 0 to {@code size() - 1}
   * @param j an index from 0 to {@code size() - 1}
   * @throws IndexOutOfBoundsException if an index is outside the list
   */
  public void swap(int i, int j) {
    checkIndex(i);
    checkIndex(j);
    int move = moves[i];
    moves[i] = moves[j];
    moves[j] = move;
  }

  /**
   * Orders the moves by score, highest first, without allocating: {@code scores[i]} is the score of
   * the move at index {@code i}, and the scores are reordered with their moves. Moves of equal
   * score keep their order (the sort is stable), so equal scores leave the generator's order. An
   * insertion sort: quick on the few dozen moves of most positions, quadratic in the worst case (a
   * shogi position can have 593); a search that orders lazily can bring the best move forward with
   * {@link #swap} instead.
   *
   * @param scores at least {@code size()} scores, the caller's reusable array
   * @throws IllegalArgumentException if {@code scores} is null or shorter than the list
   */
  public void sortByScores(int[] scores) {
    sortByScores(scores, 0);
  }

  /**
   * Orders the moves from index {@code from} on by score, as {@link #sortByScores(int[])} orders
   * the whole list; the moves before {@code from} and their scores stay where they are. A search
   * that tries its table's move before it scores the others sorts only the others.
   *
   * @param scores at least {@code size()} scores, the caller's reusable array; those before {@code
   *     from} are not read
   * @param from the first index to order, 0 to {@code size()}
   * @throws IllegalArgumentException if {@code scores} is null or shorter than the list, or {@code
   *     from} is out of range
   */
  public void sortByScores(int[] scores, int from) {
    if (from < 0 || from > size) {
      throw new IllegalArgumentException("from " + from + " not between 0 and " + size);
    }
    if (scores == null || scores.length < size) {
      throw new IllegalArgumentException(
          "scores must hold "
              + size
              + " entries, not "
              + (scores == null ? "null" : scores.length));
    }
    // Insertion sort: move lists are short, and it is stable and allocation-free.
    for (int i = from + 1; i < size; i++) {
      int move = moves[i];
      int score = scores[i];
      int j = i - 1;
      while (j >= from && scores[j] < score) {
        moves[j + 1] = moves[j];
        scores[j + 1] = scores[j];
        j--;
      }
      moves[j + 1] = move;
      scores[j + 1] = score;
    }
  }

  /**
   * The first index of a move.
   *
   * @param move an encoded move
   * @return its index, or -1 if the list does not hold it
   */
  public int indexOf(int move) {
    for (int i = 0; i < size; i++) {
      if (moves[i] == move) {
        return i;
      }
    }
    return -1;
  }

  /**
   * Whether the list holds a move.
   *
   * @param move an encoded move
   * @return true if {@link #indexOf} finds it
   */
  public boolean contains(int move) {
    return indexOf(move) >= 0;
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

  /**
   * Replaces the moves with the first {@code count} codes of an array, copied at once: a board that
   * keeps its own list of each state's moves hands them out so.
   *
   * @param codes the encoded moves
   * @param count how many to take, from 0 to {@code codes.length}
   * @throws IllegalArgumentException if {@code codes} is null or {@code count} is out of range
   */
  public void copyFrom(int[] codes, int count) {
    if (codes == null || count < 0 || count > codes.length) {
      throw new IllegalArgumentException(
          codes == null
              ? "codes is null"
              : "count " + count + " not between 0 and " + codes.length);
    }
    if (count > moves.length) {
      moves = new int[Math.max(count, 2 * moves.length)];
    }
    System.arraycopy(codes, 0, moves, 0, count);
    size = count;
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
