package io.github.plateau.napoleon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Games;
import io.github.plateau.core.svg.SvgOptions;
import io.github.plateau.core.testing.Xml;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Napoleon's SVG: well-formed, stable, every unit, cannons' directions, lines of sight. */
class NapoleonSvgTest {
  private static final Napoleon NAPOLEON = new Napoleon();

  @Test
  void theStartPositionIsWellFormedAndStable() {
    NapoleonPosition start = NAPOLEON.start();
    String svg = NapoleonSvg.write(start, SvgOptions.DEFAULT);
    assertEquals("svg", Xml.checkWellFormed(svg));
    assertEquals(svg, NapoleonSvg.write(NAPOLEON.parse(start.toString()), SvgOptions.DEFAULT));
    int units = start.pieces(Camp.SOUTH).size() + start.pieces(Camp.NORTH).size();
    assertEquals(units, count(svg, "<circle "), "one disc per unit");
    long cannons =
        start.pieces(Camp.SOUTH).values().stream().filter(p -> p.orientation().isPresent()).count()
            + start.pieces(Camp.NORTH).values().stream()
                .filter(p -> p.orientation().isPresent())
                .count();
    assertEquals(cannons, count(svg, "<polygon "), "one wedge per cannon");
    assertTrue(svg.contains("stroke-dasharray"), "the midline");
  }

  @Test
  void theLegendNamesEveryLabelThePictureWrites() {
    Map<String, String> legend = NAPOLEON.drawing().orElseThrow().legend();
    assertEquals(List.of("G", "D", "I", "C", "A"), List.copyOf(legend.keySet()));
    assertTrue(legend.get("A").startsWith("cannon: "), legend.toString());
    assertTrue(legend.get("C").startsWith("cavalry: "), legend.toString());
    String svg = NapoleonSvg.write(NAPOLEON.start(), SvgOptions.DEFAULT);
    for (Kind kind : Kind.values()) {
      if (svg.contains(">" + kind.letter() + "<")) {
        assertTrue(legend.containsKey(String.valueOf(kind.letter())), kind.toString());
      }
    }
    Napoleon antique = (Napoleon) Games.create("napoleon:antique");
    Map<String, String> old = antique.drawing().orElseThrow().legend();
    assertEquals(List.of("Ch", "El", "In", "Ca", "Ar"), List.copyOf(old.keySet()));
    assertTrue(old.get("Ar").startsWith("archer: "), old.toString());
    assertTrue(NapoleonSvg.write(antique.start(), SvgOptions.DEFAULT).contains(">Ar<"));
  }

  @Test
  void linesOfSightTheAntiqueThemeAndBadSquares() {
    NapoleonPosition start = NAPOLEON.start();
    String plain = NapoleonSvg.write(start, SvgOptions.DEFAULT);
    String sight = NapoleonSvg.write(start, SvgOptions.DEFAULT, true);
    Xml.checkWellFormed(sight);
    int seen = start.linesOfSight(Camp.SOUTH).size() + start.linesOfSight(Camp.NORTH).size();
    assertEquals(seen, count(sight, "fill-opacity=\"0.18\""));
    assertNotEquals(plain, NapoleonSvg.write(start, SvgOptions.builder().flipped(true).build()));
    Napoleon antique = (Napoleon) Games.create("napoleon:antique");
    String svg = NapoleonSvg.write(antique.start(), SvgOptions.builder().mark("c2").build());
    Xml.checkWellFormed(svg);
    assertTrue(svg.contains(">Ar<") || svg.contains(">Ch<"), "antique names");
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> NapoleonSvg.write(start, SvgOptions.builder().mark("z9").build()));
    assertTrue(e.getMessage().contains("not a square of the Napoleon board: z9"), e.getMessage());
  }

  private static int count(String text, String part) {
    int n = 0;
    for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
      n++;
    }
    return n;
  }
}
