package io.github.plateau.engine;

import io.github.plateau.core.Game;
import io.github.plateau.core.Position;
import io.github.plateau.core.Side;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The running totals of a {@link Match}, shared by its worker threads: each pairing's results, the
 * games played, a progress line after each, and whether the SPRT has decided.
 *
 * @param <P> the position type
 * @param <M> the move type
 */
final class MatchTally<P extends Position<P, M>, M> {
  private final Game<P, M> game;
  private final Optional<Sprt> sprt;
  private final Consumer<String> progress;
  private final Map<String, PairResult> results = new LinkedHashMap<>();
  private final List<MatchGame<P, M>> games = new ArrayList<>();
  private final int total;

  MatchTally(
      Game<P, M> game,
      List<String[]> pairings,
      int total,
      Optional<Sprt> sprt,
      Consumer<String> progress) {
    this.game = game;
    this.sprt = sprt;
    this.progress = progress;
    for (String[] p : pairings) {
      results.put(key(p), PairResult.empty(p[0], p[1]));
    }
    this.total = total;
  }

  /** Whether a pairing's games need not be played: the match's one pairing has its SPRT answer. */
  synchronized boolean stopped(String[] pairing) {
    PairResult r = results.get(key(pairing));
    return results.size() == 1
        && sprt.isPresent()
        && sprt.get().decide(r) != Sprt.Decision.CONTINUE;
  }

  /**
   * Counts a game of a pairing.
   *
   * @param pairHalfPoints the half points of the pairing's first player over the opening's two
   *     games, once the second is played; -1 otherwise
   */
  synchronized void add(String[] pairing, MatchGame<P, M> played, int pairHalfPoints) {
    String k = key(pairing);
    PairResult r =
        results.get(k).withGame(pointsOf(game, played, pairing[0]), played.outcome().reason());
    if (pairHalfPoints >= 0) {
      r = r.withPair(pairHalfPoints);
    }
    results.put(k, r);
    games.add(played);
    progress.accept(line(played, r));
  }

  /** The half points a player made in a game: 2 for a win, 1 for a draw, 0 for a loss. */
  static <P extends Position<P, M>, M> int pointsOf(
      Game<P, M> game, MatchGame<P, M> played, String name) {
    Optional<Side> winner = played.outcome().winner();
    if (winner.isEmpty()) {
      return 1;
    }
    return played.players().get(game.sides().indexOf(winner.get())).equals(name) ? 2 : 0;
  }

  private String line(MatchGame<P, M> played, PairResult r) {
    String result =
        played
            .outcome()
            .winner()
            .map(w -> played.players().get(game.sides().indexOf(w)) + " wins")
            .orElse("draw");
    return String.format(
        Locale.ROOT,
        "game %d/%d %s: %s by %s%s; %s %.1f - %.1f %s",
        games.size(),
        total,
        String.join(" vs ", played.players()),
        result,
        played.outcome().reason(),
        played.detail().isEmpty() ? "" : " (" + played.detail() + ")",
        r.first(),
        r.wins() + r.draws() / 2.0,
        r.losses() + r.draws() / 2.0,
        r.second());
  }

  /** The match's results so far, its games in the order of their numbers. */
  synchronized MatchResult<P, M> result() {
    List<MatchGame<P, M>> sorted = new ArrayList<>(games);
    sorted.sort((a, b) -> Integer.compare(a.number(), b.number()));
    return new MatchResult<>(game, List.copyOf(results.values()), sorted, sprt);
  }

  private static String key(String[] p) {
    return p[0] + "\u0000" + p[1];
  }
}
