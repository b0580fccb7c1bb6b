package io.github.plateau.cli;

import io.github.plateau.core.Game;
import io.github.plateau.core.Position;
import io.github.plateau.core.svg.Drawing;
import io.github.plateau.core.svg.SvgOptions;
import io.github.plateau.core.text.Decimals;
import io.github.plateau.core.text.Quoting;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;

/**
 * {@code svg GAME [--fen POSITION] [--size N] [--flipped] [--no-coordinates] [--clickable] [--last
 * A,B] [--mark A,B,...] [--arrows A:B,...]}: draws a position as SVG on standard output, through
 * the game's {@link Game#drawing() drawing}; {@code --clickable} names the squares for a page that
 * takes clicks.
 */
final class SvgCommand implements Command {
  @Override
  public String name() {
    return "svg";
  }

  @Override
  public String synopsis() {
    return "GAME [--fen POSITION] [--size N] [--flipped] [--no-coordinates] [--clickable]"
        + " [--last A,B] [--mark A,B,...] [--arrows A:B,...]";
  }

  @Override
  public String summary() {
    return "draw a position as SVG (squares in the game's notation)";
  }

  @Override
  public int run(List<String> args, Console console) {
    Arguments arguments =
        Arguments.parse(
            args,
            Set.of("--fen", "--size", "--last", "--mark", "--arrows"),
            Set.of("--flipped", "--no-coordinates", "--clickable"));
    arguments.expect("GAME");
    SvgOptions options;
    try {
      SvgOptions.Builder b =
          SvgOptions.builder()
              .flipped(arguments.flag("--flipped"))
              .coordinates(!arguments.flag("--no-coordinates"))
              .clickable(arguments.flag("--clickable"));
      arguments.value("--size").ifPresent(s -> b.size(size(s)));
      arguments.value("--last").ifPresent(s -> b.lastMove(s.split(",", -1)));
      arguments.value("--mark").ifPresent(s -> List.of(s.split(",", -1)).forEach(b::mark));
      arguments.value("--arrows").ifPresent(s -> arrows(b, s));
      options = b.build();
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
    console.out().print(draw(arguments.game(0), arguments.value("--fen"), options));
    return 0;
  }

  private static <P extends Position<P, M>, M> String draw(
      Game<P, M> game, Optional<String> fen, SvgOptions options) {
    Drawing<P, M> drawing =
        game.drawing().orElseThrow(() -> new UsageException(game.id() + " has no SVG drawing"));
    P position = Positions.initial(game, fen);
    try {
      return drawing.svg(position, options);
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
  }

  private static void arrows(SvgOptions.Builder b, String text) {
    for (String arrow : text.split(",", -1)) {
      int colon = arrow.indexOf(':');
      if (colon <= 0 || colon == arrow.length() - 1) {
        throw new UsageException("an arrow is FROM:TO, not '" + Quoting.shown(arrow) + "'");
      }
      b.arrow(arrow.substring(0, colon), arrow.substring(colon + 1));
    }
  }

  private static int size(String text) {
    OptionalLong n = Decimals.parse(text); // ASCII digits only
    if (n.isEmpty() || n.getAsLong() != (int) n.getAsLong()) {
      throw new UsageException(
          "--size must be a number of pixels, not '" + Quoting.shown(text) + "'");
    }
    return (int) n.getAsLong();
  }
}
