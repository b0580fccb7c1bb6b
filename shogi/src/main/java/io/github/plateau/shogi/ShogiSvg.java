package io.github.plateau.shogi;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.svg.Box;
import io.github.plateau.core.svg.Drawing;
import io.github.plateau.core.svg.SquareNames;
import io.github.plateau.core.svg.SvgCanvas;
import io.github.plateau.core.svg.SvgOptions;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;

/**
 * Draws a shogi position as SVG: the 9 x 9 board, the pieces as pentagons with their characters
 * (promoted ones in red), gote's upside down, both hands with their counts, file numbers and rank
 * numerals, a red glow under the king of a side to move in check ({@link SvgCanvas#check}), and the
 * {@link SvgOptions} marks. The same position and options give the same bytes.
 *
 * <p>A {@link SvgOptions#clickable() clickable} picture names, over everything else, each square
 * ({@code 7g}) and each kind of piece in each hand, as a USI drop begins: {@code P*} for sente's
 * pawns, {@code p*} for gote's; {@link Shogi#drawing()} gives the squares a person clicks for a
 * move in these names.
 */
public final class ShogiSvg {
  private static final double CELL = 60;
  private static final double LEFT = 90;
  private static final double TOP = 40;
  private static final double WIDTH = LEFT + 9 * CELL + 120;
  private static final double HEIGHT = TOP + 9 * CELL + 20;
  private static final double HAND_STEP = CELL * 0.9;
  private static final String[] RANKS = {"一", "二", "三", "四", "五", "六", "七", "八", "九"};
  private static final List<Kind> HAND =
      List.of(Kind.ROOK, Kind.BISHOP, Kind.GOLD, Kind.SILVER, Kind.KNIGHT, Kind.LANCE, Kind.PAWN);

  private static final Set<String> HAND_NAMES = handNames();

  private ShogiSvg() {}

  private static Set<String> handNames() {
    Set<String> names = new HashSet<>();
    for (Kind kind : HAND) {
      for (Color color : Color.values()) {
        names.add(handName(color, kind));
      }
    }
    return Set.copyOf(names);
  }

  /**
   * Draws a position.
   *
   * @param position the position
   * @param options the size, orientation, coordinates and marks; squares named like {@code 7g}; if
   *     clickable, a target over every square and every kind in hand, on top. The last move may
   *     name a kind in hand ({@code P*}, {@code p*}) as a drop's squares do: only its board square
   *     is highlighted
   * @return the SVG document
   * @throws IllegalArgumentException if an argument is null or a square of the options is not a
   *     square of the board
   */
  public static String write(ShogiPosition position, SvgOptions options) {
    checkArgument(position != null, "position is null");
    checkArgument(options != null, "options is null");
    SvgCanvas svg = new SvgCanvas(options.size(), WIDTH, HEIGHT);
    svg.fill(new Box(0, 0, WIDTH, HEIGHT), "#f6e3b4");
    svg.outline(Box.square(LEFT, TOP, 9 * CELL), "#e8c47c");
    Function<String, Box> named = name -> box(square(name), options.flipped());
    // a drop's piece in hand is not highlighted: its square on the board is
    svg.highlight(
        options.lastMove().stream().filter(name -> !HAND_NAMES.contains(name)).toList(), named);
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
        svg.circle(LEFT + i * CELL, TOP + j * CELL, 3, "fill", "#000");
      }
    }
    if (options.coordinates()) {
      for (int f = 1; f <= 9; f++) {
        double x = box(Square.of(f, 1), options.flipped()).centreX();
        svg.label(Integer.toString(f), x, TOP - 10, 20);
      }
      for (int r = 1; r <= 9; r++) {
        double y = box(Square.of(1, r), options.flipped()).centreY() + 7;
        svg.label(RANKS[r - 1], LEFT + 9 * CELL + 16, y, 20);
      }
    }
    if (position.inCheck()) { // under the pieces: the king stays readable in its glow
      position
          .kingSquare(position.sideToMove())
          .ifPresent(king -> svg.check(king.toString(), box(king, options.flipped()), 0.5));
    }
    for (int f = 1; f <= 9; f++) {
      for (int r = 1; r <= 9; r++) {
        Square sq = Square.of(f, r);
        Box b = box(sq, options.flipped());
        position.pieceAt(sq).ifPresent(p -> piece(svg, p, b.centreX(), b.centreY(), options));
      }
    }
    svg.rings(options.marked(), named, 0.42);
    hand(svg, position, Color.GOTE, options);
    hand(svg, position, Color.SENTE, options);
    svg.arrows(options.arrows(), named);
    if (options.clickable()) {
      targets(svg, position, options.flipped());
    }
    return svg.finish();
  }

  /**
   * The drawing of a game's positions: {@link #write} in its default style, and the squares of a
   * move as {@link SvgOptions#clickable()} names them.
   *
   * @param game the game whose positions it draws
   * @return the drawing
   */
  static Drawing<ShogiPosition, Move> drawing(Shogi game) {
    return Drawing.of(game::requireOwn, ShogiSvg::write, ShogiSvg::squares);
  }

  /**
   * A board move's origin and destination (promoting or not: the same squares); a drop's kind in
   * hand, {@code P*} or {@code p*} as the mover is sente or gote, and its destination.
   */
  private static List<String> squares(ShogiPosition position, Move move) {
    String to = move.to().toString();
    return move.isDrop()
        ? List.of(handName(position.sideToMove(), move.dropped().orElseThrow()), to)
        : List.of(move.from().orElseThrow().toString(), to);
  }

  /** One target per square, then one per kind in each hand, where that kind is drawn. */
  private static void targets(SvgCanvas svg, ShogiPosition position, boolean flipped) {
    for (int i = 0; i < 81; i++) {
      Square sq = Square.ofIndex(i);
      svg.target(sq.toString(), box(sq, flipped), position.pieceAt(sq).map(ShogiSvg::name));
    }
    for (Color color : new Color[] {Color.GOTE, Color.SENTE}) {
      for (Spot s : spots(position, color, flipped)) {
        String held = name(Piece.of(color, s.kind())) + " in hand";
        svg.target(
            handName(color, s.kind()),
            Box.around(s.x(), s.y(), HAND_STEP),
            s.count() > 1 ? held + ", " + s.count() : held);
      }
    }
  }

  /**
   * A piece in words, for a screen reader: {@code "sente pawn"}, {@code "gote promoted silver"}.
   */
  private static String name(Piece piece) {
    return SvgCanvas.words(piece.color()) + " " + SvgCanvas.words(piece.kind());
  }

  /** A kind in hand as a clickable picture names it: {@code P*} for sente, {@code p*} for gote. */
  private static String handName(Color color, Kind kind) {
    String letter = kind.symbol();
    return (color == Color.SENTE ? letter : letter.toLowerCase(Locale.ROOT)) + "*";
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
    svg.label(symbol(p.kind()), x, y + 11, 28, p.kind().isPromoted() ? "#c00" : "#000");
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
    svg.label(
        color == Color.SENTE ? "☗" : "☖",
        handX(bottomRight),
        bottomRight ? TOP + 9 * CELL - 4 : TOP + 22,
        24);
    for (Spot s : spots(position, color, options.flipped())) {
      piece(svg, Piece.of(color, s.kind()), s.x(), s.y(), options);
      if (s.count() > 1) {
        svg.textAt(Integer.toString(s.count()), s.x() + 24, s.y() + 24, 18, "font-weight", "bold");
      }
    }
  }

  /** Where a hand's pieces are drawn: a kind held, how many, and the centre of its piece. */
  private record Spot(Kind kind, int count, double x, double y) {}

  /** The kinds a side holds, in {@link #HAND} order, each where the picture draws it. */
  private static List<Spot> spots(ShogiPosition position, Color color, boolean flipped) {
    boolean bottomRight = (color == Color.SENTE) != flipped;
    double x = handX(bottomRight);
    List<Spot> spots = new ArrayList<>();
    for (Kind kind : HAND) {
      int n = position.inHand(color, kind);
      if (n == 0) {
        continue;
      }
      int shown = spots.size() + 1;
      double y =
          bottomRight ? TOP + 9 * CELL - 20 - shown * HAND_STEP : TOP + 20 + shown * HAND_STEP;
      spots.add(new Spot(kind, n, x, y));
    }
    return spots;
  }

  private static double handX(boolean bottomRight) {
    return bottomRight ? LEFT + 9 * CELL + 70 : LEFT / 2 - 5;
  }

  private static Box box(Square sq, boolean flipped) {
    int col = flipped ? sq.file() - 1 : 9 - sq.file();
    int row = flipped ? 9 - sq.rank() : sq.rank() - 1;
    return Box.square(LEFT + col * CELL, TOP + row * CELL, CELL);
  }

  private static Square square(String name) {
    return SquareNames.read(name, Square::parse, "a square of the shogi board");
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
