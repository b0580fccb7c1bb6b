package io.github.plateau.core;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;

/**
 * An {@link AnnotatedRecord}'s main line kept small: the record's moves and their annotations in
 * arrays, and a node only for the moves that have variations; the others are read as new nodes,
 * equal to those given: each {@code get} of such a move makes one, so {@code get(i) == get(i)} is
 * false and {@code get(i).equals(get(i))} true. Unmodifiable, and immutable once made.
 *
 * @param <M> the move type
 */
final class MainLine<M> extends AbstractList<MoveNode<M>> implements RandomAccess {
  private final Object[] moves;
  private final Annotation[] annotations; // null when no move has one
  private final int[] indices; // ascending: the indices of the nodes kept, those with variations
  private final MoveNode<M>[] nodes;

  private MainLine(Object[] moves, Annotation[] annotations, int[] indices, MoveNode<M>[] nodes) {
    this.moves = moves;
    this.annotations = annotations;
    this.indices = indices;
    this.nodes = nodes;
  }

  /**
   * A line of moves without annotations or variations.
   *
   * @param moves the moves in order, an array this line then owns
   */
  static <M> MainLine<M> plain(Object[] moves) {
    return new MainLine<>(moves, null, new int[0], nodes(0));
  }

  /**
   * The line of checked nodes.
   *
   * @param line the nodes, none null
   * @param moves the same moves in order, an array this line then owns
   */
  static <M> MainLine<M> of(List<MoveNode<M>> line, Object[] moves) {
    Annotation[] annotations = null;
    int branching = 0;
    for (int i = 0; i < line.size(); i++) {
      MoveNode<M> node = line.get(i);
      branching += node.variations().isEmpty() ? 0 : 1;
      if (annotations == null && !node.annotation().equals(Annotation.NONE)) {
        annotations = new Annotation[line.size()];
        Arrays.fill(annotations, 0, i, Annotation.NONE);
      }
      if (annotations != null) {
        annotations[i] = node.annotation();
      }
    }
    int[] indices = new int[branching];
    MoveNode<M>[] nodes = nodes(branching);
    int n = 0;
    for (int i = 0; i < line.size() && n < branching; i++) {
      MoveNode<M> node = line.get(i);
      if (!node.variations().isEmpty()) {
        indices[n] = i;
        nodes[n++] = node;
      }
    }
    return new MainLine<>(moves, annotations, indices, nodes);
  }

  @SuppressWarnings("unchecked")
  private static <M> MoveNode<M>[] nodes(int n) {
    return (MoveNode<M>[]) new MoveNode<?>[n];
  }

  @Override
  public MoveNode<M> get(int index) {
    if (index < 0 || index >= moves.length) {
      throw new IndexOutOfBoundsException("index " + index + " outside a line of " + moves.length);
    }
    int found = indices.length == 0 ? -1 : Arrays.binarySearch(indices, index);
    if (found >= 0) {
      return nodes[found];
    }
    @SuppressWarnings("unchecked")
    M move = (M) moves[index];
    return annotations == null
        ? MoveNode.of(move)
        : new MoveNode<>(move, annotations[index], List.of());
  }

  @Override
  public int size() {
    return moves.length;
  }
}
