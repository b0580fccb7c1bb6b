package io.github.plateau.web;

import io.github.plateau.core.Decision;
import io.github.plateau.core.Player;
import io.github.plateau.core.Position;
import io.github.plateau.core.Turn;

/** A bot that fails at every move, to show that it loses by foul and the board goes on. */
public final class BrokenBot<P extends Position<P, M>, M> implements Player<P, M> {
  /** Made by its class name. */
  public BrokenBot() {}

  @Override
  public Decision<M> decide(Turn<P, M> turn) {
    throw new IllegalStateException("this bot is broken");
  }

  @Override
  public void close() {}
}
