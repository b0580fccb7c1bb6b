package io.github.plateau.cli;

import io.github.plateau.core.AnnotatedRecord;
import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Limits;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.Player;
import io.github.plateau.core.Position;
import io.github.plateau.core.ReadMode;
import io.github.plateau.core.Reason;
import io.github.plateau.core.RecordFormat;
import io.github.plateau.core.text.Decimals;
import io.github.plateau.core.text.Quoting;
import io.github.plateau.engine.Adjudication;
import io.github.plateau.engine.Dxp;
import io.github.plateau.engine.EnginePlayer;
import io.github.plateau.engine.Match;
import io.github.plateau.engine.MatchResult;
import io.github.plateau.engine.PairResult;
import io.github.plateau.engine.Players;
import io.github.plateau.engine.Protocol;
import io.github.plateau.engine.Sprt;
import io.github.plateau.engine.TimeControl;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * {@code match GAME --engine NAME=SPEC ... [options]}: plays a match between two or more players
 * (every pair) and prints the results; the last line of standard output is the summary {@code NAME1
 * vs NAME2: +W -L =D, score P%, Elo E +/- I[, SPRT: H0|H1|continue]} (one per pair, the last lines,
 * with more players). A game's progress line goes to standard error.
 */
final class MatchCommand implements Command {
  private static final Set<String> REPEATED = Set.of("--engine", "--protocol", "--option");

  @Override
  public String name() {
    return "match";
  }

  @Override
  public String synopsis() {
    return "GAME --engine NAME=COMMAND|random[:SEED]|search[:LIMIT]|class:CLASS|dxp:HOST:PORT ..."
        + " [--games N] [--tc TC | --nodes N | --movetime S | --depth N] [--start-timeout S]"
        + " [--concurrency C]"
        + " [--openings FILE | --random-plies K] [--seed S] [--max-plies N] [--records FILE]"
        + " [--sprt elo0=A,elo1=B[,alpha=,beta=,model=]] [--adjudicate resign=S/M,draw=S/M/P]"
        + " [--protocol NAME=P] [--option NAME.KEY=VALUE]";
  }

  @Override
  public String summary() {
    return "play a match between engines or players: Elo, LOS, SPRT, records";
  }

  @Override
  public int run(List<String> args, Console console) {
    Arguments arguments =
        Arguments.parse(
            args,
            Set.of(
                "--games",
                "--concurrency",
                "--tc",
                "--nodes",
                "--movetime",
                "--depth",
                "--start-timeout",
                "--openings",
                "--random-plies",
                "--seed",
                "--max-plies",
                "--records",
                "--sprt",
                "--adjudicate"),
            Set.of(),
            REPEATED);
    arguments.expect("GAME");
    Game<?, ?> game = arguments.game(0);
    play(game, arguments, console);
    return 0;
  }

  private static <P extends Position<P, M>, M> void play(
      Game<P, M> game, Arguments arguments, Console console) {
    Match.Builder<P, M> match;
    try {
      match = Match.builder(game); // the game given: refused only for its number of sides
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
    List<String> engines = arguments.all("--engine");
    if (engines.size() < 2) {
      throw new UsageException("a match needs two --engine NAME=SPEC or more");
    }
    Map<String, Protocol> protocols = protocols(game, arguments.all("--protocol"));
    Map<String, Map<String, String>> options = options(arguments.all("--option"));
    EnginePlayer.Timeouts timeouts = startTimeout(clock(match, arguments), arguments);
    Set<String> names = new java.util.HashSet<>();
    Map<String, Long> tables = new LinkedHashMap<>(); // the built-in players' table bytes
    boolean dxp = false;
    for (String engine : engines) {
      int eq = engine.indexOf('=');
      if (eq <= 0 || eq == engine.length() - 1) {
        throw new UsageException("--engine takes NAME=SPEC, not '" + Quoting.shown(engine) + "'");
      }
      String name = engine.substring(0, eq);
      String spec = engine.substring(eq + 1);
      dxp |= spec.startsWith("dxp:");
      if (!names.add(name)) {
        throw new UsageException("two engines are named " + name);
      }
      Protocol protocol = protocols.getOrDefault(name, EngineCommand.protocol(game, null));
      Supplier<Player<P, M>> factory =
          factory(
              game, name, spec, protocol, timeouts, options.getOrDefault(name, Map.of()), tables);
      match.entrant(name, factory);
    }
    for (String name : protocols.keySet()) {
      if (!names.contains(name)) {
        throw new UsageException("--protocol names no engine: " + name);
      }
    }
    for (String name : options.keySet()) {
      if (!names.contains(name)) {
        throw new UsageException("--option names no engine: " + name);
      }
    }
    int games = positive(arguments, "--games", 2);
    int concurrency =
        arguments
            .value("--concurrency")
            .map(c -> range(c, "--concurrency", 1, Match.MAX_CONCURRENCY))
            .orElse(1);
    if (concurrency > 1 && dxp) {
      // a DXP follower serves one connection at a time: a second game would wait for the first
      throw new UsageException("a DXP engine plays one game at a time: --concurrency must be 1");
    }
    // a task plays a pair's two games with one opening: no more run at once than there are tasks
    long pairings = (long) engines.size() * (engines.size() - 1) / 2;
    long atOnce = Math.min(concurrency, (games + 1L) / 2 * pairings);
    checkHeap(tables, (int) atOnce, Runtime.getRuntime().maxMemory());
    match.games(games).concurrency(concurrency);
    arguments
        .value("--seed")
        .ifPresent(
            s -> match.seed(Arguments.wholeNumber("--seed", s, Long.MIN_VALUE, Long.MAX_VALUE)));
    match.maxPlies(positive(arguments, "--max-plies", 1000));
    Optional<String> openings = arguments.value("--openings");
    Optional<String> randomPlies = arguments.value("--random-plies");
    if (openings.isPresent() && randomPlies.isPresent()) {
      throw new UsageException("give --openings or --random-plies, not both");
    }
    openings.ifPresent(file -> match.openings(openings(game, Path.of(file))));
    randomPlies.ifPresent(k -> match.randomPlies(range(k, "--random-plies", 0, 200)));
    try {
      arguments.value("--sprt").ifPresent(s -> match.sprt(Sprt.parse(s)));
      arguments.value("--adjudicate").ifPresent(s -> match.adjudication(Adjudication.parse(s)));
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
    if (arguments.value("--sprt").isPresent() && engines.size() != 2) {
      throw new UsageException("--sprt tests two players, not " + engines.size());
    }
    Optional<Path> records = arguments.value("--records").map(Path::of);
    records.ifPresent(MatchCommand::checkWritable);
    match.progress(line -> console.err().println(Console.printable(line)));
    MatchResult<P, M> result = match.build().run();
    records.ifPresent(file -> write(file, result.records()));
    report(result, console);
  }

  /**
   * Refuses a match whose players' tables would not fit in the heap, before any game: each thread
   * of the match keeps a player of every entrant it seats, so the tables count once a game played
   * at once. A quarter of the heap is left to the rest (records, the players' lists).
   *
   * @param tables the built-in players' table bytes, by entrant
   * @param concurrency the games played at once
   * @param heapBytes the heap's size
   * @throws InputException if the tables take more than three quarters of the heap
   */
  static void checkHeap(Map<String, Long> tables, int concurrency, long heapBytes) {
    long perGame = tables.values().stream().mapToLong(Long::longValue).sum();
    if (perGame * concurrency <= heapBytes / 4 * 3) {
      return;
    }
    StringBuilder each = new StringBuilder();
    tables.forEach(
        (name, bytes) ->
            each.append(each.length() == 0 ? "" : ", ")
                .append(name)
                .append(' ')
                .append(bytes >> 20)
                .append(" MB"));
    throw new InputException(
        "the search tables ("
            + each
            + ") times "
            + concurrency
            + " games at once take "
            + (perGame * concurrency >> 20)
            + " MB, more than three quarters of Java's heap ("
            + (heapBytes >> 20)
            + " MB): lower --concurrency or the tables' Hash (--option NAME.Hash=MB), or give"
            + " Java a larger heap (-Xmx)");
  }

  private static <P extends Position<P, M>, M> Supplier<Player<P, M>> factory(
      Game<P, M> game,
      String name,
      String spec,
      Protocol protocol,
      EnginePlayer.Timeouts timeouts,
      Map<String, String> options,
      Map<String, Long> tables) {
    if (spec.startsWith("dxp:")) {
      return dxp(game, name, spec);
    }
    boolean builtIn = Players.isSpecification(spec);
    List<String> command = builtIn ? List.of() : Words.split(spec);
    if (!builtIn && command.isEmpty()) {
      throw new UsageException("engine " + name + " has an empty command");
    }
    if (!builtIn) {
      EngineCommand.requireRunnable(name, command.get(0));
    }
    if (builtIn) {
      // a bad class name, option or value is a usage error now, not a foul in every game
      Player<P, M> trial;
      try {
        trial = Players.create(game, spec);
      } catch (IllegalArgumentException e) {
        throw new UsageException(e.getMessage());
      }
      try {
        options.forEach(trial::setOption);
        long bytes = Players.tableBytes(trial);
        if (bytes > 0) {
          tables.put(name, bytes);
        }
      } catch (IllegalArgumentException e) {
        throw new UsageException("--option of " + name + ": " + e.getMessage());
      } finally {
        trial.close();
      }
    }
    return () -> {
      Player<P, M> player =
          builtIn
              ? Players.create(game, spec)
              : EnginePlayer.start(game, protocol, name, command, timeouts);
      options.forEach(player::setOption);
      return player;
    };
  }

  private static <P extends Position<P, M>, M> Supplier<Player<P, M>> dxp(
      Game<P, M> game, String name, String spec) {
    String[] parts = spec.split(":", -1);
    if (parts.length != 3) {
      throw new UsageException("a DXP engine is dxp:HOST:PORT, not '" + Quoting.shown(spec) + "'");
    }
    EngineCommand.requireDxp(game);
    long port =
        Arguments.orRefuse(Decimals.parse(parts[2]), "the DXP port must be a number", parts[2]);
    if (port <= 0 || port > 65535) {
      throw new UsageException("the DXP port must be 1 to 65535, not " + port);
    }
    return () -> Dxp.connect(game, parts[1], (int) port, "Plateau " + name, Duration.ofSeconds(10));
  }

  private static Map<String, Protocol> protocols(Game<?, ?> game, List<String> values) {
    Map<String, Protocol> protocols = new LinkedHashMap<>();
    for (String v : values) {
      int eq = v.indexOf('=');
      if (eq <= 0) {
        throw new UsageException("--protocol takes NAME=PROTOCOL, not '" + Quoting.shown(v) + "'");
      }
      protocols.put(v.substring(0, eq), EngineCommand.protocol(game, v.substring(eq + 1)));
    }
    return protocols;
  }

  private static Map<String, Map<String, String>> options(List<String> values) {
    Map<String, Map<String, String>> options = new LinkedHashMap<>();
    for (String v : values) {
      int dot = v.indexOf('.');
      int eq = v.indexOf('=', Math.max(dot, 0));
      if (dot <= 0 || eq <= dot + 1) {
        throw new UsageException("--option takes NAME.KEY=VALUE, not '" + Quoting.shown(v) + "'");
      }
      String before =
          options
              .computeIfAbsent(v.substring(0, dot), k -> new LinkedHashMap<>())
              .put(v.substring(dot + 1, eq), v.substring(eq + 1));
      if (before != null) {
        throw new UsageException("--option " + Quoting.shown(v.substring(0, eq)) + " given twice");
      }
    }
    return options;
  }

  /** Sets the match's clock; returns the engines' timeouts under it. */
  private static EnginePlayer.Timeouts clock(Match.Builder<?, ?> match, Arguments arguments) {
    List<String> given = new ArrayList<>();
    for (String o : List.of("--tc", "--nodes", "--movetime", "--depth")) {
      if (arguments.value(o).isPresent()) {
        given.add(o);
      }
    }
    if (given.size() > 1) {
      throw new UsageException("give one of --tc, --nodes, --movetime, --depth, not " + given);
    }
    try {
      Limits fixed;
      if (arguments.value("--nodes").isPresent()) {
        fixed = Limits.nodes(positive(arguments, "--nodes", 1));
      } else if (arguments.value("--depth").isPresent()) {
        fixed = Limits.depth(positive(arguments, "--depth", 1));
      } else if (arguments.value("--movetime").isPresent()) {
        fixed = Limits.moveTime(seconds(arguments.value("--movetime").get()));
      } else {
        TimeControl control = TimeControl.parse(arguments.value("--tc").orElse("10+0.1"));
        match.timeControl(control);
        return EnginePlayer.Timeouts.within(control);
      }
      match.limits(fixed);
      return EnginePlayer.Timeouts.within(fixed);
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
  }

  /** The most seconds {@code --start-timeout} gives an engine to start. */
  static final int MAX_START_SECONDS = 600;

  /**
   * The clock's timeouts, with the time to start and to answer each {@code isready} replaced by
   * {@code --start-timeout}'s whole seconds if given: an engine that loads for seconds (GPS Shogi)
   * can then play a fast clock.
   */
  private static EnginePlayer.Timeouts startTimeout(
      EnginePlayer.Timeouts timeouts, Arguments arguments) {
    return arguments
        .value("--start-timeout")
        .map(v -> range(v, "--start-timeout", 1, MAX_START_SECONDS))
        .map(
            s -> new EnginePlayer.Timeouts(Duration.ofSeconds(s), timeouts.grace(), timeouts.cap()))
        .orElse(timeouts);
  }

  private static Duration seconds(String s) {
    // a plain decimal: BigDecimal alone would also read 1e0 and the digits of other scripts
    BigDecimal d =
        Arguments.orRefuse(Decimals.parseDecimal(s), "--movetime must be a number of seconds", s);
    if (d.signum() <= 0 || d.compareTo(BigDecimal.valueOf(86_400)) > 0) {
      throw new UsageException("--movetime must be 0.001 to 86400 seconds, not " + s);
    }
    return Duration.ofMillis(Math.max(1, d.movePointRight(3).longValue()));
  }

  private static <P extends Position<P, M>, M> List<GameRecord<P, M>> openings(
      Game<P, M> game, Path file) {
    byte[] bytes;
    try {
      if (Files.size(file) > RecordCommand.MAX_BYTES) {
        throw new InputException(file + " is larger than " + RecordCommand.MAX_BYTES + " bytes");
      }
      bytes = Files.readAllBytes(file);
    } catch (IOException e) {
      throw new InputException("cannot read " + file + ": " + e.getMessage());
    }
    String name = file.getFileName() == null ? "" : file.getFileName().toString();
    List<GameRecord<P, M>> openings = new ArrayList<>();
    for (RecordFormat<P, M> format : game.recordFormats()) {
      if (format.matchesExtension(name)) {
        for (AnnotatedRecord<P, M> r : format.readAll(game, bytes, ReadMode.STRICT)) {
          if (!r.record().isOver()) {
            openings.add(r.record());
          }
        }
        return nonEmpty(openings, file);
      }
    }
    int lineNumber = 0;
    for (String line : new String(bytes, StandardCharsets.UTF_8).split("\\R")) {
      lineNumber++;
      String text = line.strip();
      if (text.isEmpty() || text.startsWith("#")) {
        continue;
      }
      try {
        GameRecord<P, M> r = GameRecord.start(game, game.parse(text));
        if (!r.isOver()) {
          openings.add(r);
        }
      } catch (PlateauException e) {
        throw new InputException(file + " line " + lineNumber + ": " + e.getMessage());
      }
    }
    return nonEmpty(openings, file);
  }

  private static <T> List<T> nonEmpty(List<T> openings, Path file) {
    if (openings.isEmpty()) {
      throw new InputException(file + " holds no opening that leaves a game to play");
    }
    return openings;
  }

  /** Refuses a records file that could not be written, before the match rather than after it. */
  private static void checkWritable(Path file) {
    Path folder = file.toAbsolutePath().getParent();
    String problem = null;
    if (Files.isDirectory(file)) {
      problem = "is a folder";
    } else if (folder == null || !Files.isDirectory(folder)) {
      problem = "is in no existing folder";
    } else if (Files.exists(file) ? !Files.isWritable(file) : !Files.isWritable(folder)) {
      problem = "cannot be written";
    }
    if (problem != null) {
      throw new InputException("--records " + file + " " + problem);
    }
  }

  private static void write(Path file, String text) {
    try {
      Files.writeString(file, text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
    }
  }

  private static void report(MatchResult<?, ?> result, Console console) {
    for (PairResult p : result.pairs()) {
      console.out().println(p.first() + " vs " + p.second() + ":");
      reasons(console, "  " + p.first() + " wins", p.winsBy());
      reasons(console, "  " + p.second() + " wins", p.lossesBy());
      reasons(console, "  draws", p.drawsBy());
      console
          .out()
          .println(
              String.format(Locale.ROOT, "  LOS %.1f%%, game pairs %s", 100 * p.los(), pairs(p)));
    }
    for (String line : result.summaries()) {
      console.out().println(line);
    }
  }

  private static void reasons(Console console, String label, Map<Reason, Long> counts) {
    if (counts.isEmpty()) {
      return;
    }
    StringBuilder s = new StringBuilder(label).append(':');
    counts.forEach(
        (r, n) -> s.append(' ').append(r.name().toLowerCase(Locale.ROOT)).append(' ').append(n));
    console.out().println(s);
  }

  private static String pairs(PairResult p) {
    long[] c = p.pairs();
    return String.format(
        Locale.ROOT, "[0: %d, 0.5: %d, 1: %d, 1.5: %d, 2: %d]", c[0], c[1], c[2], c[3], c[4]);
  }

  private static int positive(Arguments arguments, String option, int otherwise) {
    return arguments
        .value(option)
        .map(v -> range(v, option, 1, Integer.MAX_VALUE))
        .orElse(otherwise);
  }

  private static int range(String value, String option, int min, int max) {
    return (int) Arguments.wholeNumber(option, value, min, max);
  }
}
