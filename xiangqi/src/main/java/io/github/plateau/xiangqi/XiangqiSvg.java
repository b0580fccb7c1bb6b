package io.github.plateau.xiangqi;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.svg.Box;
import io.github.plateau.core.svg.Drawing;
import io.github.plateau.core.svg.SquareNames;
import io.github.plateau.core.svg.SvgCanvas;
import io.github.plateau.core.svg.SvgOptions;
import java.util.List;
import java.util.function.Function;

/**
 * Draws a xiangqi position as SVG: the nine files and ten ranks of points, the river, both palaces
 * with their diagonals, the pieces as discs with their characters (red's and black's own, or Latin
 * letters), coordinates as ICCS names them, a red glow under the general of a side to move in check
 * ({@link SvgCanvas#check}), and the {@link SvgOptions} marks. The same position and options give
 * the same bytes.
 *
 * <p>A {@link SvgOptions#clickable() clickable} picture names, over everything else, each point by
 * its ICCS name ({@code e2}) on a square as wide as the step between points, centred on the point;
 * {@link Xiangqi#drawing()} gives the points a person clicks for a move in these names.
 */
public final class XiangqiSvg {
  /** How pieces are labelled. */
  public enum Style {
    /** Chinese characters, each side its own: 帥 仕 相 傌 俥 炮 兵 and 將 士 象 馬 車 砲 卒. */
    CHINESE,
    /** Latin letters, as WXF writes them: K A E H R C P. */
    LATIN
  }

  private static final double STEP = 56;
  private static final double LEFT = 50;
  private static final double TOP = 50;
  private static final double WIDTH = 2 * LEFT + 8 * STEP;
  private static final double HEIGHT = 2 * TOP + 9 * STEP;

  private XiangqiSvg() {}

  /**
   * Draws a position with Chinese characters.
   *
   * @param position the position
   * @param options the size, orientation, coordinates and marks; points named like {@code e2}; if
   *     clickable, a target over every point, on top
   * @return the SVG document
   * @throws IllegalArgumentException if an argument is null or a square of the options is not a
   *     point of the board
   */
  public static String write(XiangqiPosition position, SvgOptions options) {
    return write(position, options, Style.CHINESE);
  }

  /**
   * Draws a position in a style.
   *
   * @param position the position
   * @param options the size, orientation, coordinates and marks; points named like {@code e2}; if
   *     clickable, a target over every point, on top
   * @param style the pieces' labels
   * @return the SVG document
   * @throws IllegalArgumentException if an argument is null or a square of the options is not a
   *     point of the board
   */
  public static String write(XiangqiPosition position, SvgOptions options, Style style) {
    checkArgument(position != null && options != null && style != null, "an argument is null");
    SvgCanvas svg = new SvgCanvas(options.size(), WIDTH, HEIGHT);
    svg.fill(new Box(0, 0, WIDTH, HEIGHT), "#f3d9a4");
    Function<String, Box> named = name -> box(square(name), options.flipped());
    svg.highlight(options.lastMove(), named);
    grid(svg);
    if (options.coordinates()) {
      for (int f = 0; f < 9; f++) {
        double x = box(Square.of(f, 0), options.flipped()).centreX();
        String file = String.valueOf((char) ('a' + f));
        svg.label(file, x, HEIGHT - 12, 16);
        svg.label(file, x, 22, 16);
      }
      for (int r = 0; r < 10; r++) {
        double y = box(Square.of(0, r), options.flipped()).centreY() + 6;
        svg.label(Integer.toString(r), 18, y, 16);
      }
    }
    if (position.inCheck()) { // under the pieces: the general stays readable in its glow
      Square general = position.generalSquare(position.sideToMove());
      // past the disc's edge, which hides what lies under it
      svg.check(general.toString(), box(general, options.flipped()), 0.62);
    }
    for (int f = 0; f < 9; f++) {
      for (int r = 0; r < 10; r++) {
        Square sq = Square.of(f, r);
        Box b = box(sq, options.flipped());
        position.pieceAt(sq).ifPresent(piece -> piece(svg, piece, b.centreX(), b.centreY(), style));
      }
    }
    svg.rings(options.marked(), named, 0.47);
    svg.arrows(options.arrows(), named);
    if (options.clickable()) {
      for (int i = 0; i < Square.COUNT; i++) {
        Square sq = Square.ofIndex(i);
        // a screen reader says "e0, red general"
        svg.target(
            sq.toString(),
            box(sq, options.flipped()),
            position
                .pieceAt(sq)
                .map(p -> SvgCanvas.words(p.color()) + " " + SvgCanvas.words(p.kind())));
      }
    }
    return svg.finish();
  }

  /**
   * The drawing of a game's positions: {@link #write} with Chinese characters, and the points of a
   * move as {@link SvgOptions#clickable()} names them.
   *
   * @param game the game whose positions it draws
   * @return the drawing
   */
  static Drawing<XiangqiPosition, Move> drawing(Xiangqi game) {
    return Drawing.of(game::requireOwn, XiangqiSvg::write, XiangqiSvg::squares);
  }

  /** A move's origin and destination. */
  private static List<String> squares(XiangqiPosition position, Move move) {
    return List.of(move.from().toString(), move.to().toString());
  }

  private static void grid(SvgCanvas svg) {
    for (int r = 0; r < 10; r++) {
      double y = TOP + r * STEP;
      svg.element("line", "x1", LEFT, "y1", y, "x2", LEFT + 8 * STEP, "y2", y, "stroke", "#000");
    }
    for (int f = 0; f < 9; f++) {
      double x = LEFT + f * STEP;
      if (f == 0 || f == 8) {
        svg.element("line", "x1", x, "y1", TOP, "x2", x, "y2", TOP + 9 * STEP, "stroke", "#000");
      } else {
        // the river cuts the inner files
        svg.element("line", "x1", x, "y1", TOP, "x2", x, "y2", TOP + 4 * STEP, "stroke", "#000");
        svg.element(
            "line", "x1", x, "y1", TOP + 5 * STEP, "x2", x, "y2", TOP + 9 * STEP, "stroke", "#000");
      }
    }
    for (double top : new double[] {TOP, TOP + 7 * STEP}) {
      double l = LEFT + 3 * STEP;
      double r = LEFT + 5 * STEP;
      svg.element("line", "x1", l, "y1", top, "x2", r, "y2", top + 2 * STEP, "stroke", "#000");
      svg.element("line", "x1", r, "y1", top, "x2", l, "y2", top + 2 * STEP, "stroke", "#000");
    }
    svg.label("楚 河          漢 界", WIDTH / 2, TOP + 4.5 * STEP + 9, 26, "#5d4037");
    svg.outline(new Box(LEFT, TOP, 8 * STEP, 9 * STEP), "none");
  }

  private static void piece(SvgCanvas svg, Piece piece, double x, double y, Style style) {
    String colour = piece.color() == Color.RED ? "#c62828" : "#212121";
    svg.circle(x, y, STEP * 0.43, "fill", "#fdf3dc", "stroke", colour, "stroke-width", 2.5);
    svg.circle(x, y, STEP * 0.35, "fill", "none", "stroke", colour);
    String label = style == Style.LATIN ? String.valueOf(piece.kind().wxfLetter()) : chinese(piece);
    svg.label(label, x, y + 9, 26, colour);
  }

  private static String chinese(Piece piece) {
    boolean red = piece.color() == Color.RED;
    return switch (piece.kind()) {
      case GENERAL -> red ? "帥" : "將";
      case ADVISOR -> red ? "仕" : "士";
      case ELEPHANT -> red ? "相" : "象";
      case HORSE -> red ? "傌" : "馬";
      case CHARIOT -> red ? "俥" : "車";
      case CANNON -> red ? "炮" : "砲";
      case SOLDIER -> red ? "兵" : "卒";
    };
  }

  /** A point's box: as wide as the step between points, centred on the point. */
  private static Box box(Square sq, boolean flipped) {
    int col = flipped ? 8 - sq.file() : sq.file();
    int row = flipped ? sq.rank() : 9 - sq.rank();
    return Box.around(LEFT + col * STEP, TOP + row * STEP, STEP);
  }

  private static Square square(String name) {
    return SquareNames.read(name, Square::parse, "a point of the xiangqi board");
  }
}
