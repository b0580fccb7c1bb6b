package io.github.plateau.shogi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.svg.SvgOptions;
import io.github.plateau.core.testing.Xml;
import org.junit.jupiter.api.Test;

/** Shogi's SVG: well-formed, stable, every piece drawn, the options honoured. */
class ShogiSvgTest {
  private static final Shogi SHOGI = new Shogi();

  @Test
  void theStartPositionIsWellFormedAndStable() {
    String svg = ShogiSvg.write(SHOGI.start(), SvgOptions.DEFAULT);
    assertEquals("svg", Xml.checkWellFormed(svg));
    assertEquals(40, count(svg, "<polygon ")); // 40 pieces, no hand
    assertEquals(svg, ShogiSvg.write(SHOGI.parse(Shogi.START), SvgOptions.DEFAULT));
    assertTrue(svg.contains(">玉<") && svg.contains(">飛<") && svg.contains(">歩<"));
    assertEquals(20, count(svg, "rotate(180 "), "gote's 20 pieces upside down");
  }

  @Test
  void handsPromotionsAndOptions() {
    ShogiPosition p =
        SHOGI.parse("lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4");
    SvgOptions options =
        SvgOptions.builder()
            .size(300)
            .flipped(true)
            .coordinates(false)
            .lastMove("8h", "2b")
            .mark("5e")
            .arrow("2b", "3a")
            .build();
    String svg = ShogiSvg.write(p, options);
    Xml.checkWellFormed(svg);
    assertTrue(svg.contains(">馬<"), "the promoted bishop");
    assertTrue(svg.contains("fill=\"#c00\""), "promoted pieces in red");
    assertTrue(svg.startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"300\""));
    assertEquals(41, count(svg, "<polygon points="), "39 on the board, 1 in hand, 1 arrowhead");
    assertTrue(!svg.contains(">一<"), "no coordinates");
    assertNotEquals(
        svg, ShogiSvg.write(p, SvgOptions.builder().size(300).coordinates(false).build()));
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> ShogiSvg.write(p, SvgOptions.builder().mark("0z").build()));
    assertTrue(e.getMessage().contains("not a square of the shogi board: 0z"));
    assertThrows(IllegalArgumentException.class, () -> SvgOptions.builder().size(10));
  }

  private static int count(String text, String part) {
    int n = 0;
    for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
      n++;
    }
    return n;
  }

  @Test
  void aDropsLastMoveHighlightsOnlyItsSquare() {
    ShogiPosition position = new Shogi().parse("4k4/9/9/9/4B4/9/9/9/4K4 w - 2");
    String drop = ShogiSvg.write(position, SvgOptions.builder().lastMove("B*", "5e").build());
    assertEquals(drop, ShogiSvg.write(position, SvgOptions.builder().lastMove("5e").build()));
    assertEquals(drop, ShogiSvg.write(position, SvgOptions.builder().lastMove("b*", "5e").build()));
    assertThrows(
        IllegalArgumentException.class,
        () -> ShogiSvg.write(position, SvgOptions.builder().lastMove("K*", "5e").build()));
  }

  @Test
  void theKingInCheckGlowsRed() {
    assertFalse(ShogiSvg.write(SHOGI.start(), SvgOptions.DEFAULT).contains("class=\"check\""));
    // sente's rook on 5e checks gote's king on 5a, gote to move
    ShogiPosition checked = new Shogi().parse("4k4/9/9/9/4R4/9/9/9/4K4 w - 2");
    assertTrue(checked.inCheck());
    String svg = ShogiSvg.write(checked, SvgOptions.builder().flipped(true).build());
    Xml.checkWellFormed(svg);
    assertEquals(1, count(svg, "class=\"check\" data-check=\"5a\""), svg);
    ShogiPosition quiet = new Shogi().parse("4k4/9/9/9/3R5/9/9/9/4K4 w - 2");
    assertFalse(ShogiSvg.write(quiet, SvgOptions.DEFAULT).contains("class=\"check\""));
  }
}
