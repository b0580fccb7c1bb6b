package io.github.plateau.draughts;

import static com.google.common.base.Preconditions.checkArgument;

import io.github.plateau.core.svg.Box;
import io.github.plateau.core.svg.Drawing;
import io.github.plateau.core.svg.Route;
import io.github.plateau.core.svg.SquareNames;
import io.github.plateau.core.svg.SvgCanvas;
import io.github.plateau.core.svg.SvgOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Draws a draughts position as SVG on its 8 x 8, 10 x 10 or 12 x 12 board: the dark squares, men
 * and kings (a king carries a crown ring), optional square numbers (the standard numbering, 1 in
 * the top left dark square seen from White), and the {@link SvgOptions} marks, squares named by
 * their numbers. The same position and options give the same bytes.
 *
 * <p>A {@link SvgOptions#clickable() clickable} picture names, over everything else, each dark
 * square by its number ({@code 32}); the light squares, where no piece goes, are not named. {@link
 * Draughts#drawing()} gives the squares a person clicks for a move in these names.
 */
public final class DraughtsSvg {
  private static final double CELL = 50;
  private static final double MARGIN = 10;
  private static final String BOARD = "a square of the draughts board";

  private DraughtsSvg() {}

  /**
   * Draws a position.
   *
   * @param position the position
   * @param options the size, orientation, square numbers and marks; squares named like {@code 32};
   *     if clickable, a target over every dark square, on top
   * @return the SVG document
   * @throws IllegalArgumentException if an argument is null or a square of the options is not a
   *     square of the board
   */
  public static String write(DraughtsPosition position, SvgOptions options) {
    checkArgument(position != null && options != null, "an argument is null");
    int n = position.size();
    double side = 2 * MARGIN + n * CELL;
    SvgCanvas svg = new SvgCanvas(options.size(), side, side);
    svg.fill(Box.square(0, 0, side), "#5d4037");
    svg.fill(Box.square(MARGIN, MARGIN, n * CELL), "#f0d9b5");
    for (int sq = 1; sq <= position.squareCount(); sq++) {
      svg.fill(box(position, sq, options.flipped()), "#8b5a2b");
    }
    Function<String, Box> named = name -> box(position, square(position, name), options.flipped());
    for (String name : options.lastMove()) {
      svg.fill(named.apply(name), "#c9a227"); // opaque gold, as draughts has always drawn it
    }
    if (options.coordinates()) {
      for (int sq = 1; sq <= position.squareCount(); sq++) {
        Box b = box(position, sq, options.flipped());
        svg.textAt(Integer.toString(sq), b.x() + 3, b.y() + 12, 11, "fill", "#f5e6cc");
      }
    }
    for (int sq = 1; sq <= position.squareCount(); sq++) {
      Box b = box(position, sq, options.flipped());
      position.pieceAt(sq).ifPresent(p -> piece(svg, p, b.centreX(), b.centreY()));
    }
    svg.rings(options.marked(), named, 0.46);
    svg.arrows(options.arrows(), named);
    if (options.clickable()) {
      for (int sq = 1; sq <= position.squareCount(); sq++) {
        svg.target(
            Integer.toString(sq),
            box(position, sq, options.flipped()),
            position.pieceAt(sq).map(SvgCanvas::words)); // "white man", for a screen reader
      }
    }
    return svg.finish();
  }

  /**
   * The drawing of a game's positions: {@link #write}, and the squares of a move as {@link
   * SvgOptions#clickable()} names them.
   *
   * @param game the game whose positions it draws
   * @return the drawing
   */
  static Drawing<DraughtsPosition, Move> drawing(Draughts game) {
    return Drawing.of(
        game::requireOwn, DraughtsSvg::write, DraughtsSvg::squares, DraughtsSvg::route);
  }

  /**
   * A move's route: the start, the square it lands on after each piece it jumps (one way of playing
   * it, as its full notation writes it), and the jumped pieces' squares in the order they are
   * jumped.
   */
  private static Route route(DraughtsPosition position, Move move) {
    List<String> path = new ArrayList<>();
    path.add(Integer.toString(move.from()));
    if (!move.isCapture()) {
      path.add(Integer.toString(move.to()));
      return new Route(path, List.of());
    }
    int[] landings = Paths.find(position, move);
    List<String> taken = new ArrayList<>();
    int at = move.from();
    for (int land : landings) {
      taken.add(Integer.toString(jumped(position, move, at, land)));
      path.add(Integer.toString(land));
      at = land;
    }
    return new Route(path, taken);
  }

  /** The captured square on the diagonal from one landing square to the next. */
  private static int jumped(DraughtsPosition position, Move move, int from, int to) {
    Geometry g = position.geometry();
    for (int d = 0; d < 4; d++) {
      for (int s = g.next[d][from]; s != 0; s = g.next[d][s]) {
        if (s == to) {
          for (int c = g.next[d][from]; c != to; c = g.next[d][c]) {
            if (move.captured().contains(c)) {
              return c;
            }
          }
        }
      }
    }
    throw new IllegalStateException("no captured piece between " + from + " and " + to);
  }

  /**
   * A move's start and end squares: captures along other routes, or taking other pieces, between
   * the same two squares share them.
   */
  private static List<String> squares(DraughtsPosition position, Move move) {
    return List.of(Integer.toString(move.from()), Integer.toString(move.to()));
  }

  private static void piece(SvgCanvas svg, Piece p, double x, double y) {
    boolean white = p.color() == Color.WHITE;
    String fill = white ? "#fafafa" : "#1b1b1b";
    String edge = white ? "#9e9e9e" : "#000";
    svg.circle(x, y, CELL * 0.4, "fill", fill, "stroke", edge, "stroke-width", 2);
    svg.circle(x, y, CELL * 0.28, "fill", "none", "stroke", edge);
    if (p.kind() == Kind.KING) {
      svg.circle(x, y, CELL * 0.16, "fill", "#d4af37", "stroke", "#8d6e00", "stroke-width", 1.5);
    }
  }

  /** Where a square is drawn: rows of n/2 dark squares, the first row starting light. */
  private static Box box(DraughtsPosition position, int square, boolean flipped) {
    int n = position.size();
    int half = n / 2;
    int row = (square - 1) / half;
    int i = (square - 1) % half;
    int col = row % 2 == 0 ? 2 * i + 1 : 2 * i;
    if (flipped) {
      row = n - 1 - row;
      col = n - 1 - col;
    }
    return Box.square(MARGIN + col * CELL, MARGIN + row * CELL, CELL);
  }

  private static int square(DraughtsPosition position, String name) {
    int sq = SquareNames.read(name, Integer::valueOf, BOARD);
    checkArgument(sq >= 1 && sq <= position.squareCount(), "not %s: %s", BOARD, name);
    return sq;
  }
}
