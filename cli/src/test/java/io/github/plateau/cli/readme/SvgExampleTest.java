package io.github.plateau.cli.readme;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.svg.SvgOptions;
import io.github.plateau.shogi.Shogi;
import io.github.plateau.shogi.ShogiPosition;
import io.github.plateau.shogi.ShogiSvg;
import org.junit.jupiter.api.Test;

/** The SVG manual's example (docs/svg.md). */
class SvgExampleTest {
  @Test
  void svg() {
    // README:begin
    Shogi shogi = new Shogi();
    ShogiPosition position = shogi.start().play(shogi.parseMove(shogi.start(), "7g7f"));
    SvgOptions options =
        SvgOptions.builder()
            .size(400) // pixels wide
            .flipped(true) // gote's view
            .lastMove("7g", "7f")
            .arrow("3c", "3d") // squares in the game's own names
            .build();
    String svg = ShogiSvg.write(position, options); // the same bytes for the same position
    // README:end
    assertTrue(svg.startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"400\""));
  }
}
