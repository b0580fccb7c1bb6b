package io.github.plateau.draughts;

import io.github.plateau.core.Game;
import io.github.plateau.core.testing.GameContract;
import java.util.List;

/**
 * The core contract under the Russian flags on 8 x 8 (free choice of capture, promotion during a
 * capture): the general generator, and paths on which men are crowned mid-capture.
 */
class RussianContractTest extends GameContract<DraughtsPosition, Move> {
  static final Draughts RUSSIAN =
      new Draughts(
          DraughtsRules.brazilian().withMajorityCapture(false).withPromotionDuringCapture(true));

  @Override
  protected Game<DraughtsPosition, Move> game() {
    return RUSSIAN;
  }

  @Override
  protected List<DraughtsPosition> startPositions() {
    return List.of(
        RUSSIAN.start(),
        RUSSIAN.parse("W:W18,28:B6,11,14,24"), // crowned on 2, the man goes on as a king
        RUSSIAN.parse("W:WK29,K30,21,22,23:BK1,K2,9,10,11"),
        RUSSIAN.parse(ReferenceCrossCheckTest.TWO_WAYS.get(8)));
  }

  @Override
  protected int playouts() {
    return 60;
  }

  @Override
  protected boolean registered() {
    return false; // the registry makes it with options, under the Brazilian id
  }

  @Override
  protected List<String> malformedPositions() {
    return List.of("", "W:W21-33:B1-12", "W:W2:B30", "W:W29:B30", "B:W1-12:B21-32");
  }
}
