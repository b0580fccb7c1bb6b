package io.github.plateau.core.testing;

import io.github.plateau.core.MoveList;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Position;
import io.github.plateau.core.SearchBoard;
import io.github.plateau.core.Side;
import java.util.Optional;

/**
 * A search board that passes every call to another, for tests that change one answer of a real
 * board (which side is whose team, which move counts as a capture) and keep the rest. {@code hand}
 * and {@code hashWithoutHands} are not passed on but left at their defaults: wrapped, a board with
 * pieces in hand hides them, and a mate search then carries no proof over hands.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public abstract class ForwardingSearchBoard<P extends Position<P, M>, M>
    implements SearchBoard<P, M> {
  private final SearchBoard<P, M> board;

  /**
   * A board forwarding to another.
   *
   * @param board the board every call goes to
   */
  protected ForwardingSearchBoard(SearchBoard<P, M> board) {
    this.board = board;
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
    return board.sideToMove();
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
  public int delayGroup(int move) {
    return board.delayGroup(move);
  }

  @Override
  public int captureOrder(int move) {
    return board.captureOrder(move);
  }

  @Override
  public Optional<Outcome> outcome() {
    return board.outcome();
  }

  @Override
  public P position() {
    return board.position();
  }

  @Override
  public M decode(int move) {
    return board.decode(move);
  }

  @Override
  public int encode(M move) {
    return board.encode(move);
  }
}
