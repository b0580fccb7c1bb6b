package io.github.plateau.cli;

import io.github.plateau.core.Game;
import io.github.plateau.core.Player;
import io.github.plateau.core.Position;
import io.github.plateau.core.text.Decimals;
import io.github.plateau.core.text.Quoting;
import io.github.plateau.engine.Dxp;
import io.github.plateau.engine.EngineIdentity;
import io.github.plateau.engine.EnginePlayer;
import io.github.plateau.engine.EngineServer;
import io.github.plateau.engine.Players;
import io.github.plateau.engine.Protocol;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.List;
import java.util.Set;

/**
 * {@code engine GAME [--protocol P] [--player SPEC] [--name N] [--author A]}: serves a player as an
 * engine on standard input and output, for a GUI or a match runner to drive: USI for shogi, UCI (or
 * UCCI) for xiangqi, Hub for draughts, NSP for Napoleon; or as a DXP Follower over TCP. The engine
 * introduces itself under the name and author given, by default the player's name with {@code
 * (Plateau)} and {@code Plateau}. Nothing else is written to standard output.
 */
final class EngineCommand implements Command {
  @Override
  public String name() {
    return "engine";
  }

  @Override
  public String synopsis() {
    return "GAME [--protocol P] [--player random|random:SEED|search[:LIMIT]|class:CLASS]"
        + " [--name N] [--author A] [--port N [--host H]]";
  }

  @Override
  public String summary() {
    return "serve a player as an engine: stdin/stdout (USI, UCI, UCCI, Hub, NSP) or TCP (DXP)";
  }

  @Override
  public int run(List<String> args, Console console) {
    Arguments arguments =
        Arguments.parse(
            args,
            Set.of("--protocol", "--player", "--name", "--author", "--port", "--host"),
            Set.of());
    arguments.expect("GAME");
    Game<?, ?> game = arguments.game(0);
    String spec = arguments.value("--player").orElse("random");
    if (arguments.value("--protocol").map(p -> p.equalsIgnoreCase("dxp")).orElse(false)) {
      requireDxp(game);
      String port = arguments.required("--port", "N");
      serveDxp(game, spec, arguments, port, console);
      return 0;
    }
    if (arguments.value("--port").isPresent() || arguments.value("--host").isPresent()) {
      throw new UsageException("--port and --host are for --protocol dxp");
    }
    Protocol protocol = protocol(game, arguments.value("--protocol").orElse(null));
    serve(game, protocol, spec, arguments, console);
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
      throw new UsageException("DXP is spoken over TCP: give --port N (and --host H)");
    }
    return protocol;
  }

  /**
   * Refuses an engine whose program cannot be run, before anything starts it.
   *
   * @param name the engine's name, in the message
   * @param program the first word of its command
   * @throws InputException naming the program and why it cannot be run
   */
  static void requireRunnable(String name, String program) {
    if (!EnginePlayer.runnable(program)) {
      throw new InputException(
          "engine "
              + name
              + ": no program '"
              + Quoting.shown(program)
              + (program.contains("/")
                  ? "' can be run (no executable file there)"
                  : "' can be run (not found on the PATH)"));
    }
  }

  /**
   * A usage error unless DXP carries the game (its provider names DXP for international draughts).
   */
  static void requireDxp(Game<?, ?> game) {
    if (!Protocol.DXP.supports(game)) {
      throw new UsageException("DXP plays 10 x 10 international draughts, not " + game.name());
    }
  }

  private static <P extends Position<P, M>, M> void serveDxp(
      Game<P, M> game, String spec, Arguments arguments, String port, Console console) {
    String host = arguments.value("--host").orElse("127.0.0.1");
    long number = Arguments.orRefuse(Decimals.parse(port), "--port must be a number", port);
    if (number < 0 || number > 65535) {
      throw new UsageException("--port must be 0 to 65535, not " + port);
    }
    Player<P, M> player = player(game, spec);
    EngineIdentity identity = identity(player, arguments);
    try (ServerSocket socket = new ServerSocket((int) number, 50, InetAddress.getByName(host))) {
      console.err().println("dxp: listening on " + host + ":" + socket.getLocalPort());
      Dxp.serve(
          game, player, identity, socket, line -> console.err().println(Console.printable(line)));
    } catch (IOException e) {
      throw new InputException("cannot listen on " + host + ":" + port + ": " + e.getMessage());
    }
  }

  private static <P extends Position<P, M>, M> void serve(
      Game<P, M> game, Protocol protocol, String spec, Arguments arguments, Console console) {
    Player<P, M> player = player(game, spec);
    EngineIdentity identity = identity(player, arguments);
    console.out().flush();
    EngineServer.serve(game, protocol, player, identity, console.input(), console.out());
  }

  private static <P extends Position<P, M>, M> Player<P, M> player(Game<P, M> game, String spec) {
    try {
      return Players.create(game, spec);
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
  }

  /** The name and author from --name and --author, each by default the player's own. */
  private static EngineIdentity identity(Player<?, ?> player, Arguments arguments) {
    EngineIdentity standard = EngineIdentity.of(player);
    try {
      return new EngineIdentity(
          arguments.value("--name").orElse(standard.name()),
          arguments.value("--author").orElse(standard.author()));
    } catch (IllegalArgumentException e) {
      player.close(); // nothing is served: the player made for it is let go
      throw new UsageException(e.getMessage());
    }
  }
}
