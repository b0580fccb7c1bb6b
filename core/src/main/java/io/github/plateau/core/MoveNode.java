package io.github.plateau.core;

import static com.google.common.base.Preconditions.checkArgument;

import com.google.common.collect.ImmutableList;
import java.util.List;

/**
 * One move of a record's tree of moves: the move, what the record says about it, and the
 * variations, each a line of moves that the record gives instead of this one (from the same
 * position). A variation's own moves may have variations in turn.
 *
 * @param move the move
 * @param annotation its comment, time and marks
 * @param variations the lines played or analysed instead of this move, in the record's order; each
 *     holds at least one move
 * @param <M> the move type
 */
public record MoveNode<M>(M move, Annotation annotation, List<List<MoveNode<M>>> variations) {
  /**
   * Checks and copies the fields.
   *
   * @param move the move
   * @param annotation its comment, time and marks
   * @param variations the lines instead of this move
   * @throws IllegalArgumentException if a field, a variation or a node is null, or a variation is
   *     empty
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
    }
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
