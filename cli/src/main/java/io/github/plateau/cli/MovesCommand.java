package io.github.plateau.cli;

import io.github.plateau.core.Game;
import io.github.plateau.core.Position;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * {@code moves GAME [--fen POSITION]}: the legal moves in standard notation, one per line, sorted.
 * When the game is over in the position, nothing is printed on standard output and the outcome goes
 * to standard error.
 */
final class MovesCommand implements Command {
  @Override
  public String name() {
    return "moves";
  }

  @Override
  public String synopsis() {
    return "GAME [--fen POSITION]";
  }

  @Override
  public String summary() {
    return "list the legal moves, sorted";
  }

  @Override
  public int run(List<String> args, Console console) {
    Arguments arguments = Arguments.parse(args, Set.of("--fen"), Set.of());
    arguments.expect("GAME");
    list(arguments.game(0), arguments.value("--fen"), console);
    return 0;
  }

  private static <P extends Position<P, M>, M> void list(
      Game<P, M> game, Optional<String> fen, Console console) {
    P position = Positions.initial(game, fen);
    for (String move : Positions.sortedMoves(game, position)) {
      console.out().println(move);
    }
    position.outcome().ifPresent(outcome -> console.error("the game is over: " + outcome));
  }
}
