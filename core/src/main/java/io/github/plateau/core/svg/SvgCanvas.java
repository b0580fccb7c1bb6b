package io.github.plateau.core.svg;

import static com.google.common.base.Preconditions.checkArgument;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;

/**
 * Writes an SVG document, element by element, with the same bytes for the same calls: numbers with
 * at most two decimals and no exponent, attributes in the order given, text escaped. The game
 * renderers draw in their own units inside a {@code viewBox}; the width in pixels is the
 * document's. Not thread-safe.
 */
public final class SvgCanvas {
  private final StringBuilder out = new StringBuilder();
  private int open;

  /**
   * Starts a document.
   *
   * @param width the width in pixels
   * @param viewWidth the width in drawing units
   * @param viewHeight the height in drawing units; the pixel height keeps the ratio
   * @throws IllegalArgumentException if a size is not positive
   */
  public SvgCanvas(int width, double viewWidth, double viewHeight) {
    checkArgument(width > 0 && viewWidth > 0 && viewHeight > 0, "sizes must be positive");
    out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
        .append(width)
        .append("\" height=\"")
        .append(number(width * viewHeight / viewWidth))
        .append("\" viewBox=\"0 0 ")
        .append(number(viewWidth))
        .append(' ')
        .append(number(viewHeight))
        .append("\">\n");
  }

  /**
   * Writes an empty element: {@code <name a="v" .../>}.
   *
   * @param name the element's name
   * @param attributes names and values in turn; numbers are written stably
   * @return this canvas
   * @throws IllegalArgumentException if the attributes are not in pairs
   */
  public SvgCanvas element(String name, Object... attributes) {
    start(name, attributes);
    out.append("/>\n");
    return this;
  }

  /**
   * Writes an element holding text: {@code <name a="v">text</name>}.
   *
   * @param name the element's name
   * @param text the text, escaped
   * @param attributes names and values in turn
   * @return this canvas
   * @throws IllegalArgumentException if the attributes are not in pairs
   */
  public SvgCanvas text(String name, String text, Object... attributes) {
    start(name, attributes);
    out.append('>').append(escape(text)).append("</").append(name).append(">\n");
    return this;
  }

  /**
   * Opens a group, {@code <g ...>}, closed by {@link #end()}.
   *
   * @param attributes names and values in turn
   * @return this canvas
   */
  public SvgCanvas group(Object... attributes) {
    start("g", attributes);
    out.append(">\n");
    open++;
    return this;
  }

  /**
   * Closes the last group.
   *
   * @return this canvas
   * @throws IllegalStateException if no group is open
   */
  public SvgCanvas end() {
    if (open == 0) {
      throw new IllegalStateException("no group is open");
    }
    open--;
    out.append("</g>\n");
    return this;
  }

  /**
   * Draws an arrow, a wide translucent line with a head, as every game's marks do.
   *
   * @param x1 where it starts
   * @param y1 where it starts
   * @param x2 where it points
   * @param y2 where it points
   * @return this canvas
   */
  public SvgCanvas arrow(double x1, double y1, double x2, double y2) {
    double length = Math.hypot(x2 - x1, y2 - y1);
    if (length == 0) {
      return this;
    }
    double ux = (x2 - x1) / length;
    double uy = (y2 - y1) / length;
    double bx = x2 - ux * 18;
    double by = y2 - uy * 18;
    element(
        "line",
        "x1",
        x1,
        "y1",
        y1,
        "x2",
        bx,
        "y2",
        by,
        "stroke",
        "#2e7d32",
        "stroke-width",
        8,
        "stroke-opacity",
        0.8,
        "stroke-linecap",
        "round");
    return element(
        "polygon",
        "points",
        number(x2)
            + ","
            + number(y2)
            + " "
            + number(bx - uy * 12)
            + ","
            + number(by + ux * 12)
            + " "
            + number(bx + uy * 12)
            + ","
            + number(by - ux * 12),
        "fill",
        "#2e7d32",
        "fill-opacity",
        0.8);
  }

  /**
   * Fills a square's box: {@code <rect x y width height fill/>}.
   *
   * @param box the square's box
   * @param colour the fill
   * @return this canvas
   */
  public SvgCanvas fill(Box box, String colour) {
    return element("rect", covering(box, "fill", colour));
  }

  /**
   * Fills a square's box with a translucent colour.
   *
   * @param box the square's box
   * @param colour the fill
   * @param opacity the fill's opacity, 0 to 1
   * @return this canvas
   */
  public SvgCanvas fill(Box box, String colour, double opacity) {
    return element("rect", covering(box, "fill", colour, "fill-opacity", opacity));
  }

  /**
   * Draws a board's outline: its box filled, with a black edge.
   *
   * @param box the board's box
   * @param colour the fill, or {@code "none"}
   * @return this canvas
   */
  public SvgCanvas outline(Box box, String colour) {
    return element("rect", covering(box, "fill", colour, "stroke", "#000", "stroke-width", 2));
  }

  /** A rectangle's attributes over a box, then more. */
  private static Object[] covering(Box box, Object... more) {
    return then(
        new Object[] {"x", box.x(), "y", box.y(), "width", box.width(), "height", box.height()},
        more);
  }

  /** Attributes, then more attributes, in that order. */
  private static Object[] then(Object[] first, Object[] more) {
    Object[] all = new Object[first.length + more.length];
    System.arraycopy(first, 0, all, 0, first.length);
    System.arraycopy(more, 0, all, first.length, more.length);
    return all;
  }

  /**
   * Draws a circle: {@code <circle cx cy r .../>}, the rest of its attributes (fill, stroke) after
   * its place.
   *
   * @param cx the x of its centre
   * @param cy the y of its centre
   * @param r its radius
   * @param paint more attributes, in name and value pairs
   * @return this canvas
   * @throws IllegalArgumentException if the attributes do not come in pairs
   */
  public SvgCanvas circle(double cx, double cy, double r, Object... paint) {
    return element("circle", then(new Object[] {"cx", cx, "cy", cy, "r", r}, paint));
  }

  /**
   * Writes a text from a point: {@code <text x y font-size ...>}, the rest of its attributes
   * (anchor, weight, fill) after its place and size.
   *
   * @param text the text, escaped
   * @param x where its baseline starts, or its anchor
   * @param y its baseline
   * @param fontSize its size in drawing units
   * @param more more attributes, in name and value pairs
   * @return this canvas
   * @throws IllegalArgumentException if the attributes do not come in pairs
   */
  public SvgCanvas textAt(String text, double x, double y, double fontSize, Object... more) {
    return text("text", text, then(new Object[] {"x", x, "y", y, "font-size", fontSize}, more));
  }

  /**
   * Highlights a square of the last move, in the yellow every game uses.
   *
   * @param box the square's box
   * @return this canvas
   */
  public SvgCanvas highlight(Box box) {
    return fill(box, "#f4d03f", 0.6);
  }

  /**
   * Rings a marked square: a blue circle on its centre.
   *
   * @param box the square's box
   * @param share the radius as a share of the box's width
   * @return this canvas
   */
  public SvgCanvas ring(Box box, double share) {
    return circle(
        box.centreX(),
        box.centreY(),
        box.width() * share,
        "fill",
        "none",
        "stroke",
        "#1565c0",
        "stroke-width",
        4);
  }

  /**
   * Marks the square of a king (or general) in check: a red glow, strongest at the centre and
   * fading to the square's edge, as lichess-style boards show check. Drawn under the piece, it is a
   * {@code <circle class="check" data-check="NAME" .../>} filled by a radial gradient the picture
   * defines once, so that a page or a test can find it.
   *
   * @param name the square's name, in the game's notation
   * @param box the square's box
   * @param share the glow's radius as a share of the box's width: past the piece's own edge, for a
   *     piece drawn as an opaque disc
   * @return this canvas
   */
  public SvgCanvas check(String name, Box box, double share) {
    if (out.indexOf("id=\"plateau-check\"") < 0) {
      out.append("<defs><radialGradient id=\"plateau-check\">")
          .append("<stop offset=\"0\" stop-color=\"#ff0000\" stop-opacity=\"1\"/>")
          .append("<stop offset=\"0.6\" stop-color=\"#e70000\" stop-opacity=\"0.9\"/>")
          .append("<stop offset=\"1\" stop-color=\"#a90000\" stop-opacity=\"0\"/>")
          .append("</radialGradient></defs>\n");
    }
    return circle(
        box.centreX(),
        box.centreY(),
        box.width() * share,
        "class",
        "check",
        "data-check", // not data-square, which names only a clickable picture's targets
        name,
        "fill",
        "url(#plateau-check)");
  }

  /**
   * Draws an arrow from one square's centre to another's.
   *
   * @param from the box of the square it starts from
   * @param to the box of the square it points to
   * @return this canvas
   */
  public SvgCanvas arrow(Box from, Box to) {
    return arrow(from.centreX(), from.centreY(), to.centreX(), to.centreY());
  }

  /**
   * Highlights the squares of the last move, as {@link #highlight(Box)} does each.
   *
   * @param names the squares, as the game names them ({@link SvgOptions#lastMove()})
   * @param box where the game draws a square of that name; it refuses a name not of its board
   * @return this canvas
   * @throws IllegalArgumentException as the box's function, for a name not of the board
   */
  public SvgCanvas highlight(Collection<String> names, Function<String, Box> box) {
    names.forEach(name -> highlight(box.apply(name)));
    return this;
  }

  /**
   * Rings the marked squares, as {@link #ring(Box, double)} does each.
   *
   * @param names the squares, as the game names them ({@link SvgOptions#marked()})
   * @param box where the game draws a square of that name; it refuses a name not of its board
   * @param share the radius as a share of a box's width
   * @return this canvas
   * @throws IllegalArgumentException as the box's function, for a name not of the board
   */
  public SvgCanvas rings(Collection<String> names, Function<String, Box> box, double share) {
    names.forEach(name -> ring(box.apply(name), share));
    return this;
  }

  /**
   * Draws the arrows, as {@link #arrow(Box, Box)} does each.
   *
   * @param arrows the arrows, their squares as the game names them ({@link SvgOptions#arrows()})
   * @param box where the game draws a square of that name; it refuses a name not of its board
   * @return this canvas
   * @throws IllegalArgumentException as the box's function, for a name not of the board
   */
  public SvgCanvas arrows(List<SvgOptions.Arrow> arrows, Function<String, Box> box) {
    arrows.forEach(a -> arrow(box.apply(a.from()), box.apply(a.to())));
    return this;
  }

  /**
   * Writes a label centred on x: a coordinate, a mark, a piece's character.
   *
   * @param text the label
   * @param x the centre of its baseline
   * @param y its baseline
   * @param fontSize its size in drawing units
   * @return this canvas
   */
  public SvgCanvas label(String text, double x, double y, double fontSize) {
    return textAt(text, x, y, fontSize, "text-anchor", "middle");
  }

  /**
   * Writes a coloured label centred on x.
   *
   * @param text the label
   * @param x the centre of its baseline
   * @param y its baseline
   * @param fontSize its size in drawing units
   * @param colour its fill
   * @return this canvas
   */
  public SvgCanvas label(String text, double x, double y, double fontSize, String colour) {
    return textAt(text, x, y, fontSize, "text-anchor", "middle", "fill", colour);
  }

  /**
   * Names a square's box for a page that takes clicks: see {@link #target(String, double, double,
   * double, double)}.
   *
   * @param name the square's name, as {@link Drawing#squares} gives it
   * @param box its box
   * @return this canvas
   */
  public SvgCanvas target(String name, Box box) {
    return target(name, box.x(), box.y(), box.width(), box.height());
  }

  /**
   * Names a square for a page that takes clicks ({@link SvgOptions#clickable()}): a transparent
   * rectangle over it, {@code <rect class="square" data-square="NAME" .../>}, that a page's style
   * sheet may colour.
   *
   * @param name the square's name, as {@link Drawing#squares} gives it
   * @param x the rectangle's left
   * @param y its top
   * @param width its width
   * @param height its height
   * @return this canvas
   */
  public SvgCanvas target(String name, double x, double y, double width, double height) {
    return target(name, x, y, width, height, false);
  }

  /**
   * Names a square's box for a page that takes clicks, saying whether a piece stands on it: see
   * {@link #target(String, double, double, double, double, boolean)}.
   *
   * @param name the square's name, as {@link Drawing#squares} gives it
   * @param box its box
   * @param occupied whether a piece stands on it
   * @return this canvas
   */
  public SvgCanvas target(String name, Box box, boolean occupied) {
    return target(name, box.x(), box.y(), box.width(), box.height(), occupied);
  }

  /**
   * Names a square for a page that takes clicks, as {@link #target(String, double, double, double,
   * double)} does; a square a piece stands on has the classes {@code square occupied}, so that a
   * page can show a move to it as a capture (a ring) and one to an empty square as a dot.
   *
   * @param name the square's name, as {@link Drawing#squares} gives it
   * @param x the rectangle's left
   * @param y its top
   * @param width its width
   * @param height its height
   * @param occupied whether a piece stands on it
   * @return this canvas
   */
  public SvgCanvas target(
      String name, double x, double y, double width, double height, boolean occupied) {
    return target(name, x, y, width, height, occupied, null);
  }

  /**
   * Names a board square's box for a page that takes clicks and for a screen reader, as {@link
   * #target(String, Box, boolean)} does, with an {@code aria-label} after the rectangle's other
   * attributes saying what stands there: {@code "7g, sente pawn"}, {@code "e5, empty"}.
   *
   * @param name the square's name, as {@link Drawing#squares} gives it
   * @param box its box
   * @param piece the piece standing there in words, such as {@link #words} make of its side and
   *     kind, or empty for an empty square
   * @return this canvas
   * @throws IllegalArgumentException if an argument is null
   */
  public SvgCanvas target(String name, Box box, Optional<String> piece) {
    checkArgument(name != null && box != null && piece != null, "an argument is null");
    return target(name, box, piece.isPresent(), name + ", " + piece.orElse("empty"));
  }

  /**
   * Names a box a person clicks that is no board square (a kind of piece in a hand), as {@link
   * #target(String, Box)} does, with an {@code aria-label} after the rectangle's other attributes.
   *
   * @param name the target's name, as {@link Drawing#squares} gives it
   * @param box its box
   * @param label what a screen reader says of it, such as {@code "sente pawn in hand, 2"}
   * @return this canvas
   * @throws IllegalArgumentException if an argument is null
   */
  public SvgCanvas target(String name, Box box, String label) {
    checkArgument(name != null && box != null && label != null, "an argument is null");
    return target(name, box, false, label);
  }

  private SvgCanvas target(String name, Box box, boolean occupied, String label) {
    return target(name, box.x(), box.y(), box.width(), box.height(), occupied, label);
  }

  /** The target's rectangle, with an {@code aria-label} last where a label is given. */
  private SvgCanvas target(
      String name,
      double x,
      double y,
      double width,
      double height,
      boolean occupied,
      String label) {
    Object[] attributes = {
      "class",
      occupied ? "square occupied" : "square",
      "data-square",
      name,
      "x",
      x,
      "y",
      y,
      "width",
      width,
      "height",
      height,
      "fill",
      "transparent",
      "aria-label",
      label
    };
    return element(
        "rect", label == null ? Arrays.copyOf(attributes, attributes.length - 2) : attributes);
  }

  /**
   * A constant's name as words of a label: {@code PROMOTED_SILVER} is {@code "promoted silver"},
   * {@code SENTE} is {@code "sente"}.
   *
   * @param constant an enum constant, such as a side or a piece's kind
   * @return its name in lower case, underscores as spaces
   * @throws IllegalArgumentException if the constant is null
   */
  public static String words(Enum<?> constant) {
    checkArgument(constant != null, "constant is null");
    return constant.name().toLowerCase(Locale.ROOT).replace('_', ' ');
  }

  /**
   * The document, every group closed.
   *
   * @return the SVG text
   */
  public String finish() {
    while (open > 0) {
      end();
    }
    return out + "</svg>\n";
  }

  private void start(String name, Object... attributes) {
    checkArgument(attributes.length % 2 == 0, "attributes come in name and value pairs");
    out.append('<').append(name);
    for (int i = 0; i < attributes.length; i += 2) {
      Object v = attributes[i + 1];
      String value = v instanceof Number n ? number(n.doubleValue()) : escape(String.valueOf(v));
      out.append(' ').append(attributes[i]).append("=\"").append(value).append('"');
    }
  }

  /**
   * A number as the canvas writes it: at most two decimals, no trailing zeros, no exponent.
   *
   * @param d the number
   * @return its text
   */
  public static String number(double d) {
    String s =
        BigDecimal.valueOf(d)
            .setScale(2, RoundingMode.HALF_EVEN)
            .stripTrailingZeros()
            .toPlainString();
    return s.equals("-0") ? "0" : s;
  }

  private static String escape(String s) {
    StringBuilder b = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '<' -> b.append("&lt;");
        case '>' -> b.append("&gt;");
        case '&' -> b.append("&amp;");
        case '"' -> b.append("&quot;");
        default -> {
          if (c >= ' ' || c == '\n' || c == '\t') {
            b.append(c);
          }
        }
      }
    }
    return b.toString();
  }
}
