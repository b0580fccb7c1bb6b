package io.github.plateau.core.tictactoe;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.MoveList;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.SearchBoard;
import io.github.plateau.core.Side;
import java.util.Optional;

/** The tic-tac-toe search board: the move code is the cell, the stack the marked cells. */
final class TicTacToeBoard implements SearchBoard<TicTacToePosition, Cell> {
  private TicTacToePosition position; // the current state, kept immutable: the game is tiny
  private final TicTacToePosition[] stack = new TicTacToePosition[10];
  private int ply;

  TicTacToeBoard(TicTacToePosition start) {
    this.position = start;
  }

  @Override
  public int generate(MoveList moves) {
    if (moves == null) {
      throw new IllegalArgumentException("moves is null");
    }
    moves.clear();
    for (Cell cell : position.legalMoves()) {
      moves.add(cell.index());
    }
    if (position.game().bug() == Bug.BOARD_LISTS_MOVES_BACKWARDS) {
      for (int i = 0, j = moves.size() - 1; i < j; i++, j--) {
        moves.swap(i, j);
      }
    }
    return moves.size();
  }

  @Override
  public int generateCaptures(MoveList moves) {
    if (position.game().bug() == Bug.BOARD_LISTS_QUIET_CAPTURES && position.isLegal(new Cell(4))) {
      return generate(moves);
    }
    return SearchBoard.super.generateCaptures(moves);
  }

  private Cell legal(int move) {
    if (move < 0 || move > 8 || !position.isLegal(new Cell(move))) {
      throw new IllegalMoveException("move code " + move + " is not legal in " + position);
    }
    return new Cell(move);
  }

  @Override
  public void push(int move) {
    Cell cell = legal(move);
    stack[ply++] = position;
    position = position.play(cell);
  }

  @Override
  public void pop() {
    if (ply == 0) {
      throw new IllegalStateException("no move to pop");
    }
    boolean reset = position.game().bug() == Bug.BOARD_POP_RESETS && ply == 2;
    position = stack[--ply];
    if (reset) {
      position = stack[0];
    }
  }

  @Override
  public int ply() {
    return ply;
  }

  @Override
  public long hash() {
    return position.hash();
  }

  @Override
  public Side sideToMove() {
    return position.sideToMove();
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
    return position.outcome();
  }

  @Override
  public TicTacToePosition position() {
    return position;
  }

  @Override
  public Cell decode(int move) {
    return legal(move);
  }

  @Override
  public int encode(Cell move) {
    if (move == null) {
      throw new IllegalArgumentException("move is null");
    }
    return legal(move.index()).index();
  }
}
