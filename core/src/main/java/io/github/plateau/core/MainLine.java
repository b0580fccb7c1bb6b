package io.github.plateau.core;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;

/**
 * An {@link AnnotatedRecord}'s main line kept small: the record's moves in an array and a node only
 * for the moves that have an annotation or a variation; a move without either is read as {@link
 * MoveNode#of}, an equal node. Unmodifiable, and immutable once made.
 *
 * @param <M> the move type
 */
final class MainLine<M> extends AbstractList<MoveNode<M>> implements RandomAccess {
  private final Object[] moves;
  private final int[] indices; // ascending: the indices of the nodes kept
  private final MoveNode<M>[] nodes;

  private MainLine(Object[] moves, int[] indices, MoveNode<M>[] nodes) {
    this.moves = moves;
    this.indices = indices;
    this.nodes = nodes;
  }

  /**
   * A line of moves without annotations or variations.
   *
   * @param moves the moves in order, an array this line then owns
   */
  @SuppressWarnings("unchecked")
  static <M> MainLine<M> plain(Object[] moves) {
    return new MainLine<>(moves, new int[0], (MoveNode<M>[]) new MoveNode<?>[0]);
  }

  /**
   * The line of checked nodes.
   *
   * @param line the nodes, none null
   * @param moves the same moves in order, an array this line then owns
   */
  static <M> MainLine<M> of(List<MoveNode<M>> line, Object[] moves) {
    int kept = 0;
    for (MoveNode<M> node : line) {
      kept += isPlain(node) ? 0 : 1;
    }
    int[] indices = new int[kept];
    @SuppressWarnings("unchecked")
    MoveNode<M>[] nodes = (MoveNode<M>[]) new MoveNode<?>[kept];
    int n = 0;
    for (int i = 0; i < line.size(); i++) {
      MoveNode<M> node = line.get(i);
      if (!isPlain(node)) {
        indices[n] = i;
        nodes[n++] = node;
      }
    }
    return new MainLine<>(moves, indices, nodes);
  }

  /** Whether a node says nothing but its move, so that {@link MoveNode#of} gives it back. */
  private static boolean isPlain(MoveNode<?> node) {
    return node.variations().isEmpty() && node.annotation().equals(Annotation.NONE);
  }

  @Override
  public MoveNode<M> get(int index) {
    if (index < 0 || index >= moves.length) {
      throw new IndexOutOfBoundsException("index " + index + " outside a line of " + moves.length);
    }
    int found = Arrays.binarySearch(indices, index);
    if (found >= 0) {
      return nodes[found];
    }
    @SuppressWarnings("unchecked")
    M move = (M) moves[index];
    return MoveNode.of(move);
  }

  @Override
  public int size() {
    return moves.length;
  }
}
