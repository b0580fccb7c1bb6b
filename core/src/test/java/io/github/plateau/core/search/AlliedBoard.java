package io.github.plateau.core.search;

import io.github.plateau.core.Outcome;
import io.github.plateau.core.Side;
import io.github.plateau.core.testing.ForwardingSearchBoard;
import io.github.plateau.core.tictactoe.Cell;
import io.github.plateau.core.tictactoe.TicTacToePosition;
import java.util.Optional;

/**
 * Tic-tac-toe where X and O play in one team: a line by either wins for both. Consecutive plies
 * belong to the same team, as in Napoleon's alliances, so a search must not flip its score's sign.
 */
final class AlliedBoard extends ForwardingSearchBoard<TicTacToePosition, Cell> {
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

  AlliedBoard(TicTacToePosition start) {
    super(start.searchBoard());
  }

  private static Ally ally(Side side) {
    return Ally.values()[side.index()];
  }

  @Override
  public Side sideToMove() {
    return ally(super.sideToMove());
  }

  @Override
  public Optional<Outcome> outcome() {
    return super.outcome()
        .map(o -> o.isDraw() ? o : Outcome.win(ally(o.winner().orElseThrow()), o.reason()));
  }
}
