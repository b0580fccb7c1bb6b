package io.github.plateau.core.search;

import io.github.plateau.core.MoveList;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.SearchBoard;
import io.github.plateau.core.Side;
import io.github.plateau.core.tictactoe.Cell;
import io.github.plateau.core.tictactoe.TicTacToePosition;
import java.util.Optional;

/**
 * Tic-tac-toe where X and O play in one team: a line by either wins for both. Consecutive plies
 * belong to the same team, as in Napoleon's alliances, so a search must not flip its score's sign.
 */
final class AlliedBoard implements SearchBoard<TicTacToePosition, Cell> {
  /** The two marks as allies, both in X's team. */
  enum Ally implements Side {
    X,
    O;

    @Override
    public int index() {
      return ordinal();
    }

    @Override
    public Side team() {
      return X;
    }
  }

  private final SearchBoard<TicTacToePosition, Cell> board;

  AlliedBoard(TicTacToePosition start) {
    this.board = start.searchBoard();
  }

  private static Ally ally(Side side) {
    return Ally.values()[side.index()];
  }

  @Override
  public int generate(MoveList moves) {
    return board.generate(moves);
  }

  @Override
  public void push(int move) {
    board.push(move);
  }

  @Override
  public void pop() {
    board.pop();
  }

  @Override
  public int ply() {
    return board.ply();
  }

  @Override
  public long hash() {
    return board.hash();
  }

  @Override
  public Side sideToMove() {
    return ally(board.sideToMove());
  }

  @Override
  public boolean inCheck() {
    return board.inCheck();
  }

  @Override
  public boolean isCapture(int move) {
    return board.isCapture(move);
  }

  @Override
  public Optional<Outcome> outcome() {
    return board
        .outcome()
        .map(o -> o.isDraw() ? o : Outcome.win(ally(o.winner().orElseThrow()), o.reason()));
  }

  @Override
  public TicTacToePosition position() {
    return board.position();
  }

  @Override
  public Cell decode(int move) {
    return board.decode(move);
  }

  @Override
  public int encode(Cell move) {
    return board.encode(move);
  }
}
