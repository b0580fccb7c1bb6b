package io.github.plateau.web;

import io.github.plateau.core.Decision;
import io.github.plateau.core.Player;
import io.github.plateau.core.Position;
import io.github.plateau.core.SetupPhase;
import io.github.plateau.core.Side;
import io.github.plateau.core.Turn;
import java.util.concurrent.atomic.AtomicInteger;

/** A bot that never answers, not even when stopped, and counts how often it is closed. */
public final class HangBot<P extends Position<P, M>, M> implements Player<P, M> {
  static final AtomicInteger CLOSED = new AtomicInteger();

  /** Made by its class name. */
  public HangBot() {}

  @Override
  public String chooseSetup(SetupPhase<P, M> phase, Side side, Turn<P, M> turn) {
    hang();
    return phase.defaultSetup(side);
  }

  @Override
  public Decision<M> decide(Turn<P, M> turn) {
    hang();
    return Decision.resign();
  }

  private static void hang() {
    try {
      Thread.sleep(60_000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Override
  public void close() {
    CLOSED.incrementAndGet();
  }
}
