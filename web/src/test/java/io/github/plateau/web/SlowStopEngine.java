package io.github.plateau.web;

import io.github.plateau.core.Decision;
import io.github.plateau.core.Games;
import io.github.plateau.core.Player;
import io.github.plateau.core.Position;
import io.github.plateau.core.Turn;
import io.github.plateau.engine.EngineServer;
import io.github.plateau.engine.Protocol;
import java.nio.file.Path;
import java.util.List;

/**
 * A test program: an external engine (the first legal move, after {@link #THINK} of thought) that
 * takes {@link #SLOW_STOP} to answer a {@code stop}, longer than the grace an engine has after one.
 * Arguments: {@code GAME PROTOCOL}.
 */
public final class SlowStopEngine {
  /** How long it thinks when left alone. */
  static final long THINK = 500;

  /** How long it takes to answer once stopped before its time. */
  static final long SLOW_STOP = 2500;

  private SlowStopEngine() {}

  /**
   * Serves until quit.
   *
   * @param args the game id and the protocol's name
   */
  public static void main(String[] args) {
    serve(Games.create(args[0]), Protocol.of(args[1]));
  }

  /** The command that starts this engine in a JVM of its own, on the tests' class path. */
  static List<String> command(String game, String protocol) {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    return List.of(
        java,
        "-cp",
        System.getProperty("java.class.path"),
        SlowStopEngine.class.getName(),
        game,
        protocol);
  }

  private static <P extends Position<P, M>, M> void serve(
      io.github.plateau.core.Game<P, M> game, Protocol protocol) {
    EngineServer.serve(game, protocol, new Slow<>(), System.in, System.out);
  }

  /** The player behind the engine. */
  private static final class Slow<P extends Position<P, M>, M> implements Player<P, M> {
    @Override
    public Decision<M> decide(Turn<P, M> turn) {
      long end = System.currentTimeMillis() + THINK;
      while (!turn.isStopped() && System.currentTimeMillis() < end) {
        pause(5);
      }
      if (turn.isStopped()) {
        pause(SLOW_STOP);
      }
      return Decision.move(turn.position().legalMoves().get(0));
    }

    private static void pause(long millis) {
      try {
        Thread.sleep(millis);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }

    @Override
    public void close() {}
  }
}
