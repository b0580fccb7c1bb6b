package io.github.plateau.cli;

import io.github.plateau.core.Game;
import io.github.plateau.core.Games;
import io.github.plateau.core.Position;
import io.github.plateau.core.svg.SvgOptions;
import io.github.plateau.draughts.DraughtsPosition;
import io.github.plateau.draughts.DraughtsSvg;
import io.github.plateau.napoleon.NapoleonPosition;
import io.github.plateau.napoleon.NapoleonSvg;
import io.github.plateau.shogi.ShogiPosition;
import io.github.plateau.shogi.ShogiSvg;
import io.github.plateau.xiangqi.XiangqiPosition;
import io.github.plateau.xiangqi.XiangqiSvg;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * {@code svg GAME [--fen POSITION] [--size N] [--flipped] [--no-coordinates] [--last A,B] [--mark
 * A,B,...] [--arrows A-B,...]}: draws a position as SVG on standard output, with each game's
 * renderer.
 */
final class SvgCommand implements Command {
  @Override
  public String name() {
    return "svg";
  }

  @Override
  public String synopsis() {
    return "GAME [--fen POSITION] [--size N] [--flipped] [--no-coordinates] [--last A,B]"
        + " [--mark A,B,...] [--arrows A:B,...]";
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
            Set.of("--flipped", "--no-coordinates"));
    arguments.expect("GAME");
    SvgOptions options;
    try {
      SvgOptions.Builder b =
          SvgOptions.builder()
              .flipped(arguments.flag("--flipped"))
              .coordinates(!arguments.flag("--no-coordinates"));
      arguments.value("--size").ifPresent(s -> b.size(size(s)));
      arguments.value("--last").ifPresent(s -> b.lastMove(s.split(",", -1)));
      arguments.value("--mark").ifPresent(s -> List.of(s.split(",", -1)).forEach(b::mark));
      arguments.value("--arrows").ifPresent(s -> arrows(b, s));
      options = b.build();
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
    console
        .out()
        .print(draw(Games.create(arguments.positional(0)), arguments.value("--fen"), options));
    return 0;
  }

  private static <P extends Position<P, M>, M> String draw(
      Game<P, M> game, Optional<String> fen, SvgOptions options) {
    P position = Positions.initial(game, fen);
    try {
      if (position instanceof ShogiPosition p) {
        return ShogiSvg.write(p, options);
      }
      if (position instanceof XiangqiPosition p) {
        return XiangqiSvg.write(p, options);
      }
      if (position instanceof DraughtsPosition p) {
        return DraughtsSvg.write(p, options);
      }
      if (position instanceof NapoleonPosition p) {
        return NapoleonSvg.write(p, options);
      }
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
    throw new UsageException(game.id() + " has no SVG renderer");
  }

  private static void arrows(SvgOptions.Builder b, String text) {
    for (String arrow : text.split(",", -1)) {
      int colon = arrow.indexOf(':');
      if (colon <= 0 || colon == arrow.length() - 1) {
        throw new UsageException("an arrow is FROM:TO, not '" + arrow + "'");
      }
      b.arrow(arrow.substring(0, colon), arrow.substring(colon + 1));
    }
  }

  private static int size(String text) {
    try {
      return Integer.parseInt(text);
    } catch (NumberFormatException e) {
      throw new UsageException("--size must be a number of pixels, not '" + text + "'");
    }
  }
}
