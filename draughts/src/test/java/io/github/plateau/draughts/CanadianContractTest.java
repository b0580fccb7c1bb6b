package io.github.plateau.draughts;

import io.github.plateau.core.Game;
import io.github.plateau.core.testing.GameContract;
import java.util.List;

/** The core contract on Canadian draughts (12 x 12), from the start and from special positions. */
class CanadianContractTest extends GameContract<DraughtsPosition, Move> {
  @Override
  protected Game<DraughtsPosition, Move> game() {
    return Draughts.canadian();
  }

  @Override
  protected List<DraughtsPosition> startPositions() {
    Draughts game = Draughts.canadian();
    return List.of(
        game.start(),
        game.parse("W:WK67,K68,43,44,45,46,50:BK1,K2,25,26,27,28,29"),
        game.parse(ReferenceCrossCheckTest.TWO_WAYS.get(12)),
        game.parse("B:WK67,K72:BK1"));
  }

  @Override
  protected int playouts() {
    return 60;
  }

  @Override
  protected List<String> malformedPositions() {
    return List.of("", "W:W43-73:B1-30", "W:W3:B60", "W:W43:B70", "W:W13-72:B1-12", "B:W1-30:B");
  }
}
