package io.github.plateau.napoleon;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * The piece a camp moved on its last turn and on how many consecutive turns of its own it has moved
 * it: a piece with a count of 2 may not move on the camp's next turn. Written {@code se4x2}.
 *
 * @param square where that piece stands now
 * @param count 1 or 2
 */
public record Streak(Square square, int count) {
  /**
   * Checks the arguments.
   *
   * @param square where the piece stands
   * @param count 1 or 2
   * @throws IllegalArgumentException if the square is null or the count is not 1 or 2
   */
  public Streak {
    checkArgument(square != null, "square is null");
    checkArgument(count == 1 || count == 2, "a streak count is 1 or 2, not %s", count);
  }
}
