package io.github.plateau.shogi;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.PlateauException;
import io.github.plateau.core.svg.SvgCanvas;
import io.github.plateau.core.svg.SvgOptions;
import java.util.List;

/**
 * Draws a shogi position as SVG: the 9 x 9 board, the pieces as pentagons with their characters
 * (promoted ones in red), gote's upside down, both hands with their counts, file numbers and rank
 * numerals, and the {@link SvgOptions} marks. The same position and options give the same bytes.
 */
public final class ShogiSvg {
  private static final double CELL = 60;
  private static final double LEFT = 90;
  private static final double TOP = 40;
  private static final double WIDTH = LEFT + 9 * CELL + 120;
  private static final double HEIGHT = TOP + 9 * CELL + 20;
  private static final String[] RANKS = {"一", "二", "三", "四", "五", "六", "七", "八", "九"};
  private static final List<Kind> HAND =
      List.of(Kind.ROOK, Kind.BISHOP, Kind.GOLD, Kind.SILVER, Kind.KNIGHT, Kind.LANCE, Kind.PAWN);

  private ShogiSvg() {}

  /**
   * Draws a position.
   *
   * @param position the position
   * @param options the size, orientation, coordinates and marks; squares named like {@code 7g}
   * @return the SVG document
   * @throws IllegalArgumentException if an argument is null or a square of the options is not a
   *     square of the board
   */
  public static String write(ShogiPosition position, SvgOptions options) {
    checkArgument(position != null, "position is null");
    checkArgument(options != null, "options is null");
    SvgCanvas svg = new SvgCanvas(options.size(), WIDTH, HEIGHT);
    svg.element("rect", "x", 0, "y", 0, "width", WIDTH, "height", HEIGHT, "fill", "#f6e3b4");
    svg.element(
        "rect",
        "x",
        LEFT,
        "y",
        TOP,
        "width",
        9 * CELL,
        "height",
        9 * CELL,
        "fill",
        "#e8c47c",
        "stroke",
        "#000",
        "stroke-width",
        2);
    for (String name : options.lastMove()) {
      double[] c = corner(square(name), options.flipped());
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
    for (int i = 1; i < 9; i++) {
      svg.element(
          "line",
          "x1",
          LEFT + i * CELL,
          "y1",
          TOP,
          "x2",
          LEFT + i * CELL,
          "y2",
          TOP + 9 * CELL,
          "stroke",
          "#000");
      svg.element(
          "line",
          "x1",
          LEFT,
          "y1",
          TOP + i * CELL,
          "x2",
          LEFT + 9 * CELL,
          "y2",
          TOP + i * CELL,
          "stroke",
          "#000");
    }
    for (int i : new int[] {3, 6}) {
      for (int j : new int[] {3, 6}) {
        svg.element("circle", "cx", LEFT + i * CELL, "cy", TOP + j * CELL, "r", 3, "fill", "#000");
      }
    }
    if (options.coordinates()) {
      for (int f = 1; f <= 9; f++) {
        double x = corner(Square.of(f, 1), options.flipped())[0] + CELL / 2;
        svg.text(
            "text",
            Integer.toString(f),
            "x",
            x,
            "y",
            TOP - 10,
            "font-size",
            20,
            "text-anchor",
            "middle");
      }
      for (int r = 1; r <= 9; r++) {
        double y = corner(Square.of(1, r), options.flipped())[1] + CELL / 2 + 7;
        svg.text(
            "text",
            RANKS[r - 1],
            "x",
            LEFT + 9 * CELL + 16,
            "y",
            y,
            "font-size",
            20,
            "text-anchor",
            "middle");
      }
    }
    for (int f = 1; f <= 9; f++) {
      for (int r = 1; r <= 9; r++) {
        Square sq = Square.of(f, r);
        double[] c = corner(sq, options.flipped());
        position
            .pieceAt(sq)
            .ifPresent(p -> piece(svg, p, c[0] + CELL / 2, c[1] + CELL / 2, options));
      }
    }
    for (String name : options.marked()) {
      double[] c = corner(square(name), options.flipped());
      svg.element(
          "circle",
          "cx",
          c[0] + CELL / 2,
          "cy",
          c[1] + CELL / 2,
          "r",
          CELL * 0.42,
          "fill",
          "none",
          "stroke",
          "#1565c0",
          "stroke-width",
          4);
    }
    hand(svg, position, Color.GOTE, options);
    hand(svg, position, Color.SENTE, options);
    for (SvgOptions.Arrow a : options.arrows()) {
      double[] from = corner(square(a.from()), options.flipped());
      double[] to = corner(square(a.to()), options.flipped());
      svg.arrow(from[0] + CELL / 2, from[1] + CELL / 2, to[0] + CELL / 2, to[1] + CELL / 2);
    }
    return svg.finish();
  }

  private static void piece(SvgCanvas svg, Piece p, double x, double y, SvgOptions options) {
    boolean upsideDown = (p.color() == Color.GOTE) != options.flipped();
    if (upsideDown) {
      svg.group("transform", "rotate(180 " + SvgCanvas.number(x) + " " + SvgCanvas.number(y) + ")");
    } else {
      svg.group();
    }
    svg.element(
        "polygon",
        "points",
        pentagon(x, y, 1),
        "fill",
        "#fbe7b0",
        "stroke",
        "#333",
        "stroke-width",
        1.5);
    svg.text(
        "text",
        symbol(p.kind()),
        "x",
        x,
        "y",
        y + 11,
        "font-size",
        28,
        "text-anchor",
        "middle",
        "fill",
        p.kind().isPromoted() ? "#c00" : "#000");
    svg.end();
  }

  private static String pentagon(double x, double y, double scale) {
    double[][] pts = {{0, -26}, {18, -19}, {22, 25}, {-22, 25}, {-18, -19}};
    StringBuilder s = new StringBuilder();
    for (double[] p : pts) {
      s.append(s.length() == 0 ? "" : " ")
          .append(SvgCanvas.number(x + p[0] * scale))
          .append(',')
          .append(SvgCanvas.number(y + p[1] * scale));
    }
    return s.toString();
  }

  private static void hand(SvgCanvas svg, ShogiPosition position, Color color, SvgOptions options) {
    boolean bottomRight = (color == Color.SENTE) != options.flipped();
    double x = bottomRight ? LEFT + 9 * CELL + 70 : LEFT / 2 - 5;
    double step = CELL * 0.9;
    int shown = 0;
    svg.text(
        "text",
        color == Color.SENTE ? "☗" : "☖",
        "x",
        x,
        "y",
        bottomRight ? TOP + 9 * CELL - 4 : TOP + 22,
        "font-size",
        24,
        "text-anchor",
        "middle");
    for (Kind kind : HAND) {
      int n = position.inHand(color, kind);
      if (n == 0) {
        continue;
      }
      shown++;
      double y = bottomRight ? TOP + 9 * CELL - 20 - shown * step : TOP + 20 + shown * step;
      piece(svg, Piece.of(color, kind), x, y, options);
      if (n > 1) {
        svg.text(
            "text",
            Integer.toString(n),
            "x",
            x + 24,
            "y",
            y + 24,
            "font-size",
            18,
            "font-weight",
            "bold");
      }
    }
  }

  private static double[] corner(Square sq, boolean flipped) {
    int col = flipped ? sq.file() - 1 : 9 - sq.file();
    int row = flipped ? 9 - sq.rank() : sq.rank() - 1;
    return new double[] {LEFT + col * CELL, TOP + row * CELL};
  }

  private static Square square(String name) {
    try {
      return Square.parse(name);
    } catch (PlateauException e) {
      throw new IllegalArgumentException("not a square of the shogi board: " + name, e);
    }
  }

  private static String symbol(Kind kind) {
    return switch (kind) {
      case PAWN -> "歩";
      case LANCE -> "香";
      case KNIGHT -> "桂";
      case SILVER -> "銀";
      case GOLD -> "金";
      case BISHOP -> "角";
      case ROOK -> "飛";
      case KING -> "玉";
      case TOKIN -> "と";
      case PROMOTED_LANCE -> "杏";
      case PROMOTED_KNIGHT -> "圭";
      case PROMOTED_SILVER -> "全";
      case HORSE -> "馬";
      case DRAGON -> "龍";
    };
  }
}
