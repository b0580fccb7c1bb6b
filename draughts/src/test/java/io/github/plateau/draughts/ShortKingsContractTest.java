package io.github.plateau.draughts;

import io.github.plateau.core.Game;
import io.github.plateau.core.testing.GameContract;
import java.util.List;

/**
 * The core contract on 10 x 10 with three flags off (men capture forward only, free choice of
 * capture, short kings), as in English checkers: the general generator under those flags.
 */
class ShortKingsContractTest extends GameContract<DraughtsPosition, Move> {
  static final Draughts SHORT =
      new Draughts(
          DraughtsRules.international()
              .withMenCaptureBackward(false)
              .withMajorityCapture(false)
              .withFlyingKings(false));

  @Override
  protected Game<DraughtsPosition, Move> game() {
    return SHORT;
  }

  @Override
  protected List<DraughtsPosition> startPositions() {
    return List.of(
        SHORT.start(),
        SHORT.parse("W:WK46,K47,31,32,33,34,35,38:BK5,K4,16,17,18,19,20,13"),
        SHORT.parse(ReferenceCrossCheckTest.TWO_WAYS.get(10)));
  }

  @Override
  protected int playouts() {
    return 60;
  }

  @Override
  protected boolean registered() {
    return false; // the registry makes it with options, under the international id
  }

  @Override
  protected List<String> malformedPositions() {
    return List.of("", "W:W31-51:B1-20", "W:W3:B40", "W:W31:B47", "W:W11-50:B1-10");
  }
}
