package io.github.plateau.cli.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.plateau.core.Perft;
import io.github.plateau.draughts.Draughts;
import io.github.plateau.draughts.DraughtsPosition;
import io.github.plateau.draughts.DraughtsRules;
import io.github.plateau.draughts.Move;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The README's draughts example, compiled and run; {@link ReadmeExamplesTest} keeps the two equal.
 */
class DraughtsExampleTest {
  @Test
  void draughts() {
    // README:begin
    Draughts draughts = Draughts.international(); // also brazilian() 8x8, canadian() 12x12
    DraughtsPosition position = draughts.parse("W:W28:B13,23");
    List<Move> moves = position.legalMoves(); // capture is compulsory: only 28x...
    String text = draughts.formatMove(position, moves.get(0)); // "28x8": two pieces taken
    long leaves = draughts.start().perft(5); // 27117
    DraughtsRules russian = DraughtsRules.brazilian().withMajorityCapture(false);
    Draughts game = new Draughts(russian.withPromotionDuringCapture(true));
    String spec = game.toString(); // "draughts-brazilian:majority=false,promotion=true"
    long nodes = Perft.pushPop(draughts.start().searchBoard(), 5); // 27117, by make/unmake
    // README:end
    assertEquals(1, moves.size());
    assertEquals("28x8", text);
    assertEquals(27117, leaves);
    assertEquals("draughts-brazilian:majority=false,promotion=true", spec);
    assertEquals(27117, nodes);
  }
}
