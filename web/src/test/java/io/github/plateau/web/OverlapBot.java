package io.github.plateau.web;

import io.github.plateau.core.Decision;
import io.github.plateau.core.Player;
import io.github.plateau.core.Position;
import io.github.plateau.core.Turn;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A bot that thinks until stopped and counts how many of its decisions run at once, to show that
 * the board never asks one player two things at a time.
 */
public final class OverlapBot<P extends Position<P, M>, M> implements Player<P, M> {
  static final AtomicInteger MOST_AT_ONCE = new AtomicInteger();
  private final AtomicInteger running = new AtomicInteger();

  /** Made by its class name. */
  public OverlapBot() {}

  @Override
  public Decision<M> decide(Turn<P, M> turn) {
    int now = running.incrementAndGet();
    MOST_AT_ONCE.accumulateAndGet(now, Math::max);
    try {
      long end = System.nanoTime() + 300_000_000L; // slow to stop, as a real search may be
      while (!turn.isStopped() || System.nanoTime() < end) {
        Thread.sleep(5);
      }
      return Decision.move(turn.position().legalMoves().get(0));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    } finally {
      running.decrementAndGet();
    }
  }

  @Override
  public void close() {}
}
