package io.github.plateau.cli;

import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.PlateauException;
import io.github.plateau.core.Position;
import io.github.plateau.core.RandomPlayer;
import io.github.plateau.core.Side;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * {@code play GAME [--fen POSITION] [--human SIDE] [--seed S]}: a game in the terminal against a
 * {@link RandomPlayer}. The board is drawn after each turn; the human types moves in standard
 * notation or {@code help}, {@code moves}, {@code undo}, {@code quit}. End of input quits.
 */
final class PlayCommand implements Command {
  private static final String HELP =
      String.join(
          "\n",
          "Type a move, or a whole turn (Napoleon: c2-c4,f1=NE), in the game's notation, or:",
          "  moves  list the legal moves",
          "  undo   take back your last move and the replies to it",
          "  quit   leave the game (end of input does the same)",
          "  help   this text");

  @Override
  public String name() {
    return "play";
  }

  @Override
  public String synopsis() {
    return "GAME [--fen POSITION] [--human SIDE] [--seed S]";
  }

  @Override
  public String summary() {
    return "play against the random player (SIDE: a side's name or number, default the first)";
  }

  @Override
  public int run(List<String> args, Console console) {
    Arguments arguments = Arguments.parse(args, Set.of("--fen", "--human", "--seed"), Set.of());
    arguments.expect("GAME");
    long seed =
        arguments
            .value("--seed")
            .map(s -> Arguments.longInteger("--seed", s))
            .orElseGet(() -> new SplittableRandom().nextLong());
    Game<?, ?> game = arguments.game(0);
    Side human =
        arguments.value("--human").map(s -> Positions.side(game, s)).orElse(game.sides().get(0));
    Session<?, ?> session = session(game, arguments.value("--fen"), human, seed, console);
    session.play();
    return 0;
  }

  private static <P extends Position<P, M>, M> Session<P, M> session(
      Game<P, M> game, Optional<String> fen, Side human, long seed, Console console) {
    P start = Positions.initial(game, fen);
    return new Session<>(GameRecord.start(game, start), human, seed, console);
  }

  /** One game in progress. */
  private static final class Session<P extends Position<P, M>, M> {
    private final Game<P, M> game;
    private final Side human;
    private final long seed;
    private final RandomPlayer<P, M> computer;
    private final Console console;
    private final PrintStream out;
    private GameRecord<P, M> record;

    Session(GameRecord<P, M> record, Side human, long seed, Console console) {
      this.game = record.game();
      this.record = record;
      this.human = human;
      this.seed = seed;
      this.computer = new RandomPlayer<>(seed);
      this.console = console;
      this.out = console.out();
    }

    void play() {
      out.println(
          game.name()
              + ": you play "
              + human.name()
              + " against the random player (seed "
              + seed
              + "). Type 'help' for the commands.");
      out.println();
      out.println(record.current().diagram());
      while (!record.isOver()) {
        P position = record.current();
        Side side = position.sideToMove();
        if (!side.equals(human)) {
          M move = computer.choose(position);
          String text = game.formatMove(position, move);
          record = record.play(move);
          out.println();
          out.println(side.name() + " plays " + text);
          if (record.isOver() || !record.current().sideToMove().equals(side)) {
            out.println(record.current().diagram()); // once its turn is over
          }
        } else if (!humanTurn()) {
          out.println("Bye.");
          return;
        }
      }
      Outcome outcome = record.outcome().orElseThrow();
      String verdict = outcome.isDraw() ? "" : outcome.isWinFor(human) ? " You win." : " You lose.";
      out.println("Game over after " + record.ply() + " plies: " + outcome + "." + verdict);
    }

    /** Reads commands until the human moves or takes moves back; false when the human quits. */
    private boolean humanTurn() {
      while (true) {
        out.print(human.name() + " to move> ");
        out.flush();
        String line = console.readLine();
        if (line == null) {
          out.println();
          return false;
        }
        String command = line.strip();
        switch (command) {
          case "" -> {}
          case "quit" -> {
            return false;
          }
          case "help" -> out.println(HELP);
          case "moves" ->
              out.println(String.join(" ", Positions.sortedMoves(game, record.current())));
          case "undo" -> {
            if (undo()) {
              out.println();
              out.println(record.current().diagram());
              return true;
            }
            console.error("nothing to undo");
          }
          default -> {
            try {
              P position = record.current();
              List<String> texts = new ArrayList<>();
              GameRecord<P, M> played = record;
              for (M move : game.parseTurn(position, command)) {
                texts.add(game.formatMove(played.current(), move));
                played = played.play(move);
              }
              record = played;
              out.println();
              out.println(human.name() + " plays " + String.join(" ", texts));
              out.println(record.current().diagram());
              return true;
            } catch (PlateauException e) {
              console.error(Main.oneLine(e));
            }
          }
        }
      }
    }

    /**
     * Takes back moves up to and including the human's last turn (all its moves, in a game whose
     * turn is several moves); false if there is none.
     */
    private boolean undo() {
      GameRecord<P, M> r = record;
      while (r.ply() > 0) {
        r = r.undo();
        boolean turnStart =
            r.ply() == 0 || !r.undo().current().sideToMove().equals(r.current().sideToMove());
        if (r.current().sideToMove().equals(human) && turnStart) {
          record = r;
          return true;
        }
      }
      return false;
    }
  }
}
