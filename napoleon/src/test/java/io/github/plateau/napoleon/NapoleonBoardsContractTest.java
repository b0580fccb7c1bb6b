package io.github.plateau.napoleon;

import io.github.plateau.core.Game;
import io.github.plateau.core.testing.GameContract;
import java.util.List;

/**
 * The core contracts on a board of more than 64 squares (the mailbox path): 11 x 9 with an odd
 * number of ranks and the low midline, drummer push, terrain.
 */
class NapoleonBoardsContractTest extends GameContract<NapoleonPosition, Move> {
  private static final Napoleon GAME =
      new Napoleon(
          NapoleonRules.DEFAULT.withSize(11, 9).withMidline(Midline.LOW).withDrummerPush(true));

  @Override
  protected Game<NapoleonPosition, Move> game() {
    return GAME;
  }

  @Override
  protected List<NapoleonPosition> startPositions() {
    return List.of(GAME.start(), Fixtures.randomStart(GAME, 31, 10));
  }

  @Override
  protected int playouts() {
    return 18;
  }

  @Override
  protected int maxPlies() {
    return 150;
  }

  @Override
  protected boolean registered() {
    return false;
  }

  @Override
  protected List<String> malformedPositions() {
    return List.of(
        "ccaSggicc/aSiiidiiaS/8/8/8/8/ANIIDIIIAN/CCIGGANCC s - 0 -", // an 8x8 board
        "11/11/11/11/11/11/11/11/12 s - 0 -",
        "11/11/11/11/11/11/11/11/11 s - 0 Vl1",
        "11/11/11/11/11/11/11/11/11 s sk10x1 0 -");
  }
}
