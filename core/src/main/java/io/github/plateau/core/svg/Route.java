package io.github.plateau.core.svg;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.List;

/**
 * The way a move goes across the board, for a page to draw: the squares its piece stands on in
 * turn, and the pieces it takes elsewhere. A draughts capture lands on a square after each piece it
 * jumps, and takes the jumped pieces off their own squares; a chess-like move goes straight from
 * its start to its end, taking at most the piece it lands on, which the mover itself then covers.
 * Names are those of {@link Drawing#squares}.
 *
 * @param path the start (for a drop, the piece in hand, as {@link Drawing#squares} names it), each
 *     square it lands on along the way, in order, and the end
 * @param taken the squares of the pieces the move takes, other than one on its end, in the order a
 *     page fades them; empty for a move that takes none there
 */
public record Route(List<String> path, List<String> taken) {
  /**
   * Checks the parts and copies the lists.
   *
   * @param path the squares the piece stands on, in order
   * @param taken the squares of the pieces taken elsewhere than the end
   * @throws IllegalArgumentException if a list is null or holds a null or empty name, or the path
   *     is empty
   */
  public Route {
    checkArgument(path != null && taken != null, "a route's list is null");
    checkArgument(!path.isEmpty(), "a route has no square");
    for (List<String> names : List.of(path, taken)) {
      for (String name : names) {
        checkArgument(name != null && !name.isEmpty(), "a route names an empty square");
      }
    }
    path = List.copyOf(path);
    taken = List.copyOf(taken);
  }
}
