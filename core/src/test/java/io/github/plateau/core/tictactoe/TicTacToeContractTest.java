package io.github.plateau.core.tictactoe;

import io.github.plateau.core.Game;
import io.github.plateau.core.testing.GameContract;
import java.util.List;

class TicTacToeContractTest extends GameContract<TicTacToePosition, Cell> {
  @Override
  protected Game<TicTacToePosition, Cell> game() {
    return new TicTacToe();
  }

  @Override
  protected List<String> malformedPositions() {
    return List.of(
        "",
        "..../.../... X",
        ".../.../... x",
        ".../.../...X",
        ".../...|... X",
        "XX./.../... O",
        ".../.../... O",
        "XXX/OO./O.. X",
        "XXX/OO./O.. X",
        "OOO/XX./XX. O");
  }

  @Override
  protected int playouts() {
    return 300;
  }
}
