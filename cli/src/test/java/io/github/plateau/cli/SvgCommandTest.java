package io.github.plateau.cli;

import static io.github.plateau.cli.MainTest.assertUsageError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.testing.Xml;
import org.junit.jupiter.api.Test;

/** {@code plateau svg}: every game drawn, the options, bad squares. */
class SvgCommandTest {
  @Test
  void everyGameIsDrawn() {
    for (String game :
        new String[] {"shogi", "xiangqi", "draughts", "draughts-canadian", "napoleon"}) {
      Cli.Result r = Cli.run("svg", game);
      assertEquals(0, r.status(), r.err());
      assertEquals("svg", Xml.checkWellFormed(r.out()));
    }
  }

  @Test
  void optionsReachTheRenderer() {
    Cli.Result r =
        Cli.run(
            "svg",
            "xiangqi",
            "--size",
            "200",
            "--flipped",
            "--no-coordinates",
            "--last",
            "h2,e2",
            "--mark",
            "e9,a0",
            "--arrows",
            "h9:g7,b0:c2",
            "--fen",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\""));
    assertEquals(2, r.out().split("<polygon ", -1).length - 1, "two arrowheads");
  }

  @Test
  void badOptionsAreUsageErrors() {
    assertUsageError(
        Cli.run("svg", "shogi", "--mark", "0z"), "not a square of the shogi board: 0z");
    assertUsageError(Cli.run("svg", "shogi", "--size", "big"), "--size must be a number");
    assertUsageError(Cli.run("svg", "shogi", "--size", "5"), "size 5 is not 64 to 4096");
    assertUsageError(Cli.run("svg", "draughts", "--arrows", "32-28"), "an arrow is FROM:TO");
  }
}
