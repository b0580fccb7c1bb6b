package io.github.plateau.cli;

import io.github.plateau.core.Game;
import io.github.plateau.core.Position;
import io.github.plateau.engine.EngineException;
import io.github.plateau.engine.EnginePlayer;
import io.github.plateau.engine.PerftComparison;
import io.github.plateau.engine.Protocol;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * {@code perft GAME DEPTH --compare "ENGINE COMMAND" [--protocol P] [--fen POSITION]}: the engine's
 * divides against Plateau's, by {@link PerftComparison}. It prints {@code TOTAL agree} with status
 * 0, or where the two differ with status {@link #DIFFER}; an engine that fails is a one-line error
 * with status 2.
 */
final class PerftCompare {
  /** The exit status when the engine and Plateau differ. */
  static final int DIFFER = 4;

  private PerftCompare() {}

  /**
   * The protocol to ask the game's engine in: the one named, or the game's first that can ask for a
   * divide.
   *
   * @param game the game
   * @param name the {@code --protocol} value, or empty
   * @return the protocol
   * @throws UsageException if no protocol that carries the game asks for a divide, or the one named
   *     does not
   */
  static Protocol protocol(Game<?, ?> game, Optional<String> name) {
    List<Protocol> carriers =
        Arrays.stream(Protocol.values()).filter(p -> p.supports(game)).toList();
    List<Protocol> dividing = carriers.stream().filter(PerftComparison::divides).toList();
    if (dividing.isEmpty()) {
      throw new UsageException(
          "--compare asks an engine for go perft over usi (shogi), uci or ucci (xiangqi): "
              + game.name()
              + " engines speak "
              + (carriers.isEmpty() ? "no protocol" : ids(carriers))
              + ", without a divide");
    }
    if (name.isEmpty()) {
      return dividing.get(0);
    }
    Protocol protocol = EngineCommand.protocol(game, name.get());
    if (!PerftComparison.divides(protocol)) {
      throw new UsageException(
          protocol.id()
              + " has no divide: --compare takes "
              + ids(dividing)
              + " for "
              + game.name());
    }
    return protocol;
  }

  /**
   * Compares and prints the report.
   *
   * @param game the game
   * @param root the position to start from
   * @param depth plies, at least 1
   * @param protocol the engine's protocol, from {@link #protocol}
   * @param command the engine's command line, split as a shell would
   * @param console where to print
   * @return 0 if the two agree, {@link #DIFFER} if not
   * @throws UsageException if the command is empty
   * @throws InputException if the program cannot be run, or the engine fails
   */
  static <P extends Position<P, M>, M> int run(
      Game<P, M> game, P root, int depth, Protocol protocol, String command, Console console) {
    List<String> words = Words.split(command);
    if (words.isEmpty()) {
      throw new UsageException("--compare needs the engine's command");
    }
    Path program = Path.of(words.get(0)).getFileName();
    String name = program == null ? words.get(0) : program.toString();
    EngineCommand.requireRunnable(name, words.get(0));
    PerftComparison.Report report;
    try {
      report =
          PerftComparison.compare(
              game, root, depth, protocol, name, words, EnginePlayer.Timeouts.DEFAULT);
    } catch (EngineException e) {
      throw new InputException("engine " + e.getMessage(), e);
    }
    print(report, depth, console.out());
    console.out().flush();
    return report.agrees() ? 0 : DIFFER;
  }

  private static void print(PerftComparison.Report report, int depth, PrintStream out) {
    if (report.agrees()) {
      out.println(report.plateauTotal() + " agree");
      return;
    }
    out.println(
        "perft "
            + depth
            + ": the engine counts "
            + report.engineTotal()
            + ", Plateau "
            + report.plateauTotal());
    out.println(
        "differ "
            + (report.path().isEmpty()
                ? "at the given position"
                : "after " + String.join(" ", report.path())));
    out.println("position: " + Console.printable(report.position()));
    out.println("depth: " + report.depth());
    if (!report.onlyEngine().isEmpty() || !report.onlyPlateau().isEmpty()) {
      out.println("only the engine lists: " + moves(report.onlyEngine()));
      out.println("only Plateau lists: " + moves(report.onlyPlateau()));
      return;
    }
    for (Map.Entry<String, PerftComparison.Counts> e : report.counts().entrySet()) {
      out.println(
          "count of "
              + Console.printable(e.getKey())
              + ": the engine "
              + e.getValue().engine()
              + ", Plateau "
              + e.getValue().plateau());
    }
    if (report.depth() > 1) {
      out.println(
          report.counts().size() == 1
              ? "asked from the position after that move, the engine agrees with Plateau:"
                  + " its count depends on the moves before"
              : "asked from the position after each of these moves, the engine agrees with"
                  + " Plateau: their counts depend on the moves before");
    }
  }

  private static String moves(Collection<String> moves) {
    return moves.isEmpty() ? "-" : Console.printable(String.join(" ", moves));
  }

  private static String ids(List<Protocol> protocols) {
    return protocols.stream().map(Protocol::id).collect(Collectors.joining(", "));
  }
}
