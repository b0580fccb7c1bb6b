package io.github.plateau.napoleon;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.svg.Box;
import io.github.plateau.core.svg.Drawing;
import io.github.plateau.core.svg.SquareNames;
import io.github.plateau.core.svg.SvgCanvas;
import io.github.plateau.core.svg.SvgOptions;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

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
  private static final String BOARD = "a square of the Napoleon board";

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
    svg.fill(new Box(0, 0, width, height), "#e8e2cf");
    for (int f = 0; f < w; f++) {
      for (int r = 0; r < h; r++) {
        Box b = box(f, r, w, h, options.flipped());
        svg.element(
            "rect",
            "x",
            b.x(),
            "y",
            b.y(),
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
      Box b = box(t.getKey().file(), t.getKey().rank(), w, h, options.flipped());
      svg.element(
          "rect",
          "x",
          b.x() + 2,
          "y",
          b.y() + 2,
          "width",
          CELL - 4,
          "height",
          CELL - 4,
          "fill",
          terrainColour(t.getValue()),
          "fill-opacity",
          0.75);
      svg.textAt(
          String.valueOf(t.getValue().letter()),
          b.x() + CELL - 10,
          b.y() + CELL - 5,
          11,
          "fill",
          "#3e2723");
    }
    if (linesOfSight) {
      for (Camp camp : Camp.values()) {
        for (Square s : new java.util.TreeSet<>(position.linesOfSight(camp))) {
          svg.fill(box(s.file(), s.rank(), w, h, options.flipped()), campColour(camp), 0.18);
        }
      }
    }
    Function<String, Box> named = name -> box(square(name, w, h), w, h, options.flipped());
    svg.highlight(options.lastMove(), named);
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
        double x = box(f, 0, w, h, options.flipped()).centreX();
        svg.label(String.valueOf((char) ('a' + f)), x, height - 10, 15);
      }
      for (int r = 0; r < h; r++) {
        double y = box(0, r, w, h, options.flipped()).centreY() + 5;
        svg.label(Integer.toString(r + 1), 15, y, 15);
      }
    }
    for (Camp camp : Camp.values()) {
      for (Map.Entry<Square, Piece> e : new TreeMap<>(position.pieces(camp)).entrySet()) {
        Box b = box(e.getKey(), w, h, options.flipped());
        unit(svg, e.getValue(), b.centreX(), b.centreY(), rules.antique(), options);
      }
    }
    svg.rings(options.marked(), named, 0.46);
    svg.arrows(options.arrows(), named);
    if (options.clickable()) {
      for (int r = 0; r < h; r++) {
        for (int f = 0; f < w; f++) {
          Square sq = new Square(f, r);
          svg.target(
              sq.toString(),
              box(f, r, w, h, options.flipped()),
              position.pieceAt(sq).map(p -> name(p, rules.antique())));
        }
      }
    }
    return svg.finish();
  }

  /**
   * The drawing of a game's positions: {@link #write} without lines of sight, the squares of a move
   * as {@link SvgOptions#clickable()} names them, and the cannons a person turns.
   *
   * @param game the game whose positions it draws
   * @return the drawing
   */
  static Drawing<NapoleonPosition, Move> drawing(Napoleon game) {
    return new NapoleonDrawing(game);
  }

  /**
   * The piece move's origin and destination: a push's drummer and the cavalry it pushes, wherever
   * the cavalry goes. An order: its cannon, then the square next to it in the new direction (the
   * cannon alone at the board's edge). {@code end}: the piece the camp moved this turn (its
   * streak's square), or else its first piece.
   */
  static List<String> squares(NapoleonPosition position, Move move) {
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
    svg.circle(x, y, CELL * 0.4, "fill", "#fffdf5", "stroke", colour, "stroke-width", 3);
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
    svg.textAt(
        label(piece.kind(), antique),
        x,
        y + 7,
        antique ? 16 : 20,
        "font-weight",
        "bold",
        "text-anchor",
        "middle",
        "fill",
        colour);
  }

  /**
   * A piece in words, for a screen reader: {@code "south infantry"}, {@code "north cannon facing
   * NE"}.
   */
  private static String name(Piece piece, boolean antique) {
    String name = SvgCanvas.words(piece.camp()) + " " + piece.kind().displayName(antique);
    return piece.orientation().map(d -> name + " facing " + d.name()).orElse(name);
  }

  /** A kind's label on its pieces: its letter, or the antique name's first two letters. */
  static String label(Kind kind, boolean antique) {
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

  private static Box box(Square square, int w, int h, boolean flipped) {
    return box(square.file(), square.rank(), w, h, flipped);
  }

  private static Box box(int file, int rank, int w, int h, boolean flipped) {
    int col = flipped ? w - 1 - file : file;
    int row = flipped ? rank : h - 1 - rank;
    return Box.square(MARGIN + col * CELL, MARGIN + row * CELL, CELL);
  }

  private static Square square(String name, int w, int h) {
    Square s = SquareNames.read(name, Square::parse, BOARD);
    checkArgument(s.file() < w && s.rank() < h, "not %s: %s", BOARD, name);
    return s;
  }
}
