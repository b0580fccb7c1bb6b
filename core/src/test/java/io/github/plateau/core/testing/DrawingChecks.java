package io.github.plateau.core.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.plateau.core.IllegalMoveException;
import io.github.plateau.core.Position;
import io.github.plateau.core.svg.Drawing;
import io.github.plateau.core.svg.Route;
import io.github.plateau.core.svg.SvgCanvas;
import io.github.plateau.core.svg.SvgOptions;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Checks a game's {@link Drawing}: the clickable picture names each expected square once, with its
 * targets on top of an otherwise unchanged picture, and every legal move is clicked on squares the
 * picture names, two moves sharing their squares only where the game expects it.
 */
public final class DrawingChecks {
  private static final String END = "</svg>\n";
  private static final Pattern TARGET =
      Pattern.compile(
          // a square holding a piece is also "occupied": the page rings a capture there
          "<rect class=\"square(?: occupied)?\" data-square=\"([^\"<]*)\" x=\"(-?[0-9.]+)\" y=\"(-?[0-9.]+)\""
              + " width=\"([0-9.]+)\" height=\"([0-9.]+)\" fill=\"transparent\""
              // what a screen reader says of it: "7g, sente pawn", "e5, empty"
              + "(?: aria-label=\"([^\"<]*)\")?/>\n");
  private static final Pattern VIEW_BOX = Pattern.compile("viewBox=\"0 0 ([0-9.]+) ([0-9.]+)\"");

  private DrawingChecks() {}

  /**
   * A square named by a clickable picture: its name and its rectangle, in drawing units.
   *
   * @param name the square's name
   * @param x the rectangle's left
   * @param y its top
   * @param width its width
   * @param height its height
   */
  public record Target(String name, double x, double y, double width, double height) {
    /**
     * Whether two targets cover a common area (touching edges do not count).
     *
     * @param other another target
     * @return true if they overlap
     */
    public boolean overlaps(Target other) {
      double e = 1e-9;
      return x + e < other.x + other.width
          && other.x + e < x + width
          && y + e < other.y + other.height
          && other.y + e < y + height;
    }

    /**
     * The opening of a {@code rect} element with the same rectangle, as {@link SvgCanvas} writes
     * it.
     *
     * @return such as {@code <rect x="90" y="40" width="60" height="60" }
     */
    public String rectangle() {
      return "<rect x=\""
          + SvgCanvas.number(x)
          + "\" y=\""
          + SvgCanvas.number(y)
          + "\" width=\""
          + SvgCanvas.number(width)
          + "\" height=\""
          + SvgCanvas.number(height)
          + "\" ";
    }
  }

  /**
   * The targets of a picture, in document order.
   *
   * @param svg a picture
   * @return its {@code rect class="square"} elements
   * @throws AssertionError if an element names a square but is not a target as {@link
   *     SvgCanvas#target} writes it
   */
  public static List<Target> targets(String svg) {
    List<Target> targets = new ArrayList<>();
    Matcher m = TARGET.matcher(svg);
    while (m.find()) {
      targets.add(
          new Target(
              m.group(1),
              Double.parseDouble(m.group(2)),
              Double.parseDouble(m.group(3)),
              Double.parseDouble(m.group(4)),
              Double.parseDouble(m.group(5))));
    }
    assertEquals(
        count(svg, "data-square="), targets.size(), "an element names a square but is no target");
    return targets;
  }

  /**
   * Checks that every target says what it is to a screen reader: a square a piece stands on names
   * itself and that piece, never "empty".
   */
  private static void checkLabels(String picture, String view) {
    Matcher m = TARGET.matcher(picture);
    while (m.find()) {
      String name = m.group(1);
      String label = m.group(6);
      if (label == null || label.isBlank()) {
        fail("the target " + name + " has no aria-label: " + view);
      }
      if (m.group().startsWith("<rect class=\"square occupied\"")
          && (!label.startsWith(name + ", ") || label.equals(name + ", empty"))) {
        fail("the occupied target " + name + " is labelled '" + label + "': " + view);
      }
    }
  }

  /**
   * Checks the drawing of one position in both orientations, and the squares of each legal move.
   *
   * @param drawing the drawing under test
   * @param write the renderer's own method, which the unclickable picture must equal
   * @param position a position of the drawing's game
   * @param names the names the clickable picture must give, each to one target
   * @param ambiguous whether moves that share their squares (two or more, in legal-move order) are
   *     a choice the game expects, such as a promotion or not
   * @param <P> the position type
   * @param <M> the move type
   * @return the number of legal moves checked
   * @throws AssertionError naming the first problem
   */
  public static <P extends Position<P, M>, M> int check(
      Drawing<P, M> drawing,
      BiFunction<P, SvgOptions, String> write,
      P position,
      Set<String> names,
      Predicate<List<M>> ambiguous) {
    for (boolean flipped : new boolean[] {false, true}) {
      String view = (flipped ? "flipped" : "unflipped") + " picture of " + position;
      SvgOptions plain = SvgOptions.builder().flipped(flipped).build();
      SvgOptions clickable = SvgOptions.builder().flipped(flipped).clickable(true).build();
      String without = drawing.svg(position, plain);
      assertEquals(write.apply(position, plain), without, "not clickable: " + view);
      String picture = drawing.svg(position, clickable);
      assertEquals("svg", Xml.checkWellFormed(picture), view);
      assertEquals(0, count(without, "data-square="), "an unclickable picture names squares");
      assertEquals(
          without,
          TARGET.matcher(picture).replaceAll(""),
          "a clickable picture changes the drawing: " + view);
      assertTrue(
          picture.startsWith(without.substring(0, without.length() - END.length())),
          "the targets are not the last elements: " + view);
      List<Target> targets = targets(picture);
      Set<String> seen = new HashSet<>();
      for (Target t : targets) {
        assertTrue(seen.add(t.name()), "two targets named " + t.name() + ": " + view);
      }
      checkLabels(picture, view);
      if (!names.equals(seen)) {
        Set<String> missing = new TreeSet<>(names);
        missing.removeAll(seen);
        Set<String> unexpected = new TreeSet<>(seen);
        unexpected.removeAll(names);
        fail("the targets' names: missing " + missing + ", unexpected " + unexpected + ": " + view);
      }
      Matcher box = VIEW_BOX.matcher(picture);
      assertTrue(box.find(), "no viewBox: " + view);
      double width = Double.parseDouble(box.group(1));
      double height = Double.parseDouble(box.group(2));
      for (int i = 0; i < targets.size(); i++) {
        Target t = targets.get(i);
        if (t.width() <= 0
            || t.height() <= 0
            || t.x() < 0
            || t.y() < 0
            || t.x() + t.width() > width
            || t.y() + t.height() > height) {
          fail(t + " is not inside the picture: " + view);
        }
        for (int j = 0; j < i; j++) {
          if (t.overlaps(targets.get(j))) {
            fail(t + " overlaps " + targets.get(j) + ": " + view);
          }
        }
      }
    }
    Map<List<String>, List<M>> byClicks = new LinkedHashMap<>();
    for (M move : position.legalMoves()) {
      List<String> squares = drawing.squares(position, move);
      if (squares.isEmpty()) {
        fail("no square for " + move + " in " + position);
      }
      for (String s : squares) {
        if (!names.contains(s)) {
          fail(s + ", a square of " + move + ", is not named: " + position);
        }
      }
      try {
        squares.set(0, "x");
        fail("the squares of " + move + " can be changed");
      } catch (UnsupportedOperationException expected) {
        // unmodifiable, as the contract says
      }
      if (!squares.equals(drawing.squares(position, move))) {
        fail("the squares of " + move + " vary in " + position);
      }
      checkRoute(drawing, position, move, squares, names);
      byClicks.computeIfAbsent(squares, k -> new ArrayList<>()).add(move);
    }
    for (Map.Entry<List<String>, List<M>> e : byClicks.entrySet()) {
      if (e.getValue().size() > 1 && !ambiguous.test(e.getValue())) {
        fail(e.getValue() + " share the squares " + e.getKey() + " in " + position);
      }
    }
    return position.legalMoves().size();
  }

  /** A move's route goes from its first square to its last, on squares the picture names. */
  private static <P extends Position<P, M>, M> void checkRoute(
      Drawing<P, M> drawing, P position, M move, List<String> squares, Set<String> names) {
    Route route = drawing.route(position, move);
    List<String> path = route.path();
    if (!path.get(0).equals(squares.get(0))
        || !path.get(path.size() - 1).equals(squares.get(squares.size() - 1))) {
      fail("the route " + path + " of " + move + " does not join " + squares + ": " + position);
    }
    for (List<String> part : List.of(path, route.taken())) {
      for (String s : part) {
        if (!names.contains(s)) {
          fail(s + ", on the route of " + move + ", is not named: " + position);
        }
      }
    }
    if (!route.equals(drawing.route(position, move))) {
      fail("the route of " + move + " varies in " + position);
    }
  }

  /**
   * {@link #check} on every position of seeded random games: for each seed, a {@code new
   * Random(seed)} picks among the legal moves, up to a number of plies or the end of the game.
   *
   * @param drawing the drawing under test
   * @param write the renderer's own method
   * @param start where every game starts
   * @param seeds the seeds 1 to this
   * @param maxPlies the longest game
   * @param names the names each position's clickable picture must give
   * @param ambiguous whether moves that share their squares are a choice the game expects
   * @param <P> the position type
   * @param <M> the move type
   * @return the number of legal moves checked
   * @throws AssertionError naming the seed and the ply of the first problem
   */
  public static <P extends Position<P, M>, M> int checkPlayouts(
      Drawing<P, M> drawing,
      BiFunction<P, SvgOptions, String> write,
      P start,
      int seeds,
      int maxPlies,
      Function<P, Set<String>> names,
      Predicate<List<M>> ambiguous) {
    int moves = 0;
    for (int seed = 1; seed <= seeds; seed++) {
      Random random = new Random(seed);
      P position = start;
      for (int ply = 0; ; ply++) {
        try {
          moves += check(drawing, write, position, names.apply(position), ambiguous);
        } catch (AssertionError e) {
          throw new AssertionError("seed " + seed + ", ply " + ply + ": " + e.getMessage(), e);
        }
        List<M> legal = position.legalMoves();
        if (ply == maxPlies || legal.isEmpty()) {
          break;
        }
        position = position.play(legal.get(random.nextInt(legal.size())));
      }
    }
    return moves;
  }

  /**
   * Checks that each named square's target lies exactly over the cell its last-move highlight
   * fills, in both orientations: for renderers that highlight a square by filling its whole cell.
   *
   * @param drawing the drawing under test
   * @param position a position of the drawing's game
   * @param squares squares that {@link SvgOptions.Builder#lastMove} accepts
   * @param <P> the position type
   * @param <M> the move type
   * @throws AssertionError naming the first square whose target is elsewhere
   */
  public static <P extends Position<P, M>, M> void checkOverLastMove(
      Drawing<P, M> drawing, P position, Set<String> squares) {
    for (boolean flipped : new boolean[] {false, true}) {
      String plain = drawing.svg(position, SvgOptions.builder().flipped(flipped).build());
      for (String square : squares) {
        String picture =
            drawing.svg(
                position,
                SvgOptions.builder().flipped(flipped).lastMove(square).clickable(true).build());
        Target target =
            targets(picture).stream()
                .filter(t -> t.name().equals(square))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no target named " + square));
        String cell = target.rectangle();
        assertEquals(
            count(plain, cell) + 1,
            count(picture, cell),
            square + (flipped ? " flipped" : "") + ": the target is not over the highlight");
      }
    }
  }

  /**
   * Checks the drawing's refusals: null arguments and a position of another game are {@link
   * IllegalArgumentException}s, a move not legal in the position an {@link IllegalMoveException}.
   *
   * @param drawing the drawing under test
   * @param position a position of the drawing's game
   * @param otherGames a position of another game of the same type (other rules), not over
   * @param illegal a move not legal in {@code position}
   * @param <P> the position type
   * @param <M> the move type
   * @return the message of the refusal of {@code otherGames} by {@link Drawing#squares}
   * @throws AssertionError if a refusal is missing or of another type
   */
  public static <P extends Position<P, M>, M> String checkRefusals(
      Drawing<P, M> drawing, P position, P otherGames, M illegal) {
    M legalThere = otherGames.legalMoves().get(0);
    SvgOptions options = SvgOptions.DEFAULT;
    assertThrows(IllegalArgumentException.class, () -> drawing.svg(null, options));
    assertThrows(IllegalArgumentException.class, () -> drawing.svg(position, null));
    assertThrows(IllegalArgumentException.class, () -> drawing.svg(otherGames, options));
    assertThrows(IllegalArgumentException.class, () -> drawing.squares(null, legalThere));
    assertThrows(IllegalArgumentException.class, () -> drawing.squares(position, null));
    assertThrows(IllegalArgumentException.class, () -> drawing.squares(null, null));
    assertFalse(position.isLegal(illegal), illegal + " is legal in " + position);
    assertThrows(IllegalMoveException.class, () -> drawing.squares(position, illegal));
    return assertThrows(
            IllegalArgumentException.class, () -> drawing.squares(otherGames, legalThere))
        .getMessage();
  }

  private static int count(String text, String part) {
    int n = 0;
    for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
      n++;
    }
    return n;
  }
}
