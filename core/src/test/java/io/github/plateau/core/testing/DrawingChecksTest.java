package io.github.plateau.core.testing;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.svg.Box;
import io.github.plateau.core.svg.Drawing;
import io.github.plateau.core.svg.Route;
import io.github.plateau.core.svg.SvgCanvas;
import io.github.plateau.core.svg.SvgOptions;
import io.github.plateau.core.tictactoe.Bug;
import io.github.plateau.core.tictactoe.Cell;
import io.github.plateau.core.tictactoe.TicTacToe;
import io.github.plateau.core.tictactoe.TicTacToePosition;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The drawing checks pass a correct tic-tac-toe drawing and catch each defect planted in it; the
 * canvas writes targets as the checks read them.
 */
class DrawingChecksTest {
  private static final TicTacToe GAME = new TicTacToe();
  private static final Set<String> CELLS = cells();

  /** The mistakes a drawing could make. */
  private enum Defect {
    NONE,
    NO_TARGET_ON_C3,
    TWO_TARGETS_ON_B2,
    TARGETS_UNDER_THE_MARKS,
    CLICKABLE_DROPS_THE_COORDINATES,
    TARGETS_NOT_FLIPPED,
    TARGETS_OVERLAP,
    TARGET_OUTSIDE,
    A_SQUARE_OFF_THE_BOARD,
    EVERY_MOVE_ON_A1,
    MUTABLE_SQUARES,
    NULL_OPTIONS_ARE_THE_DEFAULT,
    ILLEGAL_MOVES_ACCEPTED,
    A_ROUTE_FROM_ELSEWHERE,
    A_ROUTE_OFF_THE_BOARD,
    NO_LABELS,
    MARKS_LABELLED_EMPTY
  }

  /** Tic-tac-toe on a 3 x 3 grid, cells named a1 to c3, with one planted defect or none. */
  private record Grid(Defect defect) implements Drawing<TicTacToePosition, Cell> {
    private static final double CELL = 100;

    @Override
    public String svg(TicTacToePosition position, SvgOptions given) {
      GAME.requireOwn(position);
      SvgOptions options =
          given == null && defect == Defect.NULL_OPTIONS_ARE_THE_DEFAULT
              ? SvgOptions.DEFAULT
              : given;
      if (options == null) {
        throw new IllegalArgumentException("options is null");
      }
      boolean flipped = options.flipped();
      SvgCanvas svg = new SvgCanvas(options.size(), 3 * CELL, 3 * CELL);
      if (options.clickable() && defect == Defect.TARGETS_UNDER_THE_MARKS) {
        targets(svg, flipped, position.toString());
      }
      for (int cell = 0; cell < 9; cell++) {
        double[] c = corner(cell, flipped);
        svg.element(
            "rect", "x", c[0], "y", c[1], "width", CELL, "height", CELL, "fill", "#fff", "stroke",
            "#000");
      }
      for (String name : options.lastMove()) {
        double[] c = corner(index(name), flipped);
        svg.element("rect", "x", c[0], "y", c[1], "width", CELL, "height", CELL, "fill", "#ff0");
      }
      String text = position.toString();
      for (int i = 0; i < 11; i++) {
        char mark = text.charAt(i);
        if (mark == 'X' || mark == 'O') {
          double[] c = corner(3 * (2 - i / 4) + i % 4, flipped);
          svg.text("text", String.valueOf(mark), "x", c[0] + 50, "y", c[1] + 65);
        }
      }
      boolean coordinates =
          options.coordinates()
              && !(options.clickable() && defect == Defect.CLICKABLE_DROPS_THE_COORDINATES);
      if (coordinates) {
        svg.text("text", "a1", "x", 5, "y", 295);
      }
      if (options.clickable() && defect != Defect.TARGETS_UNDER_THE_MARKS) {
        targets(svg, flipped, text);
      }
      return svg.finish();
    }

    private void targets(SvgCanvas svg, boolean flipped, String text) {
      for (int cell = 0; cell < 9; cell++) {
        String name = new Cell(cell).toString();
        double[] c = corner(cell, flipped && defect != Defect.TARGETS_NOT_FLIPPED);
        if (defect == Defect.NO_TARGET_ON_C3 && name.equals("c3")) {
          continue;
        }
        double grow = defect == Defect.TARGETS_OVERLAP ? 1 : 0;
        double shift = defect == Defect.TARGET_OUTSIDE && cell == 0 ? -5 : 0;
        char mark = text.charAt(4 * (2 - cell / 3) + cell % 3);
        Optional<String> piece =
            mark == 'X' || mark == 'O'
                ? Optional.of(defect == Defect.MARKS_LABELLED_EMPTY ? "empty" : "mark " + mark)
                : Optional.empty();
        if (defect == Defect.NO_LABELS) {
          svg.target(name, c[0] + shift, c[1], CELL + grow, CELL);
        } else {
          svg.target(name, new Box(c[0] + shift, c[1], CELL + grow, CELL), piece);
        }
        if (defect == Defect.TWO_TARGETS_ON_B2 && name.equals("b2")) {
          svg.target(name, new Box(c[0], c[1], CELL, CELL), piece);
        }
      }
    }

    @Override
    public List<String> squares(TicTacToePosition position, Cell move) {
      GAME.requireOwn(position);
      if (move == null) {
        throw new IllegalArgumentException("move is null");
      }
      if (!position.isLegal(move) && defect != Defect.ILLEGAL_MOVES_ACCEPTED) {
        throw new IllegalMoveException(move + " is not legal in " + position);
      }
      if (defect == Defect.A_SQUARE_OFF_THE_BOARD && move.index() == 8) {
        return List.of("d4");
      }
      if (defect == Defect.MUTABLE_SQUARES) {
        return new ArrayList<>(List.of(move.toString()));
      }
      return List.of(defect == Defect.EVERY_MOVE_ON_A1 ? "a1" : move.toString());
    }

    @Override
    public Route route(TicTacToePosition position, Cell move) {
      List<String> squares = squares(position, move);
      if (defect == Defect.A_ROUTE_FROM_ELSEWHERE && move.index() == 4) {
        return new Route(List.of("a1", move.toString()), List.of());
      }
      if (defect == Defect.A_ROUTE_OFF_THE_BOARD && move.index() == 4) {
        return new Route(squares, List.of("e5"));
      }
      return new Route(squares, List.of());
    }

    private static double[] corner(int cell, boolean flipped) {
      int col = cell % 3;
      int row = cell / 3;
      return flipped
          ? new double[] {(2 - col) * CELL, row * CELL}
          : new double[] {col * CELL, (2 - row) * CELL};
    }

    private static int index(String name) {
      return 3 * (name.charAt(1) - '1') + name.charAt(0) - 'a';
    }
  }

  private static Set<String> cells() {
    Set<String> names = new TreeSet<>();
    for (int cell = 0; cell < 9; cell++) {
      names.add(new Cell(cell).toString());
    }
    return names;
  }

  private static int playouts(Grid grid) {
    return DrawingChecks.checkPlayouts(
        grid, grid::svg, GAME.start(), 5, 9, p -> CELLS, moves -> false);
  }

  private static String failure(Defect defect) {
    return assertThrows(AssertionError.class, () -> playouts(new Grid(defect))).getMessage();
  }

  @Test
  void aCorrectDrawingPasses() {
    Grid grid = new Grid(Defect.NONE);
    int moves = playouts(grid);
    assertTrue(moves > 5 * 9, moves + " moves");
    assertDoesNotThrow(() -> DrawingChecks.checkOverLastMove(grid, GAME.start(), CELLS));
    TicTacToePosition centre = GAME.start().play(new Cell(4));
    TicTacToePosition other = new TicTacToe(Bug.C3_WRITTEN_WRONG).start();
    String message = DrawingChecks.checkRefusals(grid, centre, other, new Cell(4));
    assertTrue(message.contains("belongs to"), message);
  }

  @Test
  void theCanvasWritesTargetsAsTheChecksReadThem() {
    String svg = new SvgCanvas(100, 10, 10).target("b2", 1, 2.5, 3, 4).finish();
    assertEquals(
        "<rect class=\"square\" data-square=\"b2\" x=\"1\" y=\"2.5\" width=\"3\" height=\"4\""
            + " fill=\"transparent\"/>\n",
        svg.substring(svg.indexOf('\n') + 1, svg.indexOf("</svg>")));
    assertEquals(List.of(new DrawingChecks.Target("b2", 1, 2.5, 3, 4)), DrawingChecks.targets(svg));
    AssertionError e =
        assertThrows(
            AssertionError.class,
            () -> DrawingChecks.targets("<svg><rect data-square=\"a1\" x=\"0\"/></svg>"));
    assertTrue(e.getMessage().contains("names a square but is no target"), e.getMessage());
  }

  @Test
  void clickableIsAnOptionOfItsOwn() {
    SvgOptions clickable = SvgOptions.builder().clickable(true).build();
    assertTrue(clickable.clickable());
    assertTrue(!SvgOptions.DEFAULT.clickable());
    assertTrue(!clickable.equals(SvgOptions.DEFAULT));
    assertEquals(clickable, SvgOptions.builder().clickable(true).build());
    assertEquals(clickable.hashCode(), SvgOptions.builder().clickable(true).build().hashCode());
  }

  @Test
  void aMissingTargetIsCaught() {
    String message = failure(Defect.NO_TARGET_ON_C3);
    assertTrue(message.startsWith("seed 1, ply 0: the targets' names"), message);
  }

  @Test
  void targetsWithoutLabelsAreCaught() {
    assertTrue(failure(Defect.NO_LABELS).contains("has no aria-label"));
  }

  @Test
  void aMarkLabelledEmptyIsCaught() {
    String message = failure(Defect.MARKS_LABELLED_EMPTY);
    assertTrue(message.contains("is labelled '"), message);
  }

  @Test
  void labelsNameTheSquareAndWhatStandsThere() {
    SvgCanvas svg = new SvgCanvas(100, 10, 10);
    svg.target("b2", new Box(1, 2, 3, 4), Optional.of("red horse"));
    svg.target("c3", new Box(4, 2, 3, 4), Optional.empty());
    svg.target("P*", new Box(7, 2, 3, 4), "sente pawn in hand");
    String picture = svg.finish();
    assertTrue(picture.contains("class=\"square occupied\" data-square=\"b2\""), picture);
    assertTrue(picture.contains("aria-label=\"b2, red horse\""), picture);
    assertTrue(picture.contains("class=\"square\" data-square=\"c3\""), picture);
    assertTrue(picture.contains("aria-label=\"c3, empty\""), picture);
    assertTrue(picture.contains("aria-label=\"sente pawn in hand\""), picture);
    assertEquals(3, DrawingChecks.targets(picture).size());
    assertEquals("marks labelled empty", SvgCanvas.words(Defect.MARKS_LABELLED_EMPTY));
  }

  @Test
  void aSquareNamedTwiceIsCaught() {
    assertTrue(failure(Defect.TWO_TARGETS_ON_B2).contains("two targets named b2"));
  }

  @Test
  void targetsBeneathThePiecesAreCaught() {
    assertTrue(failure(Defect.TARGETS_UNDER_THE_MARKS).contains("not the last elements"));
  }

  @Test
  void aClickablePictureThatDrawsOtherwiseIsCaught() {
    assertTrue(failure(Defect.CLICKABLE_DROPS_THE_COORDINATES).contains("changes the drawing"));
  }

  @Test
  void overlappingTargetsAreCaught() {
    assertTrue(failure(Defect.TARGETS_OVERLAP).contains("overlaps"));
  }

  @Test
  void aTargetOutsideThePictureIsCaught() {
    assertTrue(failure(Defect.TARGET_OUTSIDE).contains("is not inside the picture"));
  }

  @Test
  void targetsInTheWrongOrientationAreCaught() {
    Grid grid = new Grid(Defect.TARGETS_NOT_FLIPPED);
    assertDoesNotThrow(() -> playouts(grid));
    AssertionError e =
        assertThrows(
            AssertionError.class, () -> DrawingChecks.checkOverLastMove(grid, GAME.start(), CELLS));
    assertTrue(e.getMessage().contains(" flipped: the target is not over"), e.getMessage());
  }

  @Test
  void aMoveOnAnUnnamedSquareIsCaught() {
    String message = failure(Defect.A_SQUARE_OFF_THE_BOARD);
    assertTrue(message.contains("d4, a square of c3, is not named"), message);
  }

  @Test
  void movesSharingTheirSquaresAreCaughtUnlessExpected() {
    Grid grid = new Grid(Defect.EVERY_MOVE_ON_A1);
    assertTrue(failure(Defect.EVERY_MOVE_ON_A1).contains("share the squares [a1]"));
    assertDoesNotThrow(
        () ->
            DrawingChecks.checkPlayouts(
                grid, grid::svg, GAME.start(), 5, 9, p -> CELLS, moves -> true));
  }

  @Test
  void aRouteThatDoesNotJoinTheMovesSquaresOrLeavesTheBoardIsCaught() {
    String message = failure(Defect.A_ROUTE_FROM_ELSEWHERE);
    assertTrue(message.contains("the route [a1, b2] of b2 does not join [b2]"), message);
    message = failure(Defect.A_ROUTE_OFF_THE_BOARD);
    assertTrue(message.contains("e5, on the route of b2, is not named"), message);
  }

  @Test
  void squaresThatCanBeChangedAreCaught() {
    assertTrue(failure(Defect.MUTABLE_SQUARES).contains("can be changed"));
  }

  @Test
  void missingRefusalsAreCaught() {
    TicTacToePosition start = GAME.start();
    TicTacToePosition other = new TicTacToe(Bug.C3_WRITTEN_WRONG).start();
    for (Defect defect :
        List.of(Defect.NULL_OPTIONS_ARE_THE_DEFAULT, Defect.ILLEGAL_MOVES_ACCEPTED)) {
      Grid grid = new Grid(defect);
      TicTacToePosition centre = start.play(new Cell(4));
      assertThrows(
          AssertionError.class,
          () -> DrawingChecks.checkRefusals(grid, centre, other, new Cell(4)),
          defect.toString());
    }
    Grid grid = new Grid(Defect.NONE);
    assertThrows(
        AssertionError.class,
        () -> DrawingChecks.checkRefusals(grid, start, other, new Cell(4)),
        "a legal move given as the illegal one");
  }
}
