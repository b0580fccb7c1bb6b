package io.github.plateau.draughts;

import io.github.plateau.core.Game;
import io.github.plateau.core.testing.GameContract;
import java.util.List;

/** The core contract on Brazilian draughts (8 x 8), from the start and from special positions. */
class BrazilianContractTest extends GameContract<DraughtsPosition, Move> {
  @Override
  protected Game<DraughtsPosition, Move> game() {
    return Draughts.brazilian();
  }

  @Override
  protected List<DraughtsPosition> startPositions() {
    Draughts game = Draughts.brazilian();
    return List.of(
        game.start(),
        game.parse("W:WK29,K30,21,22,23:BK1,K2,9,10,11"),
        game.parse(ReferenceCrossCheckTest.TWO_WAYS.get(8)),
        game.parse("B:WK29,K32:BK1"),
        game.parse("W:WK29,K30,25:BK1"));
  }

  @Override
  protected int playouts() {
    return 100;
  }

  @Override
  protected List<String> malformedPositions() {
    return List.of(
        "",
        "W:W21-33:B1-12",
        "W:W2:B30",
        "W:W29:B30",
        "W:W1-32:B",
        "B:W1-12:B21-32",
        "W:W21-32:B1-12:B");
  }
}
