package io.github.plateau.cli;

import io.github.plateau.core.Game;
import io.github.plateau.core.Position;
import io.github.plateau.core.mate.AttackerMoves;
import io.github.plateau.core.mate.MateLimits;
import io.github.plateau.core.mate.MateResult;
import io.github.plateau.core.mate.MateSolver;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * {@code mate GAME [--fen POSITION] [--nodes N] [--time S] [--checks-only|--any-move]}: the
 * shortest forced win of the side to move, by core's mate solver. It prints {@code mate in N:
 * MOVES} (N in plies, the moves in the game's notation), {@code mate in N (length not proved):
 * MOVES} where the limits ran out before the line's length was proved (a shorter mate may exist, a
 * longer defence too), or {@code no mate} ({@code no mate by checks} where the attacker tries only
 * checks: a quiet move may still win), with status 0; or {@code unknown within the limits} with
 * status 1. The attacker tries only checks in shogi and xiangqi, every move in the other games,
 * unless told otherwise; {@code --checks-only} is refused in a game without checks. The limits are
 * {@code --nodes}, {@code --time}, or both; {@value #DEFAULT_NODES} nodes without either.
 */
final class MateCommand implements Command {
  private static final long DEFAULT_NODES = 1_000_000;
  private static final long MAX_NODES = 1_000_000_000_000L;
  private static final String UNKNOWN = "unknown within the limits";
  static final Set<String> VALUED = Set.of("--fen", "--nodes", "--time");
  static final Set<String> FLAGS = Set.of("--checks-only", "--any-move");

  @Override
  public String name() {
    return "mate";
  }

  @Override
  public String synopsis() {
    return "GAME [--fen POSITION] [--nodes N] [--time S] [--checks-only|--any-move]";
  }

  @Override
  public String summary() {
    return "find the side to move's shortest forced win";
  }

  @Override
  public int run(List<String> args, Console console) {
    Arguments arguments = Arguments.parse(args, VALUED, FLAGS);
    arguments.expect("GAME");
    boolean checksOnly = arguments.flag("--checks-only");
    boolean anyMove = arguments.flag("--any-move");
    if (checksOnly && anyMove) {
      throw new UsageException("--checks-only and --any-move exclude each other");
    }
    MateLimits limits = limits(arguments);
    Game<?, ?> game = arguments.game(0);
    if (checksOnly && !checksByDefault(game)) { // no checks: every proof would be empty
      throw new UsageException("--checks-only is for games with checks (shogi, xiangqi)");
    }
    boolean checks = checksOnly || (!anyMove && checksByDefault(game));
    MateSolver solver =
        new MateSolver(checks ? AttackerMoves.checksOnly() : AttackerMoves.all(), limits);
    String answer = answer(game, arguments.value("--fen"), solver, checks);
    console.out().println(answer);
    console.out().flush();
    return answer.equals(UNKNOWN) ? 1 : 0;
  }

  /** The limits the options give: a time alone bounds the search, without the default nodes. */
  static MateLimits limits(Arguments arguments) {
    Optional<String> nodes = arguments.value("--nodes");
    Optional<String> time = arguments.value("--time");
    MateLimits limits =
        MateLimits.nodes(
            nodes.isPresent()
                ? Arguments.wholeNumber("--nodes", nodes.get(), 1, MAX_NODES)
                : time.isPresent() ? MAX_NODES : DEFAULT_NODES);
    if (time.isPresent()) {
      long seconds =
          Arguments.wholeNumber("--time", time.get(), 1, MateLimits.MAX_TIME.toSeconds());
      limits = limits.withTime(Duration.ofSeconds(seconds));
    }
    return limits;
  }

  /**
   * Checks-only suits games where a king is mated (a check is the only way to force it quickly).
   */
  private static boolean checksByDefault(Game<?, ?> game) {
    return game.id().equals("shogi") || game.id().equals("xiangqi");
  }

  private static <P extends Position<P, M>, M> String answer(
      Game<P, M> game, Optional<String> fen, MateSolver solver, boolean checks) {
    P position = Positions.initial(game, fen);
    MateResult<M> result = solver.solveShortest(position);
    return switch (result.status()) {
      case MATE -> // "mate in 0", no line, when the position is already won
          "mate in "
              + result.plies()
              + (result.exact() ? "" : " (length not proved)")
              + (result.line().isEmpty()
                  ? ""
                  : ": " + String.join(" ", result.notation(game, position)));
      case NO_MATE -> checks ? "no mate by checks" : "no mate";
      case UNKNOWN -> UNKNOWN;
    };
  }
}
