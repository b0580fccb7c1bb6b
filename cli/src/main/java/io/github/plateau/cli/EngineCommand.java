package io.github.plateau.cli;

import io.github.plateau.core.Game;
import io.github.plateau.core.Games;
import io.github.plateau.core.Player;
import io.github.plateau.core.Position;
import io.github.plateau.engine.EngineServer;
import io.github.plateau.engine.Players;
import io.github.plateau.engine.Protocol;
import java.util.List;
import java.util.Set;

/**
 * {@code engine GAME [--protocol P] [--player SPEC]}: serves a player as an engine on standard
 * input and output, for a GUI or a match runner to drive: USI for shogi, UCI (or UCCI) for xiangqi,
 * Hub for draughts, NSP for Napoleon. Nothing else is written to standard output.
 */
final class EngineCommand implements Command {
  @Override
  public String name() {
    return "engine";
  }

  @Override
  public String synopsis() {
    return "GAME [--protocol P] [--player random|random:SEED|class:CLASS]";
  }

  @Override
  public String summary() {
    return "serve a player as an engine on stdin/stdout (USI, UCI, UCCI, Hub, NSP)";
  }

  @Override
  public int run(List<String> args, Console console) {
    Arguments arguments = Arguments.parse(args, Set.of("--protocol", "--player"), Set.of());
    arguments.expect("GAME");
    Game<?, ?> game = Games.create(arguments.positional(0));
    Protocol protocol = protocol(game, arguments.value("--protocol").orElse(null));
    serve(game, protocol, arguments.value("--player").orElse("random"), console);
    return 0;
  }

  /** The named protocol, or the game's default; a usage error if it cannot carry the game. */
  static Protocol protocol(Game<?, ?> game, String name) {
    Protocol protocol;
    try {
      protocol = name == null ? Protocol.defaultFor(game) : Protocol.of(name);
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
    if (!protocol.supports(game)) {
      throw new UsageException(protocol.id() + " does not carry " + game.name());
    }
    if (protocol == Protocol.DXP) {
      throw new UsageException("DXP is spoken over TCP between two programs, not on stdin/stdout");
    }
    return protocol;
  }

  private static <P extends Position<P, M>, M> void serve(
      Game<P, M> game, Protocol protocol, String spec, Console console) {
    Player<P, M> player;
    try {
      player = Players.create(game, spec);
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
    console.out().flush();
    EngineServer.serve(game, protocol, player, console.input(), console.out());
  }
}
