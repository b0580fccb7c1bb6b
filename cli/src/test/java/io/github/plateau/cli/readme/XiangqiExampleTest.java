package io.github.plateau.cli.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.plateau.core.Outcome;
import io.github.plateau.core.Reason;
import io.github.plateau.xiangqi.Color;
import io.github.plateau.xiangqi.Wxf;
import io.github.plateau.xiangqi.Xiangqi;
import io.github.plateau.xiangqi.XiangqiMove;
import io.github.plateau.xiangqi.XiangqiPosition;
import org.junit.jupiter.api.Test;

/**
 * The README's xiangqi example, compiled and run; {@link ReadmeExamplesTest} keeps the two equal.
 */
class XiangqiExampleTest {
  @Test
  void xiangqi() {
    // README:begin
    Xiangqi xiangqi = new Xiangqi(); // no-capture limit: 60 moves per side
    XiangqiPosition start = xiangqi.start();
    XiangqiMove centralCannon = xiangqi.parseMove(start, "h2e2"); // ICCS
    String wxf = Wxf.format(start, centralCannon); // "C2.5"
    XiangqiPosition mated = xiangqi.parse("3k5/9/9/9/9/9/9/9/3R5/4K4 b - - 0 1");
    Outcome outcome = mated.outcome().orElseThrow(); // RED wins by CHECKMATE
    // README:end
    assertEquals("C2.5", wxf);
    assertEquals(Outcome.win(Color.RED, Reason.CHECKMATE), outcome);
  }
}
