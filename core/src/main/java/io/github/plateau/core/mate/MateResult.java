package io.github.plateau.core.mate;

import io.github.plateau.core.Game;
import io.github.plateau.core.Position;
import java.util.ArrayList;
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
 * @param exact for {@link MateStatus#MATE}, whether the line's length is proved to be the searched
 *     state's distance to the win: no shorter mate exists, and at each of the defender's states the
 *     line's reply resists as long as any ({@link MateSolver#solveShortest} when its limits let it
 *     finish). Where it is false, the mate is proved but not the line's length: a shorter mate may
 *     exist, and the defence along the line may not be the longest. Always false for other statuses
 */
public record MateResult<M>(MateStatus status, List<M> line, long nodes, boolean exact) {

  /**
   * Checks and copies the parts.
   *
   * @param status what the search proved
   * @param line the mating line, or empty
   * @param nodes the nodes visited, 0 or more
   * @param exact whether the line's length is proved to be the distance to the win
   * @throws IllegalArgumentException if a part or a move of the line is null, the nodes are
   *     negative, the line is not empty exactly when the status is not {@link MateStatus#MATE}, or
   *     a result other than a {@link MateStatus#MATE} is said exact
   */
  public MateResult {
    if (status == null || line == null) {
      throw new IllegalArgumentException("status or line is null");
    }
    for (M move : line) {
      if (move == null) {
        throw new IllegalArgumentException("a move of the line is null");
      }
    }
    if (nodes < 0) {
      throw new IllegalArgumentException("nodes is negative: " + nodes);
    }
    if (status != MateStatus.MATE && !line.isEmpty()) {
      throw new IllegalArgumentException("only a MATE has a line, not " + status);
    }
    if (status != MateStatus.MATE && exact) {
      throw new IllegalArgumentException("only a MATE is exact, not " + status);
    }
    line = List.copyOf(line);
  }

  /**
   * A result whose line, if any, is not proved exact ({@link #exact()} false).
   *
   * @param status what the search proved
   * @param line the mating line, or empty
   * @param nodes the nodes visited, 0 or more
   * @throws IllegalArgumentException as the canonical constructor
   */
  public MateResult(MateStatus status, List<M> line, long nodes) {
    this(status, line, nodes, false);
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

  /**
   * The mating line in a game's notation, as engines and people read it: each move written with
   * {@link Game#formatMove} where it is played, from the searched position on.
   *
   * @param game the game, to write the moves
   * @param searched the position the solver searched
   * @param <P> the game's position type
   * @return one text per move of {@link #line()}; empty when there is no mating line
   * @throws IllegalArgumentException if an argument is null
   * @throws io.github.plateau.core.IllegalMoveException if the line is not legal from {@code
   *     searched}: it is not the position the solver searched
   */
  public <P extends Position<P, M>> List<String> notation(Game<P, M> game, P searched) {
    if (game == null || searched == null) {
      throw new IllegalArgumentException("game or searched is null");
    }
    List<String> texts = new ArrayList<>(line.size());
    P at = searched;
    for (M move : line) {
      texts.add(game.formatMove(at, move));
      at = at.play(move);
    }
    return List.copyOf(texts);
  }
}
