package io.github.plateau.web;

import io.github.plateau.core.Decision;
import io.github.plateau.core.Player;
import io.github.plateau.core.Position;
import io.github.plateau.core.Turn;

/** A bot that thinks until it is told to stop, then plays its first legal move. */
public final class SlowBot<P extends Position<P, M>, M> implements Player<P, M> {
  /** Made by its class name. */
  public SlowBot() {}

  @Override
  public Decision<M> decide(Turn<P, M> turn) {
    while (!turn.isStopped()) {
      Thread.onSpinWait();
      try {
        Thread.sleep(5);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        break;
      }
    }
    return Decision.move(turn.position().legalMoves().get(0));
  }

  @Override
  public void close() {}
}
