package io.github.plateau.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.svg.SvgOptions;
import io.github.plateau.core.testing.Xml;
import org.junit.jupiter.api.Test;

/** Xiangqi's SVG: well-formed, stable, each side's characters or Latin letters, the options. */
class XiangqiSvgTest {
  private static final Xiangqi XIANGQI = new Xiangqi();

  @Test
  void theStartPositionIsWellFormedAndStable() {
    String svg = XiangqiSvg.write(XIANGQI.start(), SvgOptions.DEFAULT);
    assertEquals("svg", Xml.checkWellFormed(svg));
    assertEquals(svg, XiangqiSvg.write(XIANGQI.parse(Xiangqi.START), SvgOptions.DEFAULT));
    assertEquals(64, count(svg, "<circle "), "two circles for each of the 32 pieces");
    assertTrue(svg.contains(">帥<") && svg.contains(">將<") && svg.contains(">炮<"));
    assertTrue(svg.contains("楚 河"), "the river");
    assertEquals(5 * 2, count(svg, ">兵<") + count(svg, ">卒<"));
  }

  @Test
  void latinLettersAndOptions() {
    XiangqiPosition p = XIANGQI.start().play(XIANGQI.parseMove(XIANGQI.start(), "h2e2"));
    SvgOptions options =
        SvgOptions.builder()
            .flipped(true)
            .lastMove("h2", "e2")
            .mark("e9")
            .arrow("h9", "g7")
            .build();
    String latin = XiangqiSvg.write(p, options, XiangqiSvg.Style.LATIN);
    Xml.checkWellFormed(latin);
    assertTrue(latin.contains(">K<") && latin.contains(">C<") && !latin.contains(">帥<"));
    assertEquals(1, count(latin, "<polygon "), "the arrowhead");
    assertNotEquals(latin, XiangqiSvg.write(p, SvgOptions.DEFAULT, XiangqiSvg.Style.LATIN));
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> XiangqiSvg.write(p, SvgOptions.builder().arrow("e2", "j9").build()));
    assertTrue(e.getMessage().contains("not a point of the xiangqi board: j9"), e.getMessage());
  }

  private static int count(String text, String part) {
    int n = 0;
    for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
      n++;
    }
    return n;
  }
}
