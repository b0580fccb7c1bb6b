package io.github.plateau.cli;

import io.github.plateau.core.Game;
import io.github.plateau.core.GameRecord;
import io.github.plateau.core.Outcome;
import io.github.plateau.core.Position;
import io.github.plateau.core.RandomPlayer;
import io.github.plateau.core.Side;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * {@code selfplay GAME --games N --seed S [--max-plies P]}: N games between random players (game i
 * drawn from seed S + i), then the outcomes by result and reason, the games left unfinished at P
 * plies, the average length and the speed.
 */
final class SelfplayCommand implements Command {
  private static final int DEFAULT_MAX_PLIES = 1000;

  /** Wins first, by side in turn order, then draws; then by reason. */
  private static final Comparator<Outcome> ORDER =
      Comparator.comparingInt(
              (Outcome outcome) -> outcome.winner().map(Side::index).orElse(Integer.MAX_VALUE))
          .thenComparing(Outcome::reason);

  @Override
  public String name() {
    return "selfplay";
  }

  @Override
  public String synopsis() {
    return "GAME --games N --seed S [--max-plies P]";
  }

  @Override
  public String summary() {
    return "play N random games (game i uses seed S+i, at most P plies, default "
        + DEFAULT_MAX_PLIES
        + ") and print statistics";
  }

  @Override
  public int run(List<String> args, Console console) {
    Arguments arguments =
        Arguments.parse(args, Set.of("--games", "--seed", "--max-plies"), Set.of());
    arguments.expect("GAME");
    int games =
        Arguments.integer("--games", arguments.required("--games", "N"), 1, Integer.MAX_VALUE);
    long seed = Arguments.longInteger("--seed", arguments.required("--seed", "S"));
    int maxPlies = arguments.integer("--max-plies", DEFAULT_MAX_PLIES, 1, Integer.MAX_VALUE);
    Game<?, ?> game = arguments.game(0);
    Tally tally = play(game, games, seed, maxPlies, console.err());
    tally.print(console.out(), maxPlies);
    return 0;
  }

  private static <P extends Position<P, M>, M> Tally play(
      Game<P, M> game, int games, long seed, int maxPlies, PrintStream progress) {
    GameRecord<P, M> start = GameRecord.start(game);
    Tally tally = new Tally(games);
    ProgressBar bar = new ProgressBar(progress, games);
    long began = System.nanoTime();
    for (int i = 0; i < games; i++) {
      GameRecord<P, M> end = new RandomPlayer<P, M>(seed + i).playout(start, maxPlies);
      tally.add(end.outcome().orElse(null), end.ply());
      bar.update(i + 1L);
    }
    tally.nanos = System.nanoTime() - began;
    bar.finish();
    return tally;
  }

  /** The statistics of the games played. */
  private static final class Tally {
    private final int games;
    private final Map<Outcome, Integer> outcomes = new TreeMap<>(ORDER);
    private int unfinished;
    private long plies;
    private long nanos;

    Tally(int games) {
      this.games = games;
    }

    void add(Outcome outcome, int gamePlies) {
      if (outcome == null) {
        unfinished++;
      } else {
        outcomes.merge(outcome, 1, Integer::sum);
      }
      plies += gamePlies;
    }

    void print(PrintStream out, int maxPlies) {
      List<String[]> rows = new ArrayList<>();
      outcomes.forEach((outcome, count) -> rows.add(row(outcome.toString(), count)));
      rows.add(row("unfinished at " + maxPlies + " plies", unfinished));
      rows.add(row("games", games));
      rows.add(row("average plies", String.format(Locale.ROOT, "%.2f", (double) plies / games)));
      rows.add(row("plies per second", Rates.perSecond(plies, nanos)));
      rows.add(
          row(
              "games per second",
              String.format(Locale.ROOT, "%.1f", games * 1e9 / Math.max(nanos, 1))));
      int width = 0;
      for (String[] row : rows) {
        width = Math.max(width, row[0].length());
      }
      for (String[] row : rows) {
        out.println(row[0] + " ".repeat(width - row[0].length() + 2) + row[1]);
      }
    }

    private static String[] row(String label, Object value) {
      return new String[] {label, String.valueOf(value)};
    }
  }
}
