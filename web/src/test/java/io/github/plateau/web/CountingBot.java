package io.github.plateau.web;

import io.github.plateau.core.Decision;
import io.github.plateau.core.Player;
import io.github.plateau.core.Position;
import io.github.plateau.core.Turn;
import java.util.concurrent.atomic.AtomicInteger;

/** A bot that plays its first legal move and counts how many of it were made and closed. */
public final class CountingBot<P extends Position<P, M>, M> implements Player<P, M> {
  static final AtomicInteger MADE = new AtomicInteger();
  static final AtomicInteger CLOSED = new AtomicInteger();

  /** Made by its class name. */
  public CountingBot() {
    MADE.incrementAndGet();
  }

  @Override
  public Decision<M> decide(Turn<P, M> turn) {
    return Decision.move(turn.position().legalMoves().get(0));
  }

  @Override
  public void close() {
    CLOSED.incrementAndGet();
  }
}
