package io.github.plateau.cli.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import io.github.plateau.xiangqi.Color;
import io.github.plateau.xiangqi.Kind;
import io.github.plateau.xiangqi.Move;
import io.github.plateau.xiangqi.Piece;
import io.github.plateau.xiangqi.Wxf;
import io.github.plateau.xiangqi.Xiangqi;
import io.github.plateau.xiangqi.XiangqiPosition;
import io.github.plateau.xiangqi.XiangqiSearchBoard;
import org.junit.jupiter.api.Test;

/**
 * The README's xiangqi example, compiled and run; {@link ReadmeExamplesTest} keeps the two equal.
 */
class XiangqiExampleTest {
  @Test
  void xiangqi() {
    // README:begin
    Xiangqi xiangqi = new Xiangqi(); // XiangqiRules.DEFAULT: no-capture limit of 120 plies
    XiangqiPosition start = xiangqi.start();
    Move centralCannon = xiangqi.parseMove(start, "h2e2"); // ICCS
    String wxf = Wxf.format(start, centralCannon); // "C2.5"
    XiangqiPosition mated = xiangqi.parse("3k5/9/9/9/9/9/9/9/3R5/4K4 b - - 0 1");
    Outcome outcome = mated.outcome().orElseThrow(); // RED wins by CHECKMATE
    XiangqiSearchBoard board = start.searchBoard(); // make and unmake, for bots
    board.push(board.encode(centralCannon));
    int redCannons = board.count(new Piece(Color.RED, Kind.CANNON)); // 2
    board.pop();
    // README:end
    assertEquals("C2.5", wxf);
    assertEquals(Outcome.win(Color.RED, Reason.CHECKMATE), outcome);
    assertEquals(2, redCannons);
    assertEquals(start, board.position());
  }
}
