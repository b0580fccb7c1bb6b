package io.github.plateau.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Game;
import io.github.plateau.core.Games;
import io.github.plateau.core.Player;
import io.github.plateau.core.Position;
import org.junit.jupiter.api.Test;

/** The built-in search player as an opponent: offered in every game, its settings checked early. */
class OpponentTest {
  @Test
  void theSearchPlayerPlaysEveryGameWithAnEvaluation() {
    Opponent search = Opponent.player(Opponent.SEARCH, Opponent.SEARCH);
    assertEquals("search", search.name());
    for (String id : Games.ids()) {
      Game<?, ?> game = Games.create(id);
      assertEquals(Games.evaluation(game).isPresent(), search.plays(game), id);
    }
    for (String id : new String[] {"shogi", "xiangqi", "draughts", "napoleon"}) {
      assertTrue(search.plays(Games.create(id)), id);
      assertTrue(madeFor(search, Games.create(id)), id);
    }
  }

  private static <P extends Position<P, M>, M> boolean madeFor(Opponent o, Game<P, M> game) {
    try (Player<P, M> player = o.create(game, 1)) {
      return player != null;
    }
  }

  @Test
  void aMalformedSearchIsRefusedWhenTheServerIsConfigured() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> Opponent.player("deep", "search:depth=0"));
    assertTrue(e.getMessage().contains("depth"), e.getMessage());
    Opponent.player("quick", "search:movetime=200"); // well formed: accepted
    IllegalArgumentException other =
        assertThrows(IllegalArgumentException.class, () -> Opponent.player("x", "searching"));
    assertTrue(other.getMessage().contains("search[:SETTINGS]"), other.getMessage());
  }
}
