package io.github.plateau.cli;

import static io.github.plateau.cli.MainTest.assertUsageError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.testing.Xml;
import java.util.regex.Pattern;
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
  void clickablePicturesNameTheirSquares() {
    String[][] games = {
      {"shogi", "81"},
      {"xiangqi", "90"},
      {"draughts-brazilian", "32"},
      {"draughts", "50"},
      {"draughts-canadian", "72"},
      {"napoleon", "64"},
      {"napoleon:width=9,height=7", "63"}
    };
    for (String[] game : games) {
      Cli.Result plain = Cli.run("svg", game[0], "--flipped");
      Cli.Result r = Cli.run("svg", game[0], "--flipped", "--clickable");
      assertEquals(0, r.status(), r.err());
      assertEquals("svg", Xml.checkWellFormed(r.out()));
      assertEquals(Integer.parseInt(game[1]), count(r.out(), "data-square=\""), game[0]);
      assertEquals(0, count(plain.out(), "data-square=\""), game[0]);
      assertEquals(
          plain.out(), r.out().replaceAll("<rect class=\"square[^\"]*\"[^\n]*\n", ""), game[0]);
    }
    Cli.Result hands =
        Cli.run("svg", "shogi", "--clickable", "--fen", "4k4/9/9/9/9/9/9/9/4K4 b 2Pr 1");
    assertEquals(0, hands.status(), hands.err());
    assertTrue(hands.out().contains("data-square=\"P*\""), hands.out());
    assertTrue(hands.out().contains("data-square=\"r*\""), hands.out());
    assertEquals(83, count(hands.out(), "data-square=\""));
  }

  @Test
  void aGameWithoutDrawingIsAUsageError() {
    assertUsageError(Cli.run("svg", "tictactoe"), "tictactoe has no SVG drawing");
    assertUsageError(Cli.run("svg", "tictactoe", "--clickable"), "tictactoe has no SVG drawing");
  }

  @Test
  void badOptionsAreUsageErrors() {
    assertUsageError(
        Cli.run("svg", "shogi", "--mark", "0z"), "not a square of the shogi board: 0z");
    assertUsageError(Cli.run("svg", "shogi", "--size", "big"), "--size must be a number");
    assertUsageError(Cli.run("svg", "shogi", "--size", "\u0663\u0660\u0660"), "--size must be");
    assertUsageError(Cli.run("svg", "shogi", "--size", "9".repeat(30)), "--size must be");
    assertUsageError(Cli.run("svg", "shogi", "--size", "5"), "size 5 is not 64 to 4096");
    assertUsageError(Cli.run("svg", "draughts", "--arrows", "32-28"), "an arrow is FROM:TO");
  }

  private static int count(String text, String part) {
    return text.split(Pattern.quote(part), -1).length - 1;
  }
}
