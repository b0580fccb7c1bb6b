package io.github.plateau.core.mate;

import io.github.plateau.core.Outcome;
import io.github.plateau.core.SearchBoard;
import io.github.plateau.core.Side;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** A state of a {@link Dag}. */
final class DagPosition implements io.github.plateau.core.Position<DagPosition, Integer> {
  private final Dag game;
  private final int state;

  DagPosition(Dag game, int state) {
    this.game = game;
    this.state = state;
  }

  int state() {
    return state;
  }

  @Override
  public Dag game() {
    return game;
  }

  @Override
  public Side sideToMove() {
    return game.toMove(state);
  }

  @Override
  public List<Integer> legalMoves() {
    return Arrays.stream(game.successors(state)).boxed().toList();
  }

  @Override
  public boolean isLegal(Integer move) {
    return move != null && game.hasMove(state, move);
  }

  @Override
  public DagPosition play(Integer move) {
    if (!isLegal(move)) {
      throw new io.github.plateau.core.IllegalMoveException(move + " is not legal in " + this);
    }
    return game.at(move);
  }

  @Override
  public Optional<Outcome> outcome() {
    return game.outcome(state);
  }

  @Override
  public long hash() {
    return (state + 1) * 0x9E3779B97F4A7C15L;
  }

  @Override
  public SearchBoard<DagPosition, Integer> searchBoard() {
    return new DagBoard(this);
  }

  @Override
  public String diagram() {
    return toString();
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof DagPosition p && p.game == game && p.state == state;
  }

  @Override
  public int hashCode() {
    return state;
  }

  @Override
  public String toString() {
    return Integer.toString(state);
  }
}
