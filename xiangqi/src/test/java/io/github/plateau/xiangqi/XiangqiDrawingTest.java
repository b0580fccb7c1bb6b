package io.github.plateau.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.svg.Drawing;
import io.github.plateau.core.svg.SvgOptions;
import io.github.plateau.core.testing.DrawingChecks;
import io.github.plateau.core.testing.DrawingChecks.Target;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Xiangqi's drawing: the clickable picture names the 90 points in ICCS, each on a square centred on
 * its point, and every legal move is clicked on its origin and destination.
 */
class XiangqiDrawingTest {
  private static final Xiangqi GAME = new Xiangqi();
  private static final Drawing<XiangqiPosition, Move> DRAWING = GAME.drawing().orElseThrow();
  private static final Set<String> POINTS = points();

  private static Set<String> points() {
    Set<String> points = new TreeSet<>();
    for (char file = 'a'; file <= 'i'; file++) {
      for (char rank = '0'; rank <= '9'; rank++) {
        points.add("" + file + rank);
      }
    }
    return points;
  }

  @Test
  void randomGamesAreClickedOnThePointsOfTheirPictures() {
    int moves =
        DrawingChecks.checkPlayouts(
            DRAWING, XiangqiSvg::write, GAME.start(), 20, 60, p -> POINTS, same -> false);
    assertTrue(moves > 20 * 60 * 20, moves + " moves");
    assertEquals(90, POINTS.size());
  }

  @Test
  void thePointsAreTheIccsMovesPoints() {
    for (long seed = 1; seed <= 20; seed++) {
      Random random = new Random(seed);
      XiangqiPosition p = GAME.start();
      for (int ply = 0; ply < 60 && !p.legalMoves().isEmpty(); ply++) {
        for (Move move : p.legalMoves()) {
          String iccs = GAME.formatMove(p, move);
          assertEquals(
              List.of(iccs.substring(0, 2), iccs.substring(2, 4)),
              DRAWING.squares(p, move),
              iccs + " in " + p);
        }
        p = p.play(p.legalMoves().get(random.nextInt(p.legalMoves().size())));
      }
    }
  }

  @Test
  void eachTargetIsCentredOnItsPoint() {
    XiangqiPosition p = GAME.start().play(GAME.parseMove(GAME.start(), "h2e2"));
    DrawingChecks.checkOverLastMove(DRAWING, p, POINTS);
    String svg = DRAWING.svg(p, SvgOptions.builder().clickable(true).build());
    List<Target> targets = DrawingChecks.targets(svg);
    assertEquals(90, targets.size());
    // a0 at the bottom left: its point is the grid's corner, 50 units in from each edge
    Target a0 = targets.stream().filter(t -> t.name().equals("a0")).findFirst().orElseThrow();
    assertEquals(new Target("a0", 22, 526, 56, 56), a0);
    String flipped = DRAWING.svg(p, SvgOptions.builder().flipped(true).clickable(true).build());
    Target i9 =
        DrawingChecks.targets(flipped).stream()
            .filter(t -> t.name().equals("i9"))
            .findFirst()
            .orElseThrow();
    assertEquals(new Target("i9", 22, 526, 56, 56), i9);
  }

  @Test
  void latinLettersAreClickableToo() {
    XiangqiPosition p = GAME.start();
    SvgOptions clickable = SvgOptions.builder().clickable(true).build();
    String latin = XiangqiSvg.write(p, clickable, XiangqiSvg.Style.LATIN);
    assertEquals(90, DrawingChecks.targets(latin).size());
    assertEquals(
        XiangqiSvg.write(p, SvgOptions.DEFAULT, XiangqiSvg.Style.LATIN),
        latin.replaceAll("<rect class=\"square[^\"]*\"[^\n]*\n", ""));
    assertEquals(XiangqiSvg.write(p, clickable), DRAWING.svg(p, clickable));
    assertSame(DRAWING, GAME.drawing().orElseThrow());
  }

  @Test
  void refusals() {
    XiangqiPosition other = new Xiangqi(XiangqiRules.DEFAULT.withNoCapturePlies(60)).start();
    Move blocked = Move.of(0, 0, 0, 5);
    String message = DrawingChecks.checkRefusals(DRAWING, GAME.start(), other, blocked);
    assertEquals("the position belongs to xiangqi:no-capture-plies=60, not to xiangqi", message);
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> DRAWING.squares(GAME.start(), blocked));
    assertTrue(e.getMessage().startsWith("a0a5 is not legal in "), e.getMessage());
  }
}
