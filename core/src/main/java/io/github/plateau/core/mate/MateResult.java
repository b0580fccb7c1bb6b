package io.github.plateau.core.mate;

import java.util.List;

/**
 * The answer of a {@link MateSolver}. Immutable.
 *
 * @param <M> the game's move type
 * @param status what the search proved
 * @param line for {@link MateStatus#MATE}, the mating line from the searched state: the attacker's
 *     and the defender's moves in turn (consecutive moves of one team where a game, like Napoleon,
 *     lets a team move twice), the defender choosing the longest resistance the proof holds, ending
 *     in a state the attacker has won; empty otherwise
 * @param nodes the nodes the search visited
 */
public record MateResult<M>(MateStatus status, List<M> line, long nodes) {

  /**
   * Checks and copies the parts.
   *
   * @param status what the search proved
   * @param line the mating line, or empty
   * @param nodes the nodes visited, 0 or more
   * @throws IllegalArgumentException if a part is null, the nodes are negative, or the line is not
   *     empty exactly when the status is not {@link MateStatus#MATE}
   */
  public MateResult {
    if (status == null || line == null) {
      throw new IllegalArgumentException("status or line is null");
    }
    if (nodes < 0) {
      throw new IllegalArgumentException("nodes is negative: " + nodes);
    }
    if (status != MateStatus.MATE && !line.isEmpty()) {
      throw new IllegalArgumentException("only a MATE has a line, not " + status);
    }
    line = List.copyOf(line);
  }

  /**
   * The length of the mating line.
   *
   * @return the plies to the win, 0 if the searched state is already won
   * @throws IllegalStateException if the status is not {@link MateStatus#MATE}
   */
  public int plies() {
    if (status != MateStatus.MATE) {
      throw new IllegalStateException("no mating line: the status is " + status);
    }
    return line.size();
  }
}
