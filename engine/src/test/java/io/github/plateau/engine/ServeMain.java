package io.github.plateau.engine;

import io.github.plateau.core.Game;
import io.github.plateau.core.Games;
import io.github.plateau.core.Position;
import io.github.plateau.core.RandomPlayer;

/**
 * A test program: serves the random player over a protocol on standard input and output, so that
 * the clients can be tested against Plateau's own servers as a real subprocess. Arguments: {@code
 * GAME PROTOCOL [SEED]}.
 */
public final class ServeMain {
  private ServeMain() {}

  /**
   * Serves until quit.
   *
   * @param args the game id, the protocol name, and an optional seed
   */
  public static void main(String[] args) {
    serve(
        Games.create(args[0]), Protocol.of(args[1]), args.length > 2 ? Long.parseLong(args[2]) : 1);
  }

  private static <P extends Position<P, M>, M> void serve(Game<P, M> game, Protocol p, long seed) {
    EngineServer.serve(game, p, new RandomPlayer<>(seed), System.in, System.out);
  }
}
