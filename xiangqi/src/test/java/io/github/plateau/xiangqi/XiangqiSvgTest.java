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

  @Test
  void theGeneralInCheckGlowsRed() {
    assertEquals(
        0, count(XiangqiSvg.write(XIANGQI.start(), SvgOptions.DEFAULT), "class=\"check\""));
    // red's chariot on e-file gives check to black's general on e9
    XiangqiPosition checked = XIANGQI.parse("4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1");
    assertTrue(checked.inCheck());
    String svg = XiangqiSvg.write(checked, SvgOptions.DEFAULT);
    Xml.checkWellFormed(svg);
    assertEquals(1, count(svg, "class=\"check\" data-check=\"e9\""), svg);
    assertTrue(
        svg.indexOf("class=\"check\"") < svg.indexOf(">將<"), "the glow is under the general");
    // the chariot off the file: no check, no glow
    XiangqiPosition quiet = XIANGQI.parse("4k4/9/9/9/9/9/9/9/3R5/3K5 b - - 0 1");
    assertEquals(0, count(XiangqiSvg.write(quiet, SvgOptions.DEFAULT), "class=\"check\""));
  }

  @Test
  void aClickablePictureSaysWhichPointsHoldAPiece() {
    String svg = XiangqiSvg.write(XIANGQI.start(), SvgOptions.builder().clickable(true).build());
    assertEquals(90, count(svg, "<rect class=\"square"), "every point");
    assertEquals(32, count(svg, "<rect class=\"square occupied\""), "the 32 pieces' points");
    assertEquals(1, count(svg, "class=\"square occupied\" data-square=\"h9\""), "black's horse");
    assertEquals(1, count(svg, "class=\"square\" data-square=\"e5\""), "an empty point");
    assertEquals(1, count(svg, "aria-label=\"h9, black horse\""), "a screen reader's name");
    assertEquals(1, count(svg, "aria-label=\"e0, red general\""), "a screen reader's name");
    assertEquals(1, count(svg, "aria-label=\"e5, empty\""), "a screen reader's name");
  }

  private static int count(String text, String part) {
    int n = 0;
    for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
      n++;
    }
    return n;
  }
}
