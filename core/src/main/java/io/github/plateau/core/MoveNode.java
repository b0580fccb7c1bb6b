package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;

/**
 * One move of a record's tree of moves: the move, what the record says about it, and the
 * variations, each a line of moves that the record gives instead of this one (from the same
 * position). A variation's own moves may have variations in turn.
 *
 * <p>Variations nest at most {@link #MAX_DEPTH} levels below a node, as every record format reads
 * and writes them: a tree held so is compared, hashed and walked without running out of stack.
 *
 * @param move the move
 * @param annotation its comment, time and marks
 * @param variations the lines played or analysed instead of this move, in the record's order; each
 *     holds at least one move
 * @param <M> the move type
 */
public record MoveNode<M>(M move, Annotation annotation, List<List<MoveNode<M>>> variations) {
  /** The most levels variations nest below a node: a variation's move's variations are two. */
  public static final int MAX_DEPTH = 64;

  /**
   * Checks and copies the fields.
   *
   * @param move the move
   * @param annotation its comment, time and marks
   * @param variations the lines instead of this move
   * @throws IllegalArgumentException if a field, a variation or a node is null, a variation is
   *     empty, or variations nest deeper than {@link #MAX_DEPTH} levels
   */
  public MoveNode {
    checkArgument(move != null, "move is null");
    checkArgument(annotation != null, "annotation is null");
    checkArgument(variations != null, "variations is null");
    if (variations.isEmpty()) {
      variations = ImmutableList.of(); // most moves: no builder made per move
    } else {
      ImmutableList.Builder<List<MoveNode<M>>> copy = ImmutableList.builder();
      for (List<MoveNode<M>> line : variations) {
        checkArgument(line != null && !line.isEmpty(), "a variation is null or empty");
        for (MoveNode<M> node : line) {
          checkArgument(node != null, "a variation holds null");
        }
        copy.add(ImmutableList.copyOf(line));
      }
      variations = copy.build();
      checkArgument(
          depth(variations) <= MAX_DEPTH, "variations nest deeper than %s levels", MAX_DEPTH);
    }
  }

  /**
   * How many levels the variations nest, walked level by level without recursion: as long as the
   * tree below, whose nodes were each checked when made.
   */
  private static <M> int depth(List<List<MoveNode<M>>> variations) {
    int depth = 0;
    List<List<List<MoveNode<M>>>> level = List.of(variations);
    while (!level.isEmpty()) {
      depth++;
      List<List<List<MoveNode<M>>>> below = new ArrayList<>();
      for (List<List<MoveNode<M>>> lines : level) {
        for (List<MoveNode<M>> line : lines) {
          for (MoveNode<M> node : line) {
            if (!node.variations().isEmpty()) {
              below.add(node.variations());
            }
          }
        }
      }
      level = below;
    }
    return depth;
  }

  /**
   * A move without annotation or variation.
   *
   * @param move the move
   * @param <M> the move type
   * @return the node
   * @throws IllegalArgumentException if the move is null
   */
  public static <M> MoveNode<M> of(M move) {
    return new MoveNode<>(move, Annotation.NONE, List.of());
  }
}
