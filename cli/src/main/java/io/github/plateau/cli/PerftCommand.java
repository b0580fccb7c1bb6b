package io.github.plateau.cli;

import io.github.plateau.core.Game;
import io.github.plateau.core.Perft;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.Position;
import io.github.plateau.engine.Protocol;
import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * {@code perft GAME DEPTH [--fen POSITION] [--divide] [--threads N]}: the number of leaves of the
 * legal-move tree, alone on the last line of standard output; timing on standard error. DEPTH is at
 * most {@link Perft#MAX_DEPTH}. With {@code --fen -}, line n of the output is the count of line n
 * of the input, and a blank input line is refused. With {@code --compare "ENGINE COMMAND"
 * [--protocol P]}, an engine's divides against Plateau's ({@link PerftCompare}).
 */
final class PerftCommand implements Command {
  private static final int MAX_THREADS = 1024;

  @Override
  public String name() {
    return "perft";
  }

  @Override
  public String synopsis() {
    return "GAME DEPTH [--fen POSITION] [--divide] [--threads N]"
        + " [--compare \"ENGINE COMMAND\" [--protocol P]]";
  }

  @Override
  public String summary() {
    return "count the leaves of the legal-move tree at DEPTH plies";
  }

  @Override
  public int run(List<String> args, Console console) {
    Arguments arguments =
        Arguments.parse(
            args, Set.of("--fen", "--threads", "--compare", "--protocol"), Set.of("--divide"));
    arguments.expect("GAME", "DEPTH");
    int depth = Arguments.integer("DEPTH", arguments.positional(1), 0, Perft.MAX_DEPTH);
    int threads = arguments.integer("--threads", 1, 1, MAX_THREADS);
    boolean divide = arguments.flag("--divide");
    Optional<String> fen = arguments.value("--fen");
    boolean fromInput = fen.isPresent() && fen.get().equals("-");
    Optional<String> compare = arguments.value("--compare");
    if (compare.isPresent()) {
      return compare(arguments, depth, compare.get(), fromInput, console);
    }
    if (arguments.value("--protocol").isPresent()) {
      throw new UsageException("--protocol names the protocol of the engine of --compare");
    }
    if (divide && depth < 1) {
      throw new UsageException("--divide needs a DEPTH of at least 1");
    }
    if (divide && fromInput) {
      throw new UsageException("--divide takes one position, not --fen -");
    }
    Game<?, ?> game = arguments.game(0);
    Settings settings = new Settings(depth, threads, divide);
    if (fromInput) {
      fromInput(game, settings, console);
    } else {
      one(game, fen, settings, console);
    }
    return 0;
  }

  private static int compare(
      Arguments arguments, int depth, String command, boolean fromInput, Console console) {
    if (fromInput) {
      throw new UsageException(
          "--compare takes one position: --fen FEN, not --fen - (positions from standard input)");
    }
    if (arguments.flag("--divide") || arguments.value("--threads").isPresent()) {
      throw new UsageException("--compare takes one position, without --divide or --threads");
    }
    if (depth < 1) {
      throw new UsageException("--compare needs a DEPTH of at least 1");
    }
    Game<?, ?> game = arguments.game(0);
    Protocol protocol = PerftCompare.protocol(game, arguments.value("--protocol"));
    return compare(game, arguments.value("--fen"), depth, protocol, command, console);
  }

  private static <P extends Position<P, M>, M> int compare(
      Game<P, M> game,
      Optional<String> fen,
      int depth,
      Protocol protocol,
      String command,
      Console console) {
    return PerftCompare.run(game, Positions.initial(game, fen), depth, protocol, command, console);
  }

  /** What to count. */
  private record Settings(int depth, int threads, boolean divide) {}

  private static <P extends Position<P, M>, M> void one(
      Game<P, M> game, Optional<String> fen, Settings settings, Console console) {
    P root = Positions.initial(game, fen);
    long start = System.nanoTime();
    long total =
        settings.divide() ? divide(game, root, settings, console.out()) : count(root, settings);
    long nanos = System.nanoTime() - start;
    console.out().println(total);
    console.out().flush();
    report(console.err(), settings.depth(), 1, total, nanos);
  }

  private static <P extends Position<P, M>, M> void fromInput(
      Game<P, M> game, Settings settings, Console console) {
    long start = System.nanoTime();
    long total = 0;
    int positions = 0;
    int lineNumber = 0;
    for (String line = console.readLine(); line != null; line = console.readLine()) {
      lineNumber++;
      String text = line.strip();
      if (text.isEmpty()) { // refused, so that output line n always answers input line n
        throw new InputException("standard input, line " + lineNumber + ": no position");
      }
      P root;
      try {
        root = game.parse(text);
      } catch (PlateauException e) {
        throw new InputException("standard input, line " + lineNumber + ": " + e.getMessage(), e);
      }
      long count = count(root, settings);
      console.out().println(count);
      total += count;
      positions++;
    }
    console.out().flush();
    report(console.err(), settings.depth(), positions, total, System.nanoTime() - start);
  }

  private static <P extends Position<P, M>, M> long count(P root, Settings settings) {
    return settings.threads() == 1
        ? Perft.perft(root, settings.depth())
        : Perft.parallel(root, settings.depth(), settings.threads());
  }

  /** Writes each root move's count, sorted by move text, and returns the total. */
  private static <P extends Position<P, M>, M> long divide(
      Game<P, M> game, P root, Settings settings, PrintStream out) {
    Map<String, Long> counts = new TreeMap<>();
    Map<M, Long> byMove =
        settings.threads() == 1
            ? Perft.divide(root, settings.depth())
            : Perft.divide(root, settings.depth(), settings.threads());
    byMove.forEach((move, count) -> counts.put(game.formatMove(root, move), count));
    long total = 0;
    for (Map.Entry<String, Long> entry : counts.entrySet()) {
      out.println(entry.getKey() + " " + entry.getValue());
      total += entry.getValue();
    }
    return total;
  }

  private static void report(PrintStream err, int depth, int positions, long total, long nanos) {
    err.println(
        "perft "
            + depth
            + (positions == 1 ? "" : " of " + positions + " positions")
            + ": "
            + total
            + (total == 1 ? " node in " : " nodes in ")
            + Rates.seconds(nanos)
            + ", "
            + Rates.perSecond(total, nanos)
            + " nodes/s");
  }
}
