package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.RandomAccess;
import java.util.TreeMap;

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
    return new MainLine<>(moves, null, NO_INDICES, nodes(0));
  }

  /** What a line's maker checks of each node, as the line reads it. */
  interface Check<M> {
    /**
     * Checks a node.
     *
     * @throws IllegalArgumentException if the node does not fit
     */
    void node(int index, MoveNode<M> node);
  }

  /**
   * The line of nodes, each read once and checked before it is used.
   *
   * @param line the nodes
   * @param moves the same moves in order, an array this line then owns
   * @param check throws if a node does not fit; it is given every node, null ones too
   */
  static <M> MainLine<M> of(List<MoveNode<M>> line, Object[] moves, Check<M> check) {
    Annotation[] annotations = null;
    int[] indices = NO_INDICES;
    MoveNode<M>[] nodes = nodes(0);
    int branching = 0;
    int size = line.size();
    for (int i = 0; i < size; i++) {
      MoveNode<M> node = line.get(i);
      check.node(i, node);
      Annotation annotation = node.annotation();
      if (annotations == null
          && annotation != Annotation.NONE
          && !annotation.equals(Annotation.NONE)) {
        annotations = new Annotation[size];
        Arrays.fill(annotations, 0, i, Annotation.NONE);
      }
      if (annotations != null) {
        annotations[i] = annotation;
      }
      if (!node.variations().isEmpty()) {
        if (branching == indices.length) {
          indices = Arrays.copyOf(indices, Math.max(4, 2 * branching));
          nodes = Arrays.copyOf(nodes, indices.length);
        }
        indices[branching] = i;
        nodes[branching++] = node;
      }
    }
    return branching == 0
        ? new MainLine<>(moves, annotations, NO_INDICES, nodes)
        : new MainLine<>(
            moves, annotations, Arrays.copyOf(indices, branching), Arrays.copyOf(nodes, branching));
  }

  /**
   * The line of a record's moves with their annotations and, at some plies, variations.
   *
   * @param moves the moves in order, an array this line then owns
   * @param annotations one per move, in order
   * @param variations by ply (from 1), the lines instead of that move
   * @param check throws if a node with variations does not fit, given its index (from 0)
   * @throws IllegalArgumentException if an annotation is null, a ply out of range or a variation
   *     null or empty
   */
  static <M> MainLine<M> annotated(
      Object[] moves,
      List<Annotation> annotations,
      Map<Integer, List<List<MoveNode<M>>>> variations,
      Check<M> check) {
    int size = moves.length;
    Annotation[] kept = null;
    for (int i = 0; i < size; i++) {
      Annotation annotation = annotations.get(i);
      checkArgument(annotation != null, "the annotation of move %s is null", i + 1);
      if (kept == null && annotation != Annotation.NONE && !annotation.equals(Annotation.NONE)) {
        kept = new Annotation[size];
        Arrays.fill(kept, 0, i, Annotation.NONE);
      }
      if (kept != null) {
        kept[i] = annotation;
      }
    }
    if (variations.isEmpty()) {
      return new MainLine<>(moves, kept, NO_INDICES, nodes(0));
    }
    int[] indices = NO_INDICES;
    MoveNode<M>[] nodes = nodes(0);
    int branching = 0;
    Map<Integer, List<List<MoveNode<M>>>> byPly = new TreeMap<>(); // the nodes kept ascending
    for (Map.Entry<Integer, List<List<MoveNode<M>>>> entry : variations.entrySet()) {
      Integer ply = entry.getKey();
      checkArgument(
          ply != null && ply >= 1 && ply <= size, "variations at ply %s outside 1..%s", ply, size);
      checkArgument(entry.getValue() != null, "the variations at ply %s are null", ply);
      if (!entry.getValue().isEmpty()) {
        byPly.put(ply, entry.getValue());
      }
    }
    for (Map.Entry<Integer, List<List<MoveNode<M>>>> entry : byPly.entrySet()) {
      int ply = entry.getKey();
      @SuppressWarnings("unchecked")
      M move = (M) moves[ply - 1];
      Annotation annotation = kept == null ? Annotation.NONE : kept[ply - 1];
      MoveNode<M> node = new MoveNode<>(move, annotation, entry.getValue());
      check.node(ply - 1, node);
      if (indices == NO_INDICES) {
        indices = new int[byPly.size()];
        nodes = nodes(byPly.size());
      }
      indices[branching] = ply - 1;
      nodes[branching++] = node;
    }
    return new MainLine<>(moves, kept, indices, nodes);
  }

  private static final int[] NO_INDICES = {};

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
