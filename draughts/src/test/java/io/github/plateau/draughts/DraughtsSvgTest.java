package io.github.plateau.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.svg.SvgOptions;
import io.github.plateau.core.testing.Xml;
import org.junit.jupiter.api.Test;

/** Draughts' SVG on every board size: well-formed, stable, men and kings, square numbers. */
class DraughtsSvgTest {
  @Test
  void everyBoardSize() {
    for (Draughts game :
        new Draughts[] {Draughts.brazilian(), Draughts.international(), Draughts.canadian()}) {
      DraughtsPosition start = game.start();
      String svg = DraughtsSvg.write(start, SvgOptions.DEFAULT);
      assertEquals("svg", Xml.checkWellFormed(svg));
      assertEquals(svg, DraughtsSvg.write(game.parse(start.toString()), SvgOptions.DEFAULT));
      int pieces = start.squareCount() - start.size(); // all but the two middle rows
      assertEquals(2 * pieces, count(svg, "<circle "), game.name());
      assertEquals(start.squareCount(), count(svg, "fill=\"#f5e6cc\""), "every square numbered");
    }
  }

  @Test
  void kingsMarksAndBadSquares() {
    Draughts game = Draughts.international();
    DraughtsPosition p = game.parse("W:WK46,31:B5,K20");
    String svg =
        DraughtsSvg.write(
            p,
            SvgOptions.builder()
                .coordinates(false)
                .flipped(true)
                .lastMove("37", "31")
                .mark("20")
                .arrow("31", "27")
                .build());
    Xml.checkWellFormed(svg);
    assertEquals(2, count(svg, "fill=\"#d4af37\""), "two kings");
    assertEquals(0, count(svg, "fill=\"#f5e6cc\""));
    assertNotEquals(svg, DraughtsSvg.write(p, SvgOptions.DEFAULT));
    for (String bad : new String[] {"0", "51", "a1"}) {
      IllegalArgumentException e =
          assertThrows(
              IllegalArgumentException.class,
              () -> DraughtsSvg.write(p, SvgOptions.builder().mark(bad).build()));
      assertTrue(e.getMessage().contains("not a square of the draughts board: " + bad));
    }
  }

  private static int count(String text, String part) {
    int n = 0;
    for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
      n++;
    }
    return n;
  }
}
