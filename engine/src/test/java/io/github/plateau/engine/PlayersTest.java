package io.github.plateau.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.plateau.core.Decision;
import io.github.plateau.core.Game;
import io.github.plateau.core.Player;
import io.github.plateau.core.RandomPlayer;
import io.github.plateau.core.Turn;
import io.github.plateau.shogi.Move;
import io.github.plateau.shogi.Shogi;
import io.github.plateau.shogi.ShogiPosition;
import org.junit.jupiter.api.Test;

/** Players found by name: the random player, classes with a factory or a constructor, errors. */
class PlayersTest {
  private static final Shogi SHOGI = new Shogi();

  /** A bot made by its no-arg constructor. */
  public static final class ByConstructor implements Player<ShogiPosition, Move> {
    @Override
    public Decision<Move> decide(Turn<ShogiPosition, Move> turn) {
      return Decision.move(turn.position().legalMoves().get(0));
    }
  }

  /** A bot made by its factory, which sees the game; the factory wins over the constructor. */
  public static final class ByFactory implements Player<ShogiPosition, Move> {
    final String made;

    public ByFactory() {
      this("constructor");
    }

    private ByFactory(String made) {
      this.made = made;
    }

    /**
     * The factory.
     *
     * @param game the game
     * @return the player
     */
    public static Player<?, ?> create(Game<?, ?> game) {
      return new ByFactory("factory of " + game.id());
    }

    @Override
    public Decision<Move> decide(Turn<ShogiPosition, Move> turn) {
      return Decision.resign();
    }
  }

  /** Not a player. */
  public static final class NotAPlayer {}

  /** A bot's holder: not a player, its factory makes one, as the README's bot is written. */
  public static final class Holder {
    private Holder() {}

    public static Player<?, ?> create(Game<?, ?> game) {
      return new ByFactory("holder of " + game.id());
    }
  }

  /** A bot whose constructor fails. */
  public static final class Broken implements Player<ShogiPosition, Move> {
    public Broken() {
      throw new IllegalStateException("no network");
    }

    @Override
    public Decision<Move> decide(Turn<ShogiPosition, Move> turn) {
      return Decision.resign();
    }
  }

  @Test
  void randomAndClassesByName() {
    assertInstanceOf(RandomPlayer.class, Players.create(SHOGI, "random"));
    assertEquals("9", Players.create(SHOGI, "random:9").options().get("Seed"));
    assertInstanceOf(
        ByConstructor.class, Players.create(SHOGI, "class:" + ByConstructor.class.getName()));
    Player<ShogiPosition, Move> made = Players.create(SHOGI, "class:" + ByFactory.class.getName());
    assertEquals("factory of shogi", ((ByFactory) made).made);
    // before, a class had to be a player itself for its factory to be used
    Player<ShogiPosition, Move> held = Players.create(SHOGI, "class:" + Holder.class.getName());
    assertEquals("holder of shogi", ((ByFactory) held).made);
  }

  @Test
  void badNamesSayWhatIsWrong() {
    String[][] cases = {
      {"random:x", "seed must be a whole number"},
      {"telepathy", "a player is random, random:SEED or class:NAME"},
      {"class:no.such.Bot", "no class \"no.such.Bot\""},
      {"class:" + NotAPlayer.class.getName(), "neither implements"},
      {"class:" + Broken.class.getName(), "no network"},
      {"class:", "the class name is empty"},
    };
    for (String[] c : cases) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> Players.create(SHOGI, c[0]), c[0]);
      assertTrue(e.getMessage().contains(c[1]), c[0] + ": " + e.getMessage());
    }
  }
}
