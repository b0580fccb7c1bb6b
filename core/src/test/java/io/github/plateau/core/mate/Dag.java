package io.github.plateau.core.mate;

import io.github.plateau.core.Game;
import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.NotationException;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import io.github.plateau.core.Side;
import io.github.plateau.core.tictactoe.Mark;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * A test game drawn at random: layers of a few states each, X to move on the even layers and O on
 * the odd, each move going to a state of the next layer, so that many lines meet (transpositions)
 * and wins come at many depths. Some states end the game, every state of the last layer does: won
 * by X, won by O or drawn. The mate solver's stored lengths are upper bounds there, which is what
 * its tests need; exhaustive minimax is cheap.
 *
 * <p>Notation: a state is its number, {@code layer * width + index}; a move is the number of the
 * state it goes to.
 */
final class Dag implements Game<DagPosition, Integer> {
  private final int width;
  private final int[][] successors; // per state, the states its moves go to; empty if it ends
  private final Outcome[] outcomes; // per state, how it ends, or null

  /**
   * A game drawn from a seed.
   *
   * @param seed the seed
   * @param layers the layers, 2 or more
   * @param width the states per layer, 1 or more
   */
  Dag(long seed, int layers, int width) {
    SplittableRandom random = new SplittableRandom(seed);
    this.width = width;
    int states = layers * width;
    successors = new int[states][];
    outcomes = new Outcome[states];
    for (int state = 0; state < states; state++) {
      int layer = state / width;
      if (layer == layers - 1 || (layer > 0 && random.nextInt(5) == 0)) {
        int roll = random.nextInt(20);
        outcomes[state] =
            roll < 2
                ? Outcome.draw(Reason.NO_LEGAL_MOVE)
                : Outcome.win(roll < 11 ? Mark.X : Mark.O, Reason.VICTORY_CONDITION);
        successors[state] = new int[0];
      } else {
        int next = (layer + 1) * width;
        successors[state] =
            random.ints(next, next + width).distinct().limit(1 + random.nextInt(3)).toArray();
      }
    }
  }

  /**
   * A game drawn by hand, cycles allowed.
   *
   * @param width the states per layer, whose parity gives the side to move
   * @param successors per state, the states its moves go to
   * @param outcomes per state without moves, how it ends (null elsewhere)
   */
  Dag(int width, int[][] successors, Outcome[] outcomes) {
    this.width = width;
    this.successors = successors;
    this.outcomes = outcomes;
  }

  int states() {
    return outcomes.length;
  }

  int[] successors(int state) {
    return successors[state];
  }

  Optional<Outcome> outcome(int state) {
    return Optional.ofNullable(outcomes[state]);
  }

  Mark toMove(int state) {
    return state / width % 2 == 0 ? Mark.X : Mark.O;
  }

  boolean hasMove(int state, int next) {
    return Arrays.stream(successors[state]).anyMatch(s -> s == next);
  }

  /**
   * The state as a position.
   *
   * @param state its number
   * @return the position
   */
  DagPosition at(int state) {
    return new DagPosition(this, state);
  }

  @Override
  public String id() {
    return "dag";
  }

  @Override
  public String name() {
    return "Random layered game";
  }

  @Override
  public List<Side> sides() {
    return List.of(Mark.X, Mark.O);
  }

  @Override
  public DagPosition start() {
    return at(0);
  }

  @Override
  public DagPosition parse(String text) {
    return at(number(text, states()));
  }

  @Override
  public Integer parseMove(DagPosition position, String text) {
    int next = number(text, states());
    if (!position.isLegal(next)) {
      throw new IllegalMoveException(text + " is not legal in " + position);
    }
    return next;
  }

  @Override
  public String formatMove(DagPosition position, Integer move) {
    if (!position.isLegal(move)) {
      throw new IllegalMoveException(move + " is not legal in " + position);
    }
    return move.toString();
  }

  private static int number(String text, int states) {
    if (text == null || !text.matches("[0-9]{1,9}")) {
      throw new NotationException("a state is a number", text == null ? "" : text, 0);
    }
    int number = Integer.parseInt(text);
    if (number >= states) {
      throw new NotationException("the states are 0 to " + (states - 1), text, 0);
    }
    return number;
  }
}
