package io.github.plateau.web;

import io.github.plateau.core.Decision;
import io.github.plateau.core.Limits;
import io.github.plateau.core.Player;
import io.github.plateau.core.Position;
import io.github.plateau.core.Turn;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** A bot that keeps the limits of every turn it is given and plays its first legal move. */
public final class ClockBot<P extends Position<P, M>, M> implements Player<P, M> {
  static final List<Limits> GIVEN = new CopyOnWriteArrayList<>();

  /** Made by its class name. */
  public ClockBot() {}

  @Override
  public Decision<M> decide(Turn<P, M> turn) {
    GIVEN.add(turn.limits());
    return Decision.move(turn.position().legalMoves().get(0));
  }

  @Override
  public void close() {}
}
