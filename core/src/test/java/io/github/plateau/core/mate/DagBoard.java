package io.github.plateau.core.mate;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveList;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.SearchBoard;
import io.github.plateau.core.Side;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;

/** The search board of a {@link Dag}: a move's code is the state it goes to. */
final class DagBoard implements SearchBoard<DagPosition, Integer> {
  private final Dag game;
  private final Deque<Integer> stack = new ArrayDeque<>();
  private int state;

  DagBoard(DagPosition start) {
    this.game = start.game();
    this.state = start.state();
  }

  @Override
  public int generate(MoveList moves) {
    if (moves == null) {
      throw new IllegalArgumentException("moves is null");
    }
    moves.clear();
    for (int next : game.successors(state)) {
      moves.add(next);
    }
    return moves.size();
  }

  private int legal(int move) {
    if (!game.hasMove(state, move)) {
      throw new IllegalMoveException("move code " + move + " is not legal in " + state);
    }
    return move;
  }

  @Override
  public void push(int move) {
    int next = legal(move);
    stack.push(state);
    state = next;
  }

  @Override
  public void pop() {
    if (stack.isEmpty()) {
      throw new IllegalStateException("no move to pop");
    }
    state = stack.pop();
  }

  @Override
  public int ply() {
    return stack.size();
  }

  @Override
  public long hash() {
    return position().hash();
  }

  @Override
  public Side sideToMove() {
    return game.toMove(state);
  }

  @Override
  public boolean inCheck() {
    return false;
  }

  @Override
  public boolean isCapture(int move) {
    legal(move);
    return false;
  }

  @Override
  public Optional<Outcome> outcome() {
    return game.outcome(state);
  }

  @Override
  public DagPosition position() {
    return game.at(state);
  }

  @Override
  public Integer decode(int move) {
    return legal(move);
  }

  @Override
  public int encode(Integer move) {
    if (move == null) {
      throw new IllegalArgumentException("move is null");
    }
    return legal(move);
  }
}
