package io.github.plateau.napoleon;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.svg.Drawing;
import io.github.plateau.core.svg.SvgCanvas;
import io.github.plateau.core.svg.SvgOptions;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Draws a Napoleon Strategy position as SVG: the board of any size, its terrain (villages, marshes,
 * forests, hills), the midline, every unit of both camps (in the antique theme's names when the
 * game has it), each cannon's direction, optionally both camps' lines of sight, and the {@link
 * SvgOptions} marks, squares named like {@code c2}. The same position and options give the same
 * bytes.
 *
 * <p>A {@link SvgOptions#clickable() clickable} picture names, over everything else, each square
 * ({@code c2}); {@link Napoleon#drawing()} gives the squares a person clicks for a move in these
 * names.
 */
public final class NapoleonSvg {
  private static final double CELL = 56;
  private static final double MARGIN = 30;

  private NapoleonSvg() {}

  /**
   * Draws a position without lines of sight.
   *
   * @param position the position
   * @param options the size, orientation, coordinates and marks; if clickable, a target over every
   *     square, on top
   * @return the SVG document
   * @throws IllegalArgumentException if an argument is null or a square of the options is not a
   *     square of the board
   */
  public static String write(NapoleonPosition position, SvgOptions options) {
    return write(position, options, false);
  }

  /**
   * Draws a position.
   *
   * @param position the position
   * @param options the size, orientation, coordinates and marks; if clickable, a target over every
   *     square, on top
   * @param linesOfSight whether to shade the squares each camp's cannons see
   * @return the SVG document
   * @throws IllegalArgumentException if an argument is null or a square of the options is not a
   *     square of the board
   */
  public static String write(NapoleonPosition position, SvgOptions options, boolean linesOfSight) {
    checkArgument(position != null && options != null, "an argument is null");
    NapoleonRules rules = position.rules();
    int w = rules.width();
    int h = rules.height();
    double width = 2 * MARGIN + w * CELL;
    double height = 2 * MARGIN + h * CELL;
    SvgCanvas svg = new SvgCanvas(options.size(), width, height);
    svg.element("rect", "x", 0, "y", 0, "width", width, "height", height, "fill", "#e8e2cf");
    for (int f = 0; f < w; f++) {
      for (int r = 0; r < h; r++) {
        double[] c = corner(f, r, w, h, options.flipped());
        svg.element(
            "rect",
            "x",
            c[0],
            "y",
            c[1],
            "width",
            CELL,
            "height",
            CELL,
            "fill",
            (f + r) % 2 == 0 ? "#b5c99a" : "#cfdcb1",
            "stroke",
            "#6b705c",
            "stroke-width",
            0.5);
      }
    }
    for (Map.Entry<Square, Terrain> t : new TreeMap<>(position.terrain()).entrySet()) {
      double[] c = corner(t.getKey().file(), t.getKey().rank(), w, h, options.flipped());
      svg.element(
          "rect",
          "x",
          c[0] + 2,
          "y",
          c[1] + 2,
          "width",
          CELL - 4,
          "height",
          CELL - 4,
          "fill",
          terrainColour(t.getValue()),
          "fill-opacity",
          0.75);
      svg.text(
          "text",
          String.valueOf(t.getValue().letter()),
          "x",
          c[0] + CELL - 10,
          "y",
          c[1] + CELL - 5,
          "font-size",
          11,
          "fill",
          "#3e2723");
    }
    if (linesOfSight) {
      for (Camp camp : Camp.values()) {
        for (Square s : new java.util.TreeSet<>(position.linesOfSight(camp))) {
          double[] c = corner(s.file(), s.rank(), w, h, options.flipped());
          svg.element(
              "rect",
              "x",
              c[0],
              "y",
              c[1],
              "width",
              CELL,
              "height",
              CELL,
              "fill",
              campColour(camp),
              "fill-opacity",
              0.18);
        }
      }
    }
    for (String name : options.lastMove()) {
      Square s = square(name, w, h);
      double[] c = corner(s.file(), s.rank(), w, h, options.flipped());
      svg.element(
          "rect",
          "x",
          c[0],
          "y",
          c[1],
          "width",
          CELL,
          "height",
          CELL,
          "fill",
          "#f4d03f",
          "fill-opacity",
          0.6);
    }
    // the midline: between the halves, or along the middle rank of an odd board
    double mid = MARGIN + h * CELL / 2;
    svg.element(
        "line",
        "x1",
        MARGIN,
        "y1",
        mid,
        "x2",
        MARGIN + w * CELL,
        "y2",
        mid,
        "stroke",
        "#b71c1c",
        "stroke-width",
        3,
        "stroke-dasharray",
        "10 6");
    if (options.coordinates()) {
      for (int f = 0; f < w; f++) {
        double x = corner(f, 0, w, h, options.flipped())[0] + CELL / 2;
        svg.text(
            "text",
            String.valueOf((char) ('a' + f)),
            "x",
            x,
            "y",
            height - 10,
            "font-size",
            15,
            "text-anchor",
            "middle");
      }
      for (int r = 0; r < h; r++) {
        double y = corner(0, r, w, h, options.flipped())[1] + CELL / 2 + 5;
        svg.text(
            "text",
            Integer.toString(r + 1),
            "x",
            15,
            "y",
            y,
            "font-size",
            15,
            "text-anchor",
            "middle");
      }
    }
    for (Camp camp : Camp.values()) {
      for (Map.Entry<Square, Piece> e : new TreeMap<>(position.pieces(camp)).entrySet()) {
        double[] c = corner(e.getKey().file(), e.getKey().rank(), w, h, options.flipped());
        unit(svg, e.getValue(), c[0] + CELL / 2, c[1] + CELL / 2, rules.antique(), options);
      }
    }
    for (String name : options.marked()) {
      Square s = square(name, w, h);
      double[] c = corner(s.file(), s.rank(), w, h, options.flipped());
      svg.element(
          "circle",
          "cx",
          c[0] + CELL / 2,
          "cy",
          c[1] + CELL / 2,
          "r",
          CELL * 0.46,
          "fill",
          "none",
          "stroke",
          "#1565c0",
          "stroke-width",
          4);
    }
    for (SvgOptions.Arrow a : options.arrows()) {
      Square from = square(a.from(), w, h);
      Square to = square(a.to(), w, h);
      double[] p = corner(from.file(), from.rank(), w, h, options.flipped());
      double[] q = corner(to.file(), to.rank(), w, h, options.flipped());
      svg.arrow(p[0] + CELL / 2, p[1] + CELL / 2, q[0] + CELL / 2, q[1] + CELL / 2);
    }
    if (options.clickable()) {
      for (int r = 0; r < h; r++) {
        for (int f = 0; f < w; f++) {
          double[] c = corner(f, r, w, h, options.flipped());
          svg.target(new Square(f, r).toString(), c[0], c[1], CELL, CELL);
        }
      }
    }
    return svg.finish();
  }

  /**
   * The drawing of a game's positions: {@link #write} without lines of sight, and the squares of a
   * move as {@link SvgOptions#clickable()} names them.
   *
   * @param game the game whose positions it draws
   * @return the drawing
   */
  static Drawing<NapoleonPosition, Move> drawing(Napoleon game) {
    return Drawing.of(game, NapoleonSvg::write, NapoleonSvg::squares);
  }

  /**
   * The piece move's origin and destination: a push's drummer and the cavalry it pushes, wherever
   * the cavalry goes. An order: its cannon, then the square next to it in the new direction (the
   * cannon alone at the board's edge). {@code end}: the piece the camp moved this turn (its
   * streak's square), or else its first piece.
   */
  private static List<String> squares(NapoleonPosition position, Move move) {
    if (move.isPieceMove()) {
      return List.of(move.from().toString(), move.to().toString());
    }
    NapoleonRules rules = position.rules();
    if (move.isOrder()) {
      return move.cannon()
          .step(move.direction(), rules.width(), rules.height())
          .map(next -> List.of(move.cannon().toString(), next.toString()))
          .orElse(List.of(move.cannon().toString()));
    }
    Camp me = position.sideToMove();
    Square moved =
        position
            .streak(me)
            .map(Streak::square)
            .filter(s -> position.pieceAt(s).map(p -> p.camp() == me).orElse(false))
            .orElseGet(
                () -> position.pieces(me).keySet().stream().findFirst().orElse(new Square(0, 0)));
    return List.of(moved.toString());
  }

  private static void unit(
      SvgCanvas svg, Piece piece, double x, double y, boolean antique, SvgOptions options) {
    String colour = campColour(piece.camp());
    svg.element(
        "circle",
        "cx",
        x,
        "cy",
        y,
        "r",
        CELL * 0.4,
        "fill",
        "#fffdf5",
        "stroke",
        colour,
        "stroke-width",
        3);
    piece
        .orientation()
        .ifPresent(
            d -> {
              // the cannon's direction: a wedge from the disc's edge
              int sign = options.flipped() ? -1 : 1;
              double dx = sign * d.fileStep();
              double dy = -sign * d.rankStep();
              double len = Math.hypot(dx, dy);
              double ux = dx / len;
              double uy = dy / len;
              double tipX = x + ux * CELL * 0.5;
              double tipY = y + uy * CELL * 0.5;
              double baseX = x + ux * CELL * 0.3;
              double baseY = y + uy * CELL * 0.3;
              svg.element(
                  "polygon",
                  "points",
                  SvgCanvas.number(tipX)
                      + ","
                      + SvgCanvas.number(tipY)
                      + " "
                      + SvgCanvas.number(baseX - uy * 7)
                      + ","
                      + SvgCanvas.number(baseY + ux * 7)
                      + " "
                      + SvgCanvas.number(baseX + uy * 7)
                      + ","
                      + SvgCanvas.number(baseY - ux * 7),
                  "fill",
                  colour);
            });
    svg.text(
        "text",
        label(piece.kind(), antique),
        "x",
        x,
        "y",
        y + 7,
        "font-size",
        antique ? 16 : 20,
        "font-weight",
        "bold",
        "text-anchor",
        "middle",
        "fill",
        colour);
  }

  private static String label(Kind kind, boolean antique) {
    if (!antique) {
      return String.valueOf(kind.letter());
    }
    String name = kind.displayName(true);
    return Character.toUpperCase(name.charAt(0)) + name.substring(1, 2);
  }

  private static String campColour(Camp camp) {
    return switch (camp) {
      case SOUTH -> "#1565c0";
      case NORTH -> "#c62828";
      case SOUTH_2 -> "#2e7d32"; // the seed's green Prussians
      case NORTH_2 -> "#ef6c00";
      case SOUTH_3 -> "#6a1b9a";
    };
  }

  private static String terrainColour(Terrain t) {
    return switch (t) {
      case VILLAGE -> "#d7ccc8";
      case MARSH -> "#80cbc4";
      case FOREST -> "#558b2f";
      case HILL -> "#bcaaa4";
    };
  }

  private static double[] corner(int file, int rank, int w, int h, boolean flipped) {
    int col = flipped ? w - 1 - file : file;
    int row = flipped ? rank : h - 1 - rank;
    return new double[] {MARGIN + col * CELL, MARGIN + row * CELL};
  }

  private static Square square(String name, int w, int h) {
    Square s;
    try {
      s = Square.parse(name);
    } catch (RuntimeException e) {
      throw new IllegalArgumentException("not a square of the Napoleon board: " + name, e);
    }
    checkArgument(s.file() < w && s.rank() < h, "not a square of the Napoleon board: %s", name);
    return s;
  }
}
