package io.github.plateau.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.plateau.core.Game;
import io.github.plateau.core.Games;
import io.github.plateau.core.Limits;
import io.github.plateau.core.Position;
import io.github.plateau.core.RandomPlayer;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The built-in search player wins every game of a short match against the random player, in every
 * game: a node budget per move, not a time, so the games are the same on any machine.
 */
class SearchBeatsRandomTest {
  /** Games per game: three random openings, each played with the sides swapped. */
  private static final int GAMES = 6;

  /** Nodes per move: a shallow search, a few milliseconds a move. */
  private static final long NODES = 2_000;

  @ParameterizedTest
  @ValueSource(strings = {"shogi", "xiangqi", "draughts", "draughts-brazilian", "napoleon"})
  void searchWinsEveryGameAgainstRandom(String id) {
    wonByTheSearch(Games.create(id));
  }

  private static <P extends Position<P, M>, M> void wonByTheSearch(Game<P, M> game) {
    MatchResult<P, M> result =
        Match.builder(game)
            .entrant("search", () -> Players.create(game, "search"))
            .entrant("random", () -> new RandomPlayer<P, M>(11))
            .games(GAMES)
            .randomPlies(2)
            .seed(24)
            .limits(Limits.nodes(NODES))
            .build()
            .run();
    PairResult pair = result.pairs().get(0);
    String lost =
        result.games().stream()
            .filter(g -> !g.outcome().isWinFor(game.sides().get(g.players().indexOf("search"))))
            .map(g -> g.number() + ": " + g.outcome() + " " + g.detail())
            .collect(Collectors.joining("; "));
    assertEquals(GAMES, pair.wins(), game.id() + " not won by search: " + lost);
  }
}
