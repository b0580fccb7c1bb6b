package io.github.plateau.web;

import io.github.plateau.core.Decision;
import io.github.plateau.core.Player;
import io.github.plateau.core.Position;
import io.github.plateau.core.Turn;

/** A bot that answers a move of the wrong type, as a bot of another game would. */
public final class AlienBot<P extends Position<P, M>, M> implements Player<P, M> {
  /** Made by its class name. */
  public AlienBot() {}

  @Override
  @SuppressWarnings("unchecked") // the point: a move that is not the game's
  public Decision<M> decide(Turn<P, M> turn) {
    return Decision.move((M) (Object) "not a move");
  }

  @Override
  public void close() {}
}
