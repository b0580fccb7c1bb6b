package io.github.plateau.draughts;

import io.github.plateau.core.Game;
import io.github.plateau.core.testing.GameContract;
import java.util.List;

/** The core contract on international draughts, from the start and from special positions. */
class DraughtsContractTest extends GameContract<DraughtsPosition, Move> {
  @Override
  protected Game<DraughtsPosition, Move> game() {
    return Draughts.international();
  }

  @Override
  protected List<DraughtsPosition> startPositions() {
    Draughts game = Draughts.international();
    return List.of(
        game.start(),
        // kings and men in the middle game: flying kings, long captures
        game.parse("W:WK46,K47,31,32,33,34,35,38:BK5,K4,16,17,18,19,20,13"),
        // captures that share start and end but take different pieces
        game.parse(ReferenceCrossCheckTest.TWO_WAYS.get(10)),
        // two kings against one: the 5-move endgame rule
        game.parse("B:WK46,K50:BK5"),
        // three kings against one: the 16-move rule
        game.parse("W:WK46,K47,K48:BK5"),
        // kings only: the 25 king-moves rule
        game.parse("W:WK46,K47,K48,K49:BK1,K2,K3,K4"));
  }

  @Override
  protected int playouts() {
    return 100;
  }

  @Override
  protected List<String> malformedPositions() {
    return List.of(
        "",
        "X:W31-50:B1-20",
        "w:W31-50:B1-20",
        "W",
        "W:",
        "W;W31-50:B1-20",
        "W:X31-50:B1-20",
        "W:W31-50:W1-20",
        "W:W31-50:B1-20:",
        "W:W31-51:B1-20",
        "W:W0:B1",
        "W:W31-50:B20-1",
        "W:W31,31:B1",
        "W:W31:B31",
        "W:W31,:B1",
        "W:W,31:B1",
        "W:WK:B1",
        "W:W31x:B1",
        "W:W99999999999:B1",
        "W:W3:B40", // a white man on the crowning row
        "W:W31:B47", // a black man on its crowning row
        "W:W31:B", // Black has just moved without any piece
        "B:W:B1",
        "W:W:B",
        "W:W11-50:B1-10", // 40 white pieces
        "W:W31-50:B1-20 ");
  }
}
