package io.github.plateau.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.plateau.core.svg.SvgOptions;
import io.github.plateau.draughts.Draughts;
import io.github.plateau.draughts.DraughtsSvg;
import io.github.plateau.napoleon.Napoleon;
import io.github.plateau.napoleon.NapoleonSvg;
import io.github.plateau.shogi.Shogi;
import io.github.plateau.shogi.ShogiSvg;
import io.github.plateau.xiangqi.Xiangqi;
import io.github.plateau.xiangqi.XiangqiSvg;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The gallery of the SVG manual (docs/svg.md), one picture per game, is what the renderers draw
 * today: the build checks the files in {@code docs/gallery}, and {@code
 * -Dplateau.gallery.write=true} writes them anew.
 */
class GalleryTest {
  private static final Path GALLERY = Path.of("..", "docs", "gallery");

  static Map<String, String> pictures() {
    Map<String, String> p = new LinkedHashMap<>();
    Shogi shogi = new Shogi();
    p.put(
        "shogi.svg",
        ShogiSvg.write(
            shogi.parse("lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4"),
            SvgOptions.builder().size(420).lastMove("8h", "2b").arrow("3a", "2b").build()));
    Xiangqi xiangqi = new Xiangqi();
    p.put(
        "xiangqi.svg",
        XiangqiSvg.write(
            xiangqi.start().play(xiangqi.parseMove(xiangqi.start(), "h2e2")),
            SvgOptions.builder().size(380).lastMove("h2", "e2").arrow("h9", "g7").build()));
    Draughts draughts = Draughts.international();
    p.put(
        "draughts.svg",
        DraughtsSvg.write(
            draughts.start().play(draughts.parseMove(draughts.start(), "32-28")),
            SvgOptions.builder().size(380).lastMove("32", "28").arrow("19", "23").build()));
    Napoleon napoleon = new Napoleon();
    p.put(
        "napoleon.svg",
        NapoleonSvg.write(napoleon.start(), SvgOptions.builder().size(380).build(), true));
    return p;
  }

  @Test
  void theGalleryIsWhatTheRenderersDraw() throws IOException {
    boolean write = Boolean.getBoolean("plateau.gallery.write");
    for (Map.Entry<String, String> picture : pictures().entrySet()) {
      Path file = GALLERY.resolve(picture.getKey());
      if (write) {
        Files.createDirectories(GALLERY);
        Files.writeString(file, picture.getValue(), StandardCharsets.UTF_8);
      }
      assertEquals(
          picture.getValue(),
          Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "(missing)",
          file
              + " is not what the renderer draws: run the build with -Dplateau.gallery.write=true");
    }
  }
}
