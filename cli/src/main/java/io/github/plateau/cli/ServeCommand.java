package io.github.plateau.cli;

import io.github.plateau.core.Games;
import io.github.plateau.core.text.Decimals;
import io.github.plateau.core.text.Quoting;
import io.github.plateau.engine.Players;
import io.github.plateau.web.BoardServer;
import io.github.plateau.web.Opponent;
import java.time.Duration;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;

/**
 * {@code serve [--port N] [--host H] [--engine NAME=SPEC ...] [--engine-games NAME=ID,...]
 * [--movetime S] [--max-games N]}: the local web board, until the process is stopped. Its address
 * is the one line on standard output. The random player ({@code random}) and the built-in search
 * player ({@code search}, thinking for the move time) are always offered.
 */
final class ServeCommand implements Command {
  private static final Set<String> REPEATED = Set.of("--engine", "--engine-games");

  @Override
  public String name() {
    return "serve";
  }

  @Override
  public String synopsis() {
    return "[--port N] [--host H]"
        + " [--engine NAME=COMMAND|random[:SEED]|search[:SETTINGS]|class:CLASS ...]"
        + " [--engine-games NAME=ID,...] [--movetime S] [--max-games N]";
  }

  @Override
  public String summary() {
    return "a local web board: play any game in the browser, against people, bots and engines";
  }

  @Override
  public int run(List<String> args, Console console) {
    Arguments arguments =
        Arguments.parse(
            args, Set.of("--port", "--host", "--movetime", "--max-games"), Set.of(), REPEATED);
    arguments.expect();
    BoardServer.Builder builder = BoardServer.builder();
    try {
      arguments.value("--host").ifPresent(builder::host);
      builder.port(Arguments.integer("--port", arguments.value("--port").orElse("8080"), 0, 65535));
      arguments
          .value("--max-games")
          .ifPresent(n -> builder.maxGames(Arguments.integer("--max-games", n, 1, 100_000)));
      arguments.value("--movetime").ifPresent(s -> builder.moveTime(seconds(s)));
      opponents(arguments).forEach(builder::opponent);
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
    BoardServer server;
    try {
      server = builder.start();
    } catch (IllegalStateException e) {
      throw new InputException(e.getMessage());
    }
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  server.close(); // engines started for the page are stopped with it
                  stopped.countDown();
                }));
    console.out().println(server.url());
    console.out().flush();
    console.err().println("plateau serve: open " + server.url() + " (Ctrl-C stops the server)");
    if (arguments
        .value("--host")
        .map(h -> !h.equals("127.0.0.1") && !h.equals("localhost"))
        .orElse(false)) {
      console
          .err()
          .println(
              "plateau serve: the board is open to the network: anyone who reaches it may play"
                  + " and start engine games; it has no accounts");
    }
    try {
      stopped.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return 0;
  }

  private static List<Opponent> opponents(Arguments arguments) {
    Map<String, Opponent> byName = new LinkedHashMap<>();
    byName.put("random", Opponent.player("random", "random"));
    // the built-in search, within the server's move time: a game worth playing, with no engine
    byName.put(Opponent.SEARCH, Opponent.player(Opponent.SEARCH, Opponent.SEARCH));
    for (String engine : arguments.all("--engine")) {
      int eq = engine.indexOf('=');
      if (eq <= 0 || eq == engine.length() - 1) {
        throw new UsageException("--engine takes NAME=SPEC, not '" + Quoting.shown(engine) + "'");
      }
      String name = engine.substring(0, eq);
      String spec = engine.substring(eq + 1);
      boolean builtIn = Players.isSpecification(spec);
      Opponent o = builtIn ? Opponent.player(name, spec) : Opponent.engine(name, Words.split(spec));
      if (byName.put(name, o) != null) {
        throw new UsageException("two opponents are named " + name);
      }
    }
    Set<String> restricted = new HashSet<>();
    for (String only : arguments.all("--engine-games")) {
      int eq = only.indexOf('=');
      if (eq <= 0 || eq == only.length() - 1) {
        throw new UsageException(
            "--engine-games takes NAME=ID,..., not '" + Quoting.shown(only) + "'");
      }
      String name = only.substring(0, eq);
      if (!byName.containsKey(name)) {
        throw new UsageException("--engine-games names no engine: " + name);
      }
      if (!restricted.add(name)) {
        throw new UsageException("--engine-games names " + name + " twice");
      }
      List<String> ids = List.of(only.substring(eq + 1).split(",", -1));
      for (String id : ids) {
        if (!Games.ids().contains(id)) {
          throw new UsageException(
              "--engine-games: no game '"
                  + Quoting.shown(id)
                  + "' (installed: "
                  + String.join(", ", Games.ids())
                  + ")");
        }
      }
      byName.put(name, byName.get(name).onlyFor(ids));
    }
    return List.copyOf(byName.values());
  }

  private static Duration seconds(String text) {
    // a plain decimal: Double.parseDouble also takes 1e2, 0x1p3 and 1d
    double s =
        Arguments.orRefuse(
                Decimals.parseDecimal(text).filter(d -> !text.startsWith("-")),
                "--movetime must be seconds",
                text)
            .doubleValue();
    if (!(s >= 0.001 && s <= 600)) {
      throw new UsageException("--movetime must be 0.001 to 600 seconds, not " + text);
    }
    return Duration.ofNanos((long) (s * 1e9));
  }
}
